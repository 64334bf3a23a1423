import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { ApiError, missionMutations, serverNow, type Id, type Mission } from '@imperio/api-client';
import { entityName } from '../../lib/entityName';
import { createMissionBody, emptyMissionForm } from '../../lib/fleet';
import type { GalaxySlot } from '../../lib/galaxy';
import { quickSendShips, type ShipPick } from '../../lib/slotFleet';
import { useFleetShips } from '../Fleet/useFleetShips';
import { useSingleFlight } from '../Fleet/useSingleFlight';
import type { SlotFleetAction } from './slotMissions';

/** The missions a slot sends at once, without the fleet form. */
export type QuickMission = 'espionage' | 'recycle';

/** Whether a slot's mission is sent at once (espionage, recycle) rather than handed to the form. */
export function isQuickMission(mission: string): mission is QuickMission {
  return mission === 'espionage' || mission === 'recycle';
}

/** What a quick send would take from the origin, or why it cannot leave. */
export type QuickPlan =
  | { state: 'ready'; ships: ShipPick }
  | { state: 'loading' }
  | { state: 'noOrigin' }
  | { state: 'noShip'; ship: string; shipName: string; planetName: string };

/** A mission that left, for the confirmation. */
export interface QuickSent {
  mission: Mission;
  /** When the answer arrived (ms), for the arrival read from a countdown. */
  atMs: number;
}

/** Metal + crystal of a slot's debris field (units). */
function debrisTotal(slot: GalaxySlot): number {
  const debris = slot.debris;
  if (!debris) return 0;
  const total = Number(debris.total_resources);
  return Number.isFinite(total) && total > 0 ? total : (Number(debris.metal_amount) || 0) + (Number(debris.crystal_amount) || 0);
}

/**
 * The galaxy's quick sends (a fleet to a galaxy slot takes two clicks): 'Espiar'
 * sends one espionage probe and 'Enviar recicladores' the recyclers for the whole field, from the
 * selected planet, through the fleet form's own create mutation (same body rules, same
 * invalidation). One intent, one request: `useSingleFlight` ignores a second click or Enter while
 * one is out. A failure is kept per slot and mission with the create call's text ('Error: …').
 * @param origin the selected planet (the origin), or null without one
 */
export function useQuickSend(origin: { id: Id; name?: string | null } | null) {
  // The fleet texts (mission names, the create error) load with the screen, not at the first send.
  const { t } = useTranslation(['galaxy', 'fleet']);
  const fleet = useFleetShips(origin?.id ?? null);
  const create = useMutation(missionMutations.create());
  const sendOnce = useSingleFlight(create);
  const [failure, setFailure] = useState<{ key: string; text: string } | null>(null);
  const [sent, setSent] = useState<QuickSent | null>(null);
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const keyOf = (slot: GalaxySlot, action: SlotFleetAction) => `${slot.position}:${action.type}:${action.mission}`;

  /** What the quick send of `mission` at `slot` would take, or why not. */
  const plan = (slot: GalaxySlot, mission: QuickMission): QuickPlan => {
    if (!origin) return { state: 'noOrigin' };
    if (fleet.loading) return { state: 'loading' };
    const planned = quickSendShips(mission, fleet.ships, debrisTotal(slot));
    if ('ships' in planned) return { state: 'ready', ships: planned.ships };
    return {
      state: 'noShip',
      ship: planned.ship,
      shipName: fleet.shipNames[planned.ship] ?? entityName(t, 'ship', planned.ship),
      planetName: origin.name?.trim() || t('slot.unnamed'),
    };
  };

  const errorText = (error: unknown) => {
    if (error instanceof ApiError && error.kind === 'parse') return t('quick.malformed');
    const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : t('form.unknownError', { ns: 'fleet' });
    return t('fleet.create', { ns: 'errors', message });
  };

  /**
   * Sends `action` to `slot` at once; `onSent` runs after the create call succeeds (the screen
   * closes the slot's dialog). Does nothing while a send is out or when the plan is not ready.
   */
  const send = (slot: GalaxySlot, place: { galaxy: number; system: number }, action: SlotFleetAction, onSent?: () => void) => {
    if (!origin || !isQuickMission(action.mission)) return;
    const planned = plan(slot, action.mission);
    if (planned.state !== 'ready') return;
    const form = {
      ...emptyMissionForm(place),
      position: String(slot.position),
      destinationType: action.type,
      missionType: action.mission,
      ships: Object.fromEntries(Object.entries(planned.ships).map(([code, quantity]) => [code, String(quantity)])),
    };
    const key = keyOf(slot, action);
    const started = sendOnce(createMissionBody(form, origin.id, fleet.available, false), {
      onSuccess: (mission) => {
        setSent({ mission, atMs: serverNow() });
        onSent?.();
      },
      onError: (error) => setFailure({ key, text: errorText(error) }),
      onSettled: () => setPendingKey(null),
    });
    if (started) {
      setPendingKey(key);
      setFailure(null);
      setSent(null);
    }
  };

  return {
    plan,
    send,
    /** The action of `slot` whose send is out. */
    isPending: (slot: GalaxySlot, action: SlotFleetAction) => create.isPending && pendingKey === keyOf(slot, action),
    /** Any quick send is out (every quick button waits). */
    busy: create.isPending,
    /** The failure text of the last send of this slot, if it failed. */
    failureAt: (slot: GalaxySlot) => (failure && failure.key.startsWith(`${slot.position}:`) ? failure.text : null),
    /** Forgets the last failure (a slot opened anew starts clean). */
    clearFailure: () => setFailure(null),
    sent,
    dismissSent: () => setSent(null),
  };
}

export type QuickSendState = ReturnType<typeof useQuickSend>;
