import { describe, expect, it } from 'vitest';
import { TRANSPORT_BODY } from '@imperio/mocks/fixtures';
import { capCount } from './format';
import {
  fleetCapacity,
  amountValue,
  canSend,
  coordinateValue,
  createMissionBody,
  emptyMissionForm,
  formFromQuery,
  missionIssues,
  previewMissionBody,
  reportPreview,
  type MissionFormState,
} from './fleet';
import { cargoMax, fillCargo, missionFormSchema, previewSeconds, type MissionFormRules } from './missionForm';
import { fleetLink } from './galaxy';

const HOME = { galaxy: 1, system: 42, position: 7 };
const AVAILABLE = { small_cargo: 12, recycler: 2, colony_ship: 0 };

function form(over: Partial<MissionFormState> = {}): MissionFormState {
  return {
    ...emptyMissionForm(HOME),
    galaxy: '1',
    system: '44',
    position: '4',
    destinationType: 'planet',
    missionType: 'transport',
    ships: { small_cargo: '3' },
    ...over,
  };
}

describe('form inputs (spec p2 §5)', () => {
  it('coordinates fall back to 1 and stay in bounds', () => {
    expect(coordinateValue('abc', 'galaxy')).toBe(1);
    expect(coordinateValue('', 'system')).toBe(1);
    expect(coordinateValue('0', 'galaxy')).toBe(1);
    expect(coordinateValue('-1', 'system')).toBe(1);
    expect(coordinateValue('2.5', 'position')).toBe(2);
    expect(coordinateValue('16', 'position')).toBe(15);
    expect(coordinateValue('15', 'position')).toBe(15);
    expect(coordinateValue('0', 'position')).toBe(1);
    expect(coordinateValue('420', 'system')).toBe(420);
  });
  it('amounts fall back to 0, never go negative and stop at what is available', () => {
    expect(amountValue('abc')).toBe(0);
    expect(amountValue('')).toBe(0);
    expect(amountValue('-5')).toBe(0);
    expect(amountValue('7.9')).toBe(7);
    expect(amountValue('50', 12)).toBe(12);
    expect(amountValue('5000')).toBe(5000);
  });
});

describe('send rules (spec p2 §5)', () => {
  it('asks for an origin, a destination type, and refuses the origin itself as a planet', () => {
    expect(missionIssues(form(), null)).toEqual(['noOrigin']);
    expect(missionIssues(form({ destinationType: null }), HOME)).toEqual(['noDestinationType']);
    expect(missionIssues(form({ system: '42', position: '7' }), HOME)).toEqual(['sameAsOrigin']);
    // The same place as debris is fine: the home planet's own debris field.
    expect(missionIssues(form({ system: '42', position: '7', destinationType: 'debris', missionType: 'recycle' }), HOME)).toEqual([]);
    expect(missionIssues(form(), HOME)).toEqual([]);
  });
  it('counts a ship field registered but never typed in (undefined) as 0, without throwing', () => {
    const untouched = { small_cargo: undefined } as unknown as MissionFormState['ships'];
    expect(canSend(form({ ships: untouched }), AVAILABLE)).toBe(false);
  });
  it('disables send without a mission type or without a ship above 0', () => {
    expect(canSend(form(), AVAILABLE)).toBe(true);
    expect(canSend(form({ missionType: null }), AVAILABLE)).toBe(false);
    expect(canSend(form({ ships: {} }), AVAILABLE)).toBe(false);
    expect(canSend(form({ ships: { small_cargo: '0', recycler: 'abc' } }), AVAILABLE)).toBe(false);
    // A ship not on the planet counts as 0.
    expect(canSend(form({ ships: { colony_ship: '1' } }), AVAILABLE)).toBe(false);
  });
});

