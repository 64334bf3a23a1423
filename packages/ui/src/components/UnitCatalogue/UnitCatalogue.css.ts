import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const power = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const powerLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em' });
export const powerValue = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(300px, 1fr)' } },
});
export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  height: '100%',
  selectors: { '&[data-selected="true"]': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` } },
});
export const cardHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space.sm });
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const stats = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: vars.space.md, rowGap: vars.space.xxs, margin: 0, fontSize: vars.fontSize.sm });
export const statLabel = style({ color: vars.color.textMuted });
export const statValue = style({ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const costs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.sm });
export const cost = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontVariantNumeric: 'tabular-nums' });
export const dot = style({ width: '0.6em', height: '0.6em', borderRadius: vars.radius.round, display: 'inline-block' });
export const dotMetal = style({ background: vars.color.metal });
export const dotCrystal = style({ background: vars.color.crystal });
export const dotDeuterium = style({ background: vars.color.deuterium });
export const meta = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, fontSize: vars.fontSize.xs, color: vars.color.textMuted, marginTop: 'auto' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const total = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-short]': { color: vars.color.danger, fontWeight: vars.fontWeight.bold } },
});
export const available = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const stockRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, fontSize: vars.fontSize.sm, padding: `${vars.space.xs} 0`, borderBottom: `1px solid ${vars.color.border}` });
export const quantity = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
export const queueItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  selectors: { '&[data-status="completed"]': { borderColor: vars.color.success } },
});
export const queueHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });
export const countdown = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const costLabel = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted, marginBottom: vars.space.xxs });
export const quantityRow = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: vars.space.xs });
export const maxButton = style({ alignSelf: 'flex-start' });
export const reasons = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const reason = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });
export const unmet = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold });
