import { memo, useLayoutEffect, useMemo, useRef, type CSSProperties, type MouseEvent, type ReactNode, type Ref } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import Archive from 'lucide-react/icons/archive';
import ArchiveRestore from 'lucide-react/icons/archive-arrow-up';
import Mail from 'lucide-react/icons/mail';
import MailOpen from 'lucide-react/icons/mail-open';
import Reply from 'lucide-react/icons/reply';
import Star from 'lucide-react/icons/star';
import Trash2 from 'lucide-react/icons/trash';
import X from 'lucide-react/icons/x';
import type { Id, Message, MessageFolder } from '@imperio/api-client';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { CategoryIcon, normalPriority } from '../MessageIcons';
import { useDateText } from '../../lib/useDateText';
import * as styles from './MessageList.css';

/** Who a row names: the recipient in sent, the sender elsewhere ('Sistema' for system messages). */
export function messageParty(message: Message, folder: MessageFolder, fallback: string): string {
  if (folder === 'sent') return message.recipient?.display_name?.trim() || message.recipient?.username || fallback;
  return message.sender_display_name?.trim() || message.sender?.display_name?.trim() || message.sender?.username || fallback;
}

/** Whether a message can be answered: not in sent, not a system message (spec p2 §2.7, §6). */
export function canReply(message: Message, folder: MessageFolder): boolean {
  return folder !== 'sent' && !message.is_system_message;
}

export interface MessageRowProps {
  message: Message;
  folder: MessageFolder;
  active: boolean;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onOpen: () => void;
  onToggleStar: () => void;
  onReply: () => void;
  /** Disables the star while its change is on its way. */
  starBusy?: boolean;
  /** Placement when the list is windowed: position, its index in the set, the set's size. */
  windowed?: { style: CSSProperties; index: number; setSize: number; ref: Ref<HTMLLIElement> };
}

/**
 * One message row (spec p2 §2.7): read/unread icon, the sender (the recipient in sent), a
 * 'Sistema' badge, the category icon coloured by priority, the date, a star toggle, a reply
 * button (not in sent, not for system messages), the subject and the related planet. A click
 * anywhere on the row opens it; the subject is the keyboard's way in.
 */
export function MessageRow({
  message,
  folder,
  active,
  selected,
  onSelectedChange,
  onOpen,
  onToggleStar,
  onReply,
  starBusy = false,
  windowed,
}: MessageRowProps) {
  const { t } = useTranslation('messages');
  const { age } = useDateText();
  const unread = folder !== 'sent' && !message.is_read;
  const subject = message.subject.trim() || t('list.noSubject');
  const name = messageParty(message, folder, t('list.unknown'));
  const category = t(`categories.${message.category ?? 'other'}`, { defaultValue: message.category_display ?? t('categories.other') });
  const priority = t(`priorities.${normalPriority(message.priority)}`);

  function rowClick(event: MouseEvent<HTMLLIElement>) {
    if ((event.target as HTMLElement).closest('button, input, label, a')) return;
    onOpen();
  }

  return (
    <li
      ref={windowed?.ref}
      style={windowed?.style}
      data-index={windowed?.index}
      aria-posinset={windowed ? windowed.index + 1 : undefined}
      aria-setsize={windowed?.setSize}
      className={styles.row}
      data-active={active}
      data-unread={unread}
      data-testid="message-row"
      data-message-id={String(message.id)}
      onClick={rowClick}
    >
      <span className={styles.select}>
        <Checkbox label={t('list.select', { subject })} hideLabel checked={selected} onCheckedChange={onSelectedChange} />
      </span>
      <span className={styles.status}>
        {unread ? (
          <Mail size={16} aria-label={t('list.unread')} role="img" />
        ) : (
          <MailOpen size={16} aria-label={t('list.read')} role="img" />
        )}
        <CategoryIcon category={message.category} priority={message.priority} label={t('list.categoryIcon', { category, priority })} />
      </span>
      <span className={styles.meta}>
        {message.is_system_message && folder !== 'sent' ? (
          <Badge tone="info">{t('list.system')}</Badge>
        ) : (
          <span className={styles.party} title={name}>
            {folder === 'sent' ? t('list.to', { name }) : name}
          </span>
        )}
        <time className={styles.date} dateTime={message.created_at ?? undefined}>
          {age(message.created_at)}
        </time>
      </span>
      <span className={styles.subjectLine}>
        <button
          type="button"
          className={styles.subject}
          onClick={onOpen}
          data-open
          aria-current={active ? 'true' : undefined}
          // Cut to one line at any length (a phone shows ~25 characters): the whole subject on hover.
          title={subject}
        >
          {subject}
        </button>
        {message.related_planet_coordinates ? <span className={styles.planet}>[{message.related_planet_coordinates}]</span> : null}
      </span>
      <span className={styles.actions}>
        <button
          type="button"
          className={styles.iconButton}
          aria-pressed={Boolean(message.is_starred)}
          aria-label={message.is_starred ? t('list.unstar') : t('list.star')}
          title={message.is_starred ? t('list.unstar') : t('list.star')}
          disabled={starBusy}
          onClick={onToggleStar}
        >
          <Star size={16} aria-hidden="true" fill={message.is_starred ? 'currentColor' : 'none'} />
        </button>
        {canReply(message, folder) ? (
          <button type="button" className={styles.iconButton} aria-label={t('list.reply')} title={t('list.reply')} onClick={onReply}>
            <Reply size={16} aria-hidden="true" />
          </button>
        ) : null}
      </span>
    </li>
  );
}

