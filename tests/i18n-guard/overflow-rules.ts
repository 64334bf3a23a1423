/**
 * The overflow gate's rules: which text on a rendered screen a translation has broken. Pure
 * functions over the DOM and its layout (read through `getComputedStyle`, `getBoundingClientRect`
 * and the scroll sizes), shared by the browser gate (`english-suite.tsx`) and its unit test
 * (`tests/unit/overflow-rules.test.ts`, on hand-built DOM with stubbed geometry).
 *
 * A text fails when it is
 * - `clipped`: it lies outside an ancestor that hides its overflow (`overflow: hidden | clip` on
 *   that axis) and whose scroll size exceeds its box, without an ellipsis: the reader never sees
 *   the missing part and is not told that something is missing;
 * - `ellipsised`: cut with `text-overflow: ellipsis` (or `-webkit-line-clamp`) and no way to read
 *   it whole (a `title` on it or an ancestor, or a `data-tooltip` marker on a tooltip trigger);
 * - `outside-container`: it spills out of an ancestor's box that lets it show (overflow visible),
 *   over its neighbours (a flex item that cannot shrink, a fixed-width button);
 * - `outside-viewport`: it reaches past the left or right edge of the viewport (the page scrolls
 *   sideways or cuts it), unless it sits in a scroll container of its own.
 * Text in a scroll container (`overflow: auto | scroll`) is readable by scrolling; text that is
 * visually hidden (screen-reader only, or moved wholly off the left edge like a skip link until
 * it is focused), invisible or in an SVG is not checked. An absolutely or
 * fixed positioned box is placed on purpose: the walk up its ancestors stops there.
 * Rules after the WCAG 2.2 criteria 1.4.4 (resize text) and 1.4.10 (reflow): no loss of content.
 */

/** What went wrong with a text. */
export type OverflowKind = 'clipped' | 'ellipsised' | 'outside-container' | 'outside-viewport';

/** A box in viewport px (a DOMRect's edges). */
export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** One text that fails: its kind, the element that shows the failure and the text itself. */
export interface OverflowFinding {
  kind: OverflowKind;
  /** The element that cuts the text (clipped, ellipsised), or the text's own element (outside). */
  element: Element;
  /** The text (trimmed, whitespace collapsed). */
  text: string;
  /** For `outside-container`: the ancestor whose box the text spills out of. */
  container?: Element;
  /** How far (px, rounded) the text reaches past the box that cuts or holds it, per axis (0 for an ellipsis). */
  by: { x: number; y: number };
}

export interface OverflowOptions {
  /** The viewport's width in px (the layout width: `document.documentElement.clientWidth`). */
  viewportWidth: number;
  /** The box of a text node's glyphs. @default the union of its Range's client rects */
  textBox?: (node: Text) => Box | null;
  /** px a text may stick out before it counts (sub-pixel rounding). @default 1 */
  tolerance?: number;
}

const SKIPPED = 'script, style, noscript, template, svg, [data-overflow-ignore]';

/** A text node's glyph box: the union of its range's rects, or null when it has none. */
export function rangeBox(node: Text): Box | null {
  const range = node.ownerDocument.createRange();
  range.selectNodeContents(node);
  const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
  if (rects.length === 0) return null;
  return {
    left: Math.min(...rects.map((rect) => rect.left)),
    right: Math.max(...rects.map((rect) => rect.right)),
    top: Math.min(...rects.map((rect) => rect.top)),
    bottom: Math.max(...rects.map((rect) => rect.bottom)),
  };
}

/** The overflow of an element on one axis (`overflow-x` / `overflow-y`, or the shorthand). */
function overflowOf(style: CSSStyleDeclaration, axis: 'x' | 'y'): string {
  const own = axis === 'x' ? style.overflowX : style.overflowY;
  return own || style.overflow.split(/\s+/)[axis === 'x' ? 0 : 1] || style.overflow || 'visible';
}

const clips = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll' || overflow === 'overlay';

/**
 * True when `element` is hidden from sight but read by screen readers (the `sr-only` pattern:
 * a 1 px box with its overflow hidden, or `clip: rect(0 0 0 0)` / `clip-path: inset(50%)`).
 */
