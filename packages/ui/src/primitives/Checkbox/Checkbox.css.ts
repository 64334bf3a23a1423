import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { tapTarget } from '../../theme/tokens';

/** The label holding the box and its text: the whole row takes the tap, 44 px tall on phones and touch screens. */
export const row = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'sm' }),
  { cursor: 'pointer', fontSize: vars.fontSize.sm, ...tapTarget },
]);
/** The label around a box whose text is hidden (row selection): a 44×44 px target on phones and touch screens. */
export const bare = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  { cursor: 'pointer', ...tapTarget },
]);
export const box = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0 }),
  {
    width: 18,
    height: 18,
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surfaceSunken,
    padding: 0,
    margin: 0,
    appearance: 'none',
    cursor: 'pointer',
    selectors: {
      // The check mark: a white tick drawn as a mask, so it takes the theme's text colour.
      '&:checked': { background: vars.color.primary, borderColor: vars.color.primary },
      '&:checked::after': {
        content: '""',
        width: 12,
        height: 12,
        background: vars.color.primaryText,
        mask: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M20 6 9 17l-5-5'/%3E%3C/svg%3E") center / contain no-repeat`,
      },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
      '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
]);
