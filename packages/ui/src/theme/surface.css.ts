import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from './contract.css';

/**
 * The card surface every panel shares (background, 1 px border, large radius, padding): one
 * recipe instead of the same five declarations in each card's styles. `tone` picks the surface
 * colour, `padding` the inner space (`none` for lists that pad their own rows), `interactive`
 * adds the hover/selected border of clickable cards.
 */
export const surface = recipe({
  base: {
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    minWidth: 0,
  },
  variants: {
    tone: {
      default: {},
      raised: { background: vars.color.surfaceRaised },
      sunken: { background: vars.color.surfaceSunken },
    },
    padding: {
      none: {},
      sm: { padding: vars.space.sm },
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg },
    },
    interactive: {
      true: {
        cursor: 'pointer',
        transition: `border-color ${vars.duration.fast}`,
        selectors: {
          '&:hover': { borderColor: vars.color.borderStrong },
          '&[aria-pressed="true"], &[aria-selected="true"], &[aria-current="true"]': { borderColor: vars.color.primary },
        },
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'default', padding: 'lg', interactive: false },
});

/** The options `surface()` accepts. */
export type SurfaceVariants = NonNullable<RecipeVariants<typeof surface>>;
