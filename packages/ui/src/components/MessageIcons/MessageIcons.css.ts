import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { colourVariants, toneColor } from '../../theme/patterns.css';

/** Category icon coloured by priority (spec p2 §9: LOW grey, NORMAL white, HIGH yellow, URGENT red). */
export const categoryIcon = recipe({
  base: { flexShrink: 0 },
  variants: {
    priority: colourVariants('color', {
      LOW: vars.color.priorityLow,
      NORMAL: vars.color.priorityNormal,
      HIGH: vars.color.priorityHigh,
      URGENT: vars.color.priorityUrgent,
    }),
  },
  defaultVariants: { priority: 'NORMAL' },
});
export type CategoryIconVariants = NonNullable<RecipeVariants<typeof categoryIcon>>;

/** Notification type icon, toned like the pop-ups (p1 §2.4). */
export const notificationIcon = recipe({ base: { flexShrink: 0 }, variants: { tone: toneColor }, defaultVariants: { tone: 'info' } });
