import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const stats = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xxs} ${vars.space.md}`, margin: 0, fontSize: vars.fontSize.sm });
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium, textAlign: 'right' });
export const subtitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });
export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const entry = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.sm}`, alignItems: 'baseline' });
export const position = style({ fontFamily: vars.font.mono, color: vars.color.textMuted });
export const mine = style({ color: vars.color.own, fontWeight: vars.fontWeight.bold });
export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });
export const systemName = style({ margin: 0, fontSize: vars.fontSize.lg });
