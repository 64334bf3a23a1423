import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, safeNextPath } from './deepLink';

const origin = 'https://imperio.example';

describe('safeNextPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeNextPath('/galaxy?g=2&s=45', origin)).toBe('/galaxy?g=2&s=45');
    expect(safeNextPath('/messages?tab=messages#x', origin)).toBe('/messages?tab=messages#x');
  });

  it('refuses anything that could leave the site or loop', () => {
    for (const raw of [
      null,
      '',
      '/',
      '/?a=1',
      'galaxy',
      'https://evil.example/galaxy',
      '//evil.example/galaxy',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/%0a//evil.example'.replace('%0a', '\n'),
      ' /galaxy',
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(safeNextPath(raw, origin)).toBeNull();
    }
  });

  it('builds the root-page address that returns there', () => {
    expect(loginPathReturningTo('/galaxy?g=2&s=45', origin)).toBe('/?next=%2Fgalaxy%3Fg%3D2%26s%3D45');
    expect(loginPathReturningTo('/', origin)).toBe('/');
    expect(loginPathReturningTo('//evil.example', origin)).toBe('/');
  });
});
