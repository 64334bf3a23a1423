import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const nav = sprinkles({ display: 'flex', placeItems: 'center', gap: 'md', paddingY: 'sm' });
export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, minWidth: '9em', textAlign: 'center' });
