export { ShortcutsHelp } from './ShortcutsHelp';
export type { ShortcutsHelpProps, ShortcutLine } from './ShortcutsHelp';
