import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** The tile behind an entity icon: tinted per kind so catalogues read at a glance. */
export const tile = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
  },
  variants: {
    kind: {
      building: { color: vars.color.metal },
      research: { color: vars.color.info },
      ship: { color: vars.color.primary },
      defense: { color: vars.color.warning },
      notification: { color: vars.color.textMuted },
    },
    size: {
      sm: { width: 28, height: 28 },
      md: { width: 40, height: 40 },
      lg: { width: 56, height: 56 },
    },
  },
  defaultVariants: { size: 'md' },
});
