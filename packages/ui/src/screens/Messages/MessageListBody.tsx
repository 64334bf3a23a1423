import { useTranslation } from 'react-i18next';
import { config, type Id, type Message, type MessageFolder } from '@imperio/api-client';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { QueryState } from '../../primitives/QueryState';
import { MessageList } from '../../components/MessageList';
import { useErrorText } from '../../lib/useErrorText';
import { MessagesPagination } from './MessagesPagination';
import type { MessageActions } from './useMessageActions';
import type { MessageFilters } from './useMessageFilters';

export interface MessageListBodyProps {
  folder: MessageFolder;
  filters: MessageFilters;
  actions: MessageActions;
  openId: Id | null;
  onOpen: (message: Message) => void;
  /** Opens compose: a reply, or a new message (null). */
  onCompose: (replyTo: Message | null) => void;
}

/**
 * The list's states through `<QueryState>` (spec p2 §2.7, §8): a spinner while loading, the error with 'Reintentar',
 * the empty folder ('Envía tu primer mensaje' in an unfiltered inbox) or the filtered empty text,
 * else the rows and 'Página x de y'.
 */
export function MessageListBody({ folder, filters, actions, openId, onOpen, onCompose }: MessageListBodyProps) {
  const { t } = useTranslation('messages');
  const errorText = useErrorText();
  const { list } = filters;
  return (
    <QueryState
      query={list}
      loadingLabel={t('list.loading')}
      errorText={(error) => errorText(error, 'errors:messages.list')}
      isEmpty={(data) => data.results.length === 0}
      empty={
        <EmptyState
          title={filters.filtered ? t('empty.filtered') : t('empty.folder')}
          action={
            !filters.filtered && folder === 'inbox' ? (
              <Button variant="primary" onClick={() => onCompose(null)}>
                {t('empty.firstMessage')}
              </Button>
            ) : undefined
          }
        />
      }
    >
      {(data) => (
        <>
          <MessageList
            messages={data.results}
            folder={folder}
            activeId={openId}
            selected={actions.selected}
            onSelectedChange={actions.setSelected}
            onOpen={onOpen}
            onToggleStar={actions.toggleStar}
            onReply={onCompose}
            starBusyIds={actions.starBusy}
            label={t('list.label', { folder: t(`folders.${folder}`) })}
          />
          <MessagesPagination
            count={data.count}
            page={filters.page}
            pageSize={config.limits.messagesPageSize}
            onPageChange={filters.setPage}
            disabled={list.isFetching}
          />
        </>
      )}
    </QueryState>
  );
}
