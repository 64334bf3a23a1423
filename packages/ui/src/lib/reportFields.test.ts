import { describe, expect, it } from 'vitest';
// The table alone (no universe): this file runs in the setup-free `rules` project.
import { DEMO_BATTLE_METADATA } from '@imperio/mocks/seed/reportTable';
import { humaniseKey, reportFields } from './reportFields';

describe('reportFields', () => {
  it('names an attack report: the result first, debris as one field of resource amounts, sides left to the battle view', () => {
    const fields = reportFields(DEMO_BATTLE_METADATA);
    expect(fields.map((field) => field.key)).toEqual(['result', 'coordinates', 'attack_power', 'defense_power', 'debris', 'loot']);
    expect(fields[0]).toEqual({ key: 'result', label: { field: 'result' }, value: { kind: 'code', field: 'result', code: 'victory' } });
    expect(fields[4]!.value).toEqual({
      kind: 'resources',
      amounts: [
        { resource: 'metal', value: 20100 },
        { resource: 'crystal', value: 13400 },
      ],
    });
  });

  it('groups the loot and keeps resources, km, percent and yes/no typed', () => {
    const fields = reportFields({ loot_metal: 5, loot_deuterium: 7, metal: 12400, moon_size: 6241, chance: 21, destroyed: false });
    expect(fields).toEqual([
      {
        key: 'loot',
        label: { field: 'loot' },
        value: {
          kind: 'resources',
          amounts: [
            { resource: 'metal', value: 5 },
            { resource: 'deuterium', value: 7 },
          ],
        },
      },
      { key: 'metal', label: { field: 'metal' }, value: { kind: 'resources', amounts: [{ resource: 'metal', value: 12400 }] } },
      { key: 'moon_size', label: { field: 'moon_size' }, value: { kind: 'number', value: 6241, unit: 'km' } },
      { key: 'chance', label: { field: 'chance' }, value: { kind: 'number', value: 21, unit: 'percent' } },
      { key: 'destroyed', label: { field: 'destroyed' }, value: { kind: 'boolean', value: false } },
    ]);
  });

  it('falls back to a humanised label and a typed value for unknown keys, and leaves out empty values', () => {
    const fields = reportFields({ fleet_size: 12, shipsLost: 'ninguna', weather: { storm: true }, owner: null });
    expect(fields).toEqual([
      { key: 'fleet_size', label: { text: 'Fleet size' }, value: { kind: 'number', value: 12 } },
      { key: 'shipsLost', label: { text: 'Ships lost' }, value: { kind: 'text', value: 'ninguna' } },
      { key: 'weather', label: { text: 'Weather' }, value: { kind: 'text', value: '{"storm":true}' } },
    ]);
  });

  it('shows an unknown result code as sent, and a success flag as a code', () => {
    expect(reportFields({ result: 'stalemate' })[0]!.value).toEqual({ kind: 'text', value: 'stalemate' });
    expect(reportFields({ success: true })[0]!.value).toEqual({ kind: 'code', field: 'success', code: 'true' });
  });

  it('reads nothing from no metadata', () => {
    expect(reportFields(null)).toEqual([]);
    expect(reportFields({})).toEqual([]);
  });
});

describe('humaniseKey', () => {
  it('splits snake, kebab and camel case and capitalises the first word', () => {
    expect(humaniseKey('debris_metal')).toBe('Debris metal');
    expect(humaniseKey('shipsLost')).toBe('Ships lost');
    expect(humaniseKey('x-ray-level')).toBe('X ray level');
  });
});
