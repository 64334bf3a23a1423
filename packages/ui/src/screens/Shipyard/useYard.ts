import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryKey, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import { buildingQueries, config, resourceQueries, type CompleteResult, type Id } from '@imperio/api-client';
import { type QueueItemView, type StockView, type UnitCatalogueProps, type UnitTypeView } from '../../components/UnitCatalogue';
import { useEntityName, type EntityKind } from '../../lib/entityName';
import { powerEntries, totalPower } from '../../lib/power';
import { isRepeat, type LastWrite } from '../../lib/quantity';
import { projectStock } from '../../lib/resources';
import { useNow, useOnEndsPassed } from '../../state/liveClock';

// The factories' keys are precise tuples; any key is fine here (queryFn reads its own).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type YardQuery<D> = UseQueryOptions<D, Error, D, any>;

/** What differs between the shipyard and the defence screen: calls and field mapping. */
export interface YardSource<T extends { id: Id; name: string; attack?: number | null }, S, Q, V = unknown> {
  /** What the units are, to name them from the client's translations. */
  kind: Extract<EntityKind, 'ship' | 'defense'>;
  /** The factories skip (`skipToken`) without a planet. */
  types: (planetId: Id | null) => YardQuery<T[]>;
  stock: (planetId: Id | null) => YardQuery<S[]>;
  queue: (planetId: Id | null) => YardQuery<Q[]>;
  /** Prefix key of everything planet-specific (stock and queue), invalidated after a change. */
  planetKey: (planetId: Id) => QueryKey;
  /** The order's `mutationOptions` factory (`shipMutations.build`); it owns its invalidation. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  buildMutation: () => UseMutationOptions<any, Error, V>;
  /** The order's variables for a planet, a type id and a whole quantity. */
  order: (planetId: Id, typeId: string, quantity: number) => V;
  /** The 'Completar' `mutationOptions` factory (`shipMutations.complete`). */
  completeMutation: () => UseMutationOptions<CompleteResult, Error, void>;
  /** The bare complete call, for the silent automatic one every 30 s. */
  complete: () => Promise<CompleteResult>;
  toUnit: (type: T) => UnitTypeView;
  stockRow: (row: S) => { typeId: string; quantity: number; name?: string | null };
  queueRow: (row: Q, index: number) => Omit<QueueItemView, 'name'> & { typeId: string | null; name?: string | null };
}

/** The yard's data as `UnitCatalogue` takes it. */
export type YardCatalogue = Pick<UnitCatalogueProps, 'available' | 'shipyardLevel' | 'units' | 'stock' | 'queue' | 'power' | 'now'>;

/**
 * The connected half of a yard screen (spec p2 §2.3, §2.4, §4, §7): loads types, stock and queue
 * of the planet, its resources and shipyard level (for the checks before an order); orders
 * (`order`, one request per intent: repeated calls while one is pending are ignored); calls
 * complete every 30 s, silently (p2 §8, §9), and on 'Completar' (`completeNow`, with its result);
 * calls complete (then reloads) when a unit in the queue reaches its end time (on the server's
 * clock). `catalogue` holds what the catalogue shows.
 */
