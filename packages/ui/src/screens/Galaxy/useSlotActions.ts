import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { planetMutations, type Id } from '@imperio/api-client';
import type { GalaxySlot } from '../../lib/galaxy';

export interface SlotActionsOptions {
  galaxy: number;
  system: number;
  /** The 15 slots on screen (the open one is read from them, so it follows refetches). */
  slots: readonly GalaxySlot[];
  /** Called when a slot opens (the grid's focus follows it). */
  onOpened?: (slot: GalaxySlot) => void;
  /** The selected planet, whose colony ship founds a colony. */
  fromPlanetId?: Id;
}

/**
 * What a slot's dialog does (spec p1 §2.6 leaves it open, p1 §7.2 calls): open/close, colonise a
 * free planet, abandon an own one after a confirmation, and the success notice. One intent, one
 * request (no duplicate writes): a ref closes the gap between a click and the re-render that disables the
 * button, so a double click or a repeated key cannot send twice. A new system closes the dialog.
 */
export function useSlotActions({ galaxy, system, slots, onOpened, fromPlanetId }: SlotActionsOptions) {
  const { t } = useTranslation('galaxy');
  const [openPosition, setOpenPosition] = useState<number | null>(null);
  const [abandonTarget, setAbandonTarget] = useState<GalaxySlot | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const colonize = useMutation(planetMutations.colonize(fromPlanetId));
  const abandon = useMutation(planetMutations.abandon());
  const writing = useRef(false);
  const busy = () => writing.current || colonize.isPending || abandon.isPending;
  const nameOf = (slot: GalaxySlot) => slot.planet?.name?.trim() || t('slot.unnamed');

  // A new system: close what belonged to the old one (adjusted while rendering, not in an effect).
  const systemKey = `${galaxy}:${system}`;
  const [openSystemKey, setOpenSystemKey] = useState(systemKey);
  if (openSystemKey !== systemKey) {
    setOpenSystemKey(systemKey);
    setOpenPosition(null);
  }

  /** Runs one write and reopens the lock when it settles (mutateAsync settles even after a reset). */
  const write = (run: () => Promise<unknown>) => {
    writing.current = true;
    setNotice(null);
    run()
      .catch(() => undefined) // shown from the mutation's `error`
      .finally(() => {
        writing.current = false;
      });
  };

  const startColonize = (slot: GalaxySlot) => {
    if (!slot.planet || busy()) return;
    const id = slot.planet.id;
    write(() =>
      colonize.mutateAsync(id).then((planet) => {
        setOpenPosition(null);
        setNotice(
          t('colonized', {
            name: planet.name?.trim() || t('slot.unnamed'),
            coordinates: planet.coordinates ?? `${galaxy}:${system}:${slot.position}`,
          }),
        );
      }),
    );
  };

  const confirmAbandon = () => {
    const slot = abandonTarget;
    setAbandonTarget(null);
    if (!slot?.planet || busy()) return;
    const id = slot.planet.id;
    // The client's wording, in the player's language (the server's free text is Spanish).
    write(() => abandon.mutateAsync(id).then(() => setNotice(t('abandon.done', { name: nameOf(slot) }))));
  };

  return {
    openSlot: openPosition !== null ? (slots[openPosition - 1] ?? null) : null,
    open: (slot: GalaxySlot) => {
      if (!colonize.isPending) colonize.reset();
      onOpened?.(slot);
      setOpenPosition(slot.position);
    },
    close: () => setOpenPosition(null),
    colonize,
    abandon,
    startColonize,
    /** Closes the slot's dialog and asks for the confirmation. */
    requestAbandon: (slot: GalaxySlot) => {
      setOpenPosition(null);
      if (!abandon.isPending) abandon.reset();
      setAbandonTarget(slot);
    },
    abandonTarget,
    cancelAbandon: () => setAbandonTarget(null),
    confirmAbandon,
    notice,
    dismissNotice: () => setNotice(null),
  };
}

export type SlotActionsState = ReturnType<typeof useSlotActions>;
