import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const screen = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', padding: 'lg', color: 'text', minWidth: 0 });
export const header = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'md' });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const actions = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'sm' }),
  // Never wider than the header: a long badge wraps inside it rather than reach past a phone's edge.
  { minWidth: 0, maxWidth: '100%' },
]);
/**
 * The 'missions to process' badge wraps its words when it is wider than the header (a phone in
 * German or +40 %: 'Hay misiones pendientes de procesar' is one pill of ~400 px there). Element
 * plus class outranks the Badge's own `white-space: nowrap` (one class) whatever order the CSS loads in.
 */
export const processBadge = style({});
globalStyle(`span${processBadge}`, { whiteSpace: 'normal', maxWidth: '100%', minWidth: 0 });
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
/** The card of the mission just sent: outlined, so the eye finds it under the notice that names it. */
export const justSent = style({
  borderRadius: vars.radius.md,
  outline: `2px solid ${vars.color.primary}`,
  outlineOffset: '2px',
});
export const filters = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs' });
