import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Bold, Italic, List, ListOrdered, Send, Underline } from 'lucide-react';
import { config, type Message, type MessageTemplate, type UserSearchResult } from '@imperio/api-client';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Select } from '../../primitives/Select';
import { TextField, inputStyle } from '../../primitives/TextField';
import { applyFormat, bodyExcess, bodyLength, insertAt, replySubject, TOOLBAR_EMOJI, trimDraft, validateDraft, type DraftErrorKey, type FormatAction, type TextEdit } from '../../lib/messages';
import { useDebouncedSearch } from '../../lib/useDebouncedSearch';
import { useFormat } from '../../lib/useFormat';
import * as styles from './ComposeDialog.css';

/** What the dialog sends: subject and content already trimmed (spec p2 §5). */
export interface ComposeSubmit {
  recipient: string;
  subject: string;
  content: string;
  /** The message answered, when replying. */
  replyTo: Message | null;
}

export interface ComposeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Replying to this message: title 'Responder Mensaje', recipient fixed, subject 'Re: …'. */
  replyTo?: Message | null;
  /** Templates; the select shows only when there is at least one. */
  templates?: MessageTemplate[];
  /** The recipient search term after 300 ms without typing, 2+ characters; '' to clear. */
  onSearch: (term: string) => void;
  /** Results for the last term searched. */
  results: UserSearchResult[];
  searching?: boolean;
  onSubmit: (draft: ComposeSubmit) => void;
  /** The send is on its way: 'Enviando...' and the button disabled. */
  sending?: boolean;
  /** Why the last send failed; the draft stays as typed. */
  error?: string | null;
}

function partyLabel(user: UserSearchResult): string {
  return user.display_name?.trim() ? `${user.display_name} (${user.username})` : user.username;
}

/**
 * The compose modal (spec p2 §2.7, §5): recipient search (after 300 ms without typing, 2+
 * characters; a choice is cleared by editing the text; fixed when replying), subject, template
 * select (when templates exist), a toolbar (bold, italic, underline, bullet and numbered lists,
 * eight emoji) acting on the body, the 'n/10000 caracteres' counter, 'Cancelar' and 'Enviar' /
 * 'Responder'. Over 10 000 characters the counter turns red, the reason shows under it and
 * sending is disabled (issue 14 item 11). Sending is also disabled while sending or while the
 * recipient, the subject or the content is missing; fields show why once visited. A failed send
 * keeps everything typed.
 */
