import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { resources } from '../i18n/resources';
import { entityCode, entityName } from './entityName';

describe('entityName: names from codes in the interface language', () => {
  const en = createI18n('en').t;
  const es = createI18n('es').t;

  it('names a code from the client translations, not from the server label', () => {
    expect(entityName(en, 'ship', 'large_cargo', 'Nave grande de carga')).toBe('Large Cargo');
    expect(entityName(es, 'ship', 'large_cargo', 'Big freighter')).toBe('Nave grande de carga');
    expect(entityName(en, 'building', 'metal_mine', null)).toBe('Metal Mine');
    expect(entityName(en, 'defense', 'plasma_turret')).toBe('Plasma Turret');
    expect(entityName(en, 'notification', 'BUILD_COMPLETE', 'Construcción completada')).toBe('Construction complete');
  });

  it('recognises the Spanish name when the server sends no code (research types, queue items)', () => {
    expect(entityName(en, 'research', null, 'Tecnología de energía')).toBe('Energy Technology');
    expect(entityName(en, 'building', undefined, '  mina de METAL ')).toBe('Metal Mine');
    expect(entityCode('research', null, 'Astrofísica')).toBe('astrophysics');
  });

  it('shows what the server sent for an entity the client does not know', () => {
    expect(entityName(en, 'ship', 'star_cruiser', 'Crucero estelar')).toBe('Crucero estelar');
    expect(entityName(en, 'ship', 'star_cruiser', null)).toBe('star_cruiser');
    expect(entityName(en, 'notification', null, null)).toBe('—');
    expect(entityCode('notification', 'SOMETHING_NEW')).toBeUndefined();
  });

  it('knows every code of the demo catalogues in both languages', () => {
    for (const kind of Object.keys(resources.es.entities) as Array<keyof typeof resources.es.entities>) {
      for (const code of Object.keys(resources.es.entities[kind])) {
        expect(entityName(es, kind, code)).toBe((resources.es.entities[kind] as Record<string, string>)[code]);
        expect(entityName(en, kind, code)).toBe((resources.en.entities[kind] as Record<string, string>)[code]);
      }
    }
  });
});
