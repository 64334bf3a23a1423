import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { MissionReport, ReportStatistics } from '@imperio/api-client';
import { Badge } from '../../primitives/Badge';
import { Box } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { reportPreview } from '../../lib/fleet';
import { formatNumber } from '../../lib/format';
import type { SpyPlan } from '../../lib/espionageReport';
import { reportFields, type ReportField, type ReportFieldValue } from '../../lib/reportFields';
import { useDateText } from '../../lib/useDateText';
import { FramedMissionTypeIcon } from '../MissionCard';
import * as styles from './MissionReports.css';
import { localeOf } from '../../i18n/languages';
import { BattleReport } from './BattleReport';
import { EspionageReport } from './EspionageReport';

/** The translated name of a report type, else the type as sent. */
function useReportTypeName(): (type: string | null | undefined) => string {
  const { t, i18n } = useTranslation('fleet');
  return (type) =>
    type && i18n.exists(`fleet:reports.types.${type}`) ? t(`reports.types.${type}` as never) : type || t('reports.untitled');
}

/** 'Nuevo' (unread) or 'Leído' (spec p2 §2.6, §4 'Report'). */
export function ReportReadBadge({ isRead }: { isRead: boolean }) {
  const { t } = useTranslation('fleet');
  return <Badge tone={isRead ? 'neutral' : 'primary'}>{isRead ? t('reports.read') : t('reports.new')}</Badge>;
}

export interface ReportListProps {
  reports: MissionReport[];
  onOpen: (report: MissionReport) => void;
}

/**
 * Reports as buttons (spec p2 §2.6): type icon, title, a 150-character preview of the content,
 * age ('Justo ahora', minutes, hours, days under 7, else the date) and 'Nuevo' or 'Leído'.
 */
export function ReportList({ reports, onOpen }: ReportListProps) {
  const { t } = useTranslation('fleet');
  const { age } = useDateText();
  const typeName = useReportTypeName();
  return (
    <ul className={styles.list} aria-label={t('reports.title')}>
      {reports.map((report) => (
        <li key={report.id}>
          <button
            type="button"
            className={styles.item}
            data-unread={!report.is_read}
            onClick={() => onOpen(report)}
            data-testid="report-item"
          >
            <FramedMissionTypeIcon code={report.report_type} title={typeName(report.report_type)} />
            <span className={styles.body}>
              <span className={styles.title}>
                <span className="visually-hidden">{typeName(report.report_type)}: </span>
                {report.title ? <span data-server-text="">{report.title}</span> : typeName(report.report_type)}
              </span>
              <span className={styles.preview} data-testid="report-preview" data-server-text="">
                {reportPreview(report.content)}
              </span>
            </span>
            <span className={styles.side}>
              <span>{age(report.created_at)}</span>
              <ReportReadBadge isRead={Boolean(report.is_read)} />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A report field's value in the interface language: numbers grouped by `Intl` (lib/format),
 * resource amounts with their names ('20.100 metal, 13.400 cristal'), coded values and yes/no
 * from the fleet namespace, coordinates in brackets, text as sent.
 */
function useFieldText(): { label: (field: ReportField) => string; value: (value: ReportFieldValue) => string } {
  const { t, i18n } = useTranslation('fleet');
  const locale = localeOf(i18n.language);
  const number = (n: number) => formatNumber(n, locale);
  return {
    label: (field) => ('field' in field.label ? t(`reports.fields.${field.label.field}` as never) : field.label.text),
    value: (value) => {
      switch (value.kind) {
        case 'number':
          return value.unit ? t(`reports.units.${value.unit}`, { value: number(value.value) }) : number(value.value);
        case 'resources':
          return value.amounts.map((amount) => t(`reports.amounts.${amount.resource}`, { value: number(amount.value) })).join(', ');
        case 'code':
          return t(`reports.values.${value.field}.${value.code}` as never);
        case 'boolean':
          return value.value ? t('reports.yes') : t('reports.no');
        case 'coordinates':
          return `[${value.value}]`;
        default:
          return value.value;
      }
    },
  };
}

export interface ReportDetailProps {
  report: MissionReport;
  /** 'Volver' to the list; none (a notification shows the report in place): no back button. */
  onBack?: () => void;
  /** A spy report's actions (a screen passes screens/Reports SpyActions); none: the table alone. */
  spyActions?: (plan: SpyPlan) => ReactNode;
}

/**
 * One report (spec p2 §2.6 'detail view'): type, title, date, the full text as the server wrote
 * it, and its data as labelled, formatted fields ('Resultado: Victoria', 'Escombros: 20.100
 * metal, 13.400 cristal'; see lib/reportFields), never raw keys. A spy report adds its table,
 * loot and actions (EspionageReport); a combat report its sides before and after (BattleReport).
 */
export function ReportDetail({ report, onBack, spyActions }: ReportDetailProps) {
  const { t } = useTranslation('fleet');
  const { age, dateTime } = useDateText();
  const typeName = useReportTypeName();
  const fieldText = useFieldText();
  const fields = reportFields(report.metadata);
  return (
    <article className={styles.detail} aria-labelledby={`report-${report.id}-title`}>
      {onBack ? (
        <div>
          <Button size="sm" variant="ghost" onClick={onBack}>
            <ArrowLeft size={16} aria-hidden="true" /> {t('reports.back')}
          </Button>
        </div>
      ) : null}
      <Box display="flex" alignItems="center" gap="sm" flexWrap="wrap">
        <FramedMissionTypeIcon code={report.report_type} />
        <h3 id={`report-${report.id}-title`} className={styles.detailTitle} data-server-text={report.title ? '' : undefined}>
          {report.title || typeName(report.report_type)}
        </h3>
        <ReportReadBadge isRead={Boolean(report.is_read)} />
      </Box>
      <p className={styles.muted}>
        {typeName(report.report_type)} · <time dateTime={report.created_at ?? undefined}>{dateTime(report.created_at)}</time> (
        {age(report.created_at)})
      </p>
      <p className={styles.content} data-testid="report-content" data-server-text="">
        {report.content}
      </p>
      {report.report_type === 'espionage' ? <EspionageReport report={report} actions={spyActions} /> : null}
      {report.report_type === 'attack' ? <BattleReport report={report} /> : null}
      {fields.length ? (
        <section aria-label={t('reports.data')}>
          <dl className={styles.meta} data-testid="report-fields">
            {fields.map((field) => (
              <div key={field.key} style={{ display: 'contents' }}>
                <dt className={styles.metaKey}>{fieldText.label(field)}</dt>
                <dd className={styles.metaValue}>{fieldText.value(field.value)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </article>
  );
}

/** The statistics line (spec p2 §7 statistics): total, unread and read reports. */
export function ReportStats({ stats }: { stats: ReportStatistics }) {
  const { t, i18n } = useTranslation('fleet');
  const locale = localeOf(i18n.language);
  const items = [
    ['total', t('reports.total'), stats.total_reports],
    ['unread', t('reports.unreadCount'), stats.unread_reports],
    ['read', t('reports.readCount'), Math.max(0, stats.total_reports - stats.unread_reports)],
  ] as const;
  return (
    <Box as="dl" display="flex" flexWrap="wrap" gap="lg" margin="none" aria-label={t('reports.statistics')} data-testid="report-stats">
      {items.map(([key, label, value]) => (
        <Box key={key} display="flex" flexDirection="column">
          <dt className={styles.muted}>{label}</dt>
          <dd className={styles.statValue}>{formatNumber(value, locale)}</dd>
        </Box>
      ))}
    </Box>
  );
}
