import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { insetBox, listReset } from '../../theme/patterns.css';

export const list = style([listReset, sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })]);
export const item = style([
  insetBox,
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', padding: 'md' }),
  { selectors: { '&[data-done="true"]': { borderColor: vars.color.success, background: vars.color.successSurface } } },
]);
export const row = sprinkles({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 'sm', flexWrap: 'wrap' });
export const name = sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs', fontWeight: 'bold' });
export const meta = style([sprinkles({ color: 'muted', fontSize: 'sm' }), { fontVariantNumeric: 'tabular-nums' }]);
export const result = sprinkles({ marginTop: 'md' });
