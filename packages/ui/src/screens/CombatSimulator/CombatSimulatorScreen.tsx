import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import Play from 'lucide-react/icons/play';
import X from 'lucide-react/icons/x';
import { defenseQueries, shipQueries, type DefenseType, type ShipType } from '@imperio/api-client';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { EmptyState } from '../../primitives/EmptyState';
import { ProgressBar } from '../../primitives/ProgressBar';
import { QueryState, type QueryLike } from '../../primitives/QueryState';
import { TextField } from '../../primitives/TextField';
import { useErrorText } from '../../lib/useErrorText';
import { useSelectedPlanet } from '../../state/selectedPlanet';
import {
  battleFromForm,
  fightsInCombat,
  formFromPrefill,
  readPrefill,
  SAMPLE_PRESET,
  unitCode,
  wholeNumber,
  type CombatForm,
} from './combatForm';
import { FleetFieldset } from './FleetFieldset';
import { TripFuel } from './TripFuel';
import { SimulationResult } from './SimulationResult';
import { workerRunner, type SimulationRunner } from './simulationRunner';
import { useCombatSimulation } from './useCombatSimulation';
import * as styles from './CombatSimulator.css';

/** Runs per simulation unless the player asks otherwise, and the most a press may ask for. */
export const DEFAULT_RUNS = 100;
export const MAX_RUNS = 10_000;

export interface CombatSimulatorScreenProps {
  /** Where the runs happen. @default workerRunner (a Web Worker; stories pass an in-thread one) */
  runner?: SimulationRunner;
  /** The random source's seed per press. @default a new random seed each time */
  seed?: () => number;
}

const randomSeed = () => Math.floor(Math.random() * 2 ** 31);

/**
 * Route /simulator (spec p2 §2.10, made real): the combat simulator. Two fieldsets, 'Atacante'
 * and 'Defensor', with a count per ship type (`GET /ships/types/`; defences from
 * `GET /defenses/types/` on the defender only) and each side's technology levels; 'Simular'
 * fights the battle N times (100 by default) by the classic rules (`@imperio/rules`,
 * docs/combat.md) in a Web Worker, with progress and 'Cancelar', then shows the win shares,
 * mean losses, debris, loot and one run round by round. The seed's sample fleets are the first
 * preset.
 *
 * Prefilled battles (a spy report's 'Simular'): router state `{ combat: CombatPrefill }`, e.g.
 * `navigate('/simulator', { state: { combat: { defender: { units: { rocket_launcher: 200 },
 * tech: { weapons: 3, shielding: 2, armour: 4 }, resources: { metal: 5000, crystal: 2000,
 * deuterium: 0 } } } } })`; or the address `/simulator?from=report&defender=rocket_launcher:200,
 * light_laser:10&attacker=light_fighter:50&attackerTech=10,8,9&defenderTech=3,2,4&metal=5000&
 * crystal=2000&deuterium=0&target=1:41:9` (counts `code:count` by ship/defence type code; technologies
 * weapons,shielding,armour). State wins over the address; see `readPrefill`. With a `target`
 * and a selected planet, the trip's fuel shows (TripFuel, the fleet preview's own rule).
 */
