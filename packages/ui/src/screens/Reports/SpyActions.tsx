import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Crosshair from 'lucide-react/icons/crosshair';
import Eye from 'lucide-react/icons/eye';
import Swords from 'lucide-react/icons/swords';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { attackLink, cargoPick, simulatorState, type SpyPlan } from '../../lib/espionageReport';
import type { GalaxySlot } from '../../lib/galaxy';
import { useSelectedPlanet } from '../../state/selectedPlanet';
import { useFleetShips } from '../Fleet/useFleetShips';
import { useQuickSend } from '../Galaxy/useQuickSend';
import * as styles from '../../components/MissionReports/MissionReports.css';

/**
 * A spy report's three actions (spec p2 §2.6 detail view, made a starting point): 'Simular' opens
 * /simulator with router state `{ combat }` (this defender, the selected planet's ships as the
 * attacker, the target for the trip's fuel); 'Atacar' opens the fleet form at
 * `/fleet?g&s&p&type=planet&mission=attack&ships=large_cargo:n,small_cargo:m` (the cargo for the
 * loot, large first, within what the planet has); 'Espiar de nuevo' sends one probe at once with
 * the galaxy's quick send (one request per intent; its failure or confirmation shows below).
 * @param onLeave called before navigating away (the reports dialog closes itself)
 */
export function SpyActions({ data, total, capacities, onLeave }: SpyPlan & { onLeave?: () => void }) {
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
