import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Send from 'lucide-react/icons/send';
import { config, type Message, type MessageTemplate, type UserSearchResult } from '@imperio/api-client';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { bodyExcess, trimDraft } from '../../lib/messages';
import { useDebouncedSearch } from '../../lib/useDebouncedSearch';
import { useFormDraft } from '../../state/formDrafts';
import { BodyField } from './BodyField';
import { composeDefaults, composeSchema, type ComposeErrorKey, type ComposeValues } from './composeForm';
import { RecipientField } from './RecipientField';
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
  /** A username to write to, already chosen (`/messages?compose=<username>`). */
  recipient?: string | null;
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
  /**
   * Keeps what is typed in the draft store under this form id (with `replyTo`), and starts from
   * the draft stored there: a session that ends while the modal is open loses nothing.
   */
  draftId?: string;
}

/** What a compose draft keeps beside the fields, to reopen the modal as it was. */
export interface ComposeDraftContext {
  replyTo: Message | null;
}

const MAX = config.limits.messageBodyMax;
const schema = composeSchema(MAX);

/**
 * The compose modal (spec p2 §2.7, §5), a react-hook-form form validated by a zod schema:
 * recipient search (after 300 ms without typing, 2+ characters; a choice is cleared by editing
 * the text; fixed when replying; chosen already with `recipient`), subject, template select (when
 * templates exist), the body with its toolbar and 'n/10000 caracteres' counter, 'Cancelar' and
 * 'Enviar' / 'Responder'. Sending is disabled while sending, while a field is missing or the body
 * is over 10 000 characters; fields show why once visited. A failed send keeps everything typed;
 * with `draftId`, so does a session that ends (the draft store, `state/formDrafts.ts`).
 */
export function ComposeDialog({
  open,
  onOpenChange,
  replyTo = null,
  recipient = null,
  templates = [],
  onSearch,
  results,
  searching = false,
  onSubmit,
  sending = false,
  error = null,
  draftId,
}: ComposeDialogProps) {
  const { t } = useTranslation('messages');
  const formId = useId();
  const limitId = useId();
  const form = useForm<ComposeValues>({
    mode: 'onTouched',
    resolver: zodResolver(schema),
    defaultValues: composeDefaults(replyTo, recipient),
  });
  const { control, register, handleSubmit, setValue, getValues, formState } = form;
  const [recipientText = '', chosen, content] = useWatch({ control, name: ['recipientText', 'chosen', 'content'] });
  useFormDraft<ComposeValues, ComposeDraftContext>(draftId ?? '', form, {
    restore: Boolean(draftId),
    save: Boolean(draftId),
    context: { replyTo },
  });
  const fixed = Boolean(replyTo);
  const term = useDebouncedSearch(fixed || chosen ? '' : recipientText);
  const excess = bodyExcess(content, MAX);

  useEffect(() => {
    onSearch(term);
  }, [term, onSearch]);

  const fieldError = (key: 'chosen' | 'subject' | 'content') => {
    const message = formState.errors[key]?.message as ComposeErrorKey | undefined;
    return message && message !== 'tooLong' ? t(`compose.errors.${message}`) : undefined;
  };
  const touchRecipient = () => setValue('chosen', getValues('chosen'), { shouldTouch: true, shouldValidate: true });

  function choose(user: UserSearchResult) {
    setValue('recipientText', user.username);
    setValue('chosen', user, { shouldTouch: true, shouldValidate: true });
  }

  function applyTemplate(id: string) {
    setValue('template', id);
    const chosenTemplate = templates.find((item) => String(item.id) === id);
    if (!chosenTemplate) return;
    if (!replyTo && chosenTemplate.subject_template) setValue('subject', chosenTemplate.subject_template, { shouldValidate: true });
    if (chosenTemplate.content_template) setValue('content', chosenTemplate.content_template, { shouldValidate: true });
  }

  const submit = handleSubmit((values) => {
    if (sending || !values.chosen) return;
    const draft = trimDraft({ recipient: values.chosen.username, subject: values.subject, content: values.content });
    onSubmit({ recipient: values.chosen.username, subject: draft.subject, content: draft.content, replyTo });
  });

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
          <Button
            type="submit"
            form={formId}
            variant="primary"
            disabled={sending || !formState.isValid || excess > 0}
            aria-describedby={excess > 0 ? limitId : undefined}
          >
            <Send size={16} aria-hidden="true" />
            {sending ? t('compose.sending') : replyTo ? t('compose.reply') : t('compose.send')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={sending}>
        <RecipientField
          value={recipientText}
          onTextChange={(text) => {
            setValue('recipientText', text);
            // Editing the text clears the choice (p2 §5).
            setValue('chosen', null, { shouldValidate: Boolean(formState.touchedFields.chosen) });
          }}
          onChoose={choose}
          onBlur={touchRecipient}
          term={term}
          results={results}
          searching={searching}
          fixed={fixed}
          hint={chosen && !fixed ? [chosen.display_name, chosen.empire_name].filter(Boolean).join(' · ') || undefined : undefined}
          error={fieldError('chosen')}
        />
        <TextField label={t('compose.subject')} {...register('subject')} error={fieldError('subject')} required />
        {templates.length > 0 ? (
          <Controller
            control={control}
            name="template"
            render={({ field }) => (
              <Select
                label={t('compose.template')}
                placeholder={t('compose.templatePlaceholder')}
                value={field.value}
                onValueChange={applyTemplate}
                options={templates.map((item) => ({ value: String(item.id), label: item.name }))}
              />
            )}
          />
        ) : null}
        <Controller
          control={control}
          name="content"
          render={({ field }) => (
            <BodyField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              max={MAX}
              error={fieldError('content')}
              limitId={limitId}
            />
          )}
        />
        {error ? <Alert>{error}</Alert> : null}
      </form>
    </Dialog>
  );
}