export function useYard<T extends { id: Id; name: string; attack?: number | null }, S, Q, V>(
  source: YardSource<T, S, Q, V>,
  planetId: Id | null,
) {
  const queryClient = useQueryClient();
  const enabled = planetId !== null;
  const types = useQuery(source.types(planetId));
  const stock = useQuery(source.stock(planetId));
  const queue = useQuery(source.queue(planetId));
  const now = useNow();
  // The planet's stock, for the build panel's shortfall hint only: a failure here changes nothing.
  const resources = useQuery(resourceQueries.planet(planetId));
  // The planet's shipyard level, for the requirement check only: unknown (null) leaves it to the server.
  const buildings = useQuery(buildingQueries.planet(planetId));
  const shipyard = buildings.data?.buildings.find((building) => building.building_code === 'shipyard');
  const shipyardLevel = shipyard ? shipyard.level : null;

  const refresh = useCallback(() => {
    if (planetId !== null) void queryClient.invalidateQueries({ queryKey: source.planetKey(planetId) });
  }, [queryClient, source, planetId]);

  const build = useMutation(source.buildMutation());
  const complete = useMutation(source.completeMutation());
  // One intent, one request: a double click or Enter pressed again can arrive before
  // the re-render that disables the control (the `building`/`completing` refs close that gap),
  // or after a fast answer (the same write again within 2 s of its success is not sent; measured
  // on the monotonic clock, since stories freeze `Date`).
  // mutateAsync's promise settles even if the observer is reset meanwhile, so locks reopen.
  const building = useRef(false);
  const completing = useRef(false);
  const lastWrite = useRef<LastWrite | null>(null);
  const [lastOrder, setLastOrder] = useState<{ typeId: string; quantity: number } | null>(null);

  const order = (typeId: string, quantity: number) => {
    if (planetId === null) return;
    const key = `order:${String(planetId)}:${typeId}x${quantity}`;
    if (building.current || build.isPending || isRepeat(lastWrite.current, key, performance.now())) return;
    building.current = true;
    setLastOrder({ typeId, quantity });
    build
      .mutateAsync(source.order(planetId, typeId, quantity))
      .then(() => {
        lastWrite.current = { key, at: performance.now() };
      })
      .catch(() => undefined) // shown from `build.error`; a refused order may be sent again at once
      .finally(() => {
        building.current = false;
      });
  };

  const completeNow = () => {
    if (completing.current || complete.isPending || isRepeat(lastWrite.current, 'complete', performance.now())) return;
    completing.current = true;
    complete
      .mutateAsync()
      .then(() => {
        lastWrite.current = { key: 'complete', at: performance.now() };
      })
      .catch(() => undefined) // shown from `complete.error`
      .finally(() => {
        completing.current = false;
      });
  };

  // Automatic complete every 30 s: silent on failure (p2 §8).
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      source.complete().then(refresh, () => undefined);
    }, config.intervals.autoCompleteMs);
    return () => clearInterval(timer);
  }, [enabled, source, refresh]);

  const entityName = useEntityName();
  const units = useMemo(
    () => (types.data ?? []).map(source.toUnit).map((unit) => ({ ...unit, name: entityName(source.kind, unit.code, unit.name) })),
    [types.data, source, entityName],
  );
  const unitById = useMemo(() => new Map(units.map((unit) => [unit.id, unit])), [units]);
  const stockRows = useMemo<StockView[]>(
    () =>
      (stock.data ?? []).map(source.stockRow).map((row) => ({
        typeId: row.typeId,
        quantity: row.quantity,
        name: unitById.get(row.typeId)?.name ?? (row.name ? entityName(source.kind, null, row.name) : `#${row.typeId}`),
      })),
    [stock.data, source, unitById, entityName],
  );
  const queueRows = useMemo<QueueItemView[]>(
    () =>
      (queue.data ?? []).map((row, index) => {
        const { typeId, name, ...rest } = source.queueRow(row, index);
        return {
          ...rest,
          name: (typeId !== null ? unitById.get(typeId)?.name : undefined) ?? (name ? entityName(source.kind, null, name) : '—'),
          code: typeId !== null ? unitById.get(typeId)?.code : undefined,
        };
      }),
    [queue.data, source, unitById, entityName],
  );
  const power = useMemo(() => totalPower(powerEntries(types.data ?? [], stockRows)), [types.data, stockRows]);

  // When a unit in progress at the last answer reaches its end (on the server's clock), the
  // complete call registers it at once and the stock and queue reload (p2 §4, §7; the 30 s call
  // stays as the fallback). One call at a time; reloaded whatever it answers.
  const ends = useMemo(() => queueRows.flatMap((row) => (row.remaining > 0 && row.endsAt !== null ? [row.endsAt] : [])), [queueRows]);
  const dueCall = useRef(false);
  useOnEndsPassed(ends, () => {
    if (dueCall.current) return;
    dueCall.current = true;
    source
      .complete()
      .catch(() => undefined)
      .finally(() => {
        dueCall.current = false;
        refresh();
      });
  });

  const loadError = types.error ?? stock.error ?? queue.error ?? null;
  const isLoading = enabled && (types.isPending || stock.isPending || queue.isPending) && !loadError;
  const retry = () => {
    if (types.error) void types.refetch();
    if (stock.error) void stock.refetch();
    if (queue.error) void queue.refetch();
  };

  const available = useMemo(() => projectStock(resources.data, now), [resources.data, now]);

  // What the catalogue shows, under its props' names (YardScreen spreads it).
  const catalogue: YardCatalogue = { available, shipyardLevel, units, stock: stockRows, queue: queueRows, power, now };
  return {
    catalogue,
    isLoading,
    loadError,
    retry,
    build,
    order,
    lastOrder,
    complete,
    completeNow,
  };
}
