import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { shipQueries, type MissionReport } from '@imperio/api-client';
import { raidPlan } from '@imperio/rules';
import { entityName, type EntityKind } from '../../lib/entityName';
import { hasSpyData, parseEspionageReport, SPY_SECTIONS, type SpyPlan, type SpySection } from '../../lib/espionageReport';
import { formatNumber } from '../../lib/format';
import { localeOf } from '../../i18n/languages';
import { useSelectedPlanet } from '../../state/selectedPlanet';
import * as styles from './MissionReports.css';

const CARGO_CODES = ['small_cargo', 'large_cargo'] as const;
const KIND: Record<SpySection, EntityKind> = { fleet: 'ship', defences: 'defense', buildings: 'building', research: 'research' };

/**
 * A spy report as a table and a starting point (spec p2 §2.6 detail view, §3 'Mission report'):
 * resources, fleet, defences, buildings and research when the probes saw them, as labelled rows
 * with numbers grouped by `Intl`; the loot at 50 % and the small and large cargo ships that carry
 * it (capacities from the ship types, `@imperio/rules` raidPlan); and three actions: 'Simular'
 * (the simulator with this defender and the selected planet's ships as the attacker), 'Atacar'
 * (the fleet form with the target, mission attack and the cargo ships it needs) and 'Espiar de
 * nuevo' (one probe now, the galaxy's quick send). Renders nothing when the report's text cannot
 * be read (the detail shows it as sent).
 * The actions need the fleet and the galaxy's quick send (screens): a screen passes them as
 * `actions` (screens/Reports SpyActions); without it the table shows alone.
 * @param actions renders the actions for the parsed report, its loot total and the cargo capacities
 */
export function EspionageReport({ report, actions }: { report: MissionReport; actions?: (plan: SpyPlan) => ReactNode }) {
  const { t, i18n } = useTranslation(['fleet', 'entities']);
  const locale = localeOf(i18n.language);
  const number = (value: number) => formatNumber(value, locale);
  const data = useMemo(() => parseEspionageReport(report), [report]);
  const { planet } = useSelectedPlanet();
  const shipTypes = useQuery(shipQueries.types(planet?.id));
  const capacities = useMemo(() => {
    const out: Record<string, number> = {};
    for (const type of shipTypes.data ?? []) {
      const code = type.code;
      if (code && (CARGO_CODES as readonly string[]).includes(code) && Number(type.cargo_capacity) > 0)
        out[code] = Number(type.cargo_capacity);
    }
    return out;
  }, [shipTypes.data]);
  if (!hasSpyData(data)) return null;
  const plan = data.resources ? raidPlan(data.resources, capacities) : null;
  const rowName = (section: SpySection, row: { code: string | null; name: string }) => entityName(t, KIND[section], row.code, row.name);

  return (
    <section aria-label={t('reports.spy.title')} className={styles.detail} data-testid="spy-report">
      <table className={styles.table}>
        <caption className={styles.caption}>{t('reports.spy.title')}</caption>
        {data.resources ? (
          <tbody>
            <GroupHead title={t('reports.spy.sections.resources')} />
            {(['metal', 'crystal', 'deuterium'] as const).map((resource) => (
              <Row key={resource} name={t(`reports.fields.${resource}`)} value={number(data.resources![resource])} />
            ))}
          </tbody>
        ) : null}
        {SPY_SECTIONS.map((section) => {
          const rows = data[section];
          if (!rows) return null;
          return (
            <tbody key={section} data-testid={`spy-${section}`}>
              <GroupHead title={t(`reports.spy.sections.${section}`)} />
              {rows.length ? (
                rows.map((row) => <Row key={`${row.code ?? row.name}`} name={rowName(section, row)} value={number(row.count)} />)
              ) : (
                <tr>
                  <td colSpan={2} className={styles.muted}>
                    {t('reports.spy.none')}
                  </td>
                </tr>
              )}
            </tbody>
          );
        })}
        {plan ? (
          <tbody data-testid="spy-loot">
            <GroupHead title={t('reports.spy.loot')} />
            {(['metal', 'crystal', 'deuterium'] as const).map((resource) => (
              <Row key={resource} name={t(`reports.fields.${resource}`)} value={number(plan.loot[resource])} />
            ))}
            <Row name={t('reports.spy.lootTotal')} value={number(plan.total)} />
            {CARGO_CODES.map((code) => (
              <Row
                key={code}
                name={t('reports.spy.cargoNeeded', { ship: entityName(t, 'ship', code) })}
                value={code in plan.ships ? number(plan.ships[code]!) : '—'}
                testId={`spy-needs-${code}`}
              />
            ))}
          </tbody>
        ) : null}
      </table>
      {actions?.({ data, total: plan?.total ?? 0, capacities })}
    </section>
  );
}

/** A group's heading row in the spy table ('Recursos', 'Flota'…), spanning both columns. */
function GroupHead({ title }: { title: string }) {
  return (
    <tr>
      <th scope="colgroup" colSpan={2} className={styles.groupHead}>
        {title}
      </th>
    </tr>
  );
}

/** One labelled row of the spy table: a name and its formatted number (`testId` on the number's cell). */
function Row({ name, value, testId }: { name: string; value: string; testId?: string }) {
  return (
    <tr>
      <th scope="row" className={styles.rowHead}>
        {name}
      </th>
      <td className={styles.number} data-testid={testId}>
        {value}
      </td>
    </tr>
  );
}
