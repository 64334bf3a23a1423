import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg, color: vars.color.text });
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontFamily: vars.font.body });
export const nav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const stepper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const stepperValue = style({ minWidth: '5.5rem', textAlign: 'center', fontWeight: vars.fontWeight.medium });
export const searchForm = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
export const searchField = style({ flex: '1 1 16rem', maxWidth: '28rem' });
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});
export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
// `position: relative` makes this the containing block of the slots' absolutely positioned
// visually-hidden texts: without it they escape the clipping and widen the page at 390 px.
export const gridScroll = style({ position: 'relative', overflowX: 'auto', paddingBottom: vars.space.xs });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(8.5rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
});
export const banner = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});
export const errorLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.medium });
export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const resultList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xs, gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))' });
export const resultButton = style({ width: '100%', justifyContent: 'space-between', whiteSpace: 'normal', textAlign: 'left' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const details = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xxs} ${vars.space.md}`, margin: 0, fontSize: vars.fontSize.sm });
export const detailsTerm = style({ color: vars.color.textMuted });
export const detailsValue = style({ margin: 0 });
export const detailsBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
