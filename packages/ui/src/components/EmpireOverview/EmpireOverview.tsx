import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import type { Planet } from '@imperio/api-client';
import { formatClock } from '@imperio/rules';
import { formatCompact, formatNumber } from '../../lib/format';
import { useEntityName } from '../../lib/entityName';
import { useErrorText } from '../../lib/useErrorText';
import { EmptyState } from '../../primitives/EmptyState';
import { QueryState } from '../../primitives/QueryState';
import { EntityIcon } from '../EntityIcon';
import { sortEmpireRows, STOCK_KEYS, type EmpireRow, type EmpireSortKey } from './empireRows';
import { useEmpireOverview } from './useEmpireOverview';
import * as styles from './EmpireOverview.css';

const COLUMNS: EmpireSortKey[] = ['name', 'coordinates', ...STOCK_KEYS, 'production', 'fields', 'building', 'fleets'];

/** The row's texts, shared by the table and the phone cards. */
function useCells() {
  const { t, i18n } = useTranslation('dashboard');
  const name = useEntityName();
  const lang = i18n.language;
  const left = (endMs: number | null, nowMs: number) =>
    endMs === null ? '' : formatClock(Math.max(0, Math.round((endMs - nowMs) / 1000)));
  return {
    amount: (row: EmpireRow, key: (typeof STOCK_KEYS)[number]) => (row.stock ? formatNumber(row.stock[key], lang) : '…'),
    production: (row: EmpireRow) => (row.perHour ? STOCK_KEYS.map((key) => formatCompact(row.perHour![key], lang)).join(' / ') : '…'),
    fields: (row: EmpireRow) =>
      row.fieldsUsed === null ? '—' : `${formatNumber(row.fieldsUsed, lang)}/${formatNumber(row.fieldsTotal ?? 0, lang)}`,
    building: (row: EmpireRow, nowMs: number) =>
      row.building
        ? t('empire.building', {
            name: name('building', row.building.code, row.building.name),
            level: row.building.level,
            left: left(row.building.endsAtMs, nowMs),
          })
        : t('empire.idle'),
    fleets: (row: EmpireRow, nowMs: number) =>
      row.fleets === 0
        ? t('empire.noFleets')
        : row.nextFleetMs === null
          ? String(row.fleets)
          : t('empire.fleets', { count: row.fleets, left: left(row.nextFleetMs, nowMs) }),
  };
}

export interface EmpireOverviewProps {
  /** Opens a planet: the dashboard selects it and shows its 'Centro de Mando'. */
  onOpen: (id: Planet['id']) => void;
  /** The clock in ms the countdowns read (the dashboard passes the shared clock's second). */
  nowMs: number;
}

/**
 * 'Imperio', the whole empire at a glance: every own planet in one sortable table — stock,
 * production per hour, fields, the building being upgraded and when it ends, the fleets that
 * concern it — and one card per planet below 768 px. A planet's name opens it.
 */
export function EmpireOverview({ onOpen, nowMs }: EmpireOverviewProps) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const errorText = useErrorText();
  const overview = useEmpireOverview();
  const cells = useCells();
  const [sort, setSort] = useState<{ key: EmpireSortKey; direction: 'ascending' | 'descending' }>({
    key: 'coordinates',
    direction: 'ascending',
  });
  const toggle = (key: EmpireSortKey) =>
    setSort((now) => ({ key, direction: now.key === key && now.direction === 'ascending' ? 'descending' : 'ascending' }));
  const query = {
    data: overview.isLoading && overview.rows.length === 0 ? undefined : overview.rows,
    error: overview.error,
    isPending: overview.isLoading,
    refetch: overview.refetch,
  };
  return (
    <section aria-labelledby="empire-title">
      <h2 id="empire-title" className="visually-hidden">
        {t('empire.title')}
      </h2>
      <QueryState
        query={query}
        loadingLabel={tc('loading')}
        errorText={(error) => errorText(error, 'errors:planets.load')}
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyState title={t('planets.empty')} description={t('planets.emptyHint')} />}
      >
        {(rows) => {
          const sorted = sortEmpireRows(rows, sort.key, sort.direction);
          const open = (row: EmpireRow) => (
            <button type="button" className={styles.planetButton} onClick={() => onOpen(row.id)}>
              {row.building ? <EntityIcon kind="building" code={row.building.code} size="sm" /> : null}
              {row.name || t('planets.unnamed')}
            </button>
          );
          return (
            <>
              <div className={styles.tableWrap}>
                <table className={styles.table} data-testid="empire-table">
                  <caption className="visually-hidden">{t('empire.title')}</caption>
                  <thead>
                    <tr>
                      {COLUMNS.map((key) => (
                        <th key={key} scope="col" className={styles.cell} aria-sort={sort.key === key ? sort.direction : undefined}>
                          <button type="button" className={styles.sortButton} onClick={() => toggle(key)}>
                            {t(`empire.columns.${key}`)}
                            {sort.key === key ? (
                              sort.direction === 'ascending' ? (
                                <ArrowUp size={14} aria-hidden="true" />
                              ) : (
                                <ArrowDown size={14} aria-hidden="true" />
                              )
                            ) : null}
                          </button>
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {sorted.map((row) => (
                      <tr key={String(row.id)} data-testid="empire-row">
                        <th scope="row" className={styles.cell}>
                          {open(row)}
                        </th>
                        <td className={styles.cell}>{row.coordinates ? `[${row.coordinates}]` : '—'}</td>
                        {STOCK_KEYS.map((key) => (
                          <td key={key} className={styles.cell}>
                            {cells.amount(row, key)}
                          </td>
                        ))}
                        <td className={styles.cell}>{cells.production(row)}</td>
                        <td className={styles.cell}>{cells.fields(row)}</td>
                        <td className={styles.cell}>{cells.building(row, nowMs)}</td>
                        <td className={styles.cell}>{cells.fleets(row, nowMs)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <ul className={styles.cards} aria-label={t('empire.title')}>
                {sorted.map((row) => (
                  <li key={String(row.id)} className={styles.card} data-testid="empire-card">
                    <div>
                      {open(row)} <span className={styles.muted}>{row.coordinates ? `[${row.coordinates}]` : ''}</span>
                    </div>
                    <dl className={styles.facts}>
                      {STOCK_KEYS.map((key) => (
                        <div key={key} className={styles.group}>
                          <dt className={styles.term}>{t(`empire.columns.${key}`)}</dt>
                          <dd className={styles.value}>{cells.amount(row, key)}</dd>
                        </div>
                      ))}
                      <dt className={styles.term}>{t('empire.columns.production')}</dt>
                      <dd className={styles.value}>{cells.production(row)}</dd>
                      <dt className={styles.term}>{t('empire.columns.fields')}</dt>
                      <dd className={styles.value}>{cells.fields(row)}</dd>
                      <dt className={styles.term}>{t('empire.columns.building')}</dt>
                      <dd className={styles.value}>{cells.building(row, nowMs)}</dd>
                      <dt className={styles.term}>{t('empire.columns.fleets')}</dt>
                      <dd className={styles.value}>{cells.fleets(row, nowMs)}</dd>
                    </dl>
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
