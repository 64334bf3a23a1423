import { describe, expect, it } from 'vitest';
import {
  describeElement,
  excepts,
  findOverflows,
  keyOfText,
  unexcepted,
  type Box,
  type LocatedFinding,
  type OverflowException,
} from '../i18n-guard/overflow-rules';

/**
 * The overflow gate's rules (tests/i18n-guard/overflow-rules.ts) on hand-built DOM. happy-dom
 * lays nothing out, so each element gets its box and scroll sizes by hand, and each text its
 * glyph box (keyed by the text), as Chromium would measure them.
 */

type Geometry = { box: Box; scroll?: { width: number; height: number } };

/** Gives `element` a layout: its border box and (optionally) its scroll size beyond its client size. */
function layout(element: HTMLElement, { box, scroll }: Geometry): HTMLElement {
  const rect = { ...box, x: box.left, y: box.top, width: box.right - box.left, height: box.bottom - box.top };
  element.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: rect.width });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: rect.height });
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scroll?.width ?? rect.width });
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: scroll?.height ?? rect.height });
  return element;
}

function el(tag: string, style: string, geometry: Geometry, children: Array<Node | string> = []): HTMLElement {
  const element = document.createElement(tag);
  element.setAttribute('style', style);
  for (const child of children) element.append(child);
  return layout(element, geometry);
}

const box = (left: number, right: number, top = 0, bottom = 20): Box => ({ left, right, top, bottom });

/** Renders `tree` in a 390 px page and runs the rules, with each text's glyph box from `texts`. */
function check(tree: HTMLElement, texts: Record<string, Box>, viewportWidth = 390) {
  document.body.innerHTML = '';
  const root = el('div', '', { box: box(0, viewportWidth, 0, 800) }, [tree]);
  document.body.append(root);
  return findOverflows(root, {
    viewportWidth,
    textBox: (node) => texts[node.textContent ?? ''] ?? null,
  }).map((finding) => ({ kind: finding.kind, text: finding.text, element: finding.element.tagName.toLowerCase() }));
}

describe('findOverflows', () => {
  it('finds a text cut by a box that hides its overflow', () => {
    const tree = el('div', 'overflow: hidden; width: 100px', { box: box(0, 100), scroll: { width: 150, height: 20 } }, [
      'Complete research',
    ]);
    expect(check(tree, { 'Complete research': box(0, 150) })).toEqual([{ kind: 'clipped', text: 'Complete research', element: 'div' }]);
  });

  it('lets a text pass that fits its clipping box', () => {
    const tree = el('div', 'overflow: hidden; width: 100px', { box: box(0, 100) }, ['Done']);
    expect(check(tree, { Done: box(0, 40) })).toEqual([]);
  });

  it('finds a text cut with an ellipsis and no title, and lets it pass with a title', () => {
    const cut = () =>
      el(
        'div',
        'overflow: hidden; text-overflow: ellipsis; white-space: nowrap',
        { box: box(0, 100), scroll: { width: 180, height: 20 } },
        ['Heavy Fighter of the fleet'],
      );
    const texts = { 'Heavy Fighter of the fleet': box(0, 100) };
    expect(check(cut(), texts)).toEqual([{ kind: 'ellipsised', text: 'Heavy Fighter of the fleet', element: 'div' }]);
    const titled = cut();
    titled.title = 'Heavy Fighter of the fleet';
    expect(check(titled, texts)).toEqual([]);
  });

  it('finds a text that spills out of a box that lets it show, and names that box', () => {
    const button = el('button', 'width: 80px', { box: box(10, 90) }, ['Maximum level reached']);
    const card = el('div', '', { box: box(0, 300) }, [button]);
    const found = findOverflows(wrap(card), { viewportWidth: 390, textBox: () => box(10, 140) });
    expect(found.map((finding) => [finding.kind, finding.container?.tagName])).toEqual([['outside-container', 'BUTTON']]);
  });

  it('finds a text past the right edge of the viewport', () => {
    const row = el('div', 'overflow: visible', { box: box(0, 500) }, ['Researching 35 %']);
    expect(check(row, { 'Researching 35 %': box(380, 470) })).toEqual([
      { kind: 'outside-viewport', text: 'Researching 35 %', element: 'div' },
    ]);
  });

  it('lets a text pass that a scroll container of its own makes readable', () => {
    const strip = el('div', 'overflow-x: auto; overflow-y: hidden', { box: box(0, 390), scroll: { width: 700, height: 20 } }, ['Messages']);
    expect(check(strip, { Messages: box(600, 680) })).toEqual([]);
  });

  it('skips text hidden for sight but read by screen readers', () => {
    const srOnly = el('span', 'position: absolute; overflow: hidden; width: 1px; height: 1px', { box: box(0, 1, 0, 1) }, [
      'Opens in a dialog',
    ]);
    const card = el('div', 'width: 50px', { box: box(0, 50) }, [srOnly]);
    expect(check(card, { 'Opens in a dialog': box(0, 120) })).toEqual([]);
  });

  it('skips a text moved wholly off the left edge (a skip link until focused), not one half out', () => {
    const skip = (left: number) => el('a', `position: absolute; left: ${left}px`, { box: box(left, left + 80) }, ['Skip to content']);
    expect(check(skip(-9999), { 'Skip to content': box(-9999, -9919) })).toEqual([]);
    expect(check(skip(-20), { 'Skip to content': box(-20, 60) })).toEqual([
      { kind: 'outside-viewport', text: 'Skip to content', element: 'a' },
    ]);
  });

  it('stops at a box positioned on purpose: a badge placed over its parent’s corner is not a spill', () => {
    const badge = el('span', 'position: absolute; display: inline-block', { box: box(90, 120) }, ['12']);
    const icon = el('div', 'position: relative; width: 100px', { box: box(0, 100) }, [badge]);
    expect(check(icon, { '12': box(92, 118) })).toEqual([]);
  });

  it('walks through inline elements to the box that holds them', () => {
    const label = el('span', 'display: inline', { box: box(0, 160) }, ['Espionage probe']);
    const cell = el('div', 'overflow: hidden', { box: box(0, 100), scroll: { width: 160, height: 20 } }, [label]);
    expect(check(cell, { 'Espionage probe': box(0, 160) })).toEqual([{ kind: 'clipped', text: 'Espionage probe', element: 'div' }]);
  });
});

