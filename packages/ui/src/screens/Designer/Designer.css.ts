import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });
