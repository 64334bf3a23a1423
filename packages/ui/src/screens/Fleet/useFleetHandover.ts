import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formFromQuery, type MissionFormState } from '../../lib/fleet';

/** `code:count,code:count` → the form's ship fields (`{ small_cargo: '2' }`); bad pairs skipped. */
export function shipsFromQuery(value: string | null): Record<string, string> | undefined {
  if (!value) return undefined;
  const ships: Record<string, string> = {};
  for (const pair of value.split(',')) {
    const [code, count] = pair.split(':');
    if (code && /^[a-z0-9_]+$/.test(code) && count && /^\d+$/.test(count) && Number(count) > 0) ships[code] = String(Number(count));
  }
  return Object.keys(ships).length ? ships : undefined;
}

/**
 * The fleet form's hand-over from the address (the galaxy's slot actions, a spy report's
 * 'Atacar'): `?g=&s=&p=&type=&mission=` (lib/fleet formFromQuery) plus `ships=code:count,…`, the
 * ships the sender already chose (a report's cargo ships; the attack fill then adds the combat
 * ships). `key` changes with the hand-over, so the screen keyed by it starts a fresh form when a
 * new hand-over arrives while it is open (the reports dialog is on the same screen).
 * @returns `handover` (null without `g`, `s` or `p`) and its `key` ('' without one)
 */
export function useFleetHandover(): { handover: Partial<MissionFormState> | null; key: string } {
  const [params] = useSearchParams();
  return useMemo(() => {
    const handover = formFromQuery(params);
    if (!handover) return { handover: null, key: '' };
    const ships = shipsFromQuery(params.get('ships'));
    const key = ['g', 's', 'p', 'type', 'mission', 'ships'].map((name) => params.get(name) ?? '').join('|');
    return { handover: ships ? { ...handover, ships } : handover, key };
  }, [params]);
}
