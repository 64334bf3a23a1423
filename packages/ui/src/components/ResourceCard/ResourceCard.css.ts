import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { surface } from '../../theme/surface.css';
import { resourceText } from '../../theme/patterns.css';

export const card = style([surface(), sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' })]);
export const header = sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm' });
export const swatch = resourceText;
export const name = sprinkles({ margin: 'none', fontSize: 'md', fontWeight: 'bold' });
export const amount = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  margin: 0,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});
export const negative = sprinkles({ color: 'danger' });
// One line each, start-aligned: a right-aligned figure would move when its width changes on load.
export const meta = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs', fontSize: 'sm', color: 'muted' });
export const status = style([sprinkles({ display: 'flex', alignItems: 'center', gap: 'xs', fontSize: 'sm' }), { minHeight: '1.6em' }]);
export const placeholder = sprinkles({ color: 'muted' });
/** The fill bar's box (ProgressBar: 8 px with a border) before the stock is known. */
export const fillPlaceholder = style({
  height: 8,
  borderRadius: vars.radius.round,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});
