import { config } from '@imperio/api-client';

/**
 * Navigation simulator rules (spec p2 §2.9, §3 "Navigation simulator map", §5, §9): the map,
 * planets on orbits, danger zones, stations, and the fuel, time and viability of a route.
 * Distances are map units (the map is `config.navigation.mapWidth` = 800 units square, the sun
 * at its centre); time is hours; fuel is fuel units. Pure functions, no React.
 */

const nav = config.navigation;

/** Width and height of the map in units (spec p2 §3, §9). */
export const MAP_SIZE = nav.mapWidth;
/** The sun: the centre of every orbit. */
export const MAP_CENTER: Point = { x: MAP_SIZE / 2, y: MAP_SIZE / 2 };

export interface Point {
  x: number;
  y: number;
}

export type PlanetId = 'mercury' | 'venus' | 'earth' | 'mars' | 'jupiter' | 'saturn';

/**
 * A planet on a circular orbit. `orbit` is the radius in units (spec p2 §3); `phase` the angle
 * in radians at step 0; `angularSpeed` radians per orbit step (one step every
 * `config.intervals.orbitStepMs` = 100 ms). Phases and speeds are not in the spec: inner planets
 * move faster (Kepler-like, speed ∝ orbit^-1.5) so the map reads as a solar system.
 */
export interface PlanetDef {
  id: PlanetId;
  orbit: number;
  phase: number;
  angularSpeed: number;
}

const kepler = (orbit: number) => 0.02 * (80 / orbit) ** 1.5;

/** The six planets and their orbit radii (spec p2 §3). */
export const PLANETS: readonly PlanetDef[] = [
  { id: 'mercury', orbit: 80, phase: 0.9, angularSpeed: kepler(80) },
  { id: 'venus', orbit: 110, phase: 2.6, angularSpeed: kepler(110) },
  { id: 'earth', orbit: 150, phase: 5.6, angularSpeed: kepler(150) },
  { id: 'mars', orbit: 200, phase: 3.9, angularSpeed: kepler(200) },
  { id: 'jupiter', orbit: 300, phase: 0.35, angularSpeed: kepler(300) },
  { id: 'saturn', orbit: 380, phase: 2.1, angularSpeed: kepler(380) },
];

/** The planet with this id (throws on an unknown id: ids are a closed set). */
export function planetById(id: PlanetId): PlanetDef {
  const planet = PLANETS.find((p) => p.id === id);
  if (!planet) throw new Error(`Unknown planet ${id}`);
  return planet;
}

/** Where a planet is after `step` orbit steps (step 0 = the initial layout). */
export function planetPosition(planet: PlanetDef, step: number): Point {
  const angle = planet.phase + step * planet.angularSpeed;
  return { x: MAP_CENTER.x + planet.orbit * Math.cos(angle), y: MAP_CENTER.y + planet.orbit * Math.sin(angle) };
}

export type ZoneId = 'asteroidBelt' | 'hostileSector' | 'radiationZone';

/** A circular danger zone with its threat level (spec p2 §3). Position and size are ours. */
export interface DangerZone {
  id: ZoneId;
  center: Point;
  radius: number;
  threat: number;
}

/** The three danger zones: asteroid belt 3, hostile sector 5, radiation zone 4 (spec p2 §3). */
export const DANGER_ZONES: readonly DangerZone[] = [
  { id: 'asteroidBelt', center: { x: 235, y: 560 }, radius: 45, threat: 3 },
  { id: 'hostileSector', center: { x: 620, y: 200 }, radius: 55, threat: 5 },
  { id: 'radiationZone', center: { x: 610, y: 420 }, radius: 40, threat: 4 },
];

export type StationId = 'alpha' | 'beta' | 'gamma';
export type StationService = 'refuel' | 'trade' | 'repair';

/** A space station and its service (spec p2 §3). Positions are ours. */
export interface Station {
  id: StationId;
  service: StationService;
  position: Point;
}

/** Alpha (refuel), beta (trade), gamma (repair) (spec p2 §3). */
export const STATIONS: readonly Station[] = [
  { id: 'alpha', service: 'refuel', position: { x: 470, y: 160 } },
  { id: 'beta', service: 'trade', position: { x: 130, y: 380 } },
  { id: 'gamma', service: 'repair', position: { x: 560, y: 660 } },
];

