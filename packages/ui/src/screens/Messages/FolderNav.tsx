import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Archive from 'lucide-react/icons/archive';
import Inbox from 'lucide-react/icons/inbox';
import PenSquare from 'lucide-react/icons/square-pen';
import Send from 'lucide-react/icons/send';
import Star from 'lucide-react/icons/star';
import { MESSAGE_FOLDERS, messageQueries, type MessageFolder } from '@imperio/api-client';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Box } from '../../primitives/Box';
import { Stack } from '../../primitives/Stack';
import * as styles from './Messages.css';

const FOLDER_ICONS = { inbox: Inbox, sent: Send, starred: Star, archived: Archive } as const;
const STAT_OF = { inbox: 'unread_messages', sent: 'sent_messages', starred: 'starred_messages', archived: 'archived_messages' } as const;

export interface FolderNavProps {
  folder: MessageFolder;
  onFolderChange: (folder: MessageFolder) => void;
  /** 'Nuevo': opens compose. */
  onCompose: () => void;
}

/** 'Nuevo' and the four folders with their counts from the stats (spec p2 §2.7; unread for the inbox). */
export function FolderNav({ folder, onFolderChange, onCompose }: FolderNavProps) {
  const { t } = useTranslation('messages');
  const stats = useQuery(messageQueries.stats());
  return (
    <Stack as="nav" gap="sm" aria-label={t('folders.label')}>
      <Button variant="primary" onClick={onCompose}>
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
                onClick={() => onFolderChange(key)}
                data-testid={`folder-${key}`}
              >
                <Box as="span" display="inline-flex" alignItems="center" gap="xs">
                  <Icon size={16} aria-hidden="true" />
                  {t(`folders.${key}`)}
                </Box>
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
    </Stack>
  );
}
