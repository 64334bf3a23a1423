import { describe, expect, it } from 'vitest';
import { clampGalaxy, clampSystem, coordinatesOf, formatCoordinates, parseSearch, SEARCH_MAX_LENGTH, validPosition } from './coordinates';

describe('parseSearch', () => {
  it('reads galaxy:system and galaxy:system:position', () => {
    expect(parseSearch('1:42')).toEqual({ kind: 'coordinates', coordinates: { galaxy: 1, system: 42 } });
    expect(parseSearch('2:17:11')).toEqual({ kind: 'coordinates', coordinates: { galaxy: 2, system: 17, position: 11 } });
    expect(parseSearch('9:499:15')).toEqual({ kind: 'coordinates', coordinates: { galaxy: 9, system: 499, position: 15 } });
  });

  it('reads the bracketed forms of the placeholder, [g:s] and [g:s:p]', () => {
    expect(parseSearch('[1:2]')).toEqual({ kind: 'coordinates', coordinates: { galaxy: 1, system: 2 } });
    expect(parseSearch('[1:44:4]')).toEqual({ kind: 'coordinates', coordinates: { galaxy: 1, system: 44, position: 4 } });
    expect(parseSearch(' [ 2 : 17 ] ')).toEqual({ kind: 'coordinates', coordinates: { galaxy: 2, system: 17 } });
    expect(parseSearch('[0:0]')).toEqual({ kind: 'outOfRange', field: 'galaxy' });
  });

  it('ignores whitespace around the text and the colons', () => {
    expect(parseSearch('   1:42  ')).toEqual({ kind: 'coordinates', coordinates: { galaxy: 1, system: 42 } });
    expect(parseSearch('1 : 42 : 7')).toEqual({ kind: 'coordinates', coordinates: { galaxy: 1, system: 42, position: 7 } });
    expect(parseSearch('\t3:5\n')).toEqual({ kind: 'coordinates', coordinates: { galaxy: 3, system: 5 } });
  });

  it('sends nothing for empty or blank text', () => {
    expect(parseSearch('')).toEqual({ kind: 'empty' });
    expect(parseSearch('    ')).toEqual({ kind: 'empty' });
    expect(parseSearch('\n\t')).toEqual({ kind: 'empty' });
  });

  it('refuses out-of-range coordinates and says which number', () => {
    expect(parseSearch('0:0')).toEqual({ kind: 'outOfRange', field: 'galaxy' });
    expect(parseSearch('1:0')).toEqual({ kind: 'outOfRange', field: 'system' });
    expect(parseSearch('1:-3')).toEqual({ kind: 'outOfRange', field: 'system' });
    expect(parseSearch('1:2:16')).toEqual({ kind: 'outOfRange', field: 'position' });
    expect(parseSearch('1:2:0')).toEqual({ kind: 'outOfRange', field: 'position' });
    expect(parseSearch('10:1')).toEqual({ kind: 'outOfRange', field: 'galaxy' });
    expect(parseSearch('1:500')).toEqual({ kind: 'outOfRange', field: 'system' });
    expect(parseSearch('1:99999999999999999999999')).toEqual({ kind: 'outOfRange', field: 'system' });
  });

  it('refuses the examples 0:0, 999:999 and 1:44:99 with the number that is out', () => {
    expect(parseSearch('0:0')).toEqual({ kind: 'outOfRange', field: 'galaxy' });
    expect(parseSearch('999:999')).toEqual({ kind: 'outOfRange', field: 'galaxy' });
    expect(parseSearch('1:999')).toEqual({ kind: 'outOfRange', field: 'system' });
    expect(parseSearch('1:44:99')).toEqual({ kind: 'outOfRange', field: 'position' });
    expect(parseSearch('[1:44:99]')).toEqual({ kind: 'outOfRange', field: 'position' });
  });

  it('calls coordinate-like text that is not g:s or g:s:p malformed instead of searching it', () => {
    for (const text of ['[1:2', '1:2]', '1:2:3:4', '1.5:2', '1:', ':2', '1::2', '[1:2]]', '(1:2)']) {
      expect(parseSearch(text), text).toEqual({ kind: 'malformed' });
    }
  });

  it('treats anything else as a text search with the trimmed text', () => {
    expect(parseSearch('a:b')).toEqual({ kind: 'text', query: 'a:b' });
    expect(parseSearch('  Nueva Esperanza ')).toEqual({ kind: 'text', query: 'Nueva Esperanza' });
    expect(parseSearch('Sector 7:G')).toEqual({ kind: 'text', query: 'Sector 7:G' });
    expect(parseSearch('[Solaris]')).toEqual({ kind: 'text', query: '[Solaris]' });
    expect(parseSearch('42')).toEqual({ kind: 'text', query: '42' });
  });

  it('refuses very long text instead of sending it', () => {
    expect(parseSearch('x'.repeat(SEARCH_MAX_LENGTH))).toEqual({ kind: 'text', query: 'x'.repeat(SEARCH_MAX_LENGTH) });
    expect(parseSearch('x'.repeat(SEARCH_MAX_LENGTH + 1))).toEqual({ kind: 'tooLong', max: SEARCH_MAX_LENGTH });
    expect(parseSearch('1:'.repeat(50_000))).toEqual({ kind: 'tooLong', max: SEARCH_MAX_LENGTH });
    expect(parseSearch('a'.repeat(300))).toEqual({ kind: 'tooLong', max: SEARCH_MAX_LENGTH });
  });
});

describe('bounds', () => {
  it('never goes below 1 nor past the last galaxy or system', () => {
    expect(clampGalaxy(0)).toBe(1);
    expect(clampGalaxy(-5)).toBe(1);
    expect(clampGalaxy(10)).toBe(9);
    expect(clampGalaxy(Number.NaN)).toBe(1);
    expect(clampSystem(0)).toBe(1);
    expect(clampSystem(500)).toBe(499);
    expect(clampSystem(42.7)).toBe(42);
  });

  it('accepts positions 1 to 15 only', () => {
    expect(validPosition('7')).toBe(7);
    expect(validPosition(0)).toBeUndefined();
    expect(validPosition(16)).toBeUndefined();
    expect(validPosition('x')).toBeUndefined();
    expect(validPosition(null)).toBeUndefined();
  });
});

describe('formatting', () => {
  it('formats and reads coordinates', () => {
    expect(formatCoordinates({ galaxy: 1, system: 42 })).toBe('1:42');
    expect(formatCoordinates({ galaxy: 1, system: 42, position: 7 })).toBe('1:42:7');
    expect(coordinatesOf('1:42:7')).toEqual({ galaxy: 1, system: 42, position: 7 });
    expect(coordinatesOf('1:42')).toBeUndefined();
    expect(coordinatesOf(null)).toBeUndefined();
  });
});
