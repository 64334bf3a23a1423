import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media, SHORT_QUERY } from '../../theme/tokens';

/**
 * Below this width (phones and tablets) the twelve links do not fit one row: the header keeps
 * one row (logo, active planet, user chip) and the navigation is the bottom tab bar with 'Más'
 * (at 768 px the wrapped bar took about 219 px).
 */
const compact = 'screen and (max-width: 1024.98px)';
/** Height of the phone tab bar without the safe-area inset, px. */
export const TAB_BAR_HEIGHT = 64;
/** Smallest text of the shell (at least 14 px, to stay readable on phones). */
const MIN_TEXT = vars.fontSize.sm;

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
});
/**
 * The header and the resource bar stick together at the top, except on a short screen (a phone
 * held sideways), where they scroll away: at 844×390 they took 110 px, and with the tab bar 175 px.
 */
export const top = style({ position: 'sticky', top: 0, zIndex: 20, '@media': { [media.short]: { position: 'relative' } } });
/**
 * The notification strip sits in the sticky top's flow, under the resource bar (it pushes the
 * page down, covering nothing). On a short screen (a phone held sideways) the header scrolls away
 * (see top): there the strip floats just above the tab bar instead, so a pop-up stays in view.
 */
globalStyle(`${top} [data-testid="notification-overlay"]:not([data-empty])`, {
  '@media': {
    [`${compact} and ${SHORT_QUERY}`]: {
      position: 'fixed',
      insetInline: 0,
      bottom: `calc(${TAB_BAR_HEIGHT}px + ${vars.space.xs} + env(safe-area-inset-bottom, 0px))`,
      zIndex: 25,
    },
  },
});
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  flexWrap: 'wrap',
  '@media': {
    [compact]: { flexWrap: 'nowrap' },
    [media.phone]: { height: 56, padding: `${vars.space.xs} ${vars.space.sm}`, gap: vars.space.xs },
  },
});
/** The active planet: after the logo; in the compact shell it takes the row's free width. */
export const planet = style({ minWidth: 0, '@media': { [compact]: { flex: '1 1 auto' } } });
/** The resource bar below the header: one row at every width. */
/** A full-width strip under the header, its content centred: the resource bar and the attack chip's row. */
const strip = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xxs} ${vars.space.lg}`,
});
export const cockpit = style([
  strip,
  {
    background: vars.color.surfaceSunken,
    borderBottom: `1px solid ${vars.color.border}`,
    '@media': { [media.phone]: { padding: `${vars.space.xxs} ${vars.space.xs}`, justifyContent: 'stretch' } },
  },
]);
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: 44,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
  '@media': { [compact]: { display: 'none' } },
});
/** 'Ctrl K' beside the search icon: only where the header has room for it on one row. */
export const kbd = style({
  fontFamily: 'inherit',
  fontSize: MIN_TEXT,
  color: vars.color.textMuted,
  '@media': { 'screen and (max-width: 1279.98px)': { display: 'none' } },
});
export const brand = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  textDecoration: 'none',
  letterSpacing: '0.04em',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  '@media': {
    [media.phone]: {
      fontSize: vars.fontSize.md,
      letterSpacing: '0.02em',
      flex: '0 0 auto',
    },
  },
});
export const nav = style({
  flex: '1 1 100%',
  order: 3,
  '@media': { [compact]: { display: 'none' } },
});
export const navList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, listStyle: 'none', margin: 0, padding: 0 });
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontSize: MIN_TEXT,
  fontWeight: vars.fontWeight.medium,
  minHeight: 44,
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceRaised },
    '&[aria-current="page"]': { color: vars.color.primaryText, background: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, marginLeft: 'auto', minWidth: 0 });
/** The theme and language switches: in the header on desktop, in the 'Más' sheet below 1025 px. */
export const switches = style({ display: 'contents', '@media': { [compact]: { display: 'none' } } });
// The switches are small buttons elsewhere; in the header they are 44 px tap targets.
globalStyle(`${switches} button, ${actions} > button`, { minHeight: 44, minWidth: 44 });
/** Logout: in the header on desktop, in the 'Más' sheet below 1025 px. */
export const hideOnPhone = style({ '@media': { [compact]: { display: 'none' } } });
export const bell = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.surfaceRaised }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
  '@media': { [compact]: { display: 'none' } },
});
export const bellBadge = style({ position: 'absolute', top: 0, right: -6, fontSize: MIN_TEXT });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  lineHeight: vars.lineHeight.tight,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&[aria-current="page"]': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
  '@media': {
    [media.phone]: { flex: '0 0 auto', width: 44, height: 44, padding: 0, justifyContent: 'center', borderRadius: vars.radius.round },
  },
});
/** The commander's initials: the chip on phones (the name and score stay for screen readers). */
export const chipAvatar = style({
  display: 'none',
  fontWeight: vars.fontWeight.bold,
  fontSize: MIN_TEXT,
  '@media': { [media.phone]: { display: 'inline' } },
});
export const chipText = style({
  display: 'flex',
  flexDirection: 'column',
  '@media': {
    [media.phone]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  },
});
export const chipName = style({ fontWeight: vars.fontWeight.medium, fontSize: MIN_TEXT });
export const chipMeta = style({ fontSize: MIN_TEXT, color: vars.color.textMuted });
export const main = style({
  flex: 1,
  padding: vars.space.lg,
  width: '100%',
  maxWidth: 1440,
  margin: '0 auto',
  // The content never hides behind the tab bar (nor the phone's home indicator).
  '@media': {
    [compact]: { paddingBottom: `calc(${TAB_BAR_HEIGHT}px + ${vars.space.lg} + env(safe-area-inset-bottom, 0px))`, minWidth: 0 },
    [media.phone]: { paddingInline: vars.space.md, paddingTop: vars.space.md },
  },
});
export const skip = style({
  position: 'absolute',
  left: -9999,
  selectors: {
    '&:focus': { left: vars.space.sm, top: vars.space.sm, zIndex: 100, background: vars.color.surfaceRaised, padding: vars.space.sm },
  },
});

export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  margin: -1,
  padding: 0,
  border: 0,
});

/** The tab bar: fixed at the bottom below 1025 px, hidden on desktop. */
export const tabBar = style({
  display: 'none',
  '@media': {
    [compact]: {
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
  padding: `${vars.space.xs} 0`,
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
export const tabBadge = style({ position: 'absolute', top: -6, left: 12, fontSize: MIN_TEXT });
export const tabLabel = style({
  fontSize: MIN_TEXT,
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1.15,
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
export const sheetList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const sheetLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
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
export const sheetFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});

/** The unread badge after the Mensajes link of the desktop bar. */
export const navBadge = style({ fontSize: MIN_TEXT });
/** The unread badge after the Mensajes link of the 'Más' sheet. */
export const sheetBadge = style({ marginInlineStart: 'auto', fontSize: MIN_TEXT });
/** A screen of the sheet: its link and, beside it, the pin that puts it in the tab bar. */
export const sheetRow = style({ display: 'flex', alignItems: 'stretch', gap: vars.space.xxs, minWidth: 0 });
globalStyle(`${sheetRow} > a`, { flex: '1 1 auto', minWidth: 0 });
export const pinButton = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  minHeight: 44,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceRaised },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}` },
  },
});
/** The sheet's question after a pin: which of the four tabs the screen replaces. */
export const pinChoice = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const pinChoiceTitle = style({ margin: 0, fontWeight: vars.fontWeight.medium });

/** The attack chip's row: under the resource bar, on every screen, while a warning is unread. */
export const attackRow = style([
  strip,
  {
    background: vars.color.dangerSurface,
    borderBottom: `1px solid ${vars.color.danger}`,
    '@media': { [media.phone]: { paddingInline: vars.space.sm } },
  },
]);
export const attackChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  maxWidth: '100%',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: MIN_TEXT,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
globalStyle(`${attackChip} > svg`, { color: vars.color.danger, flexShrink: 0 });
export const attackTime = style({ fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });
