import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Below this width the shell uses the phone layout: tab bar at the bottom (issue 16 item 1). */
const phone = 'screen and (max-width: 767.98px)';
/** Height of the phone tab bar without the safe-area inset, px. */
const TAB_BAR_HEIGHT = 60;

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: vars.color.background, color: vars.color.text });
export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  flexWrap: 'wrap',
  '@media': { [phone]: { flexWrap: 'nowrap', minHeight: 56, maxHeight: 56, padding: `${vars.space.xs} ${vars.space.md}`, gap: vars.space.sm } },
});
export const brand = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg, color: vars.color.text, textDecoration: 'none', letterSpacing: '0.04em' });
export const nav = style({ flex: '1 1 100%', order: 3, '@media': { 'screen and (min-width: 1500px)': { flex: '1 1 auto', order: 0 }, [phone]: { display: 'none' } } });
export const navList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, listStyle: 'none', margin: 0, padding: 0 });
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceRaised },
    '&[aria-current="page"]': { color: vars.color.primaryText, background: vars.color.primary },
  },
});
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, marginLeft: 'auto', minWidth: 0 });
/** The theme and language switches: in the header on desktop, in the 'Más' sheet on phones. */
export const switches = style({ display: 'contents', '@media': { [phone]: { display: 'none' } } });
export const hideOnPhone = style({ '@media': { [phone]: { display: 'none' } } });
export const bell = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
  '@media': { [phone]: { display: 'none' } },
});
export const bellBadge = style({ position: 'absolute', top: -4, right: -10 });
export const chip = style({
  display: 'inline-flex',
  flexDirection: 'column',
  lineHeight: vars.lineHeight.tight,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.primary }, '&[aria-current="page"]': { borderColor: vars.color.primary } },
  '@media': { [phone]: { minHeight: 44, justifyContent: 'center', minWidth: 0, maxWidth: '60vw' } },
});
export const chipName = style({
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  '@media': { [phone]: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } },
});
export const chipMeta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const main = style({
  flex: 1,
  padding: vars.space.lg,
  width: '100%',
  maxWidth: 1440,
  margin: '0 auto',
  // The content never hides behind the tab bar (nor the phone's home indicator).
  '@media': { [phone]: { padding: vars.space.md, paddingBottom: `calc(${TAB_BAR_HEIGHT}px + ${vars.space.lg} + env(safe-area-inset-bottom, 0px))`, minWidth: 0 } },
});
export const skip = style({
  position: 'absolute',
  left: -9999,
  selectors: { '&:focus': { left: vars.space.sm, top: vars.space.sm, zIndex: 100, background: vars.color.surfaceRaised, padding: vars.space.sm } },
});

export const srOnly = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', margin: -1, padding: 0, border: 0 });

/** The phone tab bar: fixed at the bottom, hidden from 768 px up. */
export const tabBar = style({
  display: 'none',
  '@media': {
    [phone]: {
      display: 'block',
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      zIndex: 30,
      background: vars.color.surface,
      borderTop: `1px solid ${vars.color.border}`,
      paddingBottom: 'env(safe-area-inset-bottom, 0px)',
    },
  },
});
export const tabList = style({ display: 'flex', listStyle: 'none', margin: 0, padding: 0 });
export const tabItem = style({ flex: '1 1 0', minWidth: 0, display: 'flex' });
export const tab = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: TAB_BAR_HEIGHT,
  minWidth: 44,
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  textDecoration: 'none',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"], &[data-active]': { color: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});
export const tabIcon = style({ position: 'relative', display: 'inline-flex' });
export const tabBadge = style({ position: 'absolute', top: -6, left: 12 });
export const tabLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});

/** The 'Más' sheet: slides over the lower part of the screen, above the tab bar. */
export const sheetOverlay = style({ position: 'fixed', inset: 0, zIndex: 50, background: 'rgba(0, 0, 0, 0.5)' });
export const sheet = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 51,
  maxHeight: '85vh',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  borderTop: `1px solid ${vars.color.border}`,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  boxShadow: vars.shadow.md,
  padding: vars.space.lg,
  paddingBottom: `calc(${vars.space.lg} + env(safe-area-inset-bottom, 0px))`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const sheetHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const sheetTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const sheetClose = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceRaised }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});
export const sheetList = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const sheetLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.md,
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&[aria-current="page"]': { color: vars.color.primaryText, background: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}` },
  },
});
export const sheetFooter = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md });
