/**
 * The panel's edits as the patches `pnpm i18n:apply file.json` applies (scripts/i18n/apply.ts,
 * format version 1, docs/i18n.md "Patches"): one patch per language (a patch names one
 * language), its texts grouped per namespace, flat keys (`nav.dashboard`, a plural form
 * `planets_one`).
 */

/** language → ns → flat key → text, as the panel keeps its edits. */
export type TextEdits = Record<string, Record<string, Record<string, string>>>;

/** A version-1 patch of texts. */
export interface TextPatch {
  version: 1;
  language: string;
  namespaces: Record<string, { texts: Record<string, string> }>;
}

/** One patch per edited language (languages and namespaces sorted; empty ones left out). */
export function buildPatches(edits: TextEdits): TextPatch[] {
  return Object.keys(edits)
    .sort()
    .map((language) => {
      const namespaces = Object.fromEntries(
        Object.keys(edits[language]!)
          .sort()
          .filter((ns) => Object.keys(edits[language]![ns]!).length > 0)
          .map((ns) => [ns, { texts: { ...edits[language]![ns] } }]),
      );
      return { version: 1 as const, language, namespaces };
    })
    .filter((patch) => Object.keys(patch.namespaces).length > 0);
}

/** The file name a patch downloads as: `textos-<language>.json`. */
export function patchFileName(patch: TextPatch): string {
  return `textos-${patch.language}.json`;
}

/** How many texts the edits hold. */
export function editCount(edits: TextEdits): number {
  return Object.values(edits).reduce(
    (sum, namespaces) => sum + Object.values(namespaces).reduce((inner, texts) => inner + Object.keys(texts).length, 0),
    0,
  );
}
