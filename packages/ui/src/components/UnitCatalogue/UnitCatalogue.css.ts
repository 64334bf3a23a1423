import { globalStyle, style } from '@vanilla-extract/css';
import { sprinkles } from '../../theme/sprinkles.css';
import { vars } from '../../theme/contract.css';
import { factList, factValue, insetBox, listReset, overline, resourceFill, splitLayout, stickySide } from '../../theme/patterns.css';
import { surface } from '../../theme/surface.css';

export const header = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 'md' });
export const title = sprinkles({ margin: 'none', fontSize: 'xl' });
export const subtitle = sprinkles({ margin: 'none', color: 'muted', fontSize: 'sm' });
export const power = style([
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    gap: 'xxs',
    paddingY: 'sm',
    paddingX: 'md',
    background: 'surface',
  }),
  { borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` },
]);
export const powerLabel = overline;
export const powerValue = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
export const layout = splitLayout('minmax(0, 2fr) minmax(300px, 1fr)');
/** The order panel, queue and stock beside the list: sticks under the shell's top on desktops. */
export const side = stickySide;
export const grid = style([
  listReset,
  sprinkles({ display: 'grid', gap: 'md' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' },
]);
export const card = style([
  surface({ padding: 'md' }),
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' }),
  {
    height: '100%',
    selectors: { '&[data-selected="true"]': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` } },
  },
]);
// A long name or 'Select' (German, +40 %) puts the button under the name instead of squeezing it.
export const cardHeader = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: 'sm',
});
export const cardTitle = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm' }),
  { margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold },
]);
export const description = sprinkles({ margin: 'none', fontSize: 'sm', color: 'muted' });
export const stats = factList({ rowGap: 'xxs' });
export const statLabel = sprinkles({ color: 'muted' });
export const statValue = factValue({ align: 'end', numeric: true });
export const costs = style([listReset, sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', fontSize: 'sm' })]);
export const cost = style([sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs' }), { fontVariantNumeric: 'tabular-nums' }]);
export const dot = style({ width: '0.6em', height: '0.6em', borderRadius: vars.radius.round, display: 'inline-block' });
export const dotMetal = resourceFill.metal;
export const dotCrystal = resourceFill.crystal;
export const dotDeuterium = resourceFill.deuterium;
export const meta = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs', fontSize: 'xs', color: 'muted' }),
  { marginTop: 'auto' },
]);
export const unitName = sprinkles({ margin: 'none', fontWeight: 'bold' });
export const total = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', fontSize: 'sm' });
export const totalRow = style([
  sprinkles({ display: 'flex', justifyContent: 'space-between', gap: 'sm' }),
  { fontVariantNumeric: 'tabular-nums', selectors: { '&[data-short]': { color: vars.color.danger, fontWeight: vars.fontWeight.bold } } },
]);
export const available = sprinkles({ color: 'muted', fontWeight: 'regular' });
export const muted = sprinkles({ margin: 'none', color: 'muted', fontSize: 'sm' });
export const list = style([listReset, sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' })]);
export const stockRow = style([
  sprinkles({ display: 'flex', justifyContent: 'space-between', gap: 'sm', fontSize: 'sm', paddingY: 'xs', paddingX: 'none' }),
  { borderBottom: `1px solid ${vars.color.border}` },
]);
export const quantity = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
export const queueItem = style([
  insetBox,
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', padding: 'sm', fontSize: 'sm' }),
  { selectors: { '&[data-status="completed"]': { borderColor: vars.color.success } } },
]);
export const queueHead = style([sprinkles({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 'sm' })]);
/**
 * A queued order's name: it may break inside a long word (the +40 % pseudo-locale's names) rather
 * than squeeze the status badge beside it; names that fit are laid out as before.
 */
export const queueName = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs' }),
  { minWidth: 0, overflowWrap: 'anywhere' },
]);
// The status badge keeps its whole word (a Badge may shrink to 1.5em): the name beside it gives way.
globalStyle(`${queueHead} > :last-child`, { flexShrink: 0 });
export const countdown = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });
export const sectionTitle = sprinkles({ margin: 'none', fontSize: 'lg' });
export const costLabel = sprinkles({ display: 'block', fontSize: 'sm', color: 'muted', marginBottom: 'xxs' });
export const quantityRow = sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 'xs' });
export const maxButton = style({ alignSelf: 'flex-start' });
export const reasons = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs' });
export const reason = sprinkles({ margin: 'none', color: 'danger', fontSize: 'sm', fontWeight: 'bold' });
export const unmet = sprinkles({ color: 'danger', fontWeight: 'bold' });
