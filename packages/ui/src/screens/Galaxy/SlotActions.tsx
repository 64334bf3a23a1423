import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Id } from '@imperio/api-client';
import { Button } from '../../primitives/Button';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';
import type { GalaxySlot } from '../../lib/galaxy';
import { composeLink, slotFleetLink, slotMissions, type SlotFleetAction } from './slotMissions';
import { useOwnerUsername } from './useOwnerUsername';
import * as styles from './Galaxy.css';

export interface SlotActionsProps {
  slot: GalaxySlot;
  galaxy: number;
  system: number;
  /** The selected planet's id: hides 'make it selected' and the fleet missions on it (the origin). */
  selectedPlanetId?: Id | null;
  colonizing: boolean;
  abandoning: boolean;
  onColonize: (slot: GalaxySlot) => void;
  onAbandon: (slot: GalaxySlot) => void;
  onSelectPlanet: (slot: GalaxySlot) => void;
}

/** The button text of a fleet mission: colonise and recycle keep their earlier labels. */
function missionLabelKey(action: SlotFleetAction) {
  if (action.mission === 'colonize') return 'details.sendColonyShip' as const;
  if (action.mission === 'recycle') return 'details.recycle' as const;
  return `details.missions.${action.mission}` as const;
}

/**
 * What a player can do at a slot (issue 19 item 3): make an own planet the selected one or
 * abandon it, colonise a free planet, hand over to the fleet form with the mission preselected
 * (the second click of 'a fleet to a slot in two clicks') and write to a foreign owner who is a
 * player with a username (see {@link useOwnerUsername}).
 */
export function SlotActions({
  slot,
  galaxy,
  system,
  selectedPlanetId,
  colonizing,
  abandoning,
  onColonize,
  onAbandon,
  onSelectPlanet,
}: SlotActionsProps) {
  const { t } = useTranslation('galaxy');
  const navigate = useNavigate();
  const { kind, planet } = slot;
  const missions = slotMissions(slot, selectedPlanetId);
  const username = useOwnerUsername(slot);
  const place = { galaxy, system, position: slot.position };
  return (
    <Stack gap="sm" width="full">
      <Inline gap="sm" justify="flex-end">
        {kind === 'mine' && String(planet?.id) !== String(selectedPlanetId) ? (
          <Button className={styles.tapTarget} onClick={() => onSelectPlanet(slot)}>
            {t('details.select')}
          </Button>
        ) : null}
        {kind === 'mine' ? (
          <Button className={styles.tapTarget} variant="danger" onClick={() => onAbandon(slot)} disabled={abandoning}>
            {t('details.abandon')}
          </Button>
        ) : null}
        {kind === 'free' && planet ? (
          <Button
            className={styles.tapTarget}
            variant="primary"
            onClick={() => onColonize(slot)}
            disabled={colonizing}
            aria-busy={colonizing || undefined}
          >
            {colonizing ? t('details.colonizing') : t('details.colonize')}
          </Button>
        ) : null}
        {username ? (
          <Button className={styles.tapTarget} onClick={() => void navigate(composeLink(username))}>
            {t('details.message')}
          </Button>
        ) : null}
      </Inline>
      {missions.length ? (
        <Inline gap="sm" justify="flex-end" role="group" aria-label={t('details.sendFleet')}>
          {missions.map((action) => (
            <Button
              key={`${action.type}:${action.mission}`}
              className={styles.tapTarget}
              variant={action.mission === 'colonize' && kind === 'empty' ? 'primary' : 'secondary'}
              data-mission={action.mission}
              onClick={() => void navigate(slotFleetLink(place, action))}
            >
              {t(missionLabelKey(action))}
            </Button>
          ))}
        </Inline>
      ) : null}
    </Stack>
  );
}
