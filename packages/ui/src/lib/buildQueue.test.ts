import { describe, expect, it } from 'vitest';
import { buildQueueStates } from './buildQueue';

const b = (id: number, name: string, level: number, ends: string | null, upgrading = true) => ({
  id,
  building_name: name,
  building_code: name.toLowerCase().replace(/ /g, '_'),
  level,
  is_upgrading: upgrading,
  upgrade_ends: ends,
});

describe('buildQueueStates (one source of truth: the queue order)', () => {
  // Forja Boreal: metal mine building, crystal mine and research lab waiting.
  const buildings = [
    b(1, 'Mina de metal', 16, '2026-06-15T12:30:00Z'),
    b(2, 'Mina de cristal', 15, '2026-06-15T13:10:00Z'),
    b(3, 'Laboratorio de investigación', 5, '2026-06-15T14:00:00Z'),
    b(4, 'Hangar', 5, null, false),
  ];
  const queue = [
    { building_name: 'Mina de metal', target_level: 17, position: 1 },
    { building_name: 'Mina de cristal', target_level: 16, position: 2 },
    { building_name: 'Laboratorio de investigación', target_level: 6, position: 3 },
  ];

  it('marks the first queued item building and the others queued, with their positions', () => {
    const states = buildQueueStates(buildings, queue);
    expect(states.get('1')).toEqual({ status: 'building', position: 1 });
    expect(states.get('2')).toEqual({ status: 'queued', position: 2 });
    expect(states.get('3')).toEqual({ status: 'queued', position: 3 });
    expect(states.has('4')).toBe(false);
  });

  it('follows the queue order even when end times say otherwise', () => {
    const reversed = [
      { building_name: 'Laboratorio de investigación', target_level: 6, position: 1 },
      { building_name: 'Mina de metal', target_level: 17, position: 2 },
      { building_name: 'Mina de cristal', target_level: 16, position: 3 },
    ];
    const states = buildQueueStates(buildings, reversed);
    expect(states.get('3')?.status).toBe('building');
    expect(states.get('1')).toEqual({ status: 'queued', position: 2 });
  });

  it('orders by upgrade_ends while the queue is unknown, and never marks two as building', () => {
    const states = buildQueueStates([buildings[2]!, buildings[0]!, buildings[1]!], undefined);
    expect([...states.values()].filter((s) => s.status === 'building')).toHaveLength(1);
    expect(states.get('1')?.status).toBe('building');
    expect(states.get('2')?.position).toBe(2);
    expect(states.get('3')?.position).toBe(3);
  });

  it('puts buildings the queue does not list after the listed ones; an unreadable end time last', () => {
    const states = buildQueueStates([b(5, 'Desconocido', 1, 'not a date'), b(6, 'Otro', 2, null), ...buildings], queue);
    expect(states.get('1')?.status).toBe('building');
    expect(states.get('5')?.position).toBeGreaterThan(3);
    expect(states.get('6')?.position).toBeGreaterThan(3);
    expect(states.get('5')?.status).toBe('queued');
  });

  it('a single upgrading building is building; nothing upgrading gives an empty map', () => {
    expect(buildQueueStates([buildings[1]!], [])).toEqual(new Map([['2', { status: 'building', position: 1 }]]));
    expect(buildQueueStates([buildings[3]!], queue).size).toBe(0);
  });
});
