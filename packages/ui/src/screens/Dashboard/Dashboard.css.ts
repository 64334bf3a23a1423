import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media, tapTarget } from '../../theme/tokens';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: 1400,
  margin: '0 auto',
  width: '100%',
});
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});
export const titleBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
export const stats = style({ display: 'flex', gap: vars.space.md, margin: 0, flexWrap: 'wrap' });
export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 110,
});
export const statLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const statValue = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
/** The planet selector's slot keeps its filled height (label line, gap, 44 px select) while the planets load: nothing below moves. */
export const selector = style({ minWidth: 240, minHeight: `calc(1.5 * ${vars.fontSize.sm} + ${vars.space.xs} + 44px)` });
export const cards = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  '@media': {
    [media.twoColumns]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});
export const columns = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.3fr)' } },
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
/** The missions' list (a Stack): only the bullets go. */
export const missionList = style({ listStyle: 'none' });
export const more = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
/** 'Ver todas en Flota': a text link, a 44 px tap target on phones. */
export const link = style({ color: vars.color.primary, display: 'inline-flex', alignItems: 'center', ...tapTarget });
export const quick = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: vars.space.sm });
/** A shortcut's label wraps inside its 160 px cell (German, +40 %) rather than run out of its button. */
globalStyle(`${quick} > *`, { whiteSpace: 'normal', textAlign: 'center', minWidth: 0 });
export const notice = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const resources = style({ position: 'relative' });
/** The resources' loading spinner, laid over the ticker's end so nothing below it moves. */
export const resourcesLoading = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  zIndex: 1,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  paddingInline: vars.space.sm,
});
/** The native planet select: the trigger's look, its own arrow drawn over the right padding. */
export const nativeSelect = style({ position: 'relative', display: 'flex' });
globalStyle(`${nativeSelect} > select`, {
  appearance: 'none',
  flex: 1,
  font: 'inherit',
  paddingInlineEnd: `calc(${vars.space.md} + 16px + ${vars.space.sm})`,
  minHeight: 44,
});
export const nativeSelectIcon = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.text,
});
