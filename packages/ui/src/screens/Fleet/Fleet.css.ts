import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const screen = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', padding: 'lg', color: 'text', minWidth: 0 });
export const header = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'md' });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'sm' });
export const section = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', minWidth: 0 });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const panel = sprinkles({ paddingTop: 'md' });
/** Phones: the active grid and the history under the 'Misiones' tab, one after the other. */
export const missions = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', paddingTop: 'md', minWidth: 0 });
export const modalBody = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', minWidth: 0 });
export const modalToolbar = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'sm',
});
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const filters = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs' });
