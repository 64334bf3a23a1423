import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { media } from '../../theme/tokens';

export const list = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', margin: 'none', padding: 'none' }),
  {
    listStyle: 'none',
    maxHeight: '55vh',
    overflowY: 'auto',
  },
]);
/** A report as a card: on phones its age and marker go under the text, on wider screens to its side. */
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  '@media': { [media.twoColumns]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto' } },
  gap: vars.space.sm,
  alignItems: 'start',
  width: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  textAlign: 'start',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-unread="true"]': { borderInlineStartWidth: 4, borderInlineStartColor: vars.color.primary },
  },
});
export const body = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs', minWidth: 0 });
export const title = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const preview = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const side = style([
  sprinkles({ display: 'flex', flexDirection: 'row', alignItems: 'center', gap: 'xxs' }),
  {
    // On phones the age and the 'Leído' badge share one row under the title; a longer
    // language puts the badge on the next line rather than past the row's edge.
    flexWrap: 'wrap',
    gridColumn: '2',
    '@media': { [media.twoColumns]: { gridColumn: 'auto', flexDirection: 'column', alignItems: 'flex-end' } },
    fontSize: vars.fontSize.xs,
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
  },
]);
export const detail = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' });
export const detailTitle = style({ margin: 0, fontSize: vars.fontSize.lg, flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
export const content = style({ margin: 0, whiteSpace: 'pre-wrap', lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' });
/** Label and value side by side from tablets up; stacked on phones. */
export const meta = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.twoColumns]: { gridTemplateColumns: 'minmax(8rem, auto) 1fr' } },
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const metaKey = style({ color: vars.color.textMuted });
export const metaValue = style({ margin: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });
export const statValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
/** A report's table (spy report, battle): labels left, numbers right and tabular. */
export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.sm });
export const caption = style({ textAlign: 'start', fontWeight: vars.fontWeight.bold, paddingBlockEnd: vars.space.xs });
export const groupHead = style({
  textAlign: 'start',
  paddingBlock: `${vars.space.sm} ${vars.space.xxs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
});
export const rowHead = style({ textAlign: 'start', fontWeight: 'normal', color: vars.color.textMuted, paddingBlock: vars.space.xxs });
export const number = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', paddingBlock: vars.space.xxs });
export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' });