export interface MessageListProps {
  messages: Message[];
  folder: MessageFolder;
  /** The message open in the reader. */
  activeId?: Id | null;
  /** Selected ids, as strings. */
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  onOpen: (message: Message) => void;
  onToggleStar: (message: Message) => void;
  onReply: (message: Message) => void;
  /** Ids whose star change is on its way. */
  starBusyIds?: ReadonlySet<string>;
  /** Accessible name of the list. */
  label: string;
}

/** Lists longer than this render only the rows in view (an inbox may hold 10 000). */
export const WINDOW_AFTER = 60;
/** A row's height before it is measured, in px (two lines and padding). */
const ROW_ESTIMATE = 68;

/**
 * The message list with a select-all header (spec p2 §2.7 'Multi-select with select-all').
 * A page of up to 60 rows renders whole; a longer one (a server that ignores the page size)
 * scrolls inside its own box and renders only the rows on screen plus a few either side, so
 * 10 000 messages cost the same DOM as a page of 20.
 */
export function MessageList({
  messages,
  folder,
  activeId,
  selected,
  onSelectedChange,
  onOpen,
  onToggleStar,
  onReply,
  starBusyIds,
  label,
}: MessageListProps) {
  const { t } = useTranslation('messages');
  const allSelected = messages.length > 0 && messages.every((m) => selected.has(String(m.id)));
  const windowed = messages.length > WINDOW_AFTER;

  // Stable handlers reading the latest props, so a row re-renders only when its own data
  // changes (selecting one of 10 000 rows, or scrolling, does not redraw the others).
  const latest = useRef({ selected, onSelectedChange, onOpen, onToggleStar, onReply });
  useLayoutEffect(() => {
    latest.current = { selected, onSelectedChange, onOpen, onToggleStar, onReply };
  });
  const handlers = useMemo<RowHandlers>(
    () => ({
      select: (message, checked) => {
        const next = new Set(latest.current.selected);
        if (checked) next.add(String(message.id));
        else next.delete(String(message.id));
        latest.current.onSelectedChange(next);
      },
      open: (message) => latest.current.onOpen(message),
      star: (message) => latest.current.onToggleStar(message),
      reply: (message) => latest.current.onReply(message),
    }),
    [],
  );

  const row = (message: Message, placement?: MessageRowProps['windowed']) => {
    const id = String(message.id);
    return (
      <ListRow
        key={id}
        message={message}
        folder={folder}
        active={activeId !== undefined && activeId !== null && String(activeId) === id}
        selected={selected.has(id)}
        starBusy={Boolean(starBusyIds?.has(id))}
        windowed={placement}
        handlers={handlers}
      />
    );
  };

  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <Checkbox
          label={t('list.selectAll')}
          checked={allSelected}
          onCheckedChange={(checked) => onSelectedChange(checked ? new Set(messages.map((m) => String(m.id))) : new Set())}
        />
      </div>
      {windowed ? (
        <WindowedRows messages={messages} label={label} row={row} />
      ) : (
        <ul className={styles.list} aria-label={label}>
          {messages.map((message) => row(message))}
        </ul>
      )}
    </div>
  );
}

