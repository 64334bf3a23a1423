import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import Archive from 'lucide-react/icons/archive';
import ArchiveRestore from 'lucide-react/icons/archive-arrow-up';
import Mail from 'lucide-react/icons/mail';
import MailOpen from 'lucide-react/icons/mail-open';
import Reply from 'lucide-react/icons/reply';
import Star from 'lucide-react/icons/star';
import Swords from 'lucide-react/icons/swords';
import Trash2 from 'lucide-react/icons/trash';
import type { Message, MessageFolder } from '@imperio/api-client';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { CategoryIcon, normalPriority } from '../MessageIcons';
import { canReply, messageParty } from '../MessageList';
import { useDateText } from '../../lib/useDateText';
import type { SpyPlan } from '../../lib/espionageReport';
import { MessageReport } from '../MissionReports/MessageReport';
import { MessageContent } from './MessageContent';
import * as styles from './MessageReader.css';
import { formatDecimal } from '../../lib/format';

export interface MessageReaderProps {
  message: Message;
  /** The folder it was opened from (sent shows the recipient, hides reply). */
  folder: MessageFolder;
  onReply: () => void;
  onToggleStar: () => void;
  onToggleRead: () => void;
  onToggleArchive: () => void;
  onDelete: () => void;
  /** An action on this message is on its way: the buttons wait. */
  busy?: boolean;
  /** Copies text (injectable for stories). @default navigator.clipboard.writeText */
  copy?: (text: string) => Promise<void>;
  /** A spy report's actions when the message is one (the screen passes screens/Reports SpyActions). */
  reportActions?: (plan: SpyPlan) => ReactNode;
}

function metadataValue(value: unknown, locale: string): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number') return formatDecimal(value, locale);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The message reader (spec p2 §2.7): subject, category icon, 'Nuevo' when unread; 'Responder'
 * (not for system messages, not in sent), star, read/unread, archive/unarchive, delete; from,
 * date, read date, category, priority with icon and planet; the content as sanitised HTML with
 * a view-source toggle and a copy button; the metadata key/value list; a battle report box when
 * the message has a related battle; a footer with the id and sent date.
 */
