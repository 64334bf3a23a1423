import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError, type Id, type Message, type MessageFolder } from '@imperio/api-client';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { Spinner } from '../../primitives/Spinner';
import { MessageReader } from '../../components/MessageReader';
import { useErrorText } from '../../lib/useErrorText';
import type { MessageActions } from './useMessageActions';
import { SpyActions } from '../Reports';

export interface ReaderContentProps {
  openId: Id | null;
  detail: UseQueryResult<Message>;
  folder: MessageFolder;
  actions: MessageActions;
  onReply: (message: Message) => void;
  onBack: () => void;
}

/**
 * What the reader shows (spec p2 §2.7, §8): the prompt with nothing open, a spinner, 'not
 * found' (with the server's reason unless it is a 404) and 'Volver a la lista', or the message.
 */
export function ReaderContent({ openId, detail, folder, actions, onReply, onBack }: ReaderContentProps) {
  const { t } = useTranslation('messages');
  const errorText = useErrorText();
  if (openId === null) return <EmptyState title={t('reader.prompt')} />;
  if (detail.isPending) return <Spinner label={t('reader.loading')} />;
  if (detail.isError)
    return (
      <EmptyState
        title={t('reader.notFound')}
        description={
          detail.error instanceof ApiError && detail.error.status === 404 ? undefined : errorText(detail.error, 'errors:messages.detail')
        }
        action={<Button onClick={onBack}>{t('reader.back')}</Button>}
      />
    );
  const message = detail.data;
  return (
    <MessageReader
      message={message}
      folder={folder}
      busy={actions.pending}
      onReply={() => onReply(message)}
      onToggleStar={() => actions.toggleStar(message)}
      onToggleRead={() => actions.toggleRead(message)}
      onToggleArchive={() => actions.toggleArchive(message)}
      onDelete={() => actions.setConfirmIds([message.id])}
      reportActions={(plan) => <SpyActions {...plan} />}
    />
  );
}
