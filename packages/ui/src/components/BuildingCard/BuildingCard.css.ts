import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../theme/sprinkles.css';
import { vars } from '../../theme/contract.css';
import { surface } from '../../theme/surface.css';

export const card = style([
  surface(),
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' }),
  {
    selectors: {
      '&[data-selected="true"]': { borderColor: vars.color.primary, boxShadow: vars.shadow.md },
      '&[data-upgrading="true"]': { borderColor: vars.color.info },
    },
  },
]);
export const name = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm' }),
  { margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold },
]);
export const level = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});
export const status = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'xs' }),
  {
    fontSize: vars.fontSize.sm,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.md,
  },
]);
export const upgrading = style([status, { background: vars.color.infoSurface, color: vars.color.text }]);
export const reason = style([status, { background: vars.color.warningSurface, color: vars.color.text }]);
export const countdown = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.bold, marginLeft: 'auto' });
export const actions = style([sprinkles({ display: 'flex', gap: 'sm', flexWrap: 'wrap' }), { marginTop: 'auto' }]);
