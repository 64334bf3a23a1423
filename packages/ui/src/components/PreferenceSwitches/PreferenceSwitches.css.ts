import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { tapTarget } from '../../theme/tokens';

/**
 * The language switch: a native select (no menu code in the login's first chunk) that looks like
 * the small ghost button beside it.
 */
export const languageSelect = style({
  appearance: 'auto',
  background: 'transparent',
  color: vars.color.text,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  fontFamily: 'inherit',
  minHeight: '28px',
  cursor: 'pointer',
  ...tapTarget,
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});

/**
 * The two switches side by side on one line: what `<Inline gap="xs" wrap={false}>` renders, as
 * a class computed at build time (the login route then needs no sprinkles runtime).
 */
export const switches = sprinkles({
  display: 'flex',
  flexDirection: 'row',
  flexWrap: 'nowrap',
  gap: 'xs',
  alignItems: 'center',
  justifyContent: 'flex-start',
  minWidth: 0,
});
