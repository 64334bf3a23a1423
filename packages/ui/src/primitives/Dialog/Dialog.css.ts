import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const overlay = style({ position: 'fixed', inset: 0, background: vars.color.overlay, zIndex: 50 });
const contentBox = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(92vw, 560px)',
  maxHeight: '88vh',
  overflow: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: vars.space.xl,
  zIndex: 51,
});
export const content = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' }), contentBox]);
export const wide = style({ width: 'min(96vw, 920px)' });
export const header = sprinkles({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 'md' });
export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const description = style({ color: vars.color.textMuted, margin: 0 });
export const footer = sprinkles({ display: 'flex', justifyContent: 'flex-end', gap: 'sm', marginTop: 'sm' });
