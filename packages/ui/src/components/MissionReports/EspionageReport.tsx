import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Crosshair from 'lucide-react/icons/crosshair';
import Eye from 'lucide-react/icons/eye';
import Swords from 'lucide-react/icons/swords';
import { shipQueries, type MissionReport } from '@imperio/api-client';
import { raidPlan } from '@imperio/rules';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { entityName, type EntityKind } from '../../lib/entityName';
import {
  cargoPick,
  combatTech,
  countsByCode,
  hasSpyData,
  parseEspionageReport,
  SPY_SECTIONS,
  type EspionageData,
  type SpySection,
} from '../../lib/espionageReport';
import { formatNumber } from '../../lib/format';
import { fleetLink } from '../../lib/galaxy';
import type { GalaxySlot } from '../../lib/galaxy';
import { localeOf } from '../../i18n/languages';
import { useSelectedPlanet } from '../../state/selectedPlanet';
import { useFleetShips } from '../../screens/Fleet/useFleetShips';
import { useQuickSend } from '../../screens/Galaxy/useQuickSend';
import * as styles from './MissionReports.css';

const CARGO_CODES = ['small_cargo', 'large_cargo'] as const;
const KIND: Record<SpySection, EntityKind> = { fleet: 'ship', defences: 'defense', buildings: 'building', research: 'research' };

/**
 * The fleet form's address for an attack on `place` with `ships` (`code:count` pairs in `ships`,
 * read by the fleet screen's `useFleetHandover`): `/fleet?g=&s=&p=&type=planet&mission=attack&ships=`.
 */
export function attackLink(place: { galaxy: number; system: number; position: number }, ships: Readonly<Record<string, number>>): string {
  const base = fleetLink(place, 'planet', 'attack');
  const pairs = Object.entries(ships)
    .filter(([, count]) => count > 0)
    .map(([code, count]) => `${code}:${count}`)
    .join(',');
  return pairs ? `${base}&${new URLSearchParams({ ships: pairs }).toString()}` : base;
}

/**
 * The simulator's router state for a spy report (see CombatSimulatorScreen 'Prefilled battles'):
 * the attacker is every ship on the selected planet, the defender the report's fleet and
 * defences (by code), its weapons/shielding/armour when the research was seen, and its resources.
 */
export function simulatorState(data: EspionageData, attackerShips: Readonly<Record<string, number>>) {
  const place = data.coordinates;
  return {
    combat: {
      ...(place ? { target: `${place.galaxy}:${place.system}:${place.position}` } : {}),
      attacker: { units: { ...attackerShips } },
      defender: {
        units: { ...countsByCode(data.fleet), ...countsByCode(data.defences) },
        tech: combatTech(data.research),
        resources: data.resources ?? undefined,
      },
    },
  };
}

/**
 * A spy report as a table and a starting point (spec p2 §2.6 detail view, §3 'Mission report'):
 * resources, fleet, defences, buildings and research when the probes saw them, as labelled rows
 * with numbers grouped by `Intl`; the loot at 50 % and the small and large cargo ships that carry
 * it (capacities from the ship types, `@imperio/rules` raidPlan); and three actions: 'Simular'
 * (the simulator with this defender and the selected planet's ships as the attacker), 'Atacar'
 * (the fleet form with the target, mission attack and the cargo ships it needs) and 'Espiar de
 * nuevo' (one probe now, the galaxy's quick send). Renders nothing when the report's text cannot
 * be read (the detail shows it as sent).
 * @param onLeave called before navigating away (a dialog closes itself)
 */
