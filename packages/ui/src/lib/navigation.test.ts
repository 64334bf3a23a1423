import { describe, expect, it } from 'vitest';
import {
  analyzeRoute,
  clampToMap,
  clickPlanet,
  DANGER_ZONES,
  EMPTY_PLAN,
  formatTravelTime,
  MAP_SIZE,
  nextWaypointPosition,
  planetById,
  planetPosition,
  planPoints,
  pointAlongRoute,
  PLANETS,
  segmentCrossesZone,
  segmentFuel,
  STATIONS,
  travelHours,
} from './navigation';

const zone = (id: string) => DANGER_ZONES.find((z) => z.id === id)!;
const ship = (mass: number, speed: number, fuelCapacity: number) => ({ mass, speed, fuelCapacity });

describe('the navigation map (spec p2 §3)', () => {
  it('is 800 units with six planets on the spec radii', () => {
    expect(MAP_SIZE).toBe(800);
    expect(PLANETS.map((p) => [p.id, p.orbit])).toEqual([
      ['mercury', 80],
      ['venus', 110],
      ['earth', 150],
      ['mars', 200],
      ['jupiter', 300],
      ['saturn', 380],
    ]);
  });

  it('has the three danger zones with their threat and the three stations with their service', () => {
    expect(DANGER_ZONES.map((z) => [z.id, z.threat])).toEqual([
      ['asteroidBelt', 3],
      ['hostileSector', 5],
      ['radiationZone', 4],
    ]);
    expect(STATIONS.map((s) => [s.id, s.service])).toEqual([
      ['alpha', 'refuel'],
      ['beta', 'trade'],
      ['gamma', 'repair'],
    ]);
  });

  it('keeps every planet on its orbit as steps pass, and moves it', () => {
    for (const planet of PLANETS) {
      for (const step of [0, 1, 250]) {
        const p = planetPosition(planet, step);
        expect(Math.hypot(p.x - 400, p.y - 400)).toBeCloseTo(planet.orbit, 6);
      }
      expect(planetPosition(planet, 10)).not.toEqual(planetPosition(planet, 0));
    }
    // Inner planets move faster.
    expect(planetById('mercury').angularSpeed).toBeGreaterThan(planetById('saturn').angularSpeed);
  });
});

describe('segment versus zone crossing', () => {
  const radiation = zone('radiationZone'); // centre (610, 420), radius 40

  it('crosses when the segment passes through the circle', () => {
    expect(segmentCrossesZone({ x: 500, y: 420 }, { x: 700, y: 420 }, radiation)).toBe(true);
  });

  it('counts a tangent segment (edge included) but not one a unit further out', () => {
    expect(segmentCrossesZone({ x: 500, y: 380 }, { x: 700, y: 380 }, radiation)).toBe(true);
    expect(segmentCrossesZone({ x: 500, y: 379 }, { x: 700, y: 379 }, radiation)).toBe(false);
  });

  it('does not cross when only the extended line would reach the circle', () => {
    expect(segmentCrossesZone({ x: 500, y: 420 }, { x: 560, y: 420 }, radiation)).toBe(false);
  });

  it('crosses when a segment starts inside the zone', () => {
    expect(segmentCrossesZone({ x: 610, y: 420 }, { x: 800, y: 800 }, radiation)).toBe(true);
  });
});

describe('fuel and time (spec p2 §9)', () => {
  it('pays distance × 0.5 + mass × 0.05 per segment', () => {
    // 500 units, mass 165: 250 + 8.25.
    expect(segmentFuel(500, 165, [])).toBe(258.25);
  });

  it('adds threat × 10 for each zone a segment crosses', () => {
    expect(segmentFuel(200, 0, [{ threat: 4 }])).toBe(140);
    expect(segmentFuel(100, 20, [{ threat: 5 }, { threat: 4 }])).toBe(50 + 1 + 90);
  });

  it('takes distance / (speed / 100) hours', () => {
    expect(travelHours(500, 1000)).toBe(50);
    expect(travelHours(200, 2500)).toBe(8);
    expect(travelHours(200, 0)).toBeNull();
  });

  it('shows under 24 h in hours and the rest as days and hours', () => {
    expect(formatTravelTime(8)).toEqual({ unit: 'hours', hours: 8 });
    expect(formatTravelTime(7.34)).toEqual({ unit: 'hours', hours: 7.3 });
    expect(formatTravelTime(23.94)).toEqual({ unit: 'hours', hours: 23.9 });
    expect(formatTravelTime(24)).toEqual({ unit: 'days', days: 1, hours: 0 });
    expect(formatTravelTime(50)).toEqual({ unit: 'days', days: 2, hours: 2 });
    expect(formatTravelTime(71.6)).toEqual({ unit: 'days', days: 3, hours: 0 });
    expect(formatTravelTime(null)).toBeNull();
    expect(formatTravelTime(Number.NaN)).toBeNull();
  });
});

