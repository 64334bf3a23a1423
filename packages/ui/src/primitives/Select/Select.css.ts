import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { tapTarget } from '../../theme/tokens';

/** The label over its control, a column: Select lays itself out with Box; a native select styled alike (the dashboard's planet picker) uses this class. */
export const field = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });
export const trigger = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'space-between', gap: 'sm' }),
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    minHeight: 38,
    ...tapTarget,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surfaceSunken,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: { '&:disabled': { opacity: 0.55, cursor: 'not-allowed' } },
  },
]);
export const content = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  padding: vars.space.xs,
  zIndex: 70,
  minWidth: 'var(--radix-select-trigger-width)',
});
export const item = style([
  sprinkles({ display: 'flex', alignItems: 'center' }),
  {
    padding: `${vars.space.xs} ${vars.space.md}`,
    ...tapTarget,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    color: vars.color.text,
    selectors: { '&[data-highlighted]': { background: vars.color.primary, color: vars.color.primaryText } },
  },
]);
