import { useTranslation } from 'react-i18next';
import type { BattleSummary, TypeLosses } from '@imperio/rules';
import { formatDecimal, formatNumber } from '../../lib/format';
import { useEntityName } from '../../lib/entityName';
import { RESOURCES, type Side } from './combatForm';
import * as styles from './CombatSimulator.css';

export interface SimulationResultProps {
  summary: BattleSummary;
  /** Whether a unit code is a defence (for its name). */
  isDefence: (code: string) => boolean;
  /** The names the types sent, by code, when the client has no translation. */
  names: ReadonlyMap<string, string>;
}

/**
 * What many runs say (spec p2 §2.10, made real): 'Atacante gana N %', 'Empate N %',
 * 'Defensor gana N %', the mean rounds, each side's mean losses per unit type (units and
 * resources), the mean debris field and loot, and the first run round by round.
 */
export function SimulationResult({ summary, isDefence, names }: SimulationResultProps) {
  const { t, i18n } = useTranslation(['simulator', 'common']);
  const entity = useEntityName();
  const whole = (value: number) => formatNumber(Math.round(value), i18n.language);
  const decimal = (value: number) => formatDecimal(value, i18n.language, 1);
  const percent = (share: number) => formatDecimal(share * 100, i18n.language, 1);
  const unitName = (code: string) => entity(isDefence(code) ? 'defense' : 'ship', code, names.get(code));

  const lossTable = (side: Side, rows: TypeLosses[]) => (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid={`losses-${side}`}>
        <caption className={styles.caption}>{t(`losses.${side}`)}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.th}>
              {t('losses.unit')}
            </th>
            <th scope="col" className={`${styles.th} ${styles.num}`}>
              {t('losses.units')}
            </th>
            {RESOURCES.map((resource) => (
              <th key={resource} scope="col" className={`${styles.th} ${styles.num}`}>
                {t(`common:resources.${resource}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td className={styles.td} colSpan={5}>
                {t('losses.none')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.code}>
                <th scope="row" className={styles.rowHead}>
                  {unitName(row.code)}
                </th>
                <td className={`${styles.td} ${styles.num}`}>
                  {decimal(row.units)} / {whole(row.count)}
                </td>
                {RESOURCES.map((resource) => (
                  <td key={resource} className={`${styles.td} ${styles.num}`}>
                    {whole(row[resource])}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );

  const rounds = summary.sample.rounds;
  return (
    <div className={styles.status} data-testid="simulation-result">
      <h3 className={styles.groupTitle}>{t('outcomes')}</h3>
      <ul className={styles.outcomes} data-testid="outcomes">
        <li>{t('attackerWins', { value: percent(summary.outcomes.attacker) })}</li>
        <li>{t('draw', { value: percent(summary.outcomes.draw) })}</li>
        <li>{t('defenderWins', { value: percent(summary.outcomes.defender) })}</li>
      </ul>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('meanRounds')}</dt>
        <dd className={styles.value}>{decimal(summary.meanRounds)}</dd>
      </dl>
      {lossTable('attacker', summary.losses.attacker)}
      {lossTable('defender', summary.losses.defender)}
      <h3 className={styles.groupTitle}>{t('debris')}</h3>
      <dl className={styles.facts} data-testid="debris">
        <dt className={styles.term}>{t('common:resources.metal')}</dt>
        <dd className={styles.value}>{whole(summary.debris.metal)}</dd>
        <dt className={styles.term}>{t('common:resources.crystal')}</dt>
        <dd className={styles.value}>{whole(summary.debris.crystal)}</dd>
      </dl>
      <h3 className={styles.groupTitle}>{t('loot')}</h3>
      {summary.loot ? (
        <dl className={styles.facts} data-testid="loot">
          {RESOURCES.map((resource) => (
            <Fact key={resource} term={t(`common:resources.${resource}`)} value={whole(summary.loot![resource])} />
          ))}
        </dl>
      ) : (
        <p className={styles.intro} data-testid="loot">
          {t('lootUnknown')}
        </p>
      )}
      <div className={styles.scroll}>
        <table className={styles.table} data-testid="rounds">
          <caption className={styles.caption}>
            {t('sample')}: {t(`sampleWinner.${summary.sample.winner}`)}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>
                {t('round')}
              </th>
              {(['attacker', 'defender'] as const).flatMap((side) => [
                <th key={`${side}-units`} scope="col" className={`${styles.th} ${styles.num}`}>
                  {t('unitsLeft', { side: t(`sideShort.${side}`) })}
                </th>,
                <th key={`${side}-shots`} scope="col" className={`${styles.th} ${styles.num}`}>
                  {t('shots', { side: t(`sideShort.${side}`) })}
                </th>,
                <th key={`${side}-damage`} scope="col" className={`${styles.th} ${styles.num}`}>
                  {t('damage', { side: t(`sideShort.${side}`) })}
                </th>,
              ])}
            </tr>
          </thead>
          <tbody>
            {rounds.map((round) => (
              <tr key={round.round}>
                <th scope="row" className={styles.rowHead}>
                  {round.round}
                </th>
                {([round.attacker, round.defender] as const).flatMap((side, index) => [
                  <td key={`${index}-units`} className={`${styles.td} ${styles.num}`}>
                    {whole(side.units)} → {whole(side.units - side.lost)}
                  </td>,
                  <td key={`${index}-shots`} className={`${styles.td} ${styles.num}`}>
                    {whole(side.shots)}
                  </td>,
                  <td key={`${index}-damage`} className={`${styles.td} ${styles.num}`}>
                    {whole(side.damage)}
                  </td>,
                ])}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{value}</dd>
    </>
  );
}
