import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { DetailSheet } from '../DetailSheet';
import * as styles from './QueueStrip.css';

export interface QueueStripProps {
  /** The queue's name ('Cola de construcción'): names the strip and the sheet. */
  title: string;
  /** What builds now: its name (an icon may lead it) and its countdown, already formatted; null when nothing runs. */
  current: { name: ReactNode; time: string | null } | null;
  /** How many items wait after the current one ('+N en cola'); 0 shows nothing. */
  waiting: number;
  /** The text shown when nothing runs and nothing waits. */
  emptyText: string;
  /** The full queue (its list and actions), shown in the sheet the strip opens. */
  children: ReactNode;
  /** The sheet starts with `title` as its heading; false when `children` bring their own. */
  heading?: boolean;
}

/**
 * The phone's queue at the top of a screen (spec p2 §2.1–2.4: the queue of buildings, research,
 * ships and defences): one row under the title with what builds now, its countdown and
 * '+N en cola'; a tap opens the full queue in a `DetailSheet` (Back closes it, focus returns to
 * the row). Without anything running or waiting it is a plain line of text.
 */
export function QueueStrip({ title, current, waiting, emptyText, children, heading = true }: QueueStripProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  if (!current && waiting === 0) {
    return (
      <p className={styles.empty} data-testid="queue-strip">
        {emptyText}
      </p>
    );
  }
  return (
    <>
      <button type="button" className={styles.strip} data-testid="queue-strip" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span className="visually-hidden">{title}: </span>
        <span className={styles.name}>{current ? current.name : null}</span>
        {current?.time ? <span className={styles.time}>{current.time}</span> : null}
        {waiting > 0 ? <span className={styles.more}>{t('queueStrip.more', { count: waiting })}</span> : null}
        <ChevronRight size={18} aria-hidden="true" />
      </button>
      <DetailSheet open={open} onBack={() => setOpen(false)} title={title} backLabel={t('sheet.back')} closeOnHistoryBack>
        {heading ? <h2 className={styles.heading}>{title}</h2> : null}
        {children}
      </DetailSheet>
    </>
  );
}
