import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { surface } from '../../theme/surface.css';

export const history = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm', margin: 'none', padding: 'none' }),
  { listStyle: 'none' },
]);
/** A history row: the shared surface, its start border in the type's colour. */
export const row = style([
  surface({ padding: 'none' }),
  sprinkles({ display: 'grid', alignItems: 'center', gap: 'md', paddingY: 'sm', paddingX: 'md' }),
  { gridTemplateColumns: 'auto minmax(0, 1fr) auto', borderRadius: vars.radius.md, borderInlineStartWidth: 4 },
]);
export const rowMain = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs', minWidth: 0 });
export const rowTitle = sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm', flexWrap: 'wrap', fontWeight: 'bold' });
export const rowMeta = sprinkles({ display: 'flex', flexWrap: 'wrap', rowGap: 'xxs', columnGap: 'md', fontSize: 'sm', color: 'muted' });
