import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const trigger = style({ minHeight: '44px' });
export const overlay = style({ position: 'fixed', inset: 0, background: vars.color.overlay, zIndex: 50 });
export const sheet = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  maxHeight: '85vh',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.lg,
  paddingBottom: `calc(${vars.space.lg} + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.surface,
  color: vars.color.text,
  borderTop: `1px solid ${vars.color.border}`,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  boxShadow: vars.shadow.lg,
  zIndex: 51,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
export const close = style({ minWidth: '44px', minHeight: '44px' });
