import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { galaxyQueries } from '@imperio/api-client';
import { COORDINATE_LIMITS, parseSearch, SEARCH_MAX_LENGTH, type Coordinates } from '../../lib/coordinates';

export interface GalaxySearchOptions {
  /** Jumps to a system (a coordinate search). */
  goTo: (place: Coordinates) => void;
  /** A `g:s:p` search: the slot to focus once its system is on screen. */
  onPosition: (place: Required<Coordinates>) => void;
}

/**
 * The galaxy search box (spec p1 §2.6, §5; p2 §5): `g:s` and `g:s:p` jump, other text runs
 * the text search, blank text sends nothing, and what cannot be read is refused with the reason
 * (out of range, malformed, too long) instead of being clamped or cut.
 * @returns the box's text and error, the submitted query and its TanStack query, and the handlers
 */
export function useGalaxySearch({ goTo, onPosition }: GalaxySearchOptions) {
  const { t } = useTranslation('galaxy');
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const searchQuery = useQuery(galaxyQueries.search(submitted));

  const onTextChange = (value: string) => {
    setText(value);
    // Too long is said while typing or pasting (nothing is cut silently); other problems on submit.
    setInputError(value.trim().length > SEARCH_MAX_LENGTH ? t('search.tooLong', { max: SEARCH_MAX_LENGTH }) : null);
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseSearch(text);
    setInputError(null);
    switch (parsed.kind) {
      case 'empty':
        return;
      case 'tooLong':
        setInputError(t('search.tooLong', { max: parsed.max }));
        return;
      case 'malformed':
        setInputError(t('search.malformed'));
        return;
      case 'outOfRange': {
        const L = COORDINATE_LIMITS;
        const bounds = { galaxy: [L.galaxyMin, L.galaxyMax], system: [L.systemMin, L.systemMax], position: [L.positionMin, L.positionMax] }[
          parsed.field
        ];
        setInputError(t(`search.outOfRange.${parsed.field}`, { min: bounds[0], max: bounds[1] }));
        return;
      }
      case 'coordinates': {
        setSubmitted(null);
        goTo(parsed.coordinates);
        // g:s:p selects the slot: the focus moves to it once its system is on screen.
        const { galaxy, system, position } = parsed.coordinates;
        if (position) onPosition({ galaxy, system, position });
        return;
      }
      case 'text':
        if (submitted === parsed.query) void searchQuery.refetch();
        setSubmitted(parsed.query);
    }
  };

  return { text, onTextChange, inputError, submitted, closeResults: () => setSubmitted(null), searchQuery, onSearch };
}

export type GalaxySearchState = ReturnType<typeof useGalaxySearch>;
