import { useMemo, useState } from 'react';
import { catalogueEntries, TEXTOS_LANGUAGES } from '../textos/catalogue';
import context from './textos-context.json';

/** The map `pnpm i18n:context` writes: stories by id, and the stories that render each key. */
const where = context as { stories: Record<string, { title: string; name: string }>; keys: Record<string, string[]> };

/** Lower case without accents, so 'edificios' finds 'Edificios' and 'construccion' 'Construcción'. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Every key of the catalogue (`namespace:key`), searchable by key, text in any language or note,
 * with its texts in each language (every plural form) and links to the stories that render it
 * (from .storybook/docs/textos-context.json; `pnpm i18n:context` refreshes it). Shows at most
 * `limit` rows at once (the catalogue has well over a thousand keys).
 */
export function TextosCatalogue({ limit = 200 }: { limit?: number }) {
  const entries = useMemo(() => catalogueEntries(), []);
  const [query, setQuery] = useState('');
  const [onlyUnseen, setOnlyUnseen] = useState(false);
  const shown = useMemo(() => {
    const words = fold(query).split(/\s+/).filter(Boolean);
    return entries.filter((entry) => {
      if (onlyUnseen && where.keys[entry.id]?.length) return false;
      if (!words.length) return true;
      const haystack = fold(
        [entry.id, entry.description ?? '', ...Object.values(entry.values).flatMap((forms) => Object.values(forms))].join(' '),
      );
      return words.every((word) => haystack.includes(word));
    });
  }, [entries, query, onlyUnseen]);
  const storyCount = Object.keys(where.stories).length;
  return (
    <div>
      <p>
        {entries.length} claves; {Object.keys(where.keys).length} vistas en {storyCount} historias (<code>pnpm i18n:context</code>).
      </p>
      <p>
        <label>
          Buscar (clave, texto o nota):{' '}
          <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} style={{ width: '24em' }} />
        </label>{' '}
        <label>
          <input type="checkbox" checked={onlyUnseen} onChange={(event) => setOnlyUnseen(event.target.checked)} /> solo las que ninguna
          historia muestra
        </label>
      </p>
      <p aria-live="polite">
        {shown.length} resultado(s){shown.length > limit ? `; se muestran los ${limit} primeros` : ''}.
      </p>
      <table>
        <thead>
          <tr>
            <th>Clave</th>
            {TEXTOS_LANGUAGES.map((language) => (
              <th key={language.code}>{language.nativeName}</th>
            ))}
            <th>Historias</th>
          </tr>
        </thead>
        <tbody>
          {shown.slice(0, limit).map((entry) => (
            <tr key={entry.id} data-key={entry.id}>
              <td>
                <code>{entry.id}</code>
                {entry.description ? <div style={{ fontSize: 12, opacity: 0.8 }}>{entry.description}</div> : null}
              </td>
              {TEXTOS_LANGUAGES.map((language) => (
                <td key={language.code} lang={language.code}>
                  {Object.entries(entry.values[language.code] ?? {}).map(([form, text]) => (
                    <div key={form}>
                      {entry.plural ? <small>{form.slice(entry.key.length + 1)}: </small> : null}
                      {text}
                    </div>
                  ))}
                  {!entry.values[language.code] ? <em>(falta)</em> : null}
                </td>
              ))}
              <td>
                {(where.keys[entry.id] ?? []).map((id) => (
                  <div key={id}>
                    <a href={`./?path=/story/${id}`} target="_top">
                      {where.stories[id] ? `${where.stories[id].title} › ${where.stories[id].name}` : id}
                    </a>
                  </div>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
