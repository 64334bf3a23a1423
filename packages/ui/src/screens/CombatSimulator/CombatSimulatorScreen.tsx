import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { ProgressBar } from '../../primitives/ProgressBar';
import { formatNumber } from '../../lib/format';
import { useAnimationsEnabled } from '../../lib/useAnimationsEnabled';
import * as styles from './CombatSimulator.css';

type ShipKey = 'lightFighter' | 'heavyFighter' | 'cruiser' | 'battleship' | 'rocketLauncher' | 'lightLaser';

interface SampleFleet {
  side: 'attacker' | 'defender';
  ships: { key: ShipKey; count: number }[];
  /** Fixed sample figures (spec p2 §2.10): power, win probability in %, losses in units. */
  power: number;
  winProbability: number;
  losses: number;
}

/** A sample fleet from its ship counts by type (in display order) and its fixed figures. */
function sampleFleet(
  side: SampleFleet['side'],
  counts: Partial<Record<ShipKey, number>>,
  figures: Pick<SampleFleet, 'power' | 'winProbability' | 'losses'>,
): SampleFleet {
  const ships = (Object.entries(counts) as [ShipKey, number][]).map(([key, count]) => ({ key, count }));
  return { side, ships, ...figures };
}

/** The demo's two sample fleets and their fixed figures (spec p2 §2.10: static, no calls). */
export const SAMPLE_FLEETS: readonly SampleFleet[] = [
  sampleFleet(
    'attacker',
    { lightFighter: 150, heavyFighter: 50, cruiser: 25, battleship: 10 },
    { power: 125_000, winProbability: 67, losses: 62 },
  ),
  sampleFleet(
    'defender',
    { lightFighter: 80, cruiser: 30, rocketLauncher: 200, lightLaser: 100 },
    { power: 98_500, winProbability: 33, losses: 310 },
  ),
];

/** Rounds of the demo battle, and how long each lasts while running (demo pace, not in the spec). */
export const TOTAL_ROUNDS = 6;
const ROUND_MS = 1_000;

export type CombatPhase = 'ready' | 'running' | 'paused' | 'finished';

export interface CombatSimulatorScreenProps {
  /** Phase at mount (stories). @default 'ready' */
  initialPhase?: CombatPhase;
  /** Round at mount, 0…6. @default 0 */
  initialRound?: number;
}

/**
 * Route /simulator (spec p2 §2.10): the static combat demo in English (Spanish also offered).
 * Two sample fleets, start/pause and reset, fixed power, win probability and losses. While
 * running, a round counter advances once a second up to six rounds; it stands still when
 * animations are off (flag, frozen workbench or reduced motion) so screenshots are stable.
 */
export function CombatSimulatorScreen({ initialPhase = 'ready', initialRound = 0 }: CombatSimulatorScreenProps) {
  const { t, i18n } = useTranslation('simulator');
  const [phase, setPhase] = useState<CombatPhase>(initialPhase);
  const [round, setRound] = useState(initialRound);
  const ref = useRef<HTMLDivElement>(null);
  const animate = useAnimationsEnabled(ref);
  const n = (value: number) => formatNumber(value, i18n.language);

  useEffect(() => {
    if (phase !== 'running' || !animate) return undefined;
    const id = window.setInterval(() => setRound((current) => Math.min(TOTAL_ROUNDS, current + 1)), ROUND_MS);
    return () => window.clearInterval(id);
  }, [phase, animate]);

  // The last round ends the run (adjusted while rendering, not in an effect).
  if (phase === 'running' && round >= TOTAL_ROUNDS) setPhase('finished');

  function toggle() {
    if (phase === 'running') return setPhase('paused');
    if (phase === 'finished' || phase === 'ready') setRound(1);
    setPhase('running');
  }

  function reset() {
    setPhase('ready');
    setRound(0);
  }

  const toggleLabel = phase === 'running' ? t('pause') : phase === 'paused' ? t('resume') : t('start');
  const tone = phase === 'running' ? 'info' : phase === 'finished' ? 'success' : phase === 'paused' ? 'warning' : 'neutral';

  return (
    <div ref={ref} className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>

      <div className={styles.fleets}>
        {SAMPLE_FLEETS.map((fleet) => (
          <Card key={fleet.side} title={t(fleet.side)} data-testid={`fleet-${fleet.side}`}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col" className={styles.th}>
                    {t('ship')}
                  </th>
                  <th scope="col" className={clsx(styles.th, styles.num)}>
                    {t('quantity')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {fleet.ships.map((ship) => (
                  <tr key={ship.key}>
                    <td className={styles.td}>{t(`ships.${ship.key}`)}</td>
                    <td className={clsx(styles.td, styles.num)}>{n(ship.count)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className={styles.facts}>
              <dt className={styles.term}>{t('power')}</dt>
              <dd className={styles.value}>{n(fleet.power)}</dd>
              <dt className={styles.term}>{t('winProbability')}</dt>
              <dd className={styles.value}>{t('percent', { value: n(fleet.winProbability) })}</dd>
              <dt className={styles.term}>{t('losses')}</dt>
              <dd className={styles.value}>{t('lossesValue', { value: n(fleet.losses) })}</dd>
            </dl>
          </Card>
        ))}
      </div>

      <Card title={t('results')}>
        <div className={styles.status}>
          <div className={styles.controls} role="group" aria-label={t('controls')}>
            <Button variant="primary" onClick={toggle}>
              {phase === 'running' ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
              {toggleLabel}
            </Button>
            <Button onClick={reset} disabled={phase === 'ready'}>
              <RotateCcw size={16} aria-hidden="true" />
              {t('reset')}
            </Button>
          </div>
          <p role="status" aria-live="polite" style={{ margin: 0 }}>
            <span className="visually-hidden">{t('statusLabel')}: </span>
            <Badge tone={tone} data-testid="combat-status">
              {t(`status.${phase}`)}
            </Badge>{' '}
            <span data-testid="combat-round">{t('round', { round, total: TOTAL_ROUNDS })}</span>
          </p>
          <ProgressBar value={(round / TOTAL_ROUNDS) * 100} label={t('progress')} />
        </div>
      </Card>
    </div>
  );
}
