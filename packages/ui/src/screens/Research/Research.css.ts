import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.sm,
});
export const muted = style({ color: vars.color.textMuted, margin: 0 });