export function CombatSimulatorScreen({ runner = workerRunner, seed = randomSeed }: CombatSimulatorScreenProps) {
  const { t } = useTranslation('simulator');
  const errorText = useErrorText();
  const location = useLocation();
  const prefill = useMemo(() => readPrefill(location.search, location.state), [location.search, location.state]);
  const [form, setForm] = useState<CombatForm>(() => formFromPrefill(prefill ?? SAMPLE_PRESET));
  const [runs, setRuns] = useState(String(DEFAULT_RUNS));
  const [errors, setErrors] = useState<ReadonlySet<string>>(new Set());
  const [noUnits, setNoUnits] = useState(false);
  const simulation = useCombatSimulation(runner);
  const { planet, isLoading: planetsLoading } = useSelectedPlanet();
  const ships = useQuery(shipQueries.types(planet?.id));
  const defences = useQuery(defenseQueries.types(planet?.id));
  const running = simulation.state.phase === 'running';

  function change(name: string, value: string) {
    const [group, kind, code] = name.split('.');
    setForm((current) => {
      if (group === 'resources') return { ...current, resources: { ...current.resources, [kind!]: value } };
      const side = current[group as 'attacker' | 'defender'];
      const next =
        kind === 'units' ? { ...side, units: { ...side.units, [code!]: value } } : { ...side, tech: { ...side.tech, [code!]: value } };
      return { ...current, [group!]: next };
    });
    if (errors.has(name)) setErrors((current) => new Set([...current].filter((item) => item !== name)));
  }

  function preset(next: CombatForm) {
    setForm(next);
    setErrors(new Set());
    setNoUnits(false);
  }

  function simulate(shipTypes: ShipType[], defenceTypes: DefenseType[]) {
    const battle = battleFromForm(form, shipTypes, defenceTypes);
    const count = wholeNumber(runs);
    const runErrors = count === null || count < 1 || count > MAX_RUNS ? ['runs'] : [];
    if (battle.errors || runErrors.length) return setErrors(new Set([...(battle.errors ?? []), ...runErrors]));
    setErrors(new Set());
    const empty = (units: { count: number }[]) => units.every((unit) => unit.count === 0);
    const nobody = empty(battle.input.attacker.units) || empty(battle.input.defender.units);
    setNoUnits(nobody);
    if (!nobody) simulation.run({ input: battle.input, runs: count!, seed: seed() });
  }

  const gate: QueryLike<{ ships: ShipType[]; defences: DefenseType[] } | null> = !planet
    ? { data: planetsLoading ? undefined : null, error: null, isPending: true, refetch: () => undefined }
    : {
        data: ships.data && defences.data ? { ships: ships.data, defences: defences.data.filter(fightsInCombat) } : undefined,
        error: ships.error ?? defences.error,
        isPending: ships.isPending || defences.isPending,
        refetch: () => Promise.all([ships.error ? ships.refetch() : null, defences.error ? defences.refetch() : null]),
      };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <QueryState
        query={gate}
        loadingLabel={t('loading')}
        errorText={(error) => errorText(error, 'simulator:loadError')}
        isEmpty={(data) => data === null}
        empty={<EmptyState title={t('noPlanet')} description={t('noPlanetHint')} />}
      >
        {(data) =>
          data && (
            <form
              className={styles.page}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (!running) simulate(data.ships, data.defences);
              }}
            >
              <div className={styles.controls} role="group" aria-label={t('presets')}>
                <Button size="sm" onClick={() => preset(formFromPrefill(SAMPLE_PRESET))} disabled={running}>
                  {t('samplePreset')}
                </Button>
                <Button size="sm" onClick={() => preset(formFromPrefill(null))} disabled={running}>
                  {t('clear')}
                </Button>
                {prefill ? <span className={styles.intro}>{t('fromReport')}</span> : null}
              </div>
              <div className={styles.fleets}>
                <FleetFieldset side="attacker" form={form} ships={data.ships} errors={errors} onChange={change} disabled={running} />
                <FleetFieldset
                  side="defender"
                  form={form}
                  ships={data.ships}
                  defences={data.defences}
                  errors={errors}
                  onChange={change}
                  disabled={running}
                />
              </div>
              {prefill?.target ? <TripFuel target={prefill.target} units={form.attacker.units} /> : null}
              {errors.size ? <Alert>{t('invalid')}</Alert> : null}
              {noUnits ? <Alert tone="warning">{t('noUnits')}</Alert> : null}
              <ResultsCard
                runs={runs}
                onRunsChange={(value) => {
                  setRuns(value);
                  if (errors.has('runs')) setErrors((current) => new Set([...current].filter((item) => item !== 'runs')));
                }}
                runsInvalid={errors.has('runs')}
                simulation={simulation}
                onRetry={() => simulate(data.ships, data.defences)}
                ships={data.ships}
                defences={data.defences}
              />
            </form>
          )
        }
      </QueryState>
    </div>
  );
}

interface ResultsCardProps {
  runs: string;
  onRunsChange: (value: string) => void;
  runsInvalid: boolean;
  simulation: ReturnType<typeof useCombatSimulation>;
  onRetry: () => void;
  ships: ShipType[];
  defences: DefenseType[];
}

/** 'Análisis de la batalla': runs, 'Simular' or 'Cancelar', the status line, progress and the result. */
function ResultsCard({ runs, onRunsChange, runsInvalid, simulation, onRetry, ships, defences }: ResultsCardProps) {
  const { t, i18n } = useTranslation('simulator');
  const { state } = simulation;
  const running = state.phase === 'running';
  const defenceCodes = useMemo(() => new Set(defences.map(unitCode)), [defences]);
  const names = useMemo(() => new Map([...ships, ...defences].map((type) => [unitCode(type), type.name])), [ships, defences]);
  const statusText =
    state.phase === 'running'
      ? t('status.running', { done: state.done.toLocaleString(i18n.language), total: state.total.toLocaleString(i18n.language) })
      : state.phase === 'done'
        ? t('status.done', { runs: state.summary.runs.toLocaleString(i18n.language) })
        : state.phase === 'error'
          ? t('status.error', { message: state.message })
          : t(`status.${state.phase}`);
  return (
    <Card title={t('results')}>
      <div className={styles.status}>
        <div className={styles.controls}>
          <TextField
            className={styles.runsField}
            label={t('runs')}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_RUNS}
            value={runs}
            disabled={running}
            error={runsInvalid ? t('invalidField') : undefined}
            onChange={(event) => onRunsChange(event.target.value)}
          />
          {/* Two elements (keys): one button swapped from 'Cancelar' to a submit 'Simular' while its
              click is handled would submit the form and start the runs again. */}
          {running ? (
            <Button key="cancel" variant="danger" onClick={simulation.cancel}>
              <X size={16} aria-hidden="true" />
              {t('cancel')}
            </Button>
          ) : (
            <Button key="simulate" variant="primary" type="submit">
              <Play size={16} aria-hidden="true" />
              {t('simulate')}
            </Button>
          )}
        </div>
        <p role="status" aria-live="polite" className={styles.statusLine} data-testid="combat-status">
          <span className="visually-hidden">{t('statusLabel')}: </span>
          {state.phase === 'error' ? null : statusText}
        </p>
        {state.phase === 'error' ? (
          <Alert
            action={
              <Button size="sm" onClick={onRetry}>
                {t('retry')}
              </Button>
            }
          >
            {statusText}
          </Alert>
        ) : null}
        {running ? <ProgressBar value={state.total ? (state.done / state.total) * 100 : 0} label={t('progress')} /> : null}
        {state.phase === 'done' ? (
          <SimulationResult summary={state.summary} isDefence={(code) => defenceCodes.has(code)} names={names} />
        ) : null}
      </div>
    </Card>
  );
}
