import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { defenseQueries, shipQueries, type MissionReport } from '@imperio/api-client';
import { entityCode, entityName } from '../../lib/entityName';
import { parseBattleReport, sideLosses, type BattleRow, type UnitCost } from '../../lib/battleReport';
import { formatNumber } from '../../lib/format';
import { localeOf } from '../../i18n/languages';
import { useSelectedPlanet } from '../../state/selectedPlanet';
import * as styles from './MissionReports.css';

/**
 * A combat report shows the battle (spec p2 §2.6 detail view, §3 'Mission report'; rules in
 * docs/combat.md): per side a table of units before, after and lost, the losses in units and
 * in resources (unit costs from the ship and defence types of the selected planet), the debris,
 * the loot and the rounds, each only when the report carries it (lib/battleReport). Renders
 * nothing when the report has no side to show.
 */
export function BattleReport({ report }: { report: MissionReport }) {
  const { t, i18n } = useTranslation(['fleet', 'entities']);
  const locale = localeOf(i18n.language);
  const number = (value: number) => formatNumber(value, locale);
  const data = useMemo(() => parseBattleReport(report), [report]);
  const { planet } = useSelectedPlanet();
  // The unit costs are needed only for a side to show; without a planet the queries skip.
  const costsPlanet = data.attacker !== null || data.defender !== null ? planet?.id : undefined;
  const ships = useQuery(shipQueries.types(costsPlanet));
  const defences = useQuery(defenseQueries.types(costsPlanet));
  const costs = useMemo(() => {
    const map = new Map<string, UnitCost>();
    for (const type of [...(ships.data ?? []), ...(defences.data ?? [])]) {
      if (!type.code) continue;
      map.set(type.code, {
        metal: Number(type.metal_cost) || 0,
        crystal: Number(type.crystal_cost) || 0,
        deuterium: Number(type.deuterium_cost) || 0,
      });
    }
    return map;
  }, [ships.data, defences.data]);
  if (!data.attacker && !data.defender) return null;
  const unitName = (code: string) =>
    entityCode('ship', code) ? entityName(t, 'ship', code) : entityCode('defense', code) ? entityName(t, 'defense', code) : code;
  const resourcesText = (amounts: Partial<UnitCost>) =>
    (['metal', 'crystal', 'deuterium'] as const)
      .filter((resource) => amounts[resource] !== undefined)
      .map((resource) => t(`reports.amounts.${resource}`, { value: number(amounts[resource]!) }))
      .join(', ');

  const sideTable = (which: 'attacker' | 'defender', rows: BattleRow[] | null) => {
    if (!rows) return null;
    const losses = sideLosses(rows, costs);
    return (
      <table className={styles.table} data-testid={`battle-${which}`}>
        <caption className={styles.caption}>{t(`reports.battle.${which}`)}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.rowHead}>
              {t('reports.battle.unit')}
            </th>
            <th scope="col" className={styles.number}>
              {t('reports.battle.before')}
            </th>
            <th scope="col" className={styles.number}>
              {t('reports.battle.after')}
            </th>
            <th scope="col" className={styles.number}>
              {t('reports.battle.lost')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code}>
              <th scope="row" className={styles.rowHead}>
                {unitName(row.code)}
              </th>
              <td className={styles.number}>{number(row.before)}</td>
              <td className={styles.number}>{row.after === null ? '—' : number(row.after)}</td>
              <td className={styles.number}>{row.lost === null ? '—' : number(row.lost)}</td>
            </tr>
          ))}
        </tbody>
        {losses.units !== null ? (
          <tfoot>
            <tr>
              <th scope="row" className={styles.rowHead}>
                {t('reports.battle.lossesUnits')}
              </th>
              <td colSpan={3} className={styles.number} data-testid={`battle-${which}-lost-units`}>
                {number(losses.units)}
              </td>
            </tr>
            {losses.resources ? (
              <tr>
                <th scope="row" className={styles.rowHead}>
                  {t('reports.battle.lossesResources')}
                </th>
                <td colSpan={3} className={styles.number} data-testid={`battle-${which}-lost-resources`}>
                  {resourcesText(losses.resources)}
                </td>
              </tr>
            ) : null}
          </tfoot>
        ) : null}
      </table>
    );
  };

  return (
    <section aria-label={t('reports.battle.title')} className={styles.detail} data-testid="battle-report">
      {sideTable('attacker', data.attacker)}
      {sideTable('defender', data.defender)}
      <dl className={styles.meta}>
        {data.rounds !== null ? (
          <>
            <dt className={styles.metaKey}>{t('reports.battle.rounds')}</dt>
            <dd className={styles.metaValue} data-testid="battle-rounds">
              {number(data.rounds)}
            </dd>
          </>
        ) : null}
        {data.debris ? (
          <>
            <dt className={styles.metaKey}>{t('reports.battle.debris')}</dt>
            <dd className={styles.metaValue}>{resourcesText(data.debris)}</dd>
          </>
        ) : null}
        {data.loot ? (
          <>
            <dt className={styles.metaKey}>{t('reports.battle.loot')}</dt>
            <dd className={styles.metaValue}>{resourcesText(data.loot)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
