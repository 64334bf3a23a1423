import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '1.5em',
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.round,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: '1.6',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceSunken, color: vars.color.text, border: `1px solid ${vars.color.border}` },
      primary: { background: vars.color.primary, color: vars.color.primaryText },
      danger: { background: vars.color.danger, color: vars.color.textInverse },
      success: { background: vars.color.success, color: vars.color.textInverse },
      warning: { background: vars.color.warning, color: vars.color.textInverse },
      info: { background: vars.color.info, color: vars.color.textInverse },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
