import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { surface } from '../../theme/surface.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { factList, factValue } from '../../theme/patterns.css';

export const panel = style([surface({ tone: 'raised' }), sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })]);
export const header = sprinkles({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 'sm' });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
export const muted = sprinkles({ margin: 'none', color: 'muted', fontSize: 'sm' });
export const facts = factList();
export const term = sprinkles({ color: 'muted' });
export const value = factValue({ numeric: true, weight: 'medium' });
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });
