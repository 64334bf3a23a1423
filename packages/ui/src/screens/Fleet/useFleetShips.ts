import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { shipQueries, type Id } from '@imperio/api-client';
import type { AvailableShip } from '../../components/NewMissionForm';
import { entityName } from '../../lib/entityName';

export interface FleetShips {
  /** Ships on the origin with a quantity above 0, named from the client's catalogue. */
  ships: AvailableShip[];
  /** Ship code → how many are on the origin. */
  available: Readonly<Record<string, number>>;
  /** Every ship type's name by code (for the required-ship warning). */
  shipNames: Readonly<Record<string, string>>;
  /** The planet's ships or ship types are still loading. */
  loading: boolean;
}

/**
 * The ships the selected planet can send (spec p2 §5 'Ship counts: 0 up to the number
 * available'): its stock joined with the ship types (code, name, cargo capacity).
 * @param planetId the origin planet; null without one (nothing is fetched)
 */
export function useFleetShips(planetId: Id | null): FleetShips {
  const { t } = useTranslation('fleet');
  const shipTypes = useQuery(shipQueries.types(planetId));
  const stock = useQuery(shipQueries.stock(planetId));

  const ships: AvailableShip[] = useMemo(() => {
    const byId = new Map((shipTypes.data ?? []).map((type) => [String(type.id), type]));
    return (stock.data ?? []).flatMap((row) => {
      const type = byId.get(String(row.ship_type));
      const code = type?.code ?? row.ship_type_code;
      const quantity = row.quantity;
      const cargoCapacity = typeof type?.cargo_capacity === 'number' ? type.cargo_capacity : null;
      return code && quantity > 0
        ? [
            {
              code,
              name: entityName(t, 'ship', code, type?.name ?? row.ship_type_name),
              available: quantity,
              cargoCapacity,
              category: type?.category ?? null,
            },
          ]
        : [];
    });
  }, [shipTypes.data, stock.data, t]);
  const available = useMemo(() => Object.fromEntries(ships.map((ship) => [ship.code, ship.available])), [ships]);
  const shipNames = useMemo(
    () =>
      Object.fromEntries(
        (shipTypes.data ?? []).flatMap((type) => (type.code ? [[type.code, entityName(t, 'ship', type.code, type.name)]] : [])),
      ),
    [shipTypes.data, t],
  );
  return { ships, available, shipNames, loading: planetId !== null && (stock.isPending || shipTypes.isPending) };
}
