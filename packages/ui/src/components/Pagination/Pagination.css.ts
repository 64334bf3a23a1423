import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

// A long 'Previous' / 'Next' (German, +40 %) on a phone wraps to a second row instead of squeezing its button.
export const nav = style([sprinkles({ display: 'flex', placeItems: 'center', gap: 'md', paddingY: 'sm' }), { flexWrap: 'wrap' }]);
export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, minWidth: '9em', textAlign: 'center' });
