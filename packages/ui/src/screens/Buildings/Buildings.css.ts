import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const header = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', gap: vars.space.md, flexWrap: 'wrap' });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const planet = style({ margin: 0, color: vars.color.textMuted });
export const fields = style({ minWidth: '220px', display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const fieldsRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, fontVariantNumeric: 'tabular-nums' });
export const layout = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 340px' } },
});
export const main = style({ minWidth: 0 });
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))', gap: vars.space.md });
export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
