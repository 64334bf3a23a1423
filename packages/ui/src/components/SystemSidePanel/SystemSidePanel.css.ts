import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../theme/sprinkles.css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { factList, factValue, listReset } from '../../theme/patterns.css';

/** Phones: no text under 14 px, for legibility. */
const phoneText = { '@media': { [media.phone]: { fontSize: vars.fontSize.md } } };

export const panel = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' });
export const stats = style([factList({ rowGap: 'xxs' }), phoneText]);
export const term = sprinkles({ color: 'muted' });
export const value = factValue({ align: 'end', weight: 'medium' });
export const subtitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  ...phoneText,
});
export const list = style([listReset, sprinkles({ display: 'grid', gap: 'xs' }), { fontSize: vars.fontSize.sm, ...phoneText }]);
export const entry = sprinkles({ display: 'flex', flexWrap: 'wrap', columnGap: 'sm', rowGap: 'none', alignItems: 'baseline' });
export const position = style({ fontFamily: vars.font.mono, color: vars.color.textMuted });
export const mine = style({ color: vars.color.own, fontWeight: vars.fontWeight.bold });
export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm, ...phoneText });
export const systemName = style({ margin: 0, fontSize: vars.fontSize.lg });
/** Phones (below 768 px): the 'Ir a' buttons' text is not under 14 px. */
export const goTo = style({
  '@media': { [media.phone]: { selectors: { '&&': { fontSize: vars.fontSize.md } } } },
});
