import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const title = sprinkles({ margin: 'none', fontSize: 'xl' });
export const planet = sprinkles({ margin: 'none', color: 'muted' });
export const fields = style({ minWidth: '220px', fontSize: vars.fontSize.sm });
export const fieldsRow = style({ fontVariantNumeric: 'tabular-nums' });
export const grid = style([sprinkles({ display: 'grid', gap: 'md' }), { gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))' }]);
export const muted = sprinkles({ color: 'muted', margin: 'none' });
