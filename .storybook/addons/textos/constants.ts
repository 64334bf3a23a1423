import type { CatalogueEntry } from '../../textos/catalogue';

/** The 'Textos' panel (manager) and its preview side (.storybook/textos/bridge.ts) talk over the Storybook channel. */
export const ADDON_ID = 'imperio/textos';
export const PANEL_ID = `${ADDON_ID}/panel`;
export const EVENTS = {
  /** preview → manager: `TextosPayload`, the keys of the story on screen. */
  keys: `${ADDON_ID}/keys`,
  /** manager → preview: send the keys again (the panel opened). */
  request: `${ADDON_ID}/request`,
  /** manager → preview: `TextEdit`, one edited text, applied at once. */
  edit: `${ADDON_ID}/edit`,
  /** manager → preview: drop every edit (the files' texts again). */
  reset: `${ADDON_ID}/reset`,
} as const;

/** The counts every plural key is previewed with: zero, one, two, a few and one that ends in 1 past 20. */
export const PLURAL_SAMPLES = [0, 1, 2, 5, 21] as const;

/** One edited text: a language, a namespace and a flat key (a plural form: `planets_one`). */
export interface TextEdit {
  language: string;
  ns: string;
  key: string;
  value: string;
}

/** A key the story renders, as the panel shows it. */
export interface PanelKey extends CatalogueEntry {
  /** The variables the story passed (name → value). */
  storyVariables: Record<string, string | number>;
  /** For a plural key: language → count → text. */
  pluralPreview?: Record<string, Record<number, string>>;
}

/** What the preview sends for the story on screen. */
export interface TextosPayload {
  storyId: string;
  languages: { code: string; nativeName: string }[];
  keys: PanelKey[];
  /** Texts on the page that no catalogue key produced: the server's, shown as sent. */
  serverTexts: string[];
}
