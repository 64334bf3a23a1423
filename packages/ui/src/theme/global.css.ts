import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
// The scrollbar's gutter is always reserved: a page that grows past the window (data arriving)
// must not narrow the layout and shift everything sideways (layout shift must stay 0).
globalStyle('html', { scrollbarGutter: 'stable' });
globalStyle(`.${'imperio-root'}, body`, {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
});
// The theme puts imperio-root on <html> too (for portals): the root keeps the browser's size,
// or every rem would be 15 px and the 0.875rem floor 13.1 px instead of 14 px.
globalStyle('html.imperio-root', { fontSize: '100%' });
globalStyle('h1, h2, h3, h4', { lineHeight: vars.lineHeight.tight, margin: 0 });
// Safe default for text the server sends (a 5000-character name without
// spaces made the page 51 689 px wide). A line that cannot fit breaks inside the word; on the
// text elements below a long word also stops counting as a minimum width, so a grid or flex
// column holding one cannot grow past the window. Buttons and labels keep whole words: lists
// that show names in them cut with an ellipsis and a tooltip instead.
globalStyle('body', { overflowWrap: 'break-word' });
globalStyle('h1, h2, h3, h4, h5, h6, p, dd, dt, td, th, caption, legend, figcaption, blockquote', { overflowWrap: 'anywhere' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('a', { color: vars.color.primary });
// The browser's own style gives these the generic 'monospace', which is whatever font the machine
// maps it to: inside a <pre> (a message's source) the line then mixes two fonts' ascents and
// descents, and its height changed between two machines of one image (21 or 22 px a line). They
// take the bundled mono stack instead, as the rest of the UI's monospace text does.
globalStyle('pre, code, kbd, samp', { fontFamily: vars.font.mono });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
// With the "animations" flag off (visual tests), nothing moves.
globalStyle('.no-animations *, .no-animations *::before, .no-animations *::after', {
  animation: 'none !important',
  transition: 'none !important',
});
globalStyle('.visually-hidden', {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