export function ComposeDialog({ open, onOpenChange, replyTo = null, templates = [], onSearch, results, searching = false, onSubmit, sending = false, error = null }: ComposeDialogProps) {
  const { t } = useTranslation('messages');
  const { number } = useFormat();
  const formId = useId();
  const listId = useId();
  const counterId = useId();
  const contentId = useId();
  const contentErrorId = useId();
  const limitId = useId();
  const replyName = replyTo ? replyTo.sender?.username ?? '' : '';
  const [recipientText, setRecipientText] = useState(replyTo ? replyTo.sender_display_name || replyTo.sender?.display_name || replyName : '');
  const [chosen, setChosen] = useState<UserSearchResult | null>(null);
  const [subject, setSubject] = useState(replyTo ? replySubject(replyTo.subject) : '');
  const [content, setContent] = useState('');
  const [template, setTemplate] = useState<string | undefined>(undefined);
  const [touched, setTouched] = useState<Record<DraftErrorKey, boolean>>({ recipient: false, subject: false, content: false });
  const [highlight, setHighlight] = useState(0);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const pendingSelection = useRef<[number, number] | null>(null);

  const recipient = replyTo ? replyName || null : chosen?.username ?? null;
  const errors = validateDraft({ recipient, subject, content });
  const max = config.limits.messageBodyMax;
  const length = bodyLength(content);
  const excess = bodyExcess(content, max);
  const term = useDebouncedSearch(replyTo || chosen ? '' : recipientText);

  useEffect(() => {
    onSearch(term);
  }, [term, onSearch]);

  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    const textarea = textareaRef.current;
    if (!selection || !textarea) return;
    pendingSelection.current = null;
    textarea.focus();
    textarea.setSelectionRange(selection[0], selection[1]);
  }, [content]);

  const showResults = !replyTo && !chosen && term !== '';
  const visibleResults = showResults && !searching ? results : [];
  const errorText = (key: DraftErrorKey) => (touched[key] && errors.includes(key) ? t(`compose.errors.${key}`) : undefined);

  function choose(user: UserSearchResult) {
    setChosen(user);
    setRecipientText(user.username);
    setTouched((value) => ({ ...value, recipient: true }));
  }

  function onRecipientKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!visibleResults.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((index) => (index + step + visibleResults.length) % visibleResults.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const user = visibleResults[Math.min(highlight, visibleResults.length - 1)];
      if (user) choose(user);
    }
  }

  function edit(next: TextEdit) {
    pendingSelection.current = [next.selectionStart, next.selectionEnd];
    setContent(next.text);
  }

  function format(action: FormatAction) {
    const textarea = textareaRef.current;
    edit(applyFormat(content, textarea?.selectionStart ?? content.length, textarea?.selectionEnd ?? content.length, action));
  }

  function emoji(symbol: string) {
    const textarea = textareaRef.current;
    edit(insertAt(content, textarea?.selectionStart ?? content.length, textarea?.selectionEnd ?? content.length, symbol));
  }

  function applyTemplate(id: string) {
    setTemplate(id);
    const chosenTemplate = templates.find((item) => String(item.id) === id);
    if (!chosenTemplate) return;
    if (!replyTo && chosenTemplate.subject_template) setSubject(chosenTemplate.subject_template);
    if (chosenTemplate.content_template) setContent(chosenTemplate.content_template);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || excess > 0) return;
    if (errors.length || !recipient) {
      setTouched({ recipient: true, subject: true, content: true });
      return;
    }
    const draft = trimDraft({ recipient, subject, content });
    onSubmit({ recipient: draft.recipient!, subject: draft.subject, content: draft.content, replyTo });
  }

  const tools: Array<{ action: FormatAction; label: string; icon: typeof Bold }> = [
    { action: 'bold', label: t('compose.bold'), icon: Bold },
    { action: 'italic', label: t('compose.italic'), icon: Italic },
    { action: 'underline', label: t('compose.underline'), icon: Underline },
    { action: 'bulletList', label: t('compose.bulletList'), icon: List },
    { action: 'numberedList', label: t('compose.numberedList'), icon: ListOrdered },
  ];
  const contentError = errorText('content');

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={replyTo ? t('compose.titleReply') : t('compose.titleNew')}
      closeLabel={t('compose.close')}
      wide
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{t('compose.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" disabled={sending || errors.length > 0 || excess > 0} aria-describedby={excess > 0 ? limitId : undefined}>
            <Send size={16} aria-hidden="true" />
            {sending ? t('compose.sending') : replyTo ? t('compose.reply') : t('compose.send')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate aria-busy={sending}>
        <div className={styles.combo}>
          <TextField
            label={t('compose.recipient')}
            value={recipientText}
            disabled={Boolean(replyTo)}
            placeholder={t('compose.recipientPlaceholder')}
            autoComplete="off"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={visibleResults.length > 0}
            aria-controls={listId}
            aria-activedescendant={visibleResults.length ? `${listId}-${Math.min(highlight, visibleResults.length - 1)}` : undefined}
            error={replyTo ? undefined : errorText('recipient')}
            hint={chosen ? [chosen.display_name, chosen.empire_name].filter(Boolean).join(' · ') : undefined}
            onChange={(event) => {
              setRecipientText(event.target.value);
              setChosen(null); // editing the text clears the choice (p2 §5)
              setHighlight(0);
            }}
            onKeyDown={onRecipientKeyDown}
            onBlur={() => setTouched((value) => ({ ...value, recipient: true }))}
          />
          {showResults && searching ? <p className={styles.resultsNote} role="status">{t('compose.searching')}</p> : null}
          {showResults && !searching && results.length === 0 ? <p className={styles.resultsNote} role="status">{t('compose.noResults')}</p> : null}
          <ul id={listId} role="listbox" aria-label={t('compose.recipientResults')} className={styles.results} hidden={visibleResults.length === 0}>
            {visibleResults.map((user, index) => (
              <li
                key={String(user.id)}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === highlight}
                data-highlighted={index === highlight}
                className={styles.option}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(user)}
              >
                <span>{partyLabel(user)}</span>
                {user.empire_name ? <span className={styles.optionMeta}>{user.empire_name}</span> : null}
              </li>
            ))}
          </ul>
        </div>

        <TextField
          label={t('compose.subject')}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          onBlur={() => setTouched((value) => ({ ...value, subject: true }))}
          error={errorText('subject')}
          required
        />

        {templates.length > 0 ? (
          <Select
            label={t('compose.template')}
            placeholder={t('compose.templatePlaceholder')}
            value={template}
            onValueChange={applyTemplate}
            options={templates.map((item) => ({ value: String(item.id), label: item.name }))}
          />
        ) : null}

        <div className={styles.field}>
          <div className={styles.toolbar} role="toolbar" aria-label={t('compose.toolbar')} aria-controls={contentId}>
            {tools.map(({ action, label, icon: Icon }) => (
              <button key={action} type="button" className={styles.toolButton} aria-label={label} title={label} onMouseDown={(event) => event.preventDefault()} onClick={() => format(action)}>
                <Icon size={16} aria-hidden="true" />
              </button>
            ))}
            <span className={styles.separator} aria-hidden="true" />
            {TOOLBAR_EMOJI.map((symbol) => (
              <button key={symbol} type="button" className={styles.toolButton} aria-label={t('compose.emoji', { emoji: symbol })} onMouseDown={(event) => event.preventDefault()} onClick={() => emoji(symbol)}>
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
            className={`${inputStyle} ${styles.textarea}`}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            onBlur={() => setTouched((value) => ({ ...value, content: true }))}
            aria-invalid={contentError || excess > 0 ? true : undefined}
            aria-describedby={[counterId, contentError ? contentErrorId : null, excess > 0 ? limitId : null].filter(Boolean).join(' ')}
            required
          />
          {contentError ? (
            <span id={contentErrorId} className={styles.error}>
              {contentError}
            </span>
          ) : null}
          <span id={counterId} className={styles.counter} data-over={excess > 0} data-testid="compose-counter">
            {t('compose.counter', { length: number(length), max: number(max) })}
          </span>
          {excess > 0 ? (
            <span id={limitId} className={styles.error} role="status" data-testid="compose-limit">
              {t('compose.errors.tooLong', { max: number(max), over: number(excess) })}
            </span>
          ) : null}
        </div>

        {error ? <Alert>{error}</Alert> : null}
      </form>
    </Dialog>
  );
}
