import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { tapTarget } from '../../theme/tokens';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    selectors: { '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' } },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.primary } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceRaised } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textInverse,
      },
    },
    size: {
      // Small on a desktop; on phones and touch screens every size is a 44 px tap target.
      sm: { padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.fontSize.sm, minHeight: '28px', ...tapTarget },
      md: { padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.md, minHeight: '36px', ...tapTarget },
      lg: { padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.lg, minHeight: '44px' },
    },
    block: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'secondary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
