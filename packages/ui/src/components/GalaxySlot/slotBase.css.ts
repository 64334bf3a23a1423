import { style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/patterns.css';

/**
 * What a slot's grid card (GalaxySlot) and its phone row (GalaxySlotRow) share: a full-width
 * button on the card surface with the hover and focus states. Each adds its layout and the
 * thick edge that carries the slot's colour.
 */
export const slotButton = style({
  width: '100%',
  textAlign: 'left',
  font: 'inherit',
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceRaised }, ...focusRing(2) },
});

/**
 * The recipe variants of a slot: `kind` colours the thick `edge` (top border of a card, left
 * border of a row) — own, occupied, free, or an empty sunken slot; `highlighted` rings the slot
 * found by a search. Returns a `variants` object for `recipe()`.
 */
export const slotVariants = (edge: 'borderTopColor' | 'borderLeftColor') => {
  const coloured = (colour: string, rule: StyleRule = {}): StyleRule => ({ ...rule, [edge]: colour });
  return {
    kind: {
      mine: coloured(vars.color.own),
      occupied: coloured(vars.color.occupied),
      free: coloured(vars.color.free),
      empty: coloured(vars.color.border, { background: vars.color.surfaceSunken }),
    },
    highlighted: { true: { boxShadow: `0 0 0 2px ${vars.color.primary}` }, false: {} },
  };
};
