import { formatCoordinates, parseSearch } from './coordinates';

/**
 * Keyboard shortcuts of the shell: Ctrl/⌘ K opens the command palette, '?'
 * the shortcuts help, and a single letter opens a main screen. Single keys never act while the
 * player types in a field, with a modifier held (Ctrl, ⌘, Alt: the browser's and assistive
 * technology's own shortcuts), on a key repeat, or when the player turned them off (WCAG 2.1.4).
 */

/** What a key press asks the shell to do. */
export type ShortcutAction = { type: 'palette' } | { type: 'help' } | { type: 'navigate'; path: string };

/** The parts of a KeyboardEvent the rule reads. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
  repeat?: boolean;
  target: EventTarget | null;
}

/** localStorage key of the single-key shortcuts switch ('off' turns them off). */
export const SINGLE_KEY_SHORTCUTS_KEY = 'imperio.single_key_shortcuts';

/**
 * Whether a key press lands where the player types: an input that takes text, a textarea, a
 * select, or anything editable (contenteditable, ARIA textbox/combobox).
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (element as HTMLInputElement).type;
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
  }
  return element.closest('[contenteditable="true"], [role="textbox"], [role="combobox"], [role="searchbox"]') !== null;
}

/**
 * What a key press does in the shell, or null for nothing (the browser keeps it).
 * @param press the key event (or its parts)
 * @param shortcuts single lower-case letter → path ('g' → '/galaxy'), from the route table
 * @param singleKeys whether single-key shortcuts are on
 */
export function shortcutAction(press: KeyPress, shortcuts: Readonly<Record<string, string>>, singleKeys: boolean): ShortcutAction | null {
  const key = press.key;
  if ((press.ctrlKey || press.metaKey) && !press.altKey && key.toLowerCase() === 'k') return { type: 'palette' };
  if (press.ctrlKey || press.metaKey || press.altKey || press.repeat) return null;
  if (isTypingTarget(press.target)) return null;
  if (key === '?') return { type: 'help' };
  if (!singleKeys || press.shiftKey || key.length !== 1) return null;
  const path = shortcuts[key];
  return path ? { type: 'navigate', path } : null;
}

/**
 * Where a coordinate typed in the command palette leads: `g:s`, `[g:s]`,
 * `g:s:p` or `[g:s:p]` in range give the galaxy screen's URL with its query parameters
 * (`/galaxy?g=1&s=42&p=7`); anything else gives null (out of range, text).
 * @returns the href and the coordinates as shown ('1:42:7'), or null
 */
export function galaxyTarget(query: string): { href: string; coordinates: string } | null {
  const parsed = parseSearch(query);
  if (parsed.kind !== 'coordinates') return null;
  const { galaxy, system, position } = parsed.coordinates;
  const params = new URLSearchParams({ g: String(galaxy), s: String(system) });
  if (position !== undefined) params.set('p', String(position));
  return { href: `/galaxy?${params.toString()}`, coordinates: formatCoordinates(parsed.coordinates) };
}
