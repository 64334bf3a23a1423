import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  selectors: { '&[data-done="true"]': { borderColor: vars.color.success, background: vars.color.successSurface } },
});
export const row = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const name = style({ fontWeight: vars.fontWeight.bold });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });
export const result = style({ marginTop: vars.space.md });
