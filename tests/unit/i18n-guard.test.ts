import { describe, expect, it } from 'vitest';
import { collectServerTexts, findSpanish } from '../i18n-guard/spanish';

/** The rules of the English-screen guard, so the guard itself can fail. */
describe('findSpanish', () => {
  it('finds client Spanish in English text: words, accents and entity names', () => {
    expect(findSpanish('Nave grande de carga')).toContain('Nave grande de carga');
    expect(findSpanish('Tecnología de energía → level 6')).toContain('Tecnología de energía');
    expect(findSpanish('Recursos insuficientes: faltan 154.411 de metal')).not.toEqual([]);
    expect(findSpanish('Cargando...')).toEqual(['Cargando']);
    expect(findSpanish('Espionaje')).toEqual(['Espionaje']);
  });

  it('passes English text, numbers and the language switch', () => {
    expect(findSpanish('Large Cargo · 25,000 capacity')).toEqual([]);
    expect(findSpanish('Energy Technology → level 6')).toEqual([]);
    expect(findSpanish('48.3K pts')).toEqual([]);
    expect(findSpanish('Español')).toEqual([]);
    expect(findSpanish('Delete the message? Planetary defence is lacking.')).toEqual([]);
  });

  it("exempts the server's free text, and only that", () => {
    const server = new Set(['Nueva Esperanza', 'Recursos insuficientes: faltan 1.200 de cristal']);
    expect(findSpanish('Planet Nueva Esperanza [1:42:7]', server)).toEqual([]);
    expect(findSpanish('Could not build: Recursos insuficientes: faltan 1.200 de cristal', server)).toEqual([]);
    expect(findSpanish('Nueva Esperanza: Cargando', server)).toEqual(['Cargando']);
  });
});

describe('collectServerTexts', () => {
  it('keeps free text and leaves out the labels that name a code', () => {
    const texts = collectServerTexts(
      {
        planets: [{ name: 'Nueva Esperanza', coordinates: '1:42:7' }],
        types: [{ id: 1, code: 'large_cargo', name: 'Nave grande de carga', description: 'Gran bodega.' }],
        research: [{ id: 10, name: 'Tecnología de energía', cost_factor: 2 }],
        queue: [{ building_name: 'Mina de metal', target_level: 6 }],
        notification: { notif_type: 'BUILD_COMPLETE', type_display: 'Construcción completada', title: 'Mina mejorada' },
      },
      new Set(),
    );
    expect([...texts].sort()).toEqual(
      ['1:42:7', 'BUILD_COMPLETE', 'Gran bodega.', 'Mina mejorada', 'Nueva Esperanza', 'large_cargo'].sort(),
    );
  });

  it("treats the text pieces of an HTML body as the server's", () => {
    const texts = collectServerTexts({ content_html: '<p>Hola <b>y</b> adiós &amp; más</p>' }, new Set());
    expect(texts).toContain('Hola');
    expect(texts).toContain('adiós & más');
    expect(findSpanish('y', texts)).toEqual([]); // a whole text node that is a piece of the body
    expect(findSpanish('y')).toEqual(['y']);
    expect(findSpanish('Hello y goodbye', texts)).toEqual(['y']); // a short piece does not clean a longer text
  });
});
