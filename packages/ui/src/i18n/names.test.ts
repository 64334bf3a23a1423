import { describe, expect, it } from 'vitest';
import esDesigner from './es/designer.json';
import enDesigner from './en/designer.json';
import enEntities from './en/entities.json';
import enShipyard from './en/shipyard.json';
import enDesignerFlat from './en/designer.json?raw';
import enEntitiesRaw from './en/entities.json?raw';
import enShipyardRaw from './en/shipyard.json?raw';

/**
 * The names the Spanish interface showed in English (the designer's components and its default
 * ship name) are Spanish in the Spanish catalogue, and the English catalogue spells armour one
 * way: 'Armor', the spelling it uses most.
 */
describe('names in the catalogues', () => {
  it('the Spanish designer names no component, nor the default ship, with its English name', () => {
    const components = esDesigner.components as Record<string, string>;
    const english = enDesigner.components as Record<string, string>;
    // 'Plasma' is the same word in both languages.
    const same = Object.keys(english).filter((key) => components[key] === english[key] && english[key] !== 'Plasma');
    expect(same).toEqual([]);
    expect(esDesigner.design.defaultName).toBe('Cazador personalizado');
    expect(enDesigner.design.defaultName).toBe('Custom Fighter');
    for (const name of [...Object.values(components), esDesigner.design.defaultName]) {
      expect(name).not.toMatch(
        /\b(Fighter|Cruiser|Ship|Cannon|Torpedo(?! de)|Quantum|Standard|Extended|Massive|Energy|Fusion|Antimatter)\b/,
      );
    }
  });

  it("English writes 'Armor', never 'Armour'", () => {
    for (const raw of [enDesignerFlat, enEntitiesRaw, enShipyardRaw]) {
      const values = [...raw.matchAll(/": "([^"]*)"/g)].map((match) => match[1] ?? '');
      expect(values.filter((value) => /armour/i.test(value))).toEqual([]);
    }
    expect((enEntities as { research: Record<string, string> }).research.armour_technology).toBe('Armor Technology');
    expect((enShipyard as { stats: Record<string, string> }).stats.armor).toBe('Armor');
  });
});