export function EspionageReport({ report, onLeave }: { report: MissionReport; onLeave?: () => void }) {
  const { t, i18n } = useTranslation(['fleet', 'entities']);
  const locale = localeOf(i18n.language);
  const number = (value: number) => formatNumber(value, locale);
  const data = useMemo(() => parseEspionageReport(report), [report]);
  const { planet } = useSelectedPlanet();
  const shipTypes = useQuery({ ...shipQueries.types(planet?.id ?? 0), enabled: Boolean(planet) });
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
            <tr>
              <th scope="colgroup" colSpan={2} className={styles.groupHead}>
                {t('reports.spy.sections.resources')}
              </th>
            </tr>
            {(['metal', 'crystal', 'deuterium'] as const).map((resource) => (
              <tr key={resource}>
                <th scope="row" className={styles.rowHead}>
                  {t(`reports.fields.${resource}`)}
                </th>
                <td className={styles.number}>{number(data.resources![resource])}</td>
              </tr>
            ))}
          </tbody>
        ) : null}
        {SPY_SECTIONS.map((section) => {
          const rows = data[section];
          if (!rows) return null;
          return (
            <tbody key={section} data-testid={`spy-${section}`}>
              <tr>
                <th scope="colgroup" colSpan={2} className={styles.groupHead}>
                  {t(`reports.spy.sections.${section}`)}
                </th>
              </tr>
              {rows.length ? (
                rows.map((row) => (
                  <tr key={`${row.code ?? row.name}`}>
                    <th scope="row" className={styles.rowHead}>
                      {rowName(section, row)}
                    </th>
                    <td className={styles.number}>{number(row.count)}</td>
                  </tr>
                ))
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
            <tr>
              <th scope="colgroup" colSpan={2} className={styles.groupHead}>
                {t('reports.spy.loot')}
              </th>
            </tr>
            {(['metal', 'crystal', 'deuterium'] as const).map((resource) => (
              <tr key={resource}>
                <th scope="row" className={styles.rowHead}>
                  {t(`reports.fields.${resource}`)}
                </th>
                <td className={styles.number}>{number(plan.loot[resource])}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className={styles.rowHead}>
                {t('reports.spy.lootTotal')}
              </th>
              <td className={styles.number}>{number(plan.total)}</td>
            </tr>
            {CARGO_CODES.map((code) => (
              <tr key={code}>
                <th scope="row" className={styles.rowHead}>
                  {t('reports.spy.cargoNeeded', { ship: entityName(t, 'ship', code) })}
                </th>
                <td className={styles.number} data-testid={`spy-needs-${code}`}>
                  {code in plan.ships ? number(plan.ships[code]!) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        ) : null}
      </table>
      <SpyActions data={data} total={plan?.total ?? 0} capacities={capacities} onLeave={onLeave} />
    </section>
  );
}

/** 'Simular', 'Atacar' and 'Espiar de nuevo' for a parsed report (see EspionageReport). */
function SpyActions({
  data,
  total,
  capacities,
  onLeave,
}: {
  data: EspionageData;
  total: number;
  capacities: Readonly<Record<string, number>>;
  onLeave?: () => void;
}) {
  const { t } = useTranslation(['fleet', 'galaxy']);
  const navigate = useNavigate();
  const { planet } = useSelectedPlanet();
  const fleet = useFleetShips(planet?.id ?? null);
  const quick = useQuickSend(planet ?? null);
  const place = data.coordinates;
  // The galaxy's quick send works on a slot: the report's target as an occupied planet slot.
  const slot: GalaxySlot | null = place ? { position: place.position, planet: null, kind: 'occupied', debris: null } : null;
  const spyAction = { type: 'planet', mission: 'espionage' } as const;
  const spyPlan = slot ? quick.plan(slot, 'espionage') : null;
  const pick = cargoPick(total, fleet.available, {
    small_cargo: capacities.small_cargo ?? null,
    large_cargo: capacities.large_cargo ?? null,
  });

  const simulate = () => {
    onLeave?.();
    void navigate('/simulator', { state: simulatorState(data, fleet.available) });
  };
  const attack = () => {
    if (!place) return;
    onLeave?.();
    void navigate(attackLink(place, pick.ships));
  };
  const spyAgain = () => {
    if (!slot || !place) return;
    quick.send(slot, { galaxy: place.galaxy, system: place.system }, spyAction);
  };
  const failure = slot ? quick.failureAt(slot) : null;

  return (
    <div className={styles.detail}>
      <div role="group" aria-label={t('reports.spy.actions')} className={styles.actions}>
        <Button onClick={simulate} disabled={!planet || fleet.loading}>
          <Swords size={16} aria-hidden="true" /> {t('reports.spy.simulate')}
        </Button>
        <Button variant="primary" onClick={attack} disabled={!place || !planet}>
          <Crosshair size={16} aria-hidden="true" /> {t('reports.spy.attack')}
        </Button>
        <Button onClick={spyAgain} disabled={!slot || spyPlan?.state !== 'ready' || quick.busy}>
          <Eye size={16} aria-hidden="true" /> {quick.busy ? t('quick.sending', { ns: 'galaxy' }) : t('reports.spy.spyAgain')}
        </Button>
      </div>
      {pick.short > 0 && total > 0 ? <p className={styles.muted}>{t('reports.spy.short', { amount: pick.short })}</p> : null}
      {spyPlan?.state === 'noShip' ? (
        <p className={styles.muted}>{t('quick.noShip', { ns: 'galaxy', planet: spyPlan.planetName, ship: spyPlan.shipName })}</p>
      ) : null}
      {failure ? <Alert>{failure}</Alert> : null}
      {quick.sent ? (
        <Alert tone="success">
          <span data-testid="spy-sent">
            {t('form.sent', { type: t('reports.types.espionage'), destination: quick.sent.mission.destination_coordinates ?? '' })}
          </span>
        </Alert>
      ) : null}
    </div>
  );
}