interface RowHandlers {
  select: (message: Message, checked: boolean) => void;
  open: (message: Message) => void;
  star: (message: Message) => void;
  reply: (message: Message) => void;
}

interface ListRowProps {
  message: Message;
  folder: MessageFolder;
  active: boolean;
  selected: boolean;
  starBusy: boolean;
  windowed?: MessageRowProps['windowed'];
  handlers: RowHandlers;
}

const sameRow = (a: ListRowProps, b: ListRowProps) =>
  a.message === b.message &&
  a.folder === b.folder &&
  a.active === b.active &&
  a.selected === b.selected &&
  a.starBusy === b.starBusy &&
  a.handlers === b.handlers &&
  a.windowed?.index === b.windowed?.index &&
  a.windowed?.setSize === b.windowed?.setSize &&
  a.windowed?.ref === b.windowed?.ref &&
  a.windowed?.style.transform === b.windowed?.style.transform;

/** A row that re-renders only when its message, state or place changes. */
const ListRow = memo(function ListRow({ message, handlers, ...rest }: ListRowProps) {
  return (
    <MessageRow
      message={message}
      {...rest}
      onSelectedChange={(checked) => handlers.select(message, checked)}
      onOpen={() => handlers.open(message)}
      onToggleStar={() => handlers.star(message)}
      onReply={() => handlers.reply(message)}
    />
  );
}, sameRow);

/** The rows of a long list, windowed with @tanstack/react-virtual inside a scrolling box. */
function WindowedRows({
  messages,
  label,
  row,
}: {
  messages: Message[];
  label: string;
  row: (message: Message, placement: MessageRowProps['windowed']) => ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer hands back functions that change without new references; nothing here is
  // memoised around them (no React Compiler), so the warning does not apply.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey: (index) => String(messages[index]!.id),
    overscan: 6,
    gap: 4,
  });
  return (
    <div ref={scroller} className={styles.windowScroller} data-testid="message-list-window">
      <ul className={styles.windowList} aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) =>
          row(messages[item.index]!, {
            index: item.index,
            setSize: messages.length,
            ref: virtualizer.measureElement,
            style: { position: 'absolute', insetInline: 0, top: 0, transform: `translateY(${item.start}px)` },
          }),
        )}
      </ul>
    </div>
  );
}

export interface MessageBulkBarProps {
  count: number;
  /** In the archived folder the archive action restores instead. */
  archived: boolean;
  onMarkRead: () => void;
  onStar: () => void;
  onArchive: () => void;
  onDelete: () => void;
  onClear: () => void;
  disabled?: boolean;
}

/** The bar of bulk actions over the selection (spec p2 §2.7): mark read, favourite, archive, delete. */
export function MessageBulkBar({
  count,
  archived,
  onMarkRead,
  onStar,
  onArchive,
  onDelete,
  onClear,
  disabled = false,
}: MessageBulkBarProps) {
  const { t } = useTranslation('messages');
  return (
    <div className={styles.bulkBar} role="toolbar" aria-label={t('bulk.label')} data-testid="bulk-bar">
      <span className={styles.bulkCount} aria-live="polite">
        {t('bulk.selected', { count })}
      </span>
      <Button size="sm" onClick={onMarkRead} disabled={disabled}>
        <MailOpen size={16} aria-hidden="true" />
        {t('bulk.markRead')}
      </Button>
      <Button size="sm" onClick={onStar} disabled={disabled}>
        <Star size={16} aria-hidden="true" />
        {t('bulk.star')}
      </Button>
      <Button size="sm" onClick={onArchive} disabled={disabled}>
        {archived ? <ArchiveRestore size={16} aria-hidden="true" /> : <Archive size={16} aria-hidden="true" />}
        {archived ? t('reader.unarchive') : t('bulk.archive')}
      </Button>
      <Button size="sm" variant="danger" onClick={onDelete} disabled={disabled}>
        <Trash2 size={16} aria-hidden="true" />
        {t('bulk.delete')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear} aria-label={t('bulk.clear')} title={t('bulk.clear')}>
        <X size={16} aria-hidden="true" />
      </Button>
    </div>
  );
}