/** Straight-line distance in units. */
export function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** Shortest distance from point `p` to the segment a–b (the nearest end when p is past it). */
export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSq = dx * dx + dy * dy;
  const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSq));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** True when the segment a–b touches or passes through the zone's circle (edge included). */
export function segmentCrossesZone(a: Point, b: Point, zone: Pick<DangerZone, 'center' | 'radius'>): boolean {
  return distanceToSegment(zone.center, a, b) <= zone.radius;
}

/** A point moved inside the map: each coordinate clamped to 0…MAP_SIZE (NaN becomes 0). */
export function clampToMap(point: Point): Point {
  const clamp = (v: number) => (Number.isFinite(v) ? Math.min(MAP_SIZE, Math.max(0, v)) : v === Infinity ? MAP_SIZE : 0);
  return { x: clamp(point.x), y: clamp(point.y) };
}

/** The ship figures a route needs, from the current design's totals. */
export interface ShipProfile {
  /** Total mass of the design. */
  mass: number;
  /** Engine speed (0 without an engine). */
  speed: number;
  /** Tank capacity in fuel units (0 without a tank). */
  fuelCapacity: number;
}

export interface SegmentAnalysis {
  from: Point;
  to: Point;
  /** Units. */
  distance: number;
  /** distance × 0.5 + mass × 0.05 + Σ threat × 10 over the zones this segment crosses. */
  fuel: number;
  /** Zones this segment crosses. */
  zones: ZoneId[];
}

export type RouteProblem = 'incomplete' | 'noSpeed' | 'notEnoughFuel';

export interface RouteAnalysis {
  segments: SegmentAnalysis[];
  /** Total units. */
  distance: number;
  /** Total fuel needed (sum of the segments). */
  fuel: number;
  fuelCapacity: number;
  /** Travel time in hours, or null when the speed is 0 (the ship cannot move). */
  hours: number | null;
  /** Every zone crossed, once each, in map order. */
  zones: DangerZone[];
  /** Stations within `config.navigation.stationRange` (30) units of any segment. */
  stations: Station[];
  /** fuel ≤ fuelCapacity, speed > 0, origin and destination set (spec p2 §5). */
  viable: boolean;
  problems: RouteProblem[];
}

const finite = (v: number) => (Number.isFinite(v) && v > 0 ? v : 0);

/** Fuel of one segment (spec p2 §9): distance × 0.5 + mass × 0.05 + Σ threat × 10. */
export function segmentFuel(segmentDistance: number, mass: number, zones: readonly Pick<DangerZone, 'threat'>[]): number {
  const threat = zones.reduce((sum, zone) => sum + zone.threat, 0);
  return finite(segmentDistance) * nav.fuelPerDistance + finite(mass) * nav.fuelPerMass + threat * nav.fuelPerThreat;
}

/** Travel time in hours (spec p2 §9): distance / (speed / 100); null when speed ≤ 0. */
export function travelHours(totalDistance: number, speed: number): number | null {
  if (!(Number.isFinite(speed) && speed > 0)) return null;
  return finite(totalDistance) / (speed / 100);
}

/**
 * Analyses a route through `points` (origin, waypoints…, destination) for a ship (spec p2 §5,
 * §9). Each segment pays distance × 0.5 + mass × 0.05, plus threat × 10 for each zone it crosses
 * (a zone crossed by two segments is paid twice). Fewer than two points is an incomplete route
 * (zero totals, not viable). Never returns NaN.
 */
export function analyzeRoute(points: readonly Point[], ship: ShipProfile): RouteAnalysis {
  const segments: SegmentAnalysis[] = [];
  for (let i = 1; i < points.length; i += 1) {
    const from = points[i - 1]!;
    const to = points[i]!;
    const crossed = DANGER_ZONES.filter((zone) => segmentCrossesZone(from, to, zone));
    const d = distance(from, to);
    segments.push({ from, to, distance: d, fuel: segmentFuel(d, ship.mass, crossed), zones: crossed.map((z) => z.id) });
  }
  const total = segments.reduce((sum, s) => sum + s.distance, 0);
  const fuel = segments.reduce((sum, s) => sum + s.fuel, 0);
  const fuelCapacity = finite(ship.fuelCapacity);
  const zones = DANGER_ZONES.filter((zone) => segments.some((s) => s.zones.includes(zone.id)));
  const stations = STATIONS.filter((station) =>
    segments.some((s) => distanceToSegment(station.position, s.from, s.to) <= nav.stationRange),
  );
  const problems: RouteProblem[] = [];
  if (points.length < 2) problems.push('incomplete');
  if (!(ship.speed > 0)) problems.push('noSpeed');
  if (fuel > fuelCapacity) problems.push('notEnoughFuel');
  return {
    segments,
    distance: total,
    fuel,
    fuelCapacity,
    hours: travelHours(total, ship.speed),
    zones,
    stations,
    viable: problems.length === 0,
    problems,
  };
}

