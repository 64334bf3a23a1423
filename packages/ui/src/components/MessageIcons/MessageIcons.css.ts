import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Category icon coloured by priority (spec p2 §9: LOW grey, NORMAL white, HIGH yellow, URGENT red). */
export const categoryIcon = recipe({
  base: { flexShrink: 0 },
  variants: {
    priority: {
      LOW: { color: vars.color.priorityLow },
      NORMAL: { color: vars.color.priorityNormal },
      HIGH: { color: vars.color.priorityHigh },
      URGENT: { color: vars.color.priorityUrgent },
    },
  },
  defaultVariants: { priority: 'NORMAL' },
});
export type CategoryIconVariants = NonNullable<RecipeVariants<typeof categoryIcon>>;

/** Notification type icon, toned like the pop-ups (p1 §2.4). */
export const notificationIcon = recipe({
  base: { flexShrink: 0 },
  variants: {
    tone: {
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      error: { color: vars.color.danger },
      info: { color: vars.color.info },
    },
  },
  defaultVariants: { tone: 'info' },
});
