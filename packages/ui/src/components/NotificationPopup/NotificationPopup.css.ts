import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { sprinkles } from '../../theme/sprinkles.css';
import { ghostButton, overline, toneColor } from '../../theme/patterns.css';

/** Phones: compact, full-width pop-ups with a 44 px close target. */
export const popup = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    gap: vars.space.sm,
    alignItems: 'start',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: '1px solid',
    borderInlineStartWidth: 4,
    boxShadow: vars.shadow.md,
    color: vars.color.text,
    width: 'min(360px, calc(100vw - 32px))',
    pointerEvents: 'auto',
    '@media': {
      [media.phone]: {
        width: '100%',
        padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.sm}`,
        alignItems: 'center',
      },
    },
  },
  variants: {
    tone: {
      success: { background: vars.color.successSurface, borderColor: vars.color.success },
      warning: { background: vars.color.warningSurface, borderColor: vars.color.warning },
      error: { background: vars.color.dangerSurface, borderColor: vars.color.danger },
      info: { background: vars.color.infoSurface, borderColor: vars.color.info },
    },
    /** One line: icon, title, age and close in a row, as wide as its place (the shell's strip). */
    compact: {
      true: {
        gridTemplateColumns: '1fr auto',
        alignItems: 'center',
        gap: vars.space.xxs,
        width: '100%',
        maxHeight: 88,
        padding: `0 ${vars.space.xxs} 0 ${vars.space.xs}`,
        '@media': { [media.phone]: { padding: `0 0 0 ${vars.space.xs}` } },
      },
      false: {},
    },
  },
});
/** The compact pop-up's tappable line: icon, the title on one line (ellipsis), the age. */
export const line = style([
  ghostButton,
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm', minWidth: 0 }),
  {
    minHeight: 44,
    padding: `0 ${vars.space.xs}`,
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } },
  },
]);
export const lineTitle = style({
  flex: '1 1 auto',
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const icon = recipe({ base: { marginTop: 2, flexShrink: 0 }, variants: { tone: toneColor } });
export const body = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs', minWidth: 0 });
/** The type's name above the server's title: a small label, so the title stays the heading. */
export const kind = style([overline, sprinkles({ margin: 'none', fontWeight: 'bold' })]);
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const message = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  '@media': { [media.phone]: { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } },
});
export const time = sprinkles({ fontSize: 'xs', color: 'muted' });
export const close = style([
  ghostButton,
  sprinkles({ display: 'inline-flex', placeItems: 'center' }),
  {
    width: 28,
    height: 28,
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    selectors: {
      '&:hover': { background: vars.color.surfaceRaised },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    },
    '@media': { [media.phone]: { width: 44, height: 44 } },
  },
]);
// The age keeps to its own size at the end of the line; the title gives way (ellipsis).
globalStyle(`${line} > time`, { flexShrink: 0, whiteSpace: 'nowrap' });
