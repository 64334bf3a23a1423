import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const intro = style({ margin: 0, color: vars.color.textMuted });
export const fleets = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const th = style({ textAlign: 'left', color: vars.color.textMuted, fontWeight: vars.fontWeight.medium, padding: `${vars.space.xs} 0`, borderBottom: `1px solid ${vars.color.border}` });
export const td = style({ padding: `${vars.space.xs} 0`, borderBottom: `1px solid ${vars.color.border}` });
export const num = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: vars.space.md, rowGap: vars.space.xs, margin: 0 });
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, textAlign: 'right', fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const status = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
