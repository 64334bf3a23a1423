import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { factList, factValue } from '../../theme/patterns.css';

export const root = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' });
export const header = sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm', flexWrap: 'wrap' });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, flex: '1 1 10em', overflowWrap: 'anywhere' });
export const message = sprinkles({ margin: 'none', lineHeight: 'normal', overflowWrap: 'anywhere' });
export const sectionTitle = sprinkles({ marginTop: 'none', marginX: 'none', marginBottom: 'xs', fontSize: 'md', fontWeight: 'medium' });
export const details = factList({ columns: 'label' });
export const term = sprinkles({ color: 'muted' });
export const value = factValue();
export const mono = style({ fontFamily: vars.font.mono });
export const actions = style([sprinkles({ display: 'flex', gap: 'sm', flexWrap: 'wrap' })]);
