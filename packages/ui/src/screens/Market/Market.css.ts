import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { listReset, placeholderBox, splitLayout } from '../../theme/patterns.css';

export const title = sprinkles({ fontSize: 'xl', margin: 'none' });
export const intro = sprinkles({ margin: 'none', color: 'muted' });
export const grid = splitLayout('minmax(0, 2fr) minmax(280px, 1fr)', '1fr');
/** A price change: a bold arrow and figure, green when the price rose, red when it fell. */
const trend = { display: 'inline-flex', alignItems: 'center', gap: 'xxs', fontWeight: 'bold' } as const;
export const up = sprinkles({ ...trend, color: 'success' });
export const down = sprinkles({ ...trend, color: 'danger' });
export const chart = style([placeholderBox, { minHeight: '180px' }]);
export const form = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' });
export const traders = listReset;
export const rank = style({ color: vars.color.textMuted, marginRight: vars.space.sm, fontVariantNumeric: 'tabular-nums' });
