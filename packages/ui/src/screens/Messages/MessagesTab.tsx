import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Archive, Inbox, PenSquare, RefreshCw, Send, Star } from 'lucide-react';
import {
  ApiError,
  config,
  idParam,
  MESSAGE_CATEGORIES,
  MESSAGE_FOLDERS,
  messageKeys,
  messageMutations,
  messageQueries,
  type Message,
  type MessageAction,
  type MessageFolder,
  type MessageListParams,
} from '@imperio/api-client';
import { Alert } from '../../primitives/Alert';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/Dialog';
import { EmptyState } from '../../primitives/EmptyState';
import { Select } from '../../primitives/Select';
import { Spinner } from '../../primitives/Spinner';
import { TextField } from '../../primitives/TextField';
import { ComposeDialog, type ComposeSubmit } from '../../components/ComposeDialog';
import { MessageBulkBar, MessageList } from '../../components/MessageList';
import { MessageReader } from '../../components/MessageReader';
import { Pagination } from '../../components/Pagination';
import { paginate } from '../../lib/messages';
import { useDebouncedSearch } from '../../lib/useDebouncedSearch';
import { type ScreenText, useErrorText, useScreenText } from '../../lib/useErrorText';
import * as styles from './Messages.css';

type ReadFilter = 'all' | 'unread' | 'read';
type Id = Message['id'];

const FOLDER_ICONS = { inbox: Inbox, sent: Send, starred: Star, archived: Archive } as const;
const STAT_OF = { inbox: 'unread_messages', sent: 'sent_messages', starred: 'starred_messages', archived: 'archived_messages' } as const;

/** Reads the folder from the URL (`?folder=`), inbox by default. */
function folderFrom(value: string | null): MessageFolder {
  return (MESSAGE_FOLDERS as readonly string[]).includes(value ?? '') ? (value as MessageFolder) : 'inbox';
}

/**
 * The messages tab (spec p2 §2.7): folders with counts, search, category and read filters
 * (read hidden in sent), refresh and 'Nuevo'; the list with multi-select and bulk bar, pages of
 * 20; the reader; the compose modal. Folder and open message live in the URL
 * (`?tab=messages&folder=inbox&message=12`), so the back button and links work.
 */
