import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const intro = style({ margin: 0, color: vars.color.textMuted });
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)' } },
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const th = style({ textAlign: 'left', color: vars.color.textMuted, fontWeight: vars.fontWeight.medium, padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, whiteSpace: 'nowrap' });
export const td = style({ padding: `${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, whiteSpace: 'nowrap' });
export const num = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const up = style({ color: vars.color.success, fontWeight: vars.fontWeight.bold, display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });
export const down = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold, display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });
export const chart = style({
  minHeight: '180px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  textAlign: 'center',
  padding: vars.space.lg,
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const traders = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const trader = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, alignItems: 'center' });
export const rank = style({ color: vars.color.textMuted, marginRight: vars.space.sm, fontVariantNumeric: 'tabular-nums' });
