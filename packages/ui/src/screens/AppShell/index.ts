export { AppShell, NAV_LINKS, userChipMeta } from './AppShell';
export type { AppShellProps } from './AppShell';
