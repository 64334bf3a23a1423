import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { factList, insetBox } from '../../theme/patterns.css';

export const root = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', minWidth: 0 });
export const header = sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm', flexWrap: 'wrap' });
export const subject = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  flex: '1 1 12em',
});
export const actions = style([sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs' })]);
export const details = factList({ columns: 'label' });
export const term = sprinkles({ color: 'muted' });
export const value = style([sprinkles({ display: 'flex', alignItems: 'center', gap: 'xs', overflowWrap: 'anywhere' }), { margin: 0 }]);
export const mono = style({ fontFamily: vars.font.mono });
export const contentHeader = sprinkles({
  display: 'flex',
  alignItems: 'center',
  gap: 'sm',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
});
export const sectionTitle = sprinkles({ margin: 'none', fontSize: 'md', fontWeight: 'medium' });
export const content = style([
  insetBox,
  sprinkles({ padding: 'md', overflowWrap: 'anywhere', lineHeight: 'normal' }),
  { overflowX: 'auto' },
]);
globalStyle(`${content} a`, { color: vars.color.primary, textDecoration: 'underline' });
globalStyle(`${content} table`, { borderCollapse: 'collapse', margin: `${vars.space.sm} 0` });
globalStyle(`${content} th, ${content} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  textAlign: 'left',
});
globalStyle(`${content} :is(p, ul, ol, h1, h2, h3, h4, h5, h6, blockquote, pre)`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${content} > :last-child`, { marginBottom: 0 });
export const source = style([
  insetBox,
  sprinkles({ margin: 'none', padding: 'md', fontSize: 'sm', overflowWrap: 'anywhere' }),
  { fontFamily: vars.font.mono, whiteSpace: 'pre-wrap', maxHeight: '28rem', overflowY: 'auto' },
]);
export const battle = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'md', padding: 'md' }),
  { borderRadius: vars.radius.md, border: `1px solid ${vars.color.danger}`, background: vars.color.dangerSurface },
]);
export const battleText = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs' });
export const footer = style([
  sprinkles({ fontSize: 'xs', color: 'muted', paddingTop: 'sm' }),
  { borderTop: `1px solid ${vars.color.border}` },
]);
export const status = sprinkles({ fontSize: 'sm', color: 'muted' });