describe('request bodies (spec p2 §7)', () => {
  it('create: ships as one-entry code → quantity maps, amounts after fallbacks', () => {
    const body = createMissionBody(
      form({ ships: { small_cargo: '3', recycler: '5', colony_ship: '0' }, metal: '1000', crystal: 'x', deuterium: '-3', speed: 70 }),
      101,
      AVAILABLE,
      true,
    );
    // The form's default destination and type are those of the mocks' transport body.
    expect(body).toEqual({ ...TRANSPORT_BODY, speed_percentage: 70, crystal_cargo: 0, ships: [{ small_cargo: 3 }, { recycler: 2 }] });
  });
  it('create: no cargo when the type does not carry resources', () => {
    const body = createMissionBody(form({ missionType: 'attack', metal: '500' }), 101, AVAILABLE, false);
    expect(body.metal_cargo).toBe(0);
  });
  it('create: refuses a form without a mission type', () => {
    expect(() => createMissionBody(form({ missionType: null }), 101, AVAILABLE, true)).toThrow();
  });
  it('preview: ships as a list of codes, one per ship; nothing without ships or origin', () => {
    expect(previewMissionBody(form({ ships: { small_cargo: '2', recycler: '1' }, position: '99' }), HOME, AVAILABLE)).toEqual({
      origin_galaxy: 1,
      origin_system: 42,
      origin_position: 7,
      dest_galaxy: 1,
      dest_system: 44,
      dest_position: 15,
      speed_percentage: 100,
      ships: ['small_cargo', 'small_cargo', 'recycler'],
    });
    expect(previewMissionBody(form({ ships: {} }), HOME, AVAILABLE)).toBeNull();
    expect(previewMissionBody(form(), null, AVAILABLE)).toBeNull();
  });
});

describe('galaxy hand-over (fleetLink → form)', () => {
  it('reads the link the galaxy builds', () => {
    const url = new URL(fleetLink({ galaxy: 1, system: 42, position: 9 }, 'debris', 'recycle'), 'http://x');
    expect(formFromQuery(url.searchParams)).toEqual({
      galaxy: '1',
      system: '42',
      position: '9',
      destinationType: 'debris',
      missionType: 'recycle',
    });
    const colonise = new URL(fleetLink({ galaxy: 3, system: 7, position: 15 }, 'planet', 'colonize'), 'http://x');
    expect(formFromQuery(colonise.searchParams)).toMatchObject({ destinationType: 'planet', missionType: 'colonize' });
  });
  it('ignores a mission not allowed there and bad numbers', () => {
    expect(formFromQuery(new URLSearchParams('g=x&s=0&p=40&type=debris&mission=attack'))).toEqual({
      galaxy: '1',
      system: '1',
      position: '15',
      destinationType: 'debris',
    });
    expect(formFromQuery(new URLSearchParams(''))).toBeNull();
  });
});

describe('reports (spec p2 §2.6, §9)', () => {
  it('previews 150 characters', () => {
    const long = 'x'.repeat(149) + 'yz' + ' tail';
    expect(reportPreview(long)).toBe('x'.repeat(149) + 'y…');
    expect(reportPreview('x'.repeat(150))).toBe('x'.repeat(150));
    expect(reportPreview('Línea uno.\nLínea  dos.')).toBe('Línea uno. Línea dos.');
    expect(reportPreview(null)).toBe('');
  });
  it('caps the unread badge at 9+', () => {
    expect(capCount(9, 9)).toBe('9');
    expect(capCount(10, 9)).toBe('9+');
    expect(capCount(0, 9)).toBe('0');
  });
});

describe('fleetCapacity', () => {
  const ships = [{ code: 'small_cargo', cargoCapacity: 5_000 }, { code: 'large_cargo', cargoCapacity: 25_000 }, { code: 'mystery' }];
  it('adds quantity × capacity of every chosen ship type when all are known', () => {
    expect(
      fleetCapacity(
        [
          { code: 'small_cargo', quantity: 3 },
          { code: 'large_cargo', quantity: 2 },
        ],
        ships,
        1,
      ),
    ).toBe(65_000);
  });
  it("falls back to the preview's capacity when a type's capacity is unknown, else null", () => {
    expect(fleetCapacity([{ code: 'mystery', quantity: 1 }], ships, 9_000)).toBe(9_000);
    expect(fleetCapacity([{ code: 'mystery', quantity: 1 }], ships, undefined)).toBeNull();
    expect(fleetCapacity([], ships, null)).toBeNull();
  });
});

