import { describe, expect, it } from 'vitest';
import esEntities from '../../i18n/es/entities.json';
import { ENTITY_ICONS, FALLBACK_ICONS, entityIcon, type IconKind } from './entityIcons';

const kinds = Object.keys(ENTITY_ICONS) as IconKind[];

describe('entity icons', () => {
  it.each(kinds)('gives every %s code the client names an icon of its own', (kind) => {
    const codes = Object.keys(esEntities[kind]);
    expect(Object.keys(ENTITY_ICONS[kind]).sort()).toEqual(codes.sort());
    const icons = codes.map((code) => ENTITY_ICONS[kind][code]);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('falls back to the kind icon for an unknown or missing code', () => {
    expect(entityIcon('ship', 'warp_gate')).toBe(FALLBACK_ICONS.ship);
    expect(entityIcon('building', null)).toBe(FALLBACK_ICONS.building);
    expect(entityIcon('building', 'toString')).toBe(FALLBACK_ICONS.building);
    expect(entityIcon('building', 'metal_mine')).toBe(ENTITY_ICONS.building.metal_mine);
  });
});
