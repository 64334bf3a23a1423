export { AppShell, userChipMeta } from './AppShell';
export type { AppShellProps } from './AppShell';
