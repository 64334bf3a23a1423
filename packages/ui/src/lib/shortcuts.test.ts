import { describe, expect, it } from 'vitest';
import { galaxyTarget, isTypingTarget, shortcutAction, type KeyPress } from './shortcuts';

const SHORTCUTS = { g: '/galaxy', f: '/fleet', d: '/dashboard' };
const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: document.body,
  ...extra,
});

describe('shortcutAction', () => {
  it('opens the palette with Ctrl K and ⌘ K, even in a text field', () => {
    const input = document.createElement('input');
    expect(shortcutAction(press('k', { ctrlKey: true }), SHORTCUTS, true)).toEqual({ type: 'palette' });
    expect(shortcutAction(press('K', { metaKey: true, shiftKey: true }), SHORTCUTS, true)).toEqual({ type: 'palette' });
    expect(shortcutAction(press('k', { ctrlKey: true, target: input }), SHORTCUTS, true)).toEqual({ type: 'palette' });
  });

  it('opens a screen with its single letter', () => {
    expect(shortcutAction(press('g'), SHORTCUTS, true)).toEqual({ type: 'navigate', path: '/galaxy' });
    expect(shortcutAction(press('x'), SHORTCUTS, true)).toBeNull();
  });

  it('leaves the browser and assistive technology their modified keys', () => {
    expect(shortcutAction(press('g', { ctrlKey: true }), SHORTCUTS, true)).toBeNull();
    expect(shortcutAction(press('f', { altKey: true }), SHORTCUTS, true)).toBeNull();
    expect(shortcutAction(press('d', { metaKey: true }), SHORTCUTS, true)).toBeNull();
    expect(shortcutAction(press('G', { shiftKey: true }), SHORTCUTS, true)).toBeNull();
    expect(shortcutAction(press('k', { ctrlKey: true, altKey: true }), SHORTCUTS, true)).toBeNull();
  });

  it('never acts while the player types, nor on a held key', () => {
    const textarea = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    expect(shortcutAction(press('g', { target: textarea }), SHORTCUTS, true)).toBeNull();
    expect(shortcutAction(press('?', { target: textarea }), SHORTCUTS, true)).toBeNull();
    expect(shortcutAction(press('g', { repeat: true }), SHORTCUTS, true)).toBeNull();
  });

  it('opens the help with ?, also when single keys are off; letters do nothing then', () => {
    expect(shortcutAction(press('?', { shiftKey: true }), SHORTCUTS, false)).toEqual({ type: 'help' });
    expect(shortcutAction(press('g'), SHORTCUTS, false)).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it('counts text inputs and editable elements, not buttons or checkboxes', () => {
    const text = document.createElement('input');
    const search = Object.assign(document.createElement('input'), { type: 'search' });
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const button = document.createElement('button');
    const combobox = document.createElement('div');
    combobox.setAttribute('role', 'combobox');
    expect(isTypingTarget(text)).toBe(true);
    expect(isTypingTarget(search)).toBe(true);
    expect(isTypingTarget(combobox)).toBe(true);
    expect(isTypingTarget(checkbox)).toBe(false);
    expect(isTypingTarget(button)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('galaxyTarget', () => {
  it('turns g:s and [g:s:p] into the galaxy screen URL', () => {
    expect(galaxyTarget('1:42')).toEqual({ href: '/galaxy?g=1&s=42', coordinates: '1:42' });
    expect(galaxyTarget(' [2:300:7] ')).toEqual({ href: '/galaxy?g=2&s=300&p=7', coordinates: '2:300:7' });
  });

  it('refuses out-of-range coordinates and plain text', () => {
    expect(galaxyTarget('1:2:16')).toBeNull();
    expect(galaxyTarget('10:1')).toBeNull();
    expect(galaxyTarget('flota')).toBeNull();
    expect(galaxyTarget('')).toBeNull();
  });
});
