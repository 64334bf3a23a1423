import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg, color: vars.color.text, minWidth: 0 });
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const reportsButton = style({ position: 'relative' });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const panel = style({ paddingTop: vars.space.md });
export const modalBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const modalToolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
/** A 44 px tap target on touch screens (buttons are 28–36 px). */
export const touch = style({ '@media': { '(pointer: coarse)': { minHeight: 44, minWidth: 44 } } });