describe("'máx.' and 'todo' for cargo", () => {
  const STOCK = { metal: 9_000.7, crystal: 4_000, deuterium: 5_000 };
  const none = { metal: 0, crystal: 0, deuterium: 0 };

  it("'todo' fills the capacity in the order metal, crystal, deuterium, within the stock and keeping the fuel", () => {
    expect(fillCargo(15_000, STOCK, 100)).toEqual({ metal: 9_000, crystal: 4_000, deuterium: 2_000 });
    expect(fillCargo(5_000, STOCK, 100)).toEqual({ metal: 5_000, crystal: 0, deuterium: 0 });
    expect(fillCargo(100_000, STOCK, 100)).toEqual({ metal: 9_000, crystal: 4_000, deuterium: 4_900 });
    expect(fillCargo(null, STOCK)).toBeNull();
  });

  it("'máx.' of one resource fits beside the others and within the stock", () => {
    expect(cargoMax('metal', none, 15_000, STOCK)).toBe(9_000);
    expect(cargoMax('crystal', { ...none, metal: 12_000 }, 15_000, STOCK)).toBe(3_000);
    expect(cargoMax('deuterium', none, 15_000, STOCK, 4_500)).toBe(500);
    // No stock known: only the capacity limits; no capacity known: nothing to offer.
    expect(cargoMax('metal', { ...none, crystal: 1_000 }, 15_000, null)).toBe(14_000);
    expect(cargoMax('metal', none, null, STOCK)).toBeNull();
    expect(cargoMax('metal', { ...none, crystal: 20_000 }, 15_000, STOCK)).toBe(0);
  });
});

describe('missionFormSchema: the send rules as the form resolver (p2 §5)', () => {
  const rules: MissionFormRules = {
    origin: HOME,
    ships: [{ code: 'small_cargo', available: 12, cargoCapacity: 5_000 }],
    missionTypes: [{ code: 'transport', allows_resources: true }, { code: 'attack' }],
  };
  const errors = (values: MissionFormState, over: Partial<MissionFormRules> = {}) => {
    const result = missionFormSchema({ ...rules, ...over }).safeParse(values);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
  };

  it('accepts a complete transport', () => {
    expect(errors(form())).toEqual([]);
  });

  it('puts each refusal on its field, in the spec order', () => {
    expect(errors(emptyMissionForm(HOME), { origin: null })).toEqual([
      'origin:noOrigin',
      'destinationType:noDestinationType',
      'missionType:noMissionType',
      'ships:noShips',
    ]);
    expect(errors(form({ system: '42', position: '7' }))).toEqual(['position:sameAsOrigin']);
  });

  it('refuses cargo over the capacity only when the type carries resources', () => {
    expect(errors(form({ metal: '15001' }))).toEqual(['cargo:overCapacity']);
    expect(errors(form({ metal: '15000' }))).toEqual([]);
    expect(errors(form({ metal: '15001', missionType: 'attack' }))).toEqual([]);
  });
});

describe('previewSeconds (arrival and return in the preview)', () => {
  it('reads the seconds, else the formatted duration', () => {
    expect(previewSeconds({ duration_seconds: 42, duration_formatted: '0:00:09' })).toBe(42);
    expect(previewSeconds({ duration_formatted: '0:00:09' })).toBe(9);
    expect(previewSeconds({ duration_formatted: '2:03:04' })).toBe(7384);
    expect(previewSeconds({ duration_formatted: '1:00:00:01' })).toBe(86_401);
    expect(previewSeconds({ duration_formatted: 'soon' })).toBeNull();
    expect(previewSeconds(null)).toBeNull();
  });
});
