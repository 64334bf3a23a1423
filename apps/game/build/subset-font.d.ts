// subset-font ships no types (and @types/subset-font lacks `keepFeatures`): what build/subsetLatinFont.ts uses.
declare module 'subset-font' {
  interface SubsetFontOptions {
    /** The output's format; the input's by default. */
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** The OpenType layout features to keep (four-letter tags); all of them by default. */
    keepFeatures?: string[];
    /** Skip the glyph closure over the substitutions (GSUB). */
    noLayoutClosure?: boolean;
  }
  /** The subset of `font` (SFNT, WOFF or WOFF2) holding the glyphs of `text`'s characters. */
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
