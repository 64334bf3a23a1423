import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { surface } from '../../theme/surface.css';

export const card = style([surface(), sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })]);
export const header = sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'sm' });
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, margin: 0 });
