import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import subsetFont from 'subset-font';
import { Blob, Buffer as HbBuffer, Face, Feature, Font, shape } from 'harfbuzzjs';
import { subsetLatin, unicodeRangeOf, unicodeRangeText } from './subsetLatinFont.ts';

// The font and its stylesheet as the UI package installs them.
const fontsource = createRequire(join(import.meta.dirname, '../../../packages/ui/package.json'));
const ORIGINAL = readFileSync(fontsource.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
const CSS = readFileSync(fontsource.resolve('@fontsource-variable/inter/index.css'), 'utf8');
const RANGE = unicodeRangeOf([CSS], 'inter-latin-wght-normal.woff2')!;

/** A harfbuzz font over `woff2` (harfbuzz reads TrueType: the same glyphs, converted). */
async function harfbuzzFont(woff2: Uint8Array): Promise<{ face: Face; font: Font }> {
  const ttf = await subsetFont(Buffer.from(woff2), unicodeRangeText(RANGE), { targetFormat: 'truetype' });
  const face = new Face(new Blob(ttf));
  return { face, font: new Font(face) };
}

/** The glyphs `font` draws `text` with, with `features` on. */
function glyphs(font: Font, text: string, features: string[] = []): number[] {
  const buffer = new HbBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(
    font,
    buffer,
    features.map((tag) => new Feature(tag)),
  );
  return buffer.getGlyphInfos().map((glyph) => glyph.codepoint);
}

describe('unicodeRangeText', () => {
  it('reads single code points, ranges and wildcards', () => {
    expect(unicodeRangeText('U+0041-0043, U+00E9')).toBe('ABCé');
    expect(unicodeRangeText('U+003?')).toBe('0123456789:;<=>?');
  });

  it('refuses what is not a unicode-range', () => {
    expect(() => unicodeRangeText('latin')).toThrow(/cannot read "latin"/);
  });
});

describe('unicodeRangeOf', () => {
  it("finds the range of the face whose src names the file, not another face's", () => {
    const css = `@font-face{src:url(/assets/a-latin-ext-1.woff2);unicode-range:U+0100-02BA}@font-face{font-family:A;src:url(/assets/a-latin-2.woff2) format("woff2");unicode-range:U+0000-00FF,U+0131}`;
    expect(unicodeRangeOf(['body{}', css], 'assets/a-latin-2.woff2')).toBe('U+0000-00FF,U+0131');
    expect(unicodeRangeOf([css], 'assets/b-latin-3.woff2')).toBeUndefined();
  });
});

describe('subsetLatin', () => {
  it('keeps every character of the face’s range and the tabular figures, in a smaller file', async () => {
    const subset = await subsetLatin(ORIGINAL, RANGE);
    expect(subset.length).toBeLessThan(ORIGINAL.length * 0.85);
    const before = await harfbuzzFont(ORIGINAL);
    const after = await harfbuzzFont(subset);
    // Every character the package's file drew (the range covers Spanish, English and German, and
    // players' names), the cut draws too.
    expect([...after.face.collectUnicodes()]).toEqual([...before.face.collectUnicodes()]);
    expect(after.face.collectUnicodes().length).toBeGreaterThan(200);
    // `font-variant-numeric: tabular-nums` still swaps the figures for their tabular forms.
    const figures = '0123456789';
    expect(glyphs(after.font, figures, ['tnum'])).not.toEqual(glyphs(after.font, figures));
    // …and nothing else changes how a Spanish line is drawn (kerning and ligatures kept).
    const line = 'Añadidas a la cola · Mejora de Mina de metal a nivel 10 iniciada';
    expect(glyphs(after.font, line).length).toBe(glyphs(before.font, line).length);
  });
});
