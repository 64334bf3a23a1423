import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md, justifyContent: 'space-between' });
export const nameField = style({ flex: '1 1 240px', maxWidth: '420px' });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.1fr) minmax(0, 1.1fr)' },
  },
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const slot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  selectors: { '&[data-filled="true"]': { borderStyle: 'solid', background: vars.color.surfaceRaised } },
});
export const slotText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const slotType = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.06em' });
export const slotName = style({ fontWeight: vars.fontWeight.medium });
export const slotEmpty = style({ color: vars.color.textMuted, fontStyle: 'italic' });
export const filter = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const option = style({
  width: '100%',
  textAlign: 'left',
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, background: vars.color.surfaceRaised, boxShadow: `inset 3px 0 0 ${vars.color.primary}` },
  },
});
export const optionMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums', textAlign: 'right' });
export const cost = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });
export const detailsTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
