import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const alert = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
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

/** The text takes the row; below 12rem beside the action (a phone, a long action), the action wraps under it. */
export const body = style({ flex: '1 1 12rem', minWidth: 0 });

/** The action keeps to the end of its row, also when it wrapped. */
export const action = style({ marginInlineStart: 'auto', maxWidth: '100%' });
/**
 * A long action (German, +40 %) wraps its label rather than reach past the alert. Element plus
 * class outranks the Button's own `white-space: nowrap` (one class) whatever order the CSS loads in.
 */
globalStyle(`${action} > button, ${action} > a`, { whiteSpace: 'normal', maxWidth: '100%' });

export const icon = style({ flexShrink: 0 });
