import './fonts';
import './global.css';

export { vars } from './contract.css';
export { darkTheme, lightTheme, themeClass } from './themes.css';
export type { ThemeName } from './themes.css';
export { breakpoints, media, sharedTokens } from './tokens';