export function MessagesTab() {
  const { t } = useTranslation('messages');
  const { t: tc } = useTranslation();
  const errorText = useErrorText();
  const screenText = useScreenText();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const folder = folderFrom(params.get('folder'));
  // Only a positive integer opens a message; anything else shows the list (issue 15 item 12).
  const openId = idParam(params.get('message'));

  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedSearch(searchText, { minChars: 1 });
  const [category, setCategory] = useState('all');
  const [readFilter, setReadFilter] = useState<ReadFilter>('all');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirmIds, setConfirmIds] = useState<Id[] | null>(null);
  const [actionError, setActionError] = useState<ScreenText | null>(null);
  const [notice, setNotice] = useState<ScreenText | null>(null);
  const [compose, setCompose] = useState<{ key: number; replyTo: Message | null } | null>(null);
  const composeCount = useRef(0);
  const [userTerm, setUserTerm] = useState('');
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const readerRef = useRef<HTMLElement>(null);

  const effectiveRead = folder === 'sent' ? 'all' : readFilter;
  const listParams: MessageListParams = {
    folder,
    page,
    search: search || undefined,
    category: category === 'all' ? undefined : category,
    isRead: effectiveRead === 'all' ? undefined : effectiveRead === 'read',
  };
  const filtered = Boolean(listParams.search || listParams.category || listParams.isRead !== undefined);

  const list = useQuery({ ...messageQueries.list(listParams), placeholderData: keepPreviousData });
  const stats = useQuery(messageQueries.stats());
  const categories = useQuery(messageQueries.categories());
  const templates = useQuery(messageQueries.templates());
  const users = useQuery({ ...messageQueries.userSearch(userTerm), enabled: userTerm.length >= config.limits.userSearchMinChars });
  const detail = useQuery({ ...messageQueries.detail(openId ?? ''), enabled: openId !== null, retry: (count, error) => !(error instanceof ApiError && error.isClientError) && count < 2 });

  // A new folder, page or filter starts with nothing selected.
  useEffect(() => setSelected(new Set()), [folder, page, search, category, readFilter]);
  useEffect(() => setPage(1), [folder, search, category, readFilter]);
  // Deleting the last message of the last page goes back a page.
  useEffect(() => {
    if (list.data && list.data.results.length === 0 && page > 1) setPage(paginate(list.data.count, page).page);
  }, [list.data, page]);

  const invalidate = useCallback(() => queryClient.invalidateQueries({ queryKey: messageKeys.all }), [queryClient]);

  const setSearchParam = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setParams],
  );

  const action = useMutation(messageMutations.action());
  // One intent, one request: a double click or repeated Enter can fire before the re-render
  // that disables the control, so the pending state is also kept synchronously.
  const actionBusy = useRef(false);
  const sendBusy = useRef(false);
  // Marking read on opening is silent (spec p2 §8).
  const markOpened = useMutation(messageMutations.action());
  const markedOnOpen = useRef(new Set<string>());
  const opened = detail.data;
  useEffect(() => {
    if (!opened || opened.is_read || folder === 'sent') return;
    const key = String(opened.id);
    if (markedOnOpen.current.has(key)) return;
    markedOnOpen.current.add(key);
    markOpened.mutate({ kind: 'mark_read', ids: [opened.id] });
  }, [opened, folder, markOpened]);

  const send = useMutation(messageMutations.send());

  /** Sends the draft once; a failure keeps the modal and everything typed (spec p2 §5). */
  function submitDraft(draft: ComposeSubmit) {
    if (sendBusy.current || send.isPending) return;
    sendBusy.current = true;
    send.mutate(
      { recipient: draft.recipient, subject: draft.subject, content: draft.content, replyToId: draft.replyTo?.id ?? null },
      {
        onSuccess: () => {
          setCompose(null);
          setNotice({ key: 'messages:compose.sent' });
        },
        onSettled: () => {
          sendBusy.current = false;
        },
      },
    );
  }

  function openCompose(replyTo: Message | null) {
    send.reset();
    setUserTerm('');
    composeCount.current += 1;
    setCompose({ key: composeCount.current, replyTo });
  }

  const results = list.data?.results;
  const messages = useMemo(() => results ?? [], [results]);
  // Actions run one at a time: while one is on its way every star waits too.
  const starBusy = useMemo(() => new Set(action.isPending ? messages.map((m) => String(m.id)) : []), [action.isPending, messages]);
  const categoryValues = categories.data?.length ? categories.data.map((c) => c.value) : [...MESSAGE_CATEGORIES];
  const selectedIds = messages.filter((m) => selected.has(String(m.id))).map((m) => m.id);
  const folderLabel = t(`folders.${folder}`);

  function openMessage(message: Message) {
    setSearchParam({ message: String(message.id) });
    // Stacked layouts (phones, tablets) show the reader under the list: bring it into view.
    requestAnimationFrame(() => readerRef.current?.scrollIntoView?.({ block: 'nearest' }));
  }

  function backToList() {
    setSearchParam({ message: null });
    listHeadingRef.current?.focus();
  }

  /** Runs one action over the ids, at most one at a time (a repeat while pending is ignored). */
  function run(kind: MessageAction, ids: Id[]) {
    if (!ids.length || actionBusy.current || action.isPending) return;
    actionBusy.current = true;
    setActionError(null);
    setNotice(null);
    action.mutate(
      { kind, ids },
      {
        onSuccess: () => {
          if (kind === 'delete') {
            setSelected(new Set());
            if (openId !== null && ids.some((id) => String(id) === openId)) setSearchParam({ message: null });
          }
        },
        onError: (error) => setActionError({ error }),
        onSettled: () => {
          actionBusy.current = false;
        },
      },
    );
  }

  return (
    <div className={styles.messagesLayout}>
      <nav className={styles.folders} aria-label={t('folders.label')}>
        <Button variant="primary" onClick={() => openCompose(null)}>
          <PenSquare size={16} aria-hidden="true" />
          {t('controls.new')}
        </Button>
        <ul className={styles.folderList}>
          {MESSAGE_FOLDERS.map((key) => {
            const Icon = FOLDER_ICONS[key];
            const count = stats.data?.[STAT_OF[key]];
            return (
              <li key={key}>
                <button
                  type="button"
                  className={styles.folderButton}
                  aria-current={folder === key ? 'page' : undefined}
                  onClick={() => setSearchParam({ folder: key, message: null })}
                  data-testid={`folder-${key}`}
                >
                  <span className={styles.folderName}>
                    <Icon size={16} aria-hidden="true" />
                    {t(`folders.${key}`)}
                  </span>
                  {count !== undefined ? (
                    <Badge tone={key === 'inbox' && count > 0 ? 'primary' : 'neutral'} data-testid={`folder-count-${key}`}>
                      {count}
                    </Badge>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>

      <section className={styles.column} aria-labelledby="messages-list-heading">
        <div className={styles.headerRow}>
          <h2 id="messages-list-heading" ref={listHeadingRef} tabIndex={-1} className={styles.heading}>
            {folderLabel}
          </h2>
          <span className={styles.spacer} />
          <Button size="sm" variant="ghost" onClick={() => void invalidate()} disabled={list.isFetching}>
            <RefreshCw size={16} aria-hidden="true" />
            {t('controls.refresh')}
          </Button>
        </div>
        <div className={styles.toolbar} role="search" aria-label={t('controls.label')}>
          <div className={styles.grow}>
            <TextField type="search" label={t('controls.search')} placeholder={t('controls.searchPlaceholder')} value={searchText} onChange={(event) => setSearchText(event.target.value)} />
          </div>
          <Select
            label={t('controls.category')}
            value={category}
            onValueChange={setCategory}
            options={[{ value: 'all', label: t('controls.allCategories') }, ...categoryValues.map((value) => ({ value, label: t(`categories.${value}`, { defaultValue: categories.data?.find((c) => c.value === value)?.label ?? value }) }))]}
          />
          {folder !== 'sent' ? (
            <Select
              label={t('controls.readFilter')}
              value={readFilter}
              onValueChange={(value) => setReadFilter(value as ReadFilter)}
              options={[
                { value: 'all', label: t('controls.readAll') },
                { value: 'unread', label: t('controls.readUnread') },
                { value: 'read', label: t('controls.readRead') },
              ]}
            />
          ) : null}
        </div>

        {notice ? <Alert tone="success">{screenText(notice)}</Alert> : null}
        {actionError ? <Alert>{screenText(actionError)}</Alert> : null}
        {selectedIds.length > 0 ? (
          <MessageBulkBar
            count={selectedIds.length}
            archived={folder === 'archived'}
            disabled={action.isPending}
            onMarkRead={() => run('mark_read', selectedIds)}
            onStar={() => run('star', selectedIds)}
            onArchive={() => run(folder === 'archived' ? 'unarchive' : 'archive', selectedIds)}
            onDelete={() => setConfirmIds(selectedIds)}
            onClear={() => setSelected(new Set())}
          />
        ) : null}

        {list.isPending ? (
          <Spinner label={t('list.loading')} />
        ) : list.isError ? (
          <Alert
            action={
              <Button size="sm" onClick={() => void list.refetch()}>
                {tc('retry')}
              </Button>
            }
          >
            {errorText(list.error, 'errors:messages.list')}
          </Alert>
        ) : messages.length === 0 ? (
          <EmptyState
            title={filtered ? t('empty.filtered') : t('empty.folder')}
            action={
              !filtered && folder === 'inbox' ? (
                <Button variant="primary" onClick={() => openCompose(null)}>
                  {t('empty.firstMessage')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <MessageList
              messages={messages}
              folder={folder}
              activeId={openId}
              selected={selected}
              onSelectedChange={setSelected}
              onOpen={openMessage}
              onToggleStar={(message) => run(message.is_starred ? 'unstar' : 'star', [message.id])}
              onReply={(message) => openCompose(message)}
              starBusyIds={starBusy}
              label={t('list.label', { folder: folderLabel })}
            />
            <Pagination
              count={list.data.count}
              page={page}
              pageSize={config.limits.messagesPageSize}
              onPageChange={setPage}
              disabled={list.isFetching}
              labels={{
                nav: t('pagination.label'),
                page: (current, pages) => t('pagination.page', { page: current, pages }),
                previous: t('pagination.previous'),
                next: t('pagination.next'),
              }}
            />
          </>
        )}
      </section>

      <section className={`${styles.panel} ${styles.readerPanel}`} aria-label={t('reader.label')} data-testid="reader-panel" ref={readerRef}>
        {openId === null ? (
          <EmptyState title={t('reader.prompt')} />
        ) : detail.isPending ? (
          <Spinner label={t('reader.loading')} />
        ) : detail.isError ? (
          <EmptyState
            title={t('reader.notFound')}
            description={detail.error instanceof ApiError && detail.error.status === 404 ? undefined : errorText(detail.error, 'errors:messages.detail')}
            action={<Button onClick={backToList}>{t('reader.back')}</Button>}
          />
        ) : (
          <MessageReader
            message={detail.data}
            folder={folder}
            busy={action.isPending}
            onReply={() => openCompose(detail.data)}
            onToggleStar={() => run(detail.data.is_starred ? 'unstar' : 'star', [detail.data.id])}
            onToggleRead={() => {
              markedOnOpen.current.add(String(detail.data.id)); // a manual "unread" stays unread
              run(detail.data.is_read ? 'mark_unread' : 'mark_read', [detail.data.id]);
            }}
            onToggleArchive={() => run(detail.data.is_archived ? 'unarchive' : 'archive', [detail.data.id])}
            onDelete={() => setConfirmIds([detail.data.id])}
          />
        )}
      </section>

      <ConfirmDialog
        open={confirmIds !== null}
        onOpenChange={(open) => !open && setConfirmIds(null)}
        title={confirmIds && confirmIds.length > 1 ? t('reader.deleteManyTitle', { count: confirmIds.length }) : t('reader.deleteTitle')}
        description={t('reader.deleteText')}
        confirmLabel={t('reader.deleteConfirm')}
        cancelLabel={t('reader.cancel')}
        destructive
        onConfirm={() => {
          if (confirmIds) run('delete', confirmIds);
          setConfirmIds(null);
        }}
      />

      {compose ? (
        <ComposeDialog
          key={compose.key}
          open
          onOpenChange={(open) => {
            if (!open) setCompose(null);
          }}
          replyTo={compose.replyTo}
          templates={templates.data ?? []}
          onSearch={setUserTerm}
          results={users.data ?? []}
          searching={users.isFetching}
          onSubmit={submitDraft}
          sending={send.isPending}
          error={send.isError ? errorText(send.error, 'errors:messages.send') : null}
        />
      ) : null}
    </div>
  );
}