/** A root of `tree` in a 390 px page (for tests that read the raw findings). */
function wrap(tree: HTMLElement): HTMLElement {
  document.body.innerHTML = '';
  const root = el('div', '', { box: box(0, 390, 0, 800) }, [tree]);
  document.body.append(root);
  return root;
}

describe('keyOfText', () => {
  const keys = [
    { id: 'research:researching', text: 'Researching {{percent}} %' },
    { id: 'research:complete', text: 'Complete' },
    { id: 'research:researchingNow', text: 'Researching 35 %' },
    { id: 'common:intro', text: 'Read the <strong>rules</strong> first' },
    { id: 'common:of', text: 'of' },
  ];

  it('prefers the key whose text is exactly the element’s', () => {
    expect(keyOfText('Researching 35 %', keys)).toBe('research:researchingNow');
  });

  it('finds a key inside a longer text, and a key with tags from its text', () => {
    expect(keyOfText('Complete (2)', keys)).toBe('research:complete');
    expect(keyOfText('Read the rules first', keys)).toBe('common:intro');
  });

  it('prefers a key inside the text to a longer key around it (an aria-label that quotes the text)', () => {
    const named = [
      { id: 'dashboard:notifications.dismiss', text: 'Dismiss Fleet arrived at [1:2:3]' },
      { id: 'dashboard:notifications.arrived', text: 'Fleet arrived' },
    ];
    expect(keyOfText('Fleet arrived at [1:2:3]', named)).toBe('dashboard:notifications.arrived');
    expect(keyOfText('Fleet arrived at [1:2:3]', [named[0]!])).toBe('dashboard:notifications.dismiss');
  });

  it('matches a two-letter text only exactly, and a server text not at all', () => {
    expect(keyOfText('Cost of', [{ id: 'common:of', text: 'of' }])).toBeUndefined();
    expect(keyOfText('Arrakis', keys)).toBeUndefined();
  });
});

describe('exceptions', () => {
  const finding: LocatedFinding = {
    story: 'Screens/Fleet › Missions',
    viewport: 390,
    language: 'pseudo',
    kind: 'outside-container',
    text: '[Ḿíííšííóóñéš]',
    key: 'fleet:missions',
    element: describeElement(Object.assign(document.createElement('h2'), { className: 'Fleet_title__x1' })),
  };

  it('covers a finding by screen or story, narrowed by viewport, language and kind', () => {
    const byScreen: OverflowException = { story: 'Screens/Fleet', target: 'fleet:missions', reason: 'r' };
    expect(excepts(byScreen, finding)).toBe(true);
    expect(excepts({ ...byScreen, story: 'Screens/Fleet › Missions' }, finding)).toBe(true);
    expect(excepts({ ...byScreen, story: 'Screens/Fleet › Mission' }, finding)).toBe(false);
    expect(excepts({ ...byScreen, story: 'Screens/Flee' }, finding)).toBe(false);
    expect(excepts({ ...byScreen, viewports: [1366] }, finding)).toBe(false);
    expect(excepts({ ...byScreen, languages: ['en', 'de'] }, finding)).toBe(false);
    expect(excepts({ ...byScreen, kinds: ['clipped'] }, finding)).toBe(false);
    expect(excepts({ ...byScreen, target: 'Fleet_title' }, finding)).toBe(true);
    expect(excepts({ ...byScreen, target: 'fleet:other' }, finding)).toBe(false);
  });

  it('fails the findings no exception covers and records the exceptions used', () => {
    const covering: OverflowException = { story: 'Screens/Fleet', target: 'fleet:missions', reason: 'r' };
    const stale: OverflowException = { story: 'Screens/Fleet', target: 'fleet:gone', reason: 'r' };
    const used = new Set<OverflowException>();
    const other = { ...finding, key: 'fleet:send', text: 'Send' };
    expect(unexcepted([finding, other], [covering, stale], used)).toEqual([other]);
    expect([...used]).toEqual([covering]);
  });
});
