import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import esEntities from '../i18n/es/entities.json';

/**
 * Names from codes (docs/architecture.md 'Names from codes'): a building, research,
 * ship or defence type, or a notification type, is named from the client's own translations
 * (`i18n/<lang>/entities.json`, the spec's Spanish names and their English names), never from
 * the text the server sent with it. Free text that only the server has stays as sent.
 */
export type EntityKind = keyof typeof esEntities;

/** The entities key of a code, per kind (spelled out so the i18n key guard sees every group). */
const KEYS: Record<EntityKind, (code: string) => string> = {
  building: (code) => `building.${code}`,
  research: (code) => `research.${code}`,
  ship: (code) => `ship.${code}`,
  defense: (code) => `defense.${code}`,
  notification: (code) => `notification.${code}`,
};

const normalise = (text: string) => text.trim().toLocaleLowerCase('es');

/** Spanish name → code, per kind: a backend that sends only the Spanish name still gets named. */
const CODE_BY_SPANISH_NAME = Object.fromEntries(
  (Object.keys(esEntities) as EntityKind[]).map((kind) => [
    kind,
    new Map(Object.entries(esEntities[kind]).map(([code, name]) => [normalise(name), code])),
  ]),
) as Record<EntityKind, Map<string, string>>;

/**
 * The code of an entity the client knows: `code` when it is one of `kind`'s codes, else the
 * code whose Spanish name is `name` (the server's own label), else undefined.
 */
export function entityCode(kind: EntityKind, code: string | null | undefined, name?: string | null): string | undefined {
  const codes = esEntities[kind] as Record<string, string>;
  if (code && Object.hasOwn(codes, code)) return code;
  if (name) return CODE_BY_SPANISH_NAME[kind].get(normalise(name));
  return undefined;
}

/** Any i18next `t` of the instance (the key is read with its `entities:` namespace). */
export type AnyT = (key: never, options?: never) => unknown;

/**
 * The name of an entity in the interface language.
 * @param t a translator of the `entities` namespace (or any with `entities:` keys)
 * @param kind 'building' | 'research' | 'ship' | 'defense' | 'notification'
 * @param code the server's code (`building_code`, `code`, `notif_type`…), if it sent one
 * @param fallback the server's own label (a name, `type_display`): it identifies the entity when
 *   the code is missing, and is shown as sent when the client does not know the entity
 * @returns the translated name; else `fallback`; else `code`; else '—'
 * @example entityName(t, 'ship', 'large_cargo', 'Nave grande de carga') // en: 'Large Cargo'
 */
export function entityName(t: AnyT, kind: EntityKind, code: string | null | undefined, fallback?: string | null): string {
  const known = entityCode(kind, code, fallback);
  if (known) return String(t(`entities:${KEYS[kind](known)}` as never));
  return fallback?.trim() || code || '—';
}

/** `entityName` bound to the current language: `(kind, code, fallback?) => name`. */
export function useEntityName(): (kind: EntityKind, code: string | null | undefined, fallback?: string | null) => string {
  const { t } = useTranslation('entities');
  return useCallback(
    (kind: EntityKind, code: string | null | undefined, fallback?: string | null) => entityName(t, kind, code, fallback),
    [t],
  );
}
