import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { layoutBreakpoints, media } from '../../theme/tokens';

const wide = `screen and (min-width: ${layoutBreakpoints.tablet}px)`;

export const bar = style([
  sprinkles({ display: 'flex', alignItems: 'stretch', gap: 'xs', minWidth: 0 }),
  { '@media': { [media.phone]: { flex: '1 1 auto', gap: vars.space.xxs } } },
]);
export const item = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs', minWidth: 0 }),
  {
    position: 'relative',
    minHeight: 44,
    padding: `0 ${vars.space.sm}`,
    border: `1px solid transparent`,
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    selectors: {
      '&:not([data-static]):hover': { background: vars.color.surfaceRaised, borderColor: vars.color.border },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
      '&[data-state="open"]': { borderColor: vars.color.primary },
    },
    '@media': { [media.phone]: { flex: '1 1 0', justifyContent: 'center', padding: `0 ${vars.space.xxs}`, gap: vars.space.xxs } },
  },
]);
export const icon = styleVariants({
  metal: { color: vars.color.metal, flexShrink: 0 },
  crystal: { color: vars.color.crystal, flexShrink: 0 },
  deuterium: { color: vars.color.deuterium, flexShrink: 0 },
  energy: { color: vars.color.energy, flexShrink: 0 },
});
export const value = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  // The bar is centred on wider screens: a figure that widens ('—' → '48,3K', 9,9K → 10,0K) would
  // move every store (Lighthouse desktop CLS 0). Six figures' room holds them.
  '@media': { [wide]: { minWidth: '6ch', textAlign: 'start' } },
});
export const negative = style({ color: vars.color.danger });
export const fillTrack = style({
  position: 'absolute',
  left: vars.space.sm,
  right: vars.space.sm,
  bottom: 5,
  height: 3,
  borderRadius: vars.radius.round,
  background: vars.color.border,
  overflow: 'hidden',
  '@media': { [media.phone]: { left: vars.space.xs, right: vars.space.xs } },
});
export const fillBar = style({
  display: 'block',
  height: '100%',
  background: vars.color.primary,
  selectors: { '&[data-full]': { background: vars.color.warning } },
});
export const deficit = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxs' }),
  { color: vars.color.danger, fontWeight: vars.fontWeight.medium },
]);
/** The word 'Déficit' beside the warning icon: hidden on phones to keep one row (the icon and a red balance stay; the name is in the popover). */
export const deficitText = style({
  '@media': { [media.phone]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } },
});
export const popover = style({
  zIndex: 60,
  minWidth: 220,
  maxWidth: 'calc(100vw - 16px)',
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
});
export const popoverTitle = style({ margin: `0 0 ${vars.space.xs}`, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });
export const popoverText = style({ margin: `${vars.space.xs} 0 0` });
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${details} dt`, { color: vars.color.textMuted });
globalStyle(`${details} dd`, { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const arrow = style({ fill: vars.color.surfaceRaised });
