import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryKey, type UnusedSkipTokenOptions } from '@tanstack/react-query';
import { config, resourceKeys, resourceQueries, type CompleteResult, type Id } from '@imperio/api-client';
import { nextQueueEvent, type QueueItemView, type StockView, type UnitTypeView } from '../../components/UnitCatalogue';
import { useEntityName, type EntityKind } from '../../lib/entityName';
import { powerEntries, totalPower } from '../../lib/power';
import { projectResource, toSnapshot } from '../../lib/resources';

// The factories' keys are precise tuples; any key is fine here (queryFn reads its own).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type YardQuery<D> = UnusedSkipTokenOptions<D, Error, D, any>;

/** What differs between the shipyard and the defence screen: calls and field mapping. */
export interface YardSource<T extends { id: Id; name: string; attack?: number | null }, S, Q> {
  /** What the units are, to name them from the client's translations (issue 14 item 12). */
  kind: Extract<EntityKind, 'ship' | 'defense'>;
  types: (planetId: Id) => YardQuery<T[]>;
  stock: (planetId: Id) => YardQuery<S[]>;
  queue: (planetId: Id) => YardQuery<Q[]>;
  /** Prefix key of everything planet-specific (stock and queue), invalidated after a change. */
  planetKey: (planetId: Id) => QueryKey;
  build: (planetId: Id, typeId: string, quantity: number) => Promise<unknown>;
  complete: () => Promise<CompleteResult>;
  toUnit: (type: T) => UnitTypeView;
  stockRow: (row: S) => { typeId: string; quantity: number; name?: string | null };
  queueRow: (row: Q, index: number) => Omit<QueueItemView, 'name'> & { typeId: string | null; name?: string | null };
}

/** `Date.now()` refreshed every `config.intervals.countdownMs` (spec p2 §9: 1 s). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), config.intervals.countdownMs);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The connected half of a yard screen (spec p2 §2.3, §2.4, §4, §7): loads types, stock and queue
 * of the planet; builds (invalidating stock, queue and resources); calls complete every 30 s,
 * silently (p2 §8, §9), and on 'Completar'; refetches when a unit in the queue is due.
 */
export function useYard<T extends { id: Id; name: string; attack?: number | null }, S, Q>(source: YardSource<T, S, Q>, planetId: Id | null) {
  const queryClient = useQueryClient();
  const enabled = planetId !== null;
  const id = planetId ?? 0;
  const types = useQuery({ ...source.types(id), enabled });
  const stock = useQuery({ ...source.stock(id), enabled });
  const queue = useQuery({ ...source.queue(id), enabled });
  const now = useNow();
  // The planet's stock, for the build panel's shortfall hint only: a failure here changes nothing.
  const resources = useQuery({ ...resourceQueries.planet(id), enabled });

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: source.planetKey(id) });
  }, [queryClient, source, id]);

  const build = useMutation({
    mutationFn: ({ typeId, quantity }: { typeId: string; quantity: number }) => source.build(id, typeId, quantity),
    onSuccess: () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all });
    },
  });
  const complete = useMutation({ mutationFn: () => source.complete(), onSettled: refresh });

  // Automatic complete every 30 s: silent on failure (p2 §8).
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      source.complete().then(refresh, () => undefined);
    }, config.intervals.autoCompleteMs);
    return () => clearInterval(timer);
  }, [enabled, source, refresh]);

  const entityName = useEntityName();
  const units = useMemo(() => (types.data ?? []).map(source.toUnit).map((unit) => ({ ...unit, name: entityName(source.kind, unit.code, unit.name) })), [types.data, source, entityName]);
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
        return { ...rest, name: (typeId !== null ? unitById.get(typeId)?.name : undefined) ?? (name ? entityName(source.kind, null, name) : '—') };
      }),
    [queue.data, source, unitById, entityName],
  );
  const power = useMemo(() => totalPower(powerEntries(types.data ?? [], stockRows)), [types.data, stockRows]);

  // When a unit that was in progress at the last answer is due, ask again: the stock has grown
  // (p2 §4). Measured from the answer's arrival so a server that has not moved on is not polled.
  const nextEvent = nextQueueEvent(queueRows, queue.dataUpdatedAt);
  useEffect(() => {
    if (nextEvent === null) return;
    const timer = setTimeout(refresh, Math.max(0, nextEvent - Date.now()) + 500);
    return () => clearTimeout(timer);
  }, [nextEvent, refresh]);

  const loadError = types.error ?? stock.error ?? queue.error ?? null;
  const isLoading = enabled && (types.isPending || stock.isPending || queue.isPending) && !loadError;
  const retry = () => {
    if (types.error) void types.refetch();
    if (stock.error) void stock.refetch();
    if (queue.error) void queue.refetch();
  };

  const available = useMemo(() => {
    if (!resources.data) return null;
    const snapshot = toSnapshot(resources.data);
    return {
      metal: projectResource(snapshot, 'metal', now).amount,
      crystal: projectResource(snapshot, 'crystal', now).amount,
      deuterium: projectResource(snapshot, 'deuterium', now).amount,
    };
  }, [resources.data, now]);

  return { available, units, stock: stockRows, queue: queueRows, power, now, isLoading, loadError, retry, build, complete };
}
