import type { i18n as I18n } from 'i18next';
import { addons } from 'storybook/preview-api';
import { createI18n, resources } from '@imperio/ui';
import type { AnyLocale } from '@imperio/ui';
import { EVENTS, type PanelKey, type TextEdit, type TextosPayload } from '../addons/textos/constants';
import { catalogueEntries, flattenTexts, TEXTOS_LANGUAGES } from './catalogue';
import { currentStory, onCurrentStory } from './current';
import { pluralPreview } from './plural-preview';
import { serverTexts } from './recorder';

/**
 * The preview side of the 'Textos' panel: sends the keys of the story on screen (with their
 * texts in every language, notes, plural previews and variables) to the manager, and applies the
 * panel's edits to the story's i18next instance at once (`addResource`, then a language change
 * event so every `useTranslation` re-renders). Edits outlive a story switch or a locale change:
 * every new instance gets them (`applyEdits`) until the panel resets them.
 */

/** language → ns → flat key → edited text. */
const edits: Record<string, Record<string, Record<string, string>>> = {};

/** Writes the unsaved edits into a freshly created i18next instance. */
export function applyEdits(i18n: I18n): void {
  for (const [language, namespaces] of Object.entries(edits))
    for (const [ns, texts] of Object.entries(namespaces))
      for (const [key, value] of Object.entries(texts)) i18n.addResource(language, ns, key, value, { silent: true });
}

/** A plain instance per language for the plural previews (not recorded: not part of the story). */
const previewers = new Map<string, I18n>();
function previewer(language: string): I18n {
  let instance = previewers.get(language);
  if (!instance) {
    instance = createI18n(language as AnyLocale);
    previewers.set(language, instance);
  }
  applyEdits(instance);
  return instance;
}

/** The payload for the story on screen (keys in the order the story first asked for them). */
export function textosPayload(): TextosPayload | undefined {
  const story = currentStory();
  if (!story) return undefined;
  const catalogue = new Map(catalogueEntries(edits).map((entry) => [entry.id, entry]));
  const keys: PanelKey[] = [];
  for (const recorded of story.keys.values()) {
    const entry = catalogue.get(recorded.id);
    if (!entry) continue;
    const key: PanelKey = { ...entry, storyVariables: recorded.variables };
    if (entry.plural) {
      key.pluralPreview = pluralPreview(
        `${entry.ns}:${entry.key}`,
        recorded.variables,
        TEXTOS_LANGUAGES.map((language) => language.code),
        previewer,
      );
    }
    keys.push(key);
  }
  const root = document.getElementById('storybook-root') ?? document.body;
  return {
    storyId: story.storyId,
    languages: TEXTOS_LANGUAGES.map(({ code, nativeName }) => ({ code, nativeName })),
    keys,
    serverTexts: serverTexts(root, story.keys.values()),
  };
}

let timer: ReturnType<typeof setTimeout> | undefined;
/** Sends the payload a moment after the last change (a story asks for its keys over several renders). */
export function sendSoon(delay = 300): void {
  if (!addons.hasChannel()) return;
  clearTimeout(timer);
  timer = setTimeout(() => {
    const payload = textosPayload();
    if (payload) addons.getChannel().emit(EVENTS.keys, payload);
  }, delay);
}

/** Re-renders the story on screen with its instance's resources as they are now. */
function rerender() {
  const story = currentStory();
  if (story) void story.i18n.changeLanguage(story.i18n.language);
}

/** Deletes a dotted key from an instance's store (i18next has no removeResource). */
function removeText(instance: I18n | undefined, language: string, ns: string, key: string) {
  const parts = key.split('.');
  let node = instance?.store.data[language]?.[ns] as Record<string, unknown> | undefined;
  for (const part of parts.slice(0, -1)) node = node?.[part] as Record<string, unknown> | undefined;
  if (node) delete node[parts.at(-1)!];
}

let started = false;
/** Listens to the panel (once; only where Storybook's channel exists, not in a test run without one). */
export function startTextosBridge(): void {
  if (started || !addons.hasChannel()) return;
  started = true;
  const channel = addons.getChannel();
  channel.on(EVENTS.request, () => sendSoon(0));
  channel.on(EVENTS.edit, (edit: TextEdit) => {
    ((edits[edit.language] ??= {})[edit.ns] ??= {})[edit.key] = edit.value;
    currentStory()?.i18n.addResource(edit.language, edit.ns, edit.key, edit.value);
    previewers.get(edit.language)?.addResource(edit.language, edit.ns, edit.key, edit.value);
    rerender();
    sendSoon();
  });
  channel.on(EVENTS.reset, () => {
    const all = resources as unknown as Record<string, Record<string, unknown>>;
    for (const [language, namespaces] of Object.entries(edits))
      for (const ns of Object.keys(namespaces)) {
        const original = flattenTexts(all[language]?.[ns]);
        for (const key of Object.keys(namespaces[ns]!)) {
          const story = currentStory();
          if (original[key] !== undefined) {
            story?.i18n.addResource(language, ns, key, original[key]);
            previewers.get(language)?.addResource(language, ns, key, original[key]);
          } else {
            // A text the files lack (a missing translation typed in the panel): removed again.
            for (const instance of [story?.i18n, previewers.get(language)]) removeText(instance, language, ns, key);
          }
        }
      }
    for (const language of Object.keys(edits)) delete edits[language];
    rerender();
    sendSoon();
  });
  onCurrentStory(() => sendSoon());
}
