import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const overlay = style({ position: 'fixed', inset: 0, background: vars.color.overlay, zIndex: 50 });
export const content = style({
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
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const wide = style({ width: 'min(96vw, 920px)' });
export const header = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md });
export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const description = style({ color: vars.color.textMuted, margin: 0 });
export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, marginTop: vars.space.sm });
