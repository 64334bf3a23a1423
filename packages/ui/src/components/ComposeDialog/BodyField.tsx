import { clsx } from 'clsx';
import { useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Bold from 'lucide-react/icons/letter-b';
import Italic from 'lucide-react/icons/italic';
import List from 'lucide-react/icons/list';
import ListOrdered from 'lucide-react/icons/list-ordered';
import Underline from 'lucide-react/icons/underline';
import { inputStyle } from '../../primitives/TextField';
import { applyFormat, bodyExcess, bodyLength, insertAt, TOOLBAR_EMOJI, type FormatAction, type TextEdit } from '../../lib/messages';
import { useFormat } from '../../lib/useFormat';
import * as styles from './ComposeDialog.css';

export interface BodyFieldProps {
  value: string;
  /** The text as typed or as a toolbar action left it. */
  onChange: (text: string) => void;
  onBlur: () => void;
  /** The body's limit in characters (10 000, spec p2 §9). */
  max: number;
  error?: string;
  /** Ids of elements describing the limit's reason, for the submit button. */
  limitId: string;
}

/**
 * 'Contenido' with its toolbar (bold, italic, underline, bullet and numbered lists, eight emoji:
 * spec p2 §2.7) acting on the selection, and the 'n/10000 caracteres' counter; over the limit
 * the counter turns red and the reason shows under it, so the player sees why sending fails.
 */
export function BodyField({ value, onChange, onBlur, max, error, limitId }: BodyFieldProps) {
  const { t } = useTranslation('messages');
  const { number } = useFormat();
  const contentId = useId();
  const counterId = useId();
  const errorId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const pendingSelection = useRef<[number, number] | null>(null);
  const excess = bodyExcess(value, max);

  // After a toolbar edit the caret or selection goes back where the edit put it.
  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    const textarea = textareaRef.current;
    if (!selection || !textarea) return;
    pendingSelection.current = null;
    textarea.focus();
    textarea.setSelectionRange(selection[0], selection[1]);
  }, [value]);

  function edit(make: (text: string, start: number, end: number) => TextEdit) {
    const textarea = textareaRef.current;
    const next = make(value, textarea?.selectionStart ?? value.length, textarea?.selectionEnd ?? value.length);
    pendingSelection.current = [next.selectionStart, next.selectionEnd];
    onChange(next.text);
  }

  const tools: Array<{ action: FormatAction; label: string; icon: typeof Bold }> = [
    { action: 'bold', label: t('compose.bold'), icon: Bold },
    { action: 'italic', label: t('compose.italic'), icon: Italic },
    { action: 'underline', label: t('compose.underline'), icon: Underline },
    { action: 'bulletList', label: t('compose.bulletList'), icon: List },
    { action: 'numberedList', label: t('compose.numberedList'), icon: ListOrdered },
  ];

  return (
    <div className={styles.field}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('compose.toolbar')} aria-controls={contentId}>
        {tools.map(({ action, label, icon: Icon }) => (
          <button
            key={action}
            type="button"
            className={styles.toolButton}
            aria-label={label}
            title={label}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => edit((text, start, end) => applyFormat(text, start, end, action))}
          >
            <Icon size={16} aria-hidden="true" />
          </button>
        ))}
        <span className={styles.separator} aria-hidden="true" />
        {TOOLBAR_EMOJI.map((symbol) => (
          <button
            key={symbol}
            type="button"
            className={styles.toolButton}
            aria-label={t('compose.emoji', { emoji: symbol })}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => edit((text, start, end) => insertAt(text, start, end, symbol))}
          >
            <span aria-hidden="true">{symbol}</span>
          </button>
        ))}
      </div>
      <label htmlFor={contentId} className={styles.label}>
        {t('compose.content')}
      </label>
      <textarea
        ref={textareaRef}
        id={contentId}
        className={clsx(inputStyle, styles.textarea)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error || excess > 0 ? true : undefined}
        aria-describedby={[counterId, error ? errorId : null, excess > 0 ? limitId : null].filter(Boolean).join(' ')}
        required
      />
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
      <span id={counterId} className={styles.counter} data-over={excess > 0} data-testid="compose-counter">
        {t('compose.counter', { length: number(bodyLength(value)), max: number(max) })}
      </span>
      {excess > 0 ? (
        <span id={limitId} className={styles.error} role="status" data-testid="compose-limit">
          {t('compose.errors.tooLong', { max: number(max), over: number(excess) })}
        </span>
      ) : null}
    </div>
  );
}
