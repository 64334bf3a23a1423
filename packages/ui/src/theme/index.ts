import './fonts';
import './global.css';

export { vars } from './contract.css';
export { darkTheme, lightTheme, themeClass } from './themes.css';
export type { ThemeName } from './themes.css';
export { breakpoints, layoutBreakpoints, media, sharedTokens, SHELL_TOP_PROPERTY } from './tokens';
export { sprinkles } from './sprinkles.css';
export type { Sprinkles } from './sprinkles.css';
export { surface } from './surface.css';
export type { SurfaceVariants } from './surface.css';
