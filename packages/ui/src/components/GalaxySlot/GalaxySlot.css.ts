import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const slot = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: vars.space.xxs,
    width: '100%',
    minHeight: '9.5rem',
    padding: vars.space.sm,
    textAlign: 'left',
    font: 'inherit',
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderTopWidth: '4px',
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    transition: `border-color ${vars.duration.fast}, background ${vars.duration.fast}`,
    selectors: {
      '&:hover': { background: vars.color.surfaceRaised },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
  variants: {
    kind: {
      mine: { borderTopColor: vars.color.own },
      occupied: { borderTopColor: vars.color.occupied },
      free: { borderTopColor: vars.color.free },
      empty: { borderTopColor: vars.color.border, background: vars.color.surfaceSunken },
    },
    highlighted: {
      true: { boxShadow: `0 0 0 2px ${vars.color.primary}` },
      false: {},
    },
  },
  defaultVariants: { kind: 'empty', highlighted: false },
});
export type SlotVariants = RecipeVariants<typeof slot>;

export const head = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs });
export const position = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const name = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.textMuted });
export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.xs, flexWrap: 'wrap' });
export const debris = style({
  marginTop: 'auto',
  paddingTop: vars.space.xxs,
  borderTop: `1px dashed ${vars.color.debris}`,
  color: vars.color.text,
});
export const debrisTitle = style({ color: vars.color.debris, fontWeight: vars.fontWeight.bold });
export const tone = recipe({
  variants: {
    tone: {
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      danger: { color: vars.color.danger },
    },
  },
});
export const tooltipList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xxs });
