import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const nav = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.md, padding: `${vars.space.sm} 0` });
export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, minWidth: '9em', textAlign: 'center' });
