import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import Search from 'lucide-react/icons/search';
import { Button } from '../../primitives/Button';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';
import { TextField } from '../../primitives/TextField';
import type { Coordinates } from '../../lib/coordinates';
import { useErrorText } from '../../lib/useErrorText';
import { useFocusFallback } from '../../lib/useFocusFallback';
import type { GalaxySearchState } from './useGalaxySearch';
import * as styles from './Galaxy.css';

export interface GalaxySearchProps {
  search: GalaxySearchState;
  /** Opens a result's system. */
  goTo: (place: Coordinates) => void;
}

/** The search form, its error line and the results list (spec p1 §2.6: 'Buscar [1:2] o nombre...', 'Error en la búsqueda'). */
export function GalaxySearch({ search, goTo }: GalaxySearchProps) {
  const { t } = useTranslation('galaxy');
  const errorText = useErrorText();
  const { searchQuery, submitted } = search;
  const formRef = useRef<HTMLElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  // 'Buscar' is disabled while the search runs (Chromium then drops the focus): it gets it back.
  useFocusFallback(formRef, fieldRef, searchQuery.isFetching);
  return (
    <>
      <Inline as="form" ref={formRef} gap="sm" align="flex-end" role="search" onSubmit={search.onSearch} noValidate>
        <TextField
          ref={fieldRef}
          className={styles.searchField}
          label={t('search.label')}
          hideLabel
          placeholder={t('search.placeholder')}
          value={search.text}
          onChange={(event) => search.onTextChange(event.target.value)}
          error={search.inputError ?? undefined}
          autoComplete="off"
          enterKeyHint="search"
        />
        <Button type="submit" variant="primary" disabled={searchQuery.isFetching}>
          <Search size={16} aria-hidden="true" />
          {searchQuery.isFetching ? t('search.searching') : t('search.submit')}
        </Button>
      </Inline>
      {searchQuery.isError ? (
        <Inline as="p" gap="sm" className={styles.errorLine} role="alert">
          <AlertCircle size={18} aria-hidden="true" />
          {errorText(searchQuery.error, 'errors:galaxy.search')}
        </Inline>
      ) : null}
      {submitted !== null && searchQuery.isSuccess ? (
        <SearchResults query={submitted} results={searchQuery.data} onClose={search.closeResults} goTo={goTo} />
      ) : null}
    </>
  );
}

interface SearchResultsProps {
  query: string;
  results: NonNullable<GalaxySearchState['searchQuery']['data']>;
  onClose: () => void;
  goTo: (place: Coordinates) => void;
}

/** The systems a text search found, each a button that opens it, with how many planets are colonised. */
function SearchResults({ query, results, onClose, goTo }: SearchResultsProps) {
  const { t } = useTranslation('galaxy');
  return (
    <Stack as="section" gap="sm" aria-labelledby="galaxy-results-title">
      <Inline gap="md" justify="space-between">
        <h2 id="galaxy-results-title" className={styles.resultsTitle}>
          {t('search.resultsTitle')}
        </h2>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('search.close')}
        </Button>
      </Inline>
      <p className={styles.muted} role="status">
        {results.length ? t('search.resultsCount', { count: results.length, query }) : t('search.noResults', { query })}
      </p>
      {results.length ? (
        <ul className={styles.resultList}>
          {results.map((result) => {
            const coords = `${Number(result.x)}:${Number(result.y)}`;
            const colonized = Number(
              result.colonized_planets_count ?? (result.planets ?? []).filter((p) => p.owner || p.owner_name).length,
            );
            return (
              <li key={coords}>
                <Button className={styles.resultButton} onClick={() => goTo({ galaxy: Number(result.x), system: Number(result.y) })}>
                  <span>
                    {result.name?.trim() || t('panel.unnamedSystem')} [{coords}]
                  </span>
                  <span className={styles.muted}>{t('search.resultColonized', { colonized })}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </Stack>
  );
}
