export { CommandPalette } from './CommandPalette';
export type { CommandPaletteProps, PaletteScreen } from './CommandPalette';
