import { useTranslation } from 'react-i18next';
import Cog from 'lucide-react/icons/cog';
import FileText from 'lucide-react/icons/file-text';
import { config } from '@imperio/api-client';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { capCount } from '../../lib/format';
import * as styles from './Fleet.css';

export interface FleetHeaderProps {
  /** The server says due missions wait (`needs_processing`). */
  needsProcessing: boolean;
  processing: boolean;
  onProcess: () => void;
  /** Unread reports (the badge caps at '9+'). */
  unread: number;
  onOpenReports: () => void;
}

/**
 * The Fleet title with 'Procesar' (primary while missions wait, disabled while pending) and
 * 'Reportes' with its unread badge, capped at '9+' (spec p2 §2.5, §9).
 */
export function FleetHeader({ needsProcessing, processing, onProcess, unread, onOpenReports }: FleetHeaderProps) {
  const { t } = useTranslation('fleet');
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{t('title')}</h1>
      <div className={styles.actions}>
        {needsProcessing ? (
          <Badge tone="warning" className={styles.processBadge} data-testid="needs-processing">
            {t('process.needed')}
          </Badge>
        ) : null}
        <Button variant={needsProcessing ? 'primary' : 'secondary'} onClick={onProcess} disabled={processing}>
          <Cog size={16} aria-hidden="true" /> {processing ? t('actions.processing') : t('actions.process')}
        </Button>
        <Button onClick={onOpenReports}>
          <FileText size={16} aria-hidden="true" /> {t('actions.reports')}
          {unread > 0 ? (
            <>
              <Badge tone="danger" data-testid="reports-badge" aria-hidden="true">
                {capCount(unread, config.limits.reportsBadgeCap)}
              </Badge>
              <span className="visually-hidden"> ({t('actions.unreadReports', { count: unread })})</span>
            </>
          ) : null}
        </Button>
      </div>
    </header>
  );
}
