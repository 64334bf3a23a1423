import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildingMutations, buildingQueries, resourceQueries, type Building, type Id } from '@imperio/api-client';
import { useTranslation } from 'react-i18next';
import { entityName } from '../../lib/entityName';
import { buildQueueStates } from '../../lib/buildQueue';
import { useFinishUpgrades } from '../../lib/buildingTimers';
import { projectStock } from '../../lib/resources';
import { freeFields, reservedFields } from '../../lib/fields';
import type { ScreenText } from '../../lib/useErrorText';
import { useNow } from '../../state/liveClock';

export type Notice = { tone: 'error' | 'success'; text: ScreenText } | null;

/**
 * The connected half of 'Gestión de Edificios' (spec p2 §2.1, §4 'Building', §7, §9): loads the
 * building types, the planet's buildings and queue, and the selected building's cost; upgrades
 * only when types are loaded, the type is known, `can_upgrade` and not upgrading (one request per
 * intent) and words its notice itself ('Mejora de Mina de metal a nivel 10 iniciada'); counts down every second; every 5 s, and when a countdown reaches zero, calls finish
 * once per finished upgrade and reloads.
 * @param planetId the selected planet, undefined while none
 * @param signedIn whether a session exists (nothing is asked without one)
 */
export function useBuildings(planetId: Id | undefined, signedIn: boolean) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const now = useNow();
  const [selectedId, setSelectedId] = useState<Building['id'] | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const hasPlanet = signedIn && planetId !== undefined;

  const types = useQuery({ ...buildingQueries.types(), enabled: signedIn });
  const buildings = useQuery(buildingQueries.planet(hasPlanet ? planetId : undefined));
  const queue = useQuery(buildingQueries.queue(hasPlanet ? planetId : undefined));
  // The planet's stock (the shell's resource bar has it in the cache): a card words its own
  // shortfall from it, in the player's language, instead of the server's Spanish reason.
  const resources = useQuery(resourceQueries.planet(hasPlanet ? planetId : undefined));

  const list = useMemo(() => buildings.data?.buildings ?? [], [buildings.data]);
  const queueStates = useMemo(() => buildQueueStates(list, queue.data), [list, queue.data]);
  // The timer's finish call (silent; the guard in useFinishUpgrades suppresses repeats). Production,
  // capacity, stock and fields change with upgrades: the factory's invalidation reloads them.
  const finish = useMutation(buildingMutations.finish());
  const check = useFinishUpgrades({
    buildings: list,
    finish: finish.mutateAsync,
    onFinished: () => void buildingMutations.invalidate(queryClient),
    enabled: buildings.isSuccess,
  });
  // A countdown reaching zero checks at once (the 2 s guard stops a double call with the 5 s check).
  const dueCount = list.filter((b) => b.is_upgrading && !(Date.parse(b.upgrade_ends ?? '') > now)).length;
  const lastDue = useRef(0);
  useEffect(() => {
    if (dueCount > lastDue.current) check();
    lastDue.current = dueCount;
  }, [dueCount, check]);

  const upgrade = useMutation(buildingMutations.construct());
  // One request per intent: a second click or key press before React re-renders the disabled
  // button finds the request already on its way.
  const inFlight = useRef(false);
  const typeOf = (building: Building) => types.data?.find((entry) => entry.code === building.building_code);

  function requestUpgrade(building: Building) {
    if (inFlight.current || upgrade.isPending) return;
    if (!planetId || building.is_upgrading || building.can_upgrade === false) return;
    if (!types.data) return setNotice({ tone: 'error', text: { key: 'errors:buildings.typesNotLoaded' } });
    const type = typeOf(building);
    if (!type) {
      return setNotice({ tone: 'error', text: { key: 'errors:buildings.typeNotFound', options: { code: building.building_code } } });
    }
    setNotice(null);
    inFlight.current = true;
    const waiting = queue.data?.length ?? 0;
    const options = { name: entityName(t, 'building', building.building_code, building.building_name), level: Number(building.level) + 1 };
    const upgradeNotice: ScreenText =
      waiting > 0
        ? { key: 'buildings:upgradeQueuedOf', options: { ...options, position: waiting + 1 } }
        : { key: 'buildings:upgradeStartedOf', options };
    upgrade.mutate(
      { building_type_id: type.id, planet_id: planetId },
      {
        // Worded by the client from what was asked, so the notice is in the player's language
        // (the server's free text is Spanish whatever the interface says).
        onSuccess: () => setNotice({ tone: 'success', text: upgradeNotice }),
        onError: (error) => setNotice({ tone: 'error', text: { error, fallbackKey: 'errors:buildings.upgrade' } }),
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  }

  const selected = list.find((b) => b.id === selectedId) ?? null;
  const selectedType = selected ? typeOf(selected) : undefined;
  const cost = useQuery(buildingQueries.cost(selected ? selectedType?.id : undefined, Number(selected?.level ?? 0), planetId));
  const costState: 'idle' | 'loading' | 'error' | 'ready' = !selectedType
    ? 'idle'
    : cost.isPending
      ? 'loading'
      : cost.error
        ? 'error'
        : 'ready';

  return {
    now,
    /** The planet's stock now (projected from its resources answer), or null while unknown. */
    stock: projectStock(resources.data, now),
    /** No free field is left once the queue's upgrades are counted (a refusal the client cannot word). */
    fieldsFull: (freeFields(buildings.data?.fields_used, buildings.data?.fields_total) ?? 1) - reservedFields(queue.data?.length) <= 0,
    types,
    buildings,
    queue,
    list,
    queueStates,
    upgrade,
    /**
     * Upgrade buttons are disabled: a request is on its way, or the building types are still
     * loading (pressing then could only say they are not loaded yet). Failed types leave them
     * enabled, so the spec's 'aún no están cargados' message still answers a press.
     */
    upgradeLocked: upgrade.isPending || types.isPending,
    /** The type id of the upgrade on its way (its card shows it is busy). */
    upgradingTypeId: upgrade.isPending ? upgrade.variables?.building_type_id : undefined,
    typeOf,
    requestUpgrade,
    notice,
    clearNotice: () => setNotice(null),
    selectedId,
    /** Opens a building's detail, or closes it when it is open. */
    toggleSelected: (building: Building) => setSelectedId((current) => (current === building.id ? null : building.id)),
    closeDetail: () => setSelectedId(null),
    selected,
    selectedType,
    cost: cost.data,
    costState,
  };
}

export type BuildingsState = ReturnType<typeof useBuildings>;
