import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { sprinkles } from '../../theme/sprinkles.css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { colourVariants, listReset } from '../../theme/patterns.css';

/** Phones: no text under 14 px, to stay readable on small screens. */
const phoneText = { '@media': { [media.phone]: { fontSize: vars.fontSize.md } } };

export const list = style([
  listReset,
  sprinkles({ display: 'flex', flexWrap: 'wrap', rowGap: 'xs', columnGap: 'md' }),
  { fontSize: vars.fontSize.sm, ...phoneText },
]);
export const item = sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs' });
export const swatch = recipe({
  base: [
    sprinkles({ display: 'inline-block', borderRadius: 'sm' }),
    { width: '0.9rem', height: '0.9rem', border: `1px solid ${vars.color.borderStrong}` },
  ],
  variants: {
    kind: colourVariants('background', {
      mine: vars.color.own,
      occupied: vars.color.occupied,
      free: vars.color.free,
      empty: vars.color.surfaceSunken,
      debris: vars.color.debris,
    }),
  },
});
export const title = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, ...phoneText });