describe('analyzeRoute', () => {
  it('sums the segments of a route with a waypoint and finds the stations within 30 units', () => {
    // (100,100) → (100,400) → (400,400): two 300-unit segments, mass 50.
    const result = analyzeRoute(
      [
        { x: 100, y: 100 },
        { x: 100, y: 400 },
        { x: 400, y: 400 },
      ],
      ship(50, 1000, 1000),
    );
    expect(result.segments.map((s) => s.distance)).toEqual([300, 300]);
    expect(result.segments.map((s) => s.fuel)).toEqual([152.5, 152.5]);
    expect(result.distance).toBe(600);
    expect(result.fuel).toBe(305);
    expect(result.hours).toBe(60);
    expect(result.zones).toEqual([]);
    // Beta (130, 380) is 30 units from the first segment and 20 from the second.
    expect(result.stations.map((s) => s.id)).toEqual(['beta']);
    expect(result.viable).toBe(true);
  });

  it('leaves out stations more than 30 units away', () => {
    const result = analyzeRoute(
      [
        { x: 0, y: 0 },
        { x: 99, y: 0 },
      ],
      ship(0, 100, 100),
    );
    expect(result.stations).toEqual([]);
  });

  it('charges a zone once per segment that crosses it', () => {
    // Through the radiation zone (threat 4) twice, 200 + 200 units, mass 0.
    const result = analyzeRoute(
      [
        { x: 500, y: 420 },
        { x: 700, y: 420 },
        { x: 500, y: 420 },
      ],
      ship(0, 1000, 10000),
    );
    expect(result.segments.map((s) => s.zones)).toEqual([['radiationZone'], ['radiationZone']]);
    expect(result.fuel).toBe(2 * (100 + 40));
    expect(result.zones.map((z) => z.id)).toEqual(['radiationZone']);
  });

  it('is viable when the fuel needed equals the capacity and not one unit below', () => {
    const points = [
      { x: 500, y: 420 },
      { x: 700, y: 420 },
    ]; // 140 fuel at mass 0
    expect(analyzeRoute(points, ship(0, 1000, 140)).viable).toBe(true);
    const short = analyzeRoute(points, ship(0, 1000, 139));
    expect(short.viable).toBe(false);
    expect(short.problems).toEqual(['notEnoughFuel']);
  });

  it('is not viable without an engine, and never NaN for an empty design', () => {
    const result = analyzeRoute(
      [
        { x: 0, y: 0 },
        { x: 300, y: 400 },
      ],
      ship(0, 0, 0),
    );
    expect(result.viable).toBe(false);
    expect(result.problems).toEqual(['noSpeed', 'notEnoughFuel']);
    expect(result.hours).toBeNull();
    expect(result.fuel).toBe(250);
    expect(Number.isNaN(result.fuelCapacity)).toBe(false);
    const weird = analyzeRoute(
      [
        { x: 0, y: 0 },
        { x: 300, y: 400 },
      ],
      ship(Number.NaN, Number.NaN, Number.NaN),
    );
    expect(weird.fuel).toBe(250);
    expect(weird.viable).toBe(false);
  });

  it('treats fewer than two points as an incomplete route with zero totals', () => {
    const result = analyzeRoute([], ship(50, 1000, 1000));
    expect(result).toMatchObject({ distance: 0, fuel: 0, viable: false, problems: ['incomplete'] });
  });
});

describe('the route plan', () => {
  const a = { x: 1, y: 2 };
  const b = { x: 3, y: 4 };

  it('sets origin, then destination, and clears all when the origin is clicked again', () => {
    const withOrigin = clickPlanet(EMPTY_PLAN, 'earth', a);
    expect(withOrigin.origin).toEqual({ planet: 'earth', point: a });
    expect(withOrigin.destination).toBeNull();
    const withDestination = clickPlanet({ ...withOrigin, waypoints: [b] }, 'mars', b);
    expect(withDestination.destination).toEqual({ planet: 'mars', point: b });
    expect(planPoints(withDestination)).toEqual([a, b, b]);
    expect(clickPlanet(withDestination, 'earth', a)).toEqual(EMPTY_PLAN);
  });

  it('has no route points until both ends are set', () => {
    expect(planPoints({ ...EMPTY_PLAN, origin: { planet: 'earth', point: a }, waypoints: [b] })).toEqual([]);
  });

  it('clamps points dragged off the map', () => {
    expect(clampToMap({ x: -50, y: 900 })).toEqual({ x: 0, y: 800 });
    expect(clampToMap({ x: 400, y: 12 })).toEqual({ x: 400, y: 12 });
    expect(clampToMap({ x: Number.NaN, y: Infinity })).toEqual({ x: 0, y: 800 });
  });

  it('places a keyboard waypoint inside the map, between the last point and the destination', () => {
    const plan = {
      origin: { planet: 'earth' as const, point: { x: 100, y: 100 } },
      destination: { planet: 'mars' as const, point: { x: 300, y: 100 } },
      waypoints: [],
    };
    expect(nextWaypointPosition(plan)).toEqual({ x: 200, y: 120 });
    const p = nextWaypointPosition(EMPTY_PLAN);
    expect(p.x).toBeGreaterThanOrEqual(0);
    expect(p.x).toBeLessThanOrEqual(800);
  });
});

describe('pointAlongRoute', () => {
  const route = [
    { x: 0, y: 0 },
    { x: 100, y: 0 },
    { x: 100, y: 100 },
  ];
  it('walks the polyline by distance', () => {
    expect(pointAlongRoute(route, 0)).toEqual({ x: 0, y: 0 });
    expect(pointAlongRoute(route, 0.25)).toEqual({ x: 50, y: 0 });
    expect(pointAlongRoute(route, 0.75)).toEqual({ x: 100, y: 50 });
    expect(pointAlongRoute(route, 1.25)).toEqual({ x: 50, y: 0 });
  });
  it('copes with empty and zero-length routes', () => {
    expect(pointAlongRoute([], 0.5)).toBeNull();
    expect(
      pointAlongRoute(
        [
          { x: 3, y: 4 },
          { x: 3, y: 4 },
        ],
        0.5,
      ),
    ).toEqual({ x: 3, y: 4 });
  });
});
