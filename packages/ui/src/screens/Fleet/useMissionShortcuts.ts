import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch, type Control } from 'react-hook-form';
import type { Id, Planet } from '@imperio/api-client';
import type { AvailableShip, MissionFormHelpers, QuickDestination } from '../../components/NewMissionForm';
import { coordinatesOf } from '../../lib/coordinates';
import { destinationOf, type MissionFormState } from '../../lib/fleet';
import { quickSendShips } from '../../lib/slotFleet';
import { allShipsFor, readRecentTargets, rememberTarget, slotAllowsMission, type RecentTarget } from './targetRules';
import { useMissionTarget } from './useMissionTarget';

function localStore(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export interface MissionShortcutsInput {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the draft's form carries its resolver context
  control: Control<MissionFormState, any>;
  /** The signed-in player (the recent targets are kept per player); null for none. */
  playerId: Id | null;
  /** The player's planets; the origin (`originId`) is left out of the one-tap list. */
  planets: readonly Planet[];
  originId: Id | null;
  ships: readonly AvailableShip[];
  /** The form is on screen (the target's system is asked only then). */
  enabled: boolean;
}

/**
 * The daily player's shortcuts for the New Mission form (spec p2 §2.5): one-tap destinations
 * (own planets, then the last 5 targets kept per player in localStorage), the slot at the
 * coordinates from the galaxy system answer (name, owner) and the mission types that make
 * sense for it (`slotAllowsMission`), what 'todas las naves' picks per mission type
 * (`allShipsFor`), and 'Enviar recicladores…' with the recyclers the debris field needs (the
 * galaxy quick action's count, lib/slotFleet `quickSendShips`).
 * @returns the form's helpers and `remember(sent)`, to call after a successful send
 */
export function useMissionShortcuts(input: MissionShortcutsInput): MissionFormHelpers & { remember: (sent: MissionFormState) => void } {
  const { control, playerId, planets, originId, ships, enabled } = input;
  const { t } = useTranslation('fleet');
  const [galaxy, system, position, destinationType] = useWatch({ control, name: ['galaxy', 'system', 'position', 'destinationType'] });
  const target = useMissionTarget({ galaxy, system, position }, enabled);
  const [recent, setRecent] = useState<RecentTarget[]>(() => (playerId === null ? [] : readRecentTargets(localStore(), playerId)));

  const remember = useCallback(
    (sent: MissionFormState) => {
      if (playerId === null || !sent.destinationType) return;
      setRecent(rememberTarget(localStore(), playerId, { ...destinationOf(sent), destinationType: sent.destinationType }));
    },
    [playerId],
  );

  const quickDestinations = useMemo<QuickDestination[]>(() => {
    const own = planets.flatMap((planet): QuickDestination[] => {
      const place = coordinatesOf(planet.coordinates);
      if (!place || planet.id === originId) return [];
      const coordinates = `${place.galaxy}:${place.system}:${place.position}`;
      const label = t('form.quickDestination', { name: planet.name ?? coordinates, coordinates });
      return [{ id: `own-${String(planet.id)}`, group: 'own', label, ...place, destinationType: 'planet' }];
    });
    const last = recent.map((entry): QuickDestination => ({
      id: `recent-${entry.galaxy}:${entry.system}:${entry.position}:${entry.destinationType}`,
      group: 'recent',
      label: t('form.recentDestination', {
        coordinates: `${entry.galaxy}:${entry.system}:${entry.position}`,
        type: t(`form.destinationTypes.${entry.destinationType}`),
      }),
      ...entry,
    }));
    return [...own, ...last];
  }, [planets, originId, recent, t]);

  const kind = target.slot?.kind ?? null;
  const missionAllowed = useCallback((code: string) => slotAllowsMission(kind, destinationType, code), [kind, destinationType]);
  const pickAllShips = useCallback((missionType: string | null) => allShipsFor(missionType, ships), [ships]);

  const debris = target.slot?.debris;
  const debrisTotal = debris ? Number(debris.total_resources ?? Number(debris.metal_amount) + Number(debris.crystal_amount)) : 0;
  const quick = debris && debrisTotal > 0 ? quickSendShips('recycle', ships, debrisTotal) : null;
  const recyclers =
    quick && 'ships' in quick ? (Object.entries(quick.ships).map(([ship, quantity]) => ({ ship, quantity }))[0] ?? null) : null;

  return {
    target: { loading: target.loading, failed: target.failed, kind, name: target.name, owner: target.owner },
    quickDestinations,
    missionAllowed,
    pickAllShips,
    recyclers,
    remember,
  };
}
