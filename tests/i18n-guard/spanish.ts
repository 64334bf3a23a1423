/**
 * The missing-translation guard's rules: which text on an English screen is
 * Spanish that came from the client. Pure functions, shared by the browser guard
 * (`english-suite.tsx`) and its unit test (`tests/unit/i18n-guard.test.ts`).
 *
 * Text the server sent as free text (a planet or player name, a message body, an error detail)
 * is exempt: it is collected from the mock answers and removed before the check. What the server
 * sends to *name* a code (a type's `name`, `building_name`, `type_display`…) is not exempt: the
 * client must name those from its own translations (docs/architecture.md 'Names from codes').
 */
import esEntities from '../../packages/ui/src/i18n/es/entities.json';
import enEntities from '../../packages/ui/src/i18n/en/entities.json';
import { resources } from '../../packages/ui/src/i18n/resources';

/**
 * Words that are Spanish and never English UI text. Whole words, case-insensitive. Short function
 * words ('de', 'la', 'y'…) are the strongest signal: an English sentence never has them.
 */
export const SPANISH_WORDS = [
  'de',
  'del',
  'la',
  'las',
  'los',
  'el',
  'y',
  'con',
  'para',
  'por',
  'una',
  'sin',
  'hace',
  'mil',
  'cargando',
  'guardar',
  'cancelar',
  'cerrar',
  'reintentar',
  'actualizar',
  'volver',
  'aceptar',
  'confirmar',
  'construir',
  'mejorar',
  'mejorando',
  'nivel',
  'investigar',
  'investigando',
  'recursos',
  'flota',
  'flotas',
  'nave',
  'naves',
  'planeta',
  'planetas',
  'mensaje',
  'mensajes',
  'enviar',
  'eliminar',
  'borrar',
  'buscar',
  'sistema',
  'galaxia',
  'defensa',
  'defensas',
  'edificio',
  'edificios',
  'capacidad',
  'cristal',
  'deuterio',
  'tiempo',
  'coste',
  'requiere',
  'requisitos',
  'insuficientes',
  'faltan',
  'completar',
  'completada',
  'completado',
  'cola',
  'llegada',
  'regreso',
  'viajando',
  'destino',
  'origen',
  'desplegar',
  'transporte',
  'ataque',
  'reciclar',
  'colonizar',
  'escombros',
  'victoria',
  'derrota',
  'puntos',
  'editar',
  'alianza',
  'mercado',
  'simulador',
  'todas',
  'todos',
  'ninguno',
  'libres',
  'campos',
  'minutos',
  'horas',
  'ahora',
  'leído',
  'leídos',
  'nuevo',
  'nueva',
  'cantidad',
  'velocidad',
  'combustible',
  'carga',
  'bodega',
  'cazador',
  'crucero',
  'sonda',
  'colonizador',
  'reciclador',
  'espionaje',
  'despliegue',
  'mina',
  'almacén',
  'fábrica',
  'laboratorio',
  'tecnología',
  'escudo',
  'cañón',
  'láser',
  'misil',
];

/** Characters that English text does not use (accents of Spanish, inverted marks). */
const SPANISH_LETTERS = /[áéíóúñü¿¡]/i;

/** Texts the client shows in Spanish on purpose in both languages (the language switch). */
export const ALLOWED = ['Español'];

function strings(tree: unknown, out: string[] = []): string[] {
  if (typeof tree === 'string') out.push(tree);
  else if (tree && typeof tree === 'object') for (const value of Object.values(tree)) strings(value, out);
  return out;
}
/** Every English text of the client: a Spanish name found among them is English too ('Hangar'). */
const ENGLISH_TEXTS = strings(resources.en).join('\n');

/** The Spanish names of the client's entities that are not English as well (whole names). */
export const SPANISH_ENTITY_NAMES: string[] = Object.entries(esEntities).flatMap(([kind, names]) =>
  Object.entries(names as Record<string, string>)
    .filter(
      ([code, name]) => (enEntities as Record<string, Record<string, string>>)[kind]?.[code] !== name && !ENGLISH_TEXTS.includes(name),
    )
    .map(([, name]) => name),
);

const WORDS = new RegExp(`(?<![\\p{L}\\p{N}_])(${SPANISH_WORDS.join('|')})(?![\\p{L}\\p{N}_])`, 'iu');

/** Keys under which a server answer *names a code*: the client must translate these. */
const NAMING_KEYS = new Set([
  'building_name',
  'ship_type_name',
  'defense_type_name',
  'ship_name',
  'type_display',
  'status_display',
  'category_display',
  'priority_display',
]);
/** An object is a type of the catalogue (its `name` names a code) when it has one of these. */
const CATALOGUE_MARKS = ['code', 'metal_cost', 'base_metal_cost', 'cost_factor', 'required_shipyard_level'];

/**
 * Collects the free texts of a server answer (any JSON) into `out`: every string but those that
 * name a code (see NAMING_KEYS and catalogue `name`s).
 */
export function collectServerTexts(value: unknown, out: Set<string>, key?: string, parent?: Record<string, unknown>): Set<string> {
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text || (key && NAMING_KEYS.has(key))) return out;
    if (key === 'name' && parent && CATALOGUE_MARKS.some((mark) => mark in parent)) return out;
    out.add(text);
    // An HTML body (a message) is shown as its text pieces: each piece is the server's too.
    if (/<[a-z!/][^>]*>/i.test(text)) {
      for (const piece of text.split(/<[^>]*>/)) {
        const decoded = piece
          .replace(/&nbsp;/g, ' ')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&amp;/g, '&')
          .trim();
        if (decoded) out.add(decoded);
      }
    }
  } else if (Array.isArray(value)) {
    for (const item of value) collectServerTexts(item, out, key, parent);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const [k, v] of Object.entries(record)) collectServerTexts(v, out, k, record);
  }
  return out;
}

/**
 * The Spanish found in one text shown on an English screen, after removing the server's free
 * texts (a whole text that is one, or pieces of 3+ characters, longest first) and the allowed
 * texts: the matched words or names, empty when clean.
 */
export function findSpanish(text: string, serverTexts: Iterable<string> = []): string[] {
  const server = serverTexts instanceof Set ? (serverTexts as Set<string>) : new Set(serverTexts);
  // A whole text that is one of the server's, however short (an HTML piece such as 'y').
  if (server.has(text.trim())) return [];
  let rest = ` ${text} `;
  const exempt = [...server, ...ALLOWED].filter((s) => s.length >= 3).sort((a, b) => b.length - a.length);
  for (const s of exempt) if (rest.includes(s)) rest = rest.split(s).join(' \u0000 ');
  const found: string[] = [];
  for (const name of SPANISH_ENTITY_NAMES) if (rest.includes(name)) found.push(name);
  const word = WORDS.exec(rest);
  if (word) found.push(word[1]!);
  const letter = rest.split(/\s+/).find((w) => SPANISH_LETTERS.test(w));
  if (letter) found.push(letter);
  return [...new Set(found)];
}
