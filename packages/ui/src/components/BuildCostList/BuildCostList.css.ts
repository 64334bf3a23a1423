import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.sm });
export const item = style({ display: 'inline-flex', alignItems: 'baseline', gap: vars.space.xs });
export const name = style({ color: vars.color.textMuted });
export const value = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.medium });
export const negative = style({ color: vars.color.danger });
export const dot = style({ width: '0.6em', height: '0.6em', borderRadius: vars.radius.round, display: 'inline-block', alignSelf: 'center' });
export const dotColor = styleVariants({
  metal: { background: vars.color.metal },
  crystal: { background: vars.color.crystal },
  deuterium: { background: vars.color.deuterium },
  energy: { background: vars.color.energy },
});
export const empty = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
