import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.sm });
export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const swatch = recipe({
  base: { display: 'inline-block', width: '0.9rem', height: '0.9rem', borderRadius: vars.radius.sm, border: `1px solid ${vars.color.borderStrong}` },
  variants: {
    kind: {
      mine: { background: vars.color.own },
      occupied: { background: vars.color.occupied },
      free: { background: vars.color.free },
      empty: { background: vars.color.surfaceSunken },
      debris: { background: vars.color.debris },
    },
  },
});
export const title = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });
