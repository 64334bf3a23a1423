import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const subject = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere', flex: '1 1 12em' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, display: 'flex', alignItems: 'center', gap: vars.space.xs, overflowWrap: 'anywhere' });
export const mono = style({ fontFamily: vars.font.mono });
export const contentHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, justifyContent: 'space-between', flexWrap: 'wrap' });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });
export const content = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  overflowX: 'auto',
  lineHeight: vars.lineHeight.normal,
});
globalStyle(`${content} a`, { color: vars.color.primary, textDecoration: 'underline' });
globalStyle(`${content} table`, { borderCollapse: 'collapse', margin: `${vars.space.sm} 0` });
globalStyle(`${content} th, ${content} td`, { border: `1px solid ${vars.color.border}`, padding: `${vars.space.xxs} ${vars.space.sm}`, textAlign: 'left' });
globalStyle(`${content} :is(p, ul, ol, h1, h2, h3, h4, h5, h6, blockquote, pre)`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${content} > :last-child`, { marginBottom: 0 });
export const source = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: '28rem',
  overflowY: 'auto',
});
export const battle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
});
export const battleText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const footer = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm });
export const status = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
