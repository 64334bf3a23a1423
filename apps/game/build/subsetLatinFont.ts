import type { Plugin } from 'vite';
import subsetFont from 'subset-font';

/** The bundled Latin file of the UI font (Inter, variable weight, from @fontsource-variable/inter). */
export const LATIN_FONT = /inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * The OpenType features the subset keeps: those a browser applies to Latin text by default
 * (composition, localised forms, marks, kerning, standard and contextual ligatures, required
 * variation alternates) and the one the UI asks for, `tnum` (`font-variant-numeric:
 * tabular-nums` on figures that tick: countdowns, resources, coordinates). The others (stylistic
 * sets, character variants, fractions, case-sensitive forms…) nobody turns on.
 */
export const KEPT_FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rclt', 'rvrn', 'tnum'];

/**
 * The code points of a CSS `unicode-range` value (`U+0000-00FF, U+0131, U+4??`), as a string
 * holding each once.
 * @throws Error on a value that is not a list of `U+` ranges
 */
export function unicodeRangeText(range: string): string {
  let text = '';
  for (const part of range.split(',').map((item) => item.trim())) {
    const match = /^U\+([0-9A-F?]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part);
    if (!match) throw new Error(`unicode-range: cannot read "${part}"`);
    const [, first, last] = match as unknown as [string, string, string | undefined];
    const from = parseInt(first.replace(/\?/g, '0'), 16);
    const to = last ? parseInt(last, 16) : parseInt(first.replace(/\?/g, 'F'), 16);
    for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  }
  return text;
}

/**
 * The `unicode-range` of the `@font-face` whose `src` names `file`, read from the bundle's
 * stylesheets (the font's own CSS, so the subset keeps what the browser will ask the file for).
 * @returns the range's value, or undefined when no stylesheet has that face
 */
export function unicodeRangeOf(stylesheets: readonly string[], file: string): string | undefined {
  const name = file.slice(file.lastIndexOf('/') + 1);
  for (const css of stylesheets)
    for (const face of css.match(/@font-face\s*{[^}]*}/g) ?? []) {
      if (!face.includes(name)) continue;
      const range = /unicode-range:\s*([^;}]+)/.exec(face)?.[1];
      if (range) return range.trim();
    }
  return undefined;
}

/**
 * The Latin file of the UI font cut down to what the page uses: every character of its
 * `@font-face`'s `unicode-range` (all it served before: any player's or planet's name still
 * renders in it), with only {@link KEPT_FEATURES} and the glyphs they reach (harfbuzz's subsetter,
 * through `subset-font`), the weight axis whole. 47.1 KiB → about 38 KiB.
 * @param font the woff2 file as the package ships it
 * @param unicodeRange its `@font-face`'s `unicode-range`
 * @returns the subset, as woff2
 */
export function subsetLatin(font: Uint8Array, unicodeRange: string): Promise<Uint8Array> {
  return subsetFont(Buffer.from(font), unicodeRangeText(unicodeRange), { targetFormat: 'woff2', keepFeatures: KEPT_FEATURES });
}

/**
 * Replaces the bundled Latin file of the UI font with {@link subsetLatin}'s cut: it is the
 * largest file a cold first screen downloads after React (47 of about 265 KiB on the dashboard),
 * and most of it is alternate glyphs for features the UI never turns on
 * (docs/decisions/performance.md, "The font, cut"). The file keeps its name (the hash of the
 * package's file): the cut is a function of that file and of this module, and a browser that
 * still holds an earlier cut under the name holds a valid font. `pnpm dev` serves the file whole.
 * @returns a build-only plugin for the client build
 * @throws Error at build time when the bundle has the file but no stylesheet gives its range
 */
export function subsetLatinFont(): Plugin {
  return {
    name: 'imperio:subset-latin-font',
    // After Vite's own: the stylesheets are in the bundle by then.
    enforce: 'post',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async generateBundle(_options, bundle) {
      const stylesheets = Object.values(bundle)
        .filter((item) => item.type === 'asset' && item.fileName.endsWith('.css'))
        .map((item) => String((item as { source: string | Uint8Array }).source));
      for (const item of Object.values(bundle)) {
        if (item.type !== 'asset' || !LATIN_FONT.test(item.fileName)) continue;
        const range = unicodeRangeOf(stylesheets, item.fileName);
        if (!range) throw new Error(`subsetLatinFont: no @font-face with a unicode-range names ${item.fileName}`);
        item.source = await subsetLatin(item.source as Uint8Array, range);
      }
    },
  };
}
