import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { sprinkles } from '../../theme/sprinkles.css';

export const form = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' });
export const combo = sprinkles({ position: 'relative', display: 'flex', flexDirection: 'column', gap: 'xs' });
export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  maxHeight: '14rem',
  overflowY: 'auto',
});
export const option = style([
  sprinkles({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' }),
  {
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    selectors: {
      '&:hover, &[data-highlighted="true"]': { background: vars.color.primary, color: vars.color.primaryText },
    },
  },
]);
export const optionMeta = style({ fontSize: vars.fontSize.xs, opacity: 0.85 });
export const resultsNote = sprinkles({ fontSize: 'sm', color: 'muted', margin: 'none' });
export const chosen = style({ fontSize: vars.fontSize.xs, color: vars.color.success });
export const toolbar = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xxs', alignItems: 'center' });
export const toolButton = style([
  sprinkles({ display: 'inline-flex', placeItems: 'center' }),
  {
    minWidth: 44,
    height: 44,
    // 44 px on phones and touch screens; 32 px in the tablet and desktop layouts with a pointer.
    '@media': { [media.tablet]: { minWidth: 32, height: 32 }, [media.touch]: { minWidth: 44, height: 44 } },
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceSunken,
    color: vars.color.text,
    cursor: 'pointer',
    fontSize: vars.fontSize.md,
    selectors: {
      '&:hover': { borderColor: vars.color.primary },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);
export const separator = style({ width: 1, alignSelf: 'stretch', background: vars.color.border, margin: `0 ${vars.space.xs}` });
export const field = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' });
export const label = sprinkles({ fontSize: 'sm', fontWeight: 'medium', color: 'muted' });
export const textarea = style({
  minHeight: '12rem',
  resize: 'vertical',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
export const counter = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  alignSelf: 'flex-end',
  selectors: { '&[data-over="true"]': { color: vars.color.danger, fontWeight: vars.fontWeight.bold } },
});
export const error = sprinkles({ fontSize: 'xs', color: 'danger' });
