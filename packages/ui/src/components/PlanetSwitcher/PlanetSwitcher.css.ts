import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { media } from '../../theme/tokens';

const control = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    minHeight: 44,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.surfaceRaised, borderColor: vars.color.primary },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);

export const step = style([control, { width: 44, flex: '0 0 44px', borderRadius: vars.radius.md, padding: 0 }]);

export const trigger = style([
  control,
  {
    gap: vars.space.xs,
    // A fixed width on wider screens: the planet's name arriving (or another planet's) must not
    // move the controls beside it (Lighthouse desktop CLS 0); long names ellipsise.
    width: 240,
    minWidth: 0,
    justifyContent: 'flex-start',
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    textAlign: 'left',
    '@media': {
      [media.phone]: { flex: '1 1 auto', width: 'auto', justifyContent: 'center', padding: `0 ${vars.space.xs}`, gap: vars.space.xxs },
    },
  },
]);
export const current = style([
  sprinkles({ display: 'flex', alignItems: 'baseline', gap: 'xs', minWidth: 0 }),
  { '@media': { [media.phone]: { flexDirection: 'column', alignItems: 'flex-start', gap: 0, lineHeight: vars.lineHeight.tight } } },
]);
export const name = style({
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.md,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '100%',
});
export const coordinates = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
export const chevron = style({
  flex: '0 0 auto',
  marginLeft: 'auto',
  color: vars.color.textMuted,
  '@media': { [media.phone]: { marginLeft: 0, marginRight: -4 } },
});

export const menu = style({
  zIndex: 60,
  minWidth: 220,
  maxWidth: 'calc(100vw - 16px)',
  maxHeight: 'min(70vh, var(--radix-dropdown-menu-content-available-height))',
  overflowY: 'auto',
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});
export const menuLabel = style({ padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const item = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm' }),
  {
    position: 'relative',
    minHeight: 44,
    padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} 32px`,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-highlighted]': { background: vars.color.primary, color: vars.color.primaryText },
    },
  },
]);
globalStyle(`${item}[data-highlighted] span`, { color: 'inherit' });
export const indicator = style([sprinkles({ display: 'inline-flex' }), { position: 'absolute', left: vars.space.sm }]);
export const itemName = style({ flex: 1, fontWeight: vars.fontWeight.medium });
