import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserSearchResult } from '@imperio/api-client';
import { TextField } from '../../primitives/TextField';
import * as styles from './ComposeDialog.css';

export interface RecipientFieldProps {
  value: string;
  /** The text changed: the choice is cleared (spec p2 §5). */
  onTextChange: (text: string) => void;
  onChoose: (user: UserSearchResult) => void;
  onBlur: () => void;
  /** The search term in use ('' when none): the results list and notes show only with one. */
  term: string;
  results: UserSearchResult[];
  searching: boolean;
  /** Replying: the recipient is fixed. */
  fixed: boolean;
  /** The chosen recipient's name and empire, under the field. */
  hint?: string;
  error?: string;
}

function partyLabel(user: UserSearchResult): string {
  return user.display_name?.trim() ? `${user.display_name} (${user.username})` : user.username;
}

/**
 * 'Destinatario' as a combobox (spec p2 §2.7, §5): the results of the search in a listbox,
 * arrows to move, Enter or a click to choose; 'Buscando...' and 'Sin resultados' notes.
 */
export function RecipientField({
  value,
  onTextChange,
  onChoose,
  onBlur,
  term,
  results,
  searching,
  fixed,
  hint,
  error,
}: RecipientFieldProps) {
  const { t } = useTranslation('messages');
  const listId = useId();
  const [highlight, setHighlight] = useState(0);
  const showResults = !fixed && term !== '';
  const visible = showResults && !searching ? results : [];
  const active = Math.min(highlight, visible.length - 1);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!visible.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((index) => (index + step + visible.length) % visible.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const user = visible[active];
      if (user) onChoose(user);
    }
  }

  return (
    <div className={styles.combo}>
      <TextField
        label={t('compose.recipient')}
        value={value}
        disabled={fixed}
        placeholder={t('compose.recipientPlaceholder')}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={visible.length > 0}
        aria-controls={listId}
        aria-activedescendant={visible.length ? `${listId}-${active}` : undefined}
        error={fixed ? undefined : error}
        hint={hint}
        onChange={(event) => {
          onTextChange(event.target.value);
          setHighlight(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      {showResults && searching ? (
        <p className={styles.resultsNote} role="status">
          {t('compose.searching')}
        </p>
      ) : null}
      {showResults && !searching && results.length === 0 ? (
        <p className={styles.resultsNote} role="status">
          {t('compose.noResults')}
        </p>
      ) : null}
      <ul id={listId} role="listbox" aria-label={t('compose.recipientResults')} className={styles.results} hidden={visible.length === 0}>
        {visible.map((user, index) => (
          <li
            key={String(user.id)}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === highlight}
            data-highlighted={index === highlight}
            className={styles.option}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(user)}
          >
            <span>{partyLabel(user)}</span>
            {user.empire_name ? <span className={styles.optionMeta}>{user.empire_name}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