export function MessageReader({
  message,
  folder,
  onReply,
  onToggleStar,
  onToggleRead,
  onToggleArchive,
  onDelete,
  busy = false,
  copy,
  reportActions,
}: MessageReaderProps) {
  const { t, i18n } = useTranslation('messages');
  const { dateTime } = useDateText();
  const unread = !message.is_read;
  const subject = message.subject.trim() || t('list.noSubject');
  const priority = normalPriority(message.priority);
  const category = t(`categories.${message.category ?? 'other'}`, { defaultValue: message.category_display ?? t('categories.other') });
  const source = message.content ?? '';
  const metadata = Object.entries(message.metadata ?? {});
  const battleId = message.related_battle_id;

  return (
    <article className={styles.root} aria-labelledby={`message-${message.id}-subject`} data-testid="message-reader">
      <header className={styles.header}>
        <CategoryIcon category={message.category} priority={message.priority} size={22} />
        <h2 id={`message-${message.id}-subject`} className={styles.subject}>
          {subject}
        </h2>
        {unread && folder !== 'sent' ? <Badge tone="primary">{t('reader.new')}</Badge> : null}
      </header>

      <div className={styles.actions} role="toolbar" aria-label={t('reader.actions')}>
        {canReply(message, folder) ? (
          <Button size="sm" variant="primary" onClick={onReply} disabled={busy}>
            <Reply size={16} aria-hidden="true" />
            {t('reader.reply')}
          </Button>
        ) : null}
        <Button size="sm" onClick={onToggleStar} disabled={busy} aria-pressed={Boolean(message.is_starred)}>
          <Star size={16} aria-hidden="true" fill={message.is_starred ? 'currentColor' : 'none'} />
          {message.is_starred ? t('reader.unstar') : t('reader.star')}
        </Button>
        {folder !== 'sent' ? (
          <Button size="sm" onClick={onToggleRead} disabled={busy}>
            {unread ? <MailOpen size={16} aria-hidden="true" /> : <Mail size={16} aria-hidden="true" />}
            {unread ? t('reader.markRead') : t('reader.markUnread')}
          </Button>
        ) : null}
        <Button size="sm" onClick={onToggleArchive} disabled={busy}>
          {message.is_archived ? <ArchiveRestore size={16} aria-hidden="true" /> : <Archive size={16} aria-hidden="true" />}
          {message.is_archived ? t('reader.unarchive') : t('reader.archive')}
        </Button>
        <Button size="sm" variant="danger" onClick={onDelete} disabled={busy}>
          <Trash2 size={16} aria-hidden="true" />
          {t('reader.delete')}
        </Button>
      </div>

      <dl className={styles.details}>
        <dt className={styles.term}>{t('reader.from')}</dt>
        <dd className={styles.value}>
          {message.is_system_message ? <Badge tone="info">{t('list.system')}</Badge> : messageParty(message, 'inbox', t('list.unknown'))}
        </dd>
        {folder === 'sent' ? (
          <>
            <dt className={styles.term}>{t('reader.to')}</dt>
            <dd className={styles.value}>{messageParty(message, 'sent', t('list.unknown'))}</dd>
          </>
        ) : null}
        <dt className={styles.term}>{t('reader.date')}</dt>
        <dd className={styles.value}>
          <time dateTime={message.created_at ?? undefined}>{dateTime(message.created_at)}</time>
        </dd>
        <dt className={styles.term}>{t('reader.readAt')}</dt>
        <dd className={styles.value}>
          {message.read_at ? <time dateTime={message.read_at}>{dateTime(message.read_at)}</time> : t('reader.notRead')}
        </dd>
        <dt className={styles.term}>{t('reader.category')}</dt>
        <dd className={styles.value}>{category}</dd>
        <dt className={styles.term}>{t('reader.priority')}</dt>
        <dd className={styles.value} data-testid="reader-priority">
          <CategoryIcon category={message.category} priority={priority} size={14} />
          {t(`priorities.${priority}`)}
        </dd>
        {message.related_planet_coordinates ? (
          <>
            <dt className={styles.term}>{t('reader.planet')}</dt>
            <dd className={clsx(styles.value, styles.mono)}>[{message.related_planet_coordinates}]</dd>
          </>
        ) : null}
      </dl>

      {battleId !== null && battleId !== undefined ? (
        <section className={styles.battle} aria-label={t('reader.battle.title')} data-testid="battle-report">
          <Swords size={28} aria-hidden="true" />
          <div className={styles.battleText}>
            <strong>{t('reader.battle.title')}</strong>
            <span>{t('reader.battle.id', { id: battleId })}</span>
            {message.related_planet_coordinates ? (
              <span>{t('reader.battle.planet', { planet: message.related_planet_coordinates })}</span>
            ) : null}
          </div>
        </section>
      ) : null}

      <MessageContent id={message.id} source={source} copy={copy} />
      <MessageReport message={message} actions={reportActions} />

      {metadata.length > 0 ? (
        <section aria-labelledby={`message-${message.id}-metadata`}>
          <h3 id={`message-${message.id}-metadata`} className={styles.sectionTitle}>
            {t('reader.metadata')}
          </h3>
          <dl className={styles.details} data-testid="message-metadata">
            {metadata.map(([key, value]) => (
              <div key={key} style={{ display: 'contents' }}>
                <dt className={clsx(styles.term, styles.mono)}>{key}</dt>
                <dd className={styles.value}>{metadataValue(value, i18n.language)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <footer className={styles.footer}>{t('reader.footer', { id: message.id, date: dateTime(message.created_at) })}</footer>
    </article>
  );
}
