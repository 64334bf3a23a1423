import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const combo = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.xs });
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
export const option = style({
  overflowWrap: 'anywhere',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-highlighted="true"]': { background: vars.color.primary, color: vars.color.primaryText },
  },
});
export const optionMeta = style({ fontSize: vars.fontSize.xs, opacity: 0.85 });
export const resultsNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const chosen = style({ fontSize: vars.fontSize.xs, color: vars.color.success });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, alignItems: 'center' });
export const toolButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  height: 44,
  '@media': { [media.tablet]: { minWidth: 32, height: 32 } },
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
});
export const separator = style({ width: 1, alignSelf: 'stretch', background: vars.color.border, margin: `0 ${vars.space.xs}` });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });
export const textarea = style({ minHeight: '12rem', resize: 'vertical', fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });
export const counter = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, alignSelf: 'flex-end', selectors: { '&[data-over="true"]': { color: vars.color.danger, fontWeight: vars.fontWeight.bold } } });
export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.danger });