export function isVisuallyHidden(element: Element): boolean {
  const style = getComputedStyle(element);
  if (style.clip && style.clip.startsWith('rect(')) return true;
  if (style.clipPath && /inset\(\s*50%/.test(style.clipPath)) return true;
  if (!clips(overflowOf(style, 'x'))) return false;
  const rect = element.getBoundingClientRect();
  return rect.width <= 1 || rect.height <= 1;
}

/** False when the element is not painted (display none, visibility hidden, opacity 0), where the browser can tell. */
function isSeen(element: Element): boolean {
  const check = (element as Element & { checkVisibility?: (options: object) => boolean }).checkVisibility;
  if (typeof check !== 'function') return true;
  return check.call(element, { visibilityProperty: true, opacityProperty: true });
}

/** True when the text can be read whole some other way: a `title` (or `data-tooltip`) on it or an ancestor. */
export function isReadableWhole(element: Element): boolean {
  const holder = element.closest('[title], [data-tooltip]');
  return Boolean(holder && (holder.getAttribute('title')?.trim() || holder.hasAttribute('data-tooltip')));
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Every failing text under `root`, one finding per (kind, element): see the module's rules.
 * @param root the rendered story (usually `document.body`)
 * @returns the findings in document order
 */
export function findOverflows(root: Element, options: OverflowOptions): OverflowFinding[] {
  const tolerance = options.tolerance ?? 1;
  const textBox = options.textBox ?? rangeBox;
  const findings: OverflowFinding[] = [];
  const seen = new Set<string>();
  const ids = new Map<Element, number>();
  const add = (kind: OverflowKind, element: Element, text: string, by: { x: number; y: number }, container?: Element) => {
    if (!ids.has(element)) ids.set(element, ids.size);
    const id = `${kind}:${ids.get(element)}`;
    if (seen.has(id)) return;
    seen.add(id);
    findings.push({ kind, element, text: normalise(text).slice(0, 200), by, ...(container ? { container } : {}) });
  };
  const hiddenCache = new Map<Element, boolean>();
  const insideHidden = (element: Element): boolean => {
    for (let el: Element | null = element; el && el !== root.parentElement; el = el.parentElement) {
      let hidden = hiddenCache.get(el);
      if (hidden === undefined) {
        hidden = isVisuallyHidden(el);
        hiddenCache.set(el, hidden);
      }
      if (hidden) return true;
    }
    return false;
  };

  // An ancestor is measured once per check, not once per text inside it (a list of 40 rows).
  const metrics = new Map<Element, ReturnType<typeof measure>>();
  const measure = (el: Element) => {
    const style = getComputedStyle(el);
    return {
      style,
      rect: el.getBoundingClientRect(),
      x: overflowOf(style, 'x'),
      y: overflowOf(style, 'y'),
      overX: el.scrollWidth > el.clientWidth + tolerance,
      overY: el.scrollHeight > el.clientHeight + tolerance,
      lineClamp: style.getPropertyValue('-webkit-line-clamp') || (style as unknown as { webkitLineClamp?: string }).webkitLineClamp,
    };
  };
  const metricsOf = (el: Element) => {
    let found = metrics.get(el);
    if (!found) metrics.set(el, (found = measure(el)));
    return found;
  };

  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const text = node.textContent ?? '';
    const parent = node.parentElement;
    if (!parent || !/\S/.test(text) || parent.closest(SKIPPED) || !isSeen(parent) || insideHidden(parent)) continue;
    const box = textBox(node);
    if (!box || box.right - box.left <= 0) continue;
    // Wholly left of a left-to-right page: moved off screen on purpose (a skip link until focused).
    if (box.right <= 0) continue;
    // A glyph box is taller than a tight line box (line-height: 1): vertical spill counts when large.
    const yTolerance = Math.max(tolerance, (box.bottom - box.top) * 0.3);
    let cut = false;
    let spilled = false;
    let inScroller = false;
    // The root itself is the page: what spills out of it is past the viewport (checked below).
    for (let el: Element | null = parent; el && el !== root && el !== root.ownerDocument.documentElement; el = el.parentElement) {
      const { style, rect, x, y, overX, overY, lineClamp } = metricsOf(el);
      if (style.display === 'contents' || style.display === 'inline') continue;
      const by = {
        x: Math.round(Math.max(rect.left - box.left, box.right - rect.right, 0)),
        y: Math.round(Math.max(rect.top - box.top, box.bottom - rect.bottom, 0)),
      };
      const beyondX = box.left < rect.left - tolerance || box.right > rect.right + tolerance;
      const beyondY = box.top < rect.top - yTolerance || box.bottom > rect.bottom + yTolerance;
      // An ellipsis hides the cut part from the text's own box: the element's scroll size tells.
      if (clips(x) && overX && style.textOverflow === 'ellipsis') {
        if (!isReadableWhole(el)) add('ellipsised', el, el.textContent ?? text, { x: 0, y: 0 });
        cut = true;
        break;
      }
      if (clips(y) && overY && lineClamp && lineClamp !== 'none') {
        if (!isReadableWhole(el)) add('ellipsised', el, el.textContent ?? text, { x: 0, y: 0 });
        cut = true;
        break;
      }
      if ((clips(x) && beyondX && (overX || box.left < rect.left)) || (clips(y) && beyondY && (overY || box.top < rect.top))) {
        add('clipped', el, text, by);
        cut = true;
        break;
      }
      if (scrolls(x) || scrolls(y)) {
        // Readable by scrolling (one axis that scrolls makes the other one scroll too, CSS Overflow 3).
        if (el !== root.ownerDocument.body) inScroller = true;
        break;
      }
      if (!spilled && (beyondX || beyondY) && !clips(x) && !clips(y)) {
        add('outside-container', parent, text, by, el);
        spilled = true;
      }
      if (style.position === 'absolute' || style.position === 'fixed') break;
    }
    if (!cut && !inScroller && (box.left < -tolerance || box.right > options.viewportWidth + tolerance))
      add('outside-viewport', parent, text, {
        x: Math.round(Math.max(-box.left, box.right - options.viewportWidth, 0)),
        y: 0,
      });
  }
  return findings;
}

/**
 * A short, stable name for an element in a failure message: its tag, test id, role and first
 * two class names (vanilla-extract's debug names say the file and style: `Research_css_title__1x2y3z`).
 */
export function describeElement(element: Element): string {
  const testId = element.getAttribute('data-testid');
  const role = element.getAttribute('role');
  const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`);
  return `<${element.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${role ? `[role=${role}]` : ''}${classes.join('')}>`;
}

/** A catalogue key the story rendered: `namespace:key` and the text its `t()` call last returned. */
export interface RenderedKey {
  id: string;
  text: string;
}

/** A text without i18next's tags (`<0>`, `<strong>`), whitespace collapsed. */
const plain = (text: string) => normalise(text.replace(/<\/?[A-Za-z0-9]+(?:\s[^<>]*)?\/?>/g, ''));

/**
 * The i18n key that produced `text`, from the keys the story rendered in the current language:
 * the key whose text is exactly it; else the longest key text inside it (a key composed with a
 * number or a name); else the shortest key text around it (one part of a key with tags). Texts
 * of two letters or fewer match exactly only.
 * @returns `namespace:key`, or undefined when no key fits (server text, a number, a formatted date)
 */
export function keyOfText(text: string, keys: Iterable<RenderedKey>): string | undefined {
  const wanted = normalise(text);
  if (!wanted) return undefined;
  let inside: { id: string; length: number } | undefined;
  let around: { id: string; length: number } | undefined;
  for (const key of keys) {
    const value = plain(key.text);
    if (!value) continue;
    if (value === wanted) return key.id;
    if (Math.min(value.length, wanted.length) <= 2) continue;
    if (wanted.includes(value) && (!inside || value.length > inside.length)) inside = { id: key.id, length: value.length };
    else if (value.includes(wanted) && (!around || value.length < around.length)) around = { id: key.id, length: value.length };
  }
  return (inside ?? around)?.id;
}

/** The viewports and languages the gate checks. */
export type GateViewport = 390 | 1366;
export type GateLanguage = 'en' | 'pseudo' | 'de';

/** A finding located: which story, viewport and language, and what the element and its key are. */
export interface LocatedFinding {
  /** 'Screens/Research › Default' (title › story name). */
  story: string;
  viewport: GateViewport;
  language: GateLanguage;
  kind: OverflowKind;
  /** px past the box, per axis (for the message; not matched by exceptions). */
  by?: { x: number; y: number };
  text: string;
  key?: string;
  element: string;
}

/** A known overflow the gate lets pass, with why (overflow-exceptions.ts). */
export interface OverflowException {
  /** A story ('Screens/Fleet › Missions') or every story of a screen ('Screens/Fleet'). */
  story: string;
  viewports?: readonly GateViewport[];
  languages?: readonly GateLanguage[];
  kinds?: readonly OverflowKind[];
  /** The i18n key (`namespace:key`), or a part of the text or of the element's name. */
  target: string;
  reason: string;
}

/** True when `exception` covers `finding`. */
export function excepts(exception: OverflowException, finding: LocatedFinding): boolean {
  const story = finding.story === exception.story || finding.story.startsWith(`${exception.story} › `);
  return (
    story &&
    (!exception.viewports || exception.viewports.includes(finding.viewport)) &&
    (!exception.languages || exception.languages.includes(finding.language)) &&
    (!exception.kinds || exception.kinds.includes(finding.kind)) &&
    (finding.key === exception.target || finding.text.includes(exception.target) || finding.element.includes(exception.target))
  );
}

/**
 * Splits findings into those an exception covers and those that fail, and records which
 * exceptions were used (so a list entry that no longer happens can fail the run).
 * @param used the set the covering exceptions are added to
 * @returns the findings no exception covers
 */
export function unexcepted(
  findings: readonly LocatedFinding[],
  exceptions: readonly OverflowException[],
  used: Set<OverflowException>,
): LocatedFinding[] {
  return findings.filter((finding) => {
    const covering = exceptions.filter((exception) => excepts(exception, finding));
    for (const exception of covering) used.add(exception);
    return covering.length === 0;
  });
}

/** One line of a failure message: story, viewport, language, kind, key, element and text. */
export function findingLine(finding: LocatedFinding): string {
  const by =
    finding.by && (finding.by.x || finding.by.y)
      ? ` (by ${[finding.by.x && `${finding.by.x} px across`, finding.by.y && `${finding.by.y} px down`].filter(Boolean).join(', ')})`
      : '';
  return `${finding.story} @${finding.viewport}px ${finding.language}: ${finding.kind}${by} ${finding.key ?? '(no key)'} ${finding.element} ${JSON.stringify(finding.text.slice(0, 80))}`;
}
