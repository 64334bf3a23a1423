import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { surface } from '../../theme/surface.css';
import { listReset } from '../../theme/patterns.css';

/** The mission card: the shared sunken surface, its start border in the type's colour. */
export const card = style([
  surface({ tone: 'sunken', padding: 'md' }),
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' }),
  { borderRadius: vars.radius.md, borderInlineStartWidth: 4, height: '100%' },
]);
export const header = sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm', flexWrap: 'wrap' });
export const icon = style([
  sprinkles({ display: 'inline-flex', placeItems: 'center', flexShrink: 0, borderRadius: 'round', background: 'surface', color: 'text' }),
  { width: 32, height: 32, border: '2px solid', borderColor: vars.color.border },
]);
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, flex: 1, minWidth: 0 });
export const route = style({ fontSize: vars.fontSize.sm, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });
export const timeRow = sprinkles({ display: 'flex', justifyContent: 'space-between', gap: 'sm', fontSize: 'sm', color: 'muted' });
export const time = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const fact = sprinkles({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const term = sprinkles({ color: 'muted', fontSize: 'xs' });
export const detail = style({ margin: 0, overflowWrap: 'anywhere' });
export const ships = style([listReset, sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs' })]);
export const ship = sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs' });
export const footer = style([sprinkles({ display: 'flex', justifyContent: 'flex-end' }), { marginTop: 'auto' }]);
export const arrow = style({ verticalAlign: 'middle' });
export const clockTimes = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  rowGap: 'xxs',
  columnGap: 'md',
  margin: 'none',
  fontSize: 'sm',
  color: 'muted',
});
export const clockTime = sprinkles({ display: 'flex', gap: 'xs' });
