import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: '1px solid',
    fontSize: vars.fontSize.sm,
  },
  variants: {
    tone: {
      error: { background: vars.color.dangerSurface, borderColor: vars.color.danger, color: vars.color.text },
      warning: { background: vars.color.warningSurface, borderColor: vars.color.warning, color: vars.color.text },
      success: { background: vars.color.successSurface, borderColor: vars.color.success, color: vars.color.text },
      info: { background: vars.color.infoSurface, borderColor: vars.color.info, color: vars.color.text },
    },
  },
  defaultVariants: { tone: 'error' },
});
