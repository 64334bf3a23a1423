import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const region = style({
  position: 'fixed',
  insetInlineEnd: vars.space.lg,
  top: 72,
  zIndex: 40,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  pointerEvents: 'none',
  maxHeight: 'calc(100vh - 96px)',
  overflow: 'hidden',
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const error = style({ pointerEvents: 'auto', width: 'min(360px, calc(100vw - 32px))', boxShadow: vars.shadow.md, background: vars.color.surface, borderRadius: vars.radius.md });