/** A travel time to show: hours under 24 h (one decimal), else whole days and hours (spec p2 §9). */
export type TravelTime = { unit: 'hours'; hours: number } | { unit: 'days'; days: number; hours: number };

/**
 * Splits hours for display (spec p2 §9): under 24 h → `{unit:'hours', hours}` rounded to 0.1;
 * otherwise rounded to the whole hour → `{unit:'days', days, hours}`. Null or a negative/NaN time
 * gives null (nothing to show).
 */
export function formatTravelTime(hours: number | null): TravelTime | null {
  if (hours === null || !Number.isFinite(hours) || hours < 0) return null;
  const tenths = Math.round(hours * 10) / 10;
  if (tenths < 24) return { unit: 'hours', hours: tenths };
  const whole = Math.round(hours);
  return { unit: 'days', days: Math.floor(whole / 24), hours: whole % 24 };
}

/** The planned route: origin and destination planets with the points where they were picked. */
export interface RoutePlan {
  origin: { planet: PlanetId; point: Point } | null;
  destination: { planet: PlanetId; point: Point } | null;
  waypoints: Point[];
}

/** A plan with nothing chosen. */
export const EMPTY_PLAN: RoutePlan = { origin: null, destination: null, waypoints: [] };

/** The route's points in order (origin, waypoints, destination); waypoints alone are not a route. */
export function planPoints(plan: RoutePlan): Point[] {
  if (!plan.origin || !plan.destination) return [];
  return [plan.origin.point, ...plan.waypoints, plan.destination.point];
}

/**
 * The planet-click rule (spec p2 §2.9, §4): no origin → origin; clicking the origin again → all
 * cleared (waypoints too); otherwise → destination (replacing a previous one).
 */
export function clickPlanet(plan: RoutePlan, planet: PlanetId, point: Point): RoutePlan {
  if (!plan.origin) return { ...plan, origin: { planet, point } };
  if (plan.origin.planet === planet) return EMPTY_PLAN;
  return { ...plan, destination: { planet, point } };
}

/**
 * Where the keyboard's 'add waypoint' puts a new point: halfway between the last route point
 * and the destination, or the map centre when no route exists yet. Clamped to the map.
 */
export function nextWaypointPosition(plan: RoutePlan): Point {
  const before = plan.waypoints.at(-1) ?? plan.origin?.point;
  const after = plan.destination?.point;
  if (before && after) return clampToMap({ x: (before.x + after.x) / 2, y: (before.y + after.y) / 2 + 20 });
  return clampToMap({ x: MAP_CENTER.x + 40 * (plan.waypoints.length + 1), y: MAP_CENTER.y - 60 });
}

/**
 * The point at `fraction` (0…1, wrapped) of the way along a polyline, by distance; the first
 * point for a zero-length route; null without points. Used to draw the simulated ship.
 */
export function pointAlongRoute(points: readonly Point[], fraction: number): Point | null {
  if (points.length === 0) return null;
  const lengths = points.slice(1).map((p, i) => distance(points[i]!, p));
  const total = lengths.reduce((sum, l) => sum + l, 0);
  if (!(total > 0)) return points[0]!;
  const f = Number.isFinite(fraction) ? ((fraction % 1) + 1) % 1 : 0;
  let remaining = f * total;
  for (let i = 0; i < lengths.length; i += 1) {
    const l = lengths[i]!;
    if (remaining <= l) {
      const t = l === 0 ? 0 : remaining / l;
      const a = points[i]!;
      const b = points[i + 1]!;
      return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    }
    remaining -= l;
  }
  return points.at(-1)!;
}
