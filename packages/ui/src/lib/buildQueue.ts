/**
 * One source of truth for what is building and what waits (spec p2 §2.1, §3 'Construction queue
 * item', §4 'Building'): the construction queue's order decides; the first item is building
 * ('Construyendo'), the others wait ('En cola'). A building card, the detail panel and the queue
 * list all read this rule, so they cannot disagree.
 */

export type BuildQueueStatus = 'building' | 'queued';

export interface BuildQueueState {
  status: BuildQueueStatus;
  /** 1-based place in the queue. */
  position: number;
}

export interface QueueableBuilding {
  id: string | number;
  building_name?: string | null;
  building_code?: string | null;
  level?: number | null;
  is_upgrading?: boolean | null;
  /** ISO end time of this building's upgrade. */
  upgrade_ends?: string | null;
}

export interface QueuedItem {
  building_name?: string | null;
  target_level?: number | null;
  position?: number | null;
}

const endMs = (value: string | null | undefined): number => {
  const ms = value ? Date.parse(value) : Number.NaN;
  return Number.isFinite(ms) ? ms : Number.POSITIVE_INFINITY;
};

/**
 * The queue state of every upgrading building, by building id (as a string).
 * Each upgrading building is matched to its queue item by name (and, when both are known, target
 * level = level + 1); matched buildings keep the queue's order. Buildings the queue does not list
 * (queue not loaded, or a name the queue spells differently) follow, by `upgrade_ends`. The first
 * of the resulting order is 'building', every other 'queued'; positions are 1, 2, 3…
 * Buildings that are not upgrading are absent from the map.
 * @param queue the queue items, or undefined while unknown (then `upgrade_ends` alone orders)
 */
export function buildQueueStates(
  buildings: readonly QueueableBuilding[],
  queue?: readonly QueuedItem[] | null,
): Map<string, BuildQueueState> {
  const upgrading = buildings.filter((b) => b.is_upgrading);
  const items = [...(queue ?? [])]
    .map((item, index) => ({
      item,
      order: Number.isFinite(Number(item.position)) && item.position != null ? Number(item.position) : index + 1,
    }))
    .sort((a, b) => a.order - b.order);
  const claimed = new Set<number>();
  const rank = new Map<string, number>();
  for (const building of upgrading) {
    const target = Number(building.level) + 1;
    const index = items.findIndex(
      ({ item }, i) =>
        !claimed.has(i) &&
        Boolean(item.building_name) &&
        (item.building_name === building.building_name || item.building_name === building.building_code) &&
        (item.target_level == null || !Number.isFinite(target) || Number(item.target_level) === target),
    );
    if (index >= 0) {
      claimed.add(index);
      rank.set(String(building.id), index);
    }
  }
  const ordered = [...upgrading].sort((a, b) => {
    const ra = rank.get(String(a.id)) ?? Number.POSITIVE_INFINITY;
    const rb = rank.get(String(b.id)) ?? Number.POSITIVE_INFINITY;
    if (ra !== rb) return ra < rb ? -1 : 1;
    const ea = endMs(a.upgrade_ends);
    const eb = endMs(b.upgrade_ends);
    return ea === eb ? 0 : ea < eb ? -1 : 1;
  });
  const states = new Map<string, BuildQueueState>();
  ordered.forEach((building, index) => {
    states.set(String(building.id), { status: index === 0 ? 'building' : 'queued', position: index + 1 });
  });
  return states;
}
