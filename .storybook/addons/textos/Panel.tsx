// The manager's bundler compiles JSX to React.createElement (the classic runtime): React must be in scope.
import React, { useEffect, useMemo, useState } from 'react';
import { useAddonState, useChannel, useStorybookState } from 'storybook/manager-api';
import { ADDON_ID, EVENTS, PLURAL_SAMPLES, type PanelKey, type TextEdit, type TextosPayload } from './constants';
import { buildPatches, editCount, patchFileName, type TextEdits } from './patch';

const styles = {
  root: { padding: 12, fontSize: 13, lineHeight: 1.4 },
  bar: { display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' as const, marginBottom: 12 },
  card: { border: '1px solid rgba(128,128,128,.35)', borderRadius: 6, padding: 10, marginBottom: 10 },
  id: { fontFamily: 'monospace', fontWeight: 700 },
  note: { opacity: 0.8, margin: '4px 0' },
  grid: { display: 'grid', gridTemplateColumns: '9em 1fr', gap: 6, alignItems: 'start', marginTop: 6 },
  textarea: { width: '100%', minHeight: 32, font: 'inherit', boxSizing: 'border-box' as const },
  small: { fontSize: 11, opacity: 0.75 },
  table: { borderCollapse: 'collapse' as const, marginTop: 6 },
  cell: { border: '1px solid rgba(128,128,128,.35)', padding: '2px 6px' },
  server: { borderLeft: '3px solid #d97706', paddingLeft: 8, marginTop: 16 },
};

/** Downloads `data` as a JSON file named `name` (a Blob link the panel clicks). */
function download(name: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** One key: note, variables, a text box per language and plural form, the plural previews. */
function KeyCard({
  entry,
  languages,
  edits,
  onEdit,
}: {
  entry: PanelKey;
  languages: TextosPayload['languages'];
  edits: TextEdits;
  onEdit: (edit: TextEdit) => void;
}) {
  const forms = Object.keys(entry.values.es ?? {}).sort();
  const variables = [...new Set([...entry.variables, ...Object.keys(entry.storyVariables)])];
  return (
    <section style={styles.card} data-key={entry.id}>
      <div style={styles.id}>{entry.id}</div>
      <p style={styles.note}>
        {entry.description ?? <em>Sin descripción para traductores.</em>}
        {entry.maxLength ? ` (máx. ${entry.maxLength} caracteres)` : ''}
      </p>
      {variables.length ? (
        <p style={styles.small}>
          Variables:{' '}
          {variables.map((name) => (
            <code key={name} style={{ marginRight: 8 }}>
              {`{{${name}}}`}
              {entry.storyVariables[name] !== undefined ? ` = ${String(entry.storyVariables[name])}` : ''}
            </code>
          ))}
        </p>
      ) : null}
      <div style={styles.grid}>
        {languages.map((language) =>
          (forms.length ? forms : [entry.key]).map((form) => {
            const value = edits[language.code]?.[entry.ns]?.[form] ?? entry.values[language.code]?.[form] ?? '';
            const label = `${language.nativeName}${entry.plural ? ` · ${form.slice(entry.key.length + 1)}` : ''}`;
            const tooLong = entry.maxLength !== undefined && value.length > entry.maxLength;
            return [
              <label key={`${language.code}-${form}-l`} htmlFor={`textos-${entry.id}-${language.code}-${form}`}>
                {label}
                {edits[language.code]?.[entry.ns]?.[form] !== undefined ? ' •' : ''}
              </label>,
              <div key={`${language.code}-${form}-v`}>
                <textarea
                  id={`textos-${entry.id}-${language.code}-${form}`}
                  lang={language.code}
                  style={styles.textarea}
                  value={value}
                  placeholder="(falta)"
                  onChange={(event) => onEdit({ language: language.code, ns: entry.ns, key: form, value: event.target.value })}
                />
                {tooLong ? <div style={{ color: '#dc2626', fontSize: 11 }}>{`${value.length} > ${entry.maxLength} caracteres`}</div> : null}
              </div>,
            ];
          }),
        )}
      </div>
      {entry.pluralPreview ? (
        <table style={styles.table} aria-label={`Plurales de ${entry.id}`}>
          <thead>
            <tr>
              <th style={styles.cell} />
              {PLURAL_SAMPLES.map((count) => (
                <th key={count} style={styles.cell}>
                  {count}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {languages.map((language) => (
              <tr key={language.code}>
                <th style={styles.cell}>{language.code}</th>
                {PLURAL_SAMPLES.map((count) => (
                  <td key={count} style={styles.cell} lang={language.code}>
                    {entry.pluralPreview?.[language.code]?.[count]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

/**
 * The 'Textos' panel: every catalogue key the story on screen renders (`namespace:key`), with its
 * note for translators, its variables, its text in each language (each plural form, editable: an
 * edit re-renders the story at once) and its plurals previewed for 0, 1, 2, 5 and 21; then the
 * page's texts that came from the server, marked as such. 'Exportar cambios' downloads the edits
 * as one `pnpm i18n:apply` patch per language (patch.ts).
 */
export function TextosPanel({ active }: { active: boolean }) {
  const [payload, setPayload] = useState<TextosPayload | undefined>();
  const [edits, setEdits] = useAddonState<TextEdits>(`${ADDON_ID}/edits`, {});
  const [filter, setFilter] = useState('');
  const { storyId } = useStorybookState();
  const emit = useChannel({ [EVENTS.keys]: (next: TextosPayload) => setPayload(next) });
  useEffect(() => {
    if (active) emit(EVENTS.request);
  }, [active, storyId, emit]);
  const onEdit = (edit: TextEdit) => {
    setEdits({
      ...edits,
      [edit.language]: { ...edits[edit.language], [edit.ns]: { ...edits[edit.language]?.[edit.ns], [edit.key]: edit.value } },
    });
    emit(EVENTS.edit, edit);
  };
  const keys = useMemo(() => {
    const word = filter.trim().toLowerCase();
    const all = payload?.keys ?? [];
    if (!word) return all;
    return all.filter((entry) =>
      [entry.id, ...Object.values(entry.values).flatMap((forms) => Object.values(forms))].some((text) => text.toLowerCase().includes(word)),
    );
  }, [payload, filter]);
  if (!active) return null;
  const count = editCount(edits);
  return (
    <div style={styles.root}>
      <div style={styles.bar}>
        <strong>{payload ? `${payload.keys.length} claves en esta historia` : 'Esperando a la historia…'}</strong>
        <input
          type="search"
          placeholder="Filtrar"
          aria-label="Filtrar claves"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <button
          type="button"
          disabled={count === 0}
          onClick={() => {
            for (const patch of buildPatches(edits)) download(patchFileName(patch), patch);
          }}
        >
          Exportar cambios ({count})
        </button>
        <button
          type="button"
          disabled={count === 0}
          onClick={() => {
            setEdits({});
            emit(EVENTS.reset);
          }}
        >
          Descartar cambios
        </button>
        <span style={styles.small}>Aplicar: pnpm i18n:apply textos-&lt;idioma&gt;.json</span>
      </div>
      {keys.map((entry) => (
        <KeyCard key={entry.id} entry={entry} languages={payload?.languages ?? []} edits={edits} onEdit={onEdit} />
      ))}
      {payload?.serverTexts.length ? (
        <section style={styles.server} aria-label="Textos del servidor">
          <strong>Textos del servidor</strong>
          <p style={styles.small}>Llegan de la API y se muestran tal cual: no son claves del catálogo ni se traducen aquí.</p>
          <ul>
            {payload.serverTexts.map((text) => (
              <li key={text}>
                {text} <span style={styles.small}>(servidor)</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
