import { clsx } from 'clsx';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { ApiError, messageKeys, messageQueries, type Message } from '@imperio/api-client';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/Dialog';
import { ComposeDialog } from '../../components/ComposeDialog';
import { DetailSheet } from '../../components/DetailSheet';
import { MessageBulkBar } from '../../components/MessageList';
import { useErrorText, useScreenText } from '../../lib/useErrorText';
import { useFocusFallback } from '../../lib/useFocusFallback';
import { useIsPhone } from '../../lib/useIsPhone';
import { FolderNav } from './FolderNav';
import { MessageFilterBar } from './MessageFilterBar';
import { MessageListBody } from './MessageListBody';
import { ReaderContent } from './ReaderContent';
import { COMPOSE_DRAFT_ID, useCompose } from './useCompose';
import { useMessageActions } from './useMessageActions';
import { useMessageFilters } from './useMessageFilters';
import { useMessageFolder } from './useMessageFolder';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';
import * as styles from './Messages.css';

/**
 * The messages tab (spec p2 §2.7): folders with counts, search, category and read filters
 * (read hidden in sent), refresh and 'Nuevo'; the list with multi-select and bulk bar, pages of
 * 20; the reader (beside the list on desktops, a full-screen sheet with a back control on
 * phones); the compose modal. Folder, open message and a recipient to write to
 * live in the URL (`?tab=messages&folder=inbox&message=12`, `?compose=nova`).
 */
export function MessagesTab() {
  const { t } = useTranslation('messages');
  const errorText = useErrorText();
  const screenText = useScreenText();
  const queryClient = useQueryClient();
  const isPhone = useIsPhone();
  const { folder, openId, composeTo, update } = useMessageFolder();
  const filters = useMessageFilters(folder);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const readerRef = useRef<HTMLElement>(null);
  const listSectionRef = useRef<HTMLElement>(null);
  const detail = useQuery({
    ...messageQueries.detail(openId),
    retry: (count, error) => !(error instanceof ApiError && error.isClientError) && count < 2,
  });
  const messages = filters.list.data?.results ?? [];
  const closeMessage = () => update({ message: null });
  const actions = useMessageActions({ folder, messages, viewKey: filters.viewKey, opened: detail.data, openId, closeMessage });
  const compose = useCompose({
    composeTo,
    // The messages tab stays (it was chosen by `?compose=` alone).
    clearComposeTo: () => update({ compose: null, tab: 'messages' }),
    onSent: () => actions.setNotice({ key: 'messages:compose.sent' }),
  });
  const openCompose = (replyTo: Message | null) => compose.open(replyTo);

  function openMessage(message: Message) {
    update({ message: String(message.id) });
    // Tablets stack the reader under the list: bring it into view (phones open a sheet).
    if (!isPhone) requestAnimationFrame(() => readerRef.current?.scrollIntoView?.({ block: 'nearest' }));
  }

  function backToList() {
    closeMessage();
    if (!isPhone) listHeadingRef.current?.focus(); // the sheet returns focus to the row itself
  }

  const reader = (
    <ReaderContent openId={openId} detail={detail} folder={folder} actions={actions} onReply={openCompose} onBack={backToList} />
  );
  const selectedIds = actions.selectedIds;
  // 'Actualizar', the pages and the bulk actions are disabled while their request is out (Chromium
  // then drops the focus to the page's start) or leave with the selection: a keyboard player's
  // focus comes back to the control, else to the list's heading.
  useFocusFallback(listSectionRef, listHeadingRef, filters.list.isFetching || actions.pending);

  return (
    <div className={styles.messagesLayout}>
      <FolderNav folder={folder} onFolderChange={(key) => update({ folder: key, message: null })} onCompose={() => openCompose(null)} />

      <Stack as="section" ref={listSectionRef} aria-labelledby="messages-list-heading">
        <Inline>
          <h2 id="messages-list-heading" ref={listHeadingRef} tabIndex={-1} className={styles.heading}>
            {t(`folders.${folder}`)}
          </h2>
          <span className={styles.spacer} />
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void queryClient.invalidateQueries({ queryKey: messageKeys.all })}
            disabled={filters.list.isFetching}
          >
            <RefreshCw size={16} aria-hidden="true" />
            {t('controls.refresh')}
          </Button>
        </Inline>
        <MessageFilterBar folder={folder} filters={filters} />
        {actions.notice ? <Alert tone="success">{screenText(actions.notice)}</Alert> : null}
        {actions.actionError ? <Alert>{screenText(actions.actionError)}</Alert> : null}
        {selectedIds.length > 0 ? (
          <MessageBulkBar
            count={selectedIds.length}
            archived={folder === 'archived'}
            disabled={actions.pending}
            onMarkRead={() => actions.run('mark_read', selectedIds)}
            onStar={() => actions.run('star', selectedIds)}
            onArchive={() => actions.run(folder === 'archived' ? 'unarchive' : 'archive', selectedIds)}
            onDelete={() => actions.setConfirmIds(selectedIds)}
            onClear={() => actions.setSelected(new Set())}
          />
        ) : null}
        <MessageListBody folder={folder} filters={filters} actions={actions} openId={openId} onOpen={openMessage} onCompose={openCompose} />
      </Stack>

      {isPhone ? (
        <DetailSheet
          open={openId !== null}
          onBack={backToList}
          title={detail.data?.subject.trim() || t('reader.label')}
          backLabel={t('reader.back')}
          returnFocusTo={() => document.querySelector<HTMLElement>(`[data-message-id="${openId}"] [data-open]`)}
        >
          {reader}
        </DetailSheet>
      ) : (
        <section
          className={clsx(styles.panel, styles.readerPanel)}
          aria-label={t('reader.label')}
          data-testid="reader-panel"
          ref={readerRef}
        >
          {reader}
        </section>
      )}

      <ConfirmDialog
        open={actions.confirmIds !== null}
        onOpenChange={(open) => !open && actions.setConfirmIds(null)}
        title={
          actions.confirmIds && actions.confirmIds.length > 1
            ? t('reader.deleteManyTitle', { count: actions.confirmIds.length })
            : t('reader.deleteTitle')
        }
        description={t('reader.deleteText')}
        confirmLabel={t('reader.deleteConfirm')}
        cancelLabel={t('reader.cancel')}
        destructive
        onConfirm={actions.confirmDelete}
      />

      {compose.draft ? (
        <ComposeDialog
          key={compose.draft.key}
          draftId={COMPOSE_DRAFT_ID}
          open
          onOpenChange={(open) => !open && compose.close()}
          replyTo={compose.draft.replyTo}
          recipient={compose.draft.recipient}
          templates={compose.templates}
          onSearch={compose.setUserTerm}
          results={compose.users}
          searching={compose.searching}
          onSubmit={compose.submit}
          sending={compose.send.isPending}
          error={compose.send.isError ? errorText(compose.send.error, 'errors:messages.send') : null}
        />
      ) : null}
    </div>
  );
}
