import { useTranslation } from 'react-i18next';
import type { Building } from '@imperio/api-client';
import { shortfall, type Amounts } from '../../lib/quantity';
import { codedErrorText } from '../../lib/useErrorText';

/** Why a building cannot be upgraded, and whose words they are. */
export interface UpgradeReason {
  text: string;
  /** True when `text` is the server's `upgrade_reason` as sent (free text, in Spanish). */
  fromServer: boolean;
}

/**
 * Why `building` cannot be upgraded (spec p2 §2.1), or null when it can, or is upgrading. The
 * client's own words where it has them, in the player's language: the maximum level, and a
 * shortfall it can see (the next level's cost beyond `stock`, worded as the error catalogue's
 * `insufficient_resources`); else the server's `upgrade_reason` as sent; else 'No se puede
 * mejorar'. The server's reason is Spanish free text: an English player read 'Recursos
 * insuficientes: faltan 531.043 de metal' on every card they could not afford.
 * A planet with no field left for one more upgrade is refused for that before the cost is
 * weighed (the demo server checks fields first, as OGame does), and the client has no words of
 * its own for it: its reason stays the server's there, not a shortfall that would hide it.
 * @param stock the planet's stock now, or null while unknown
 * @param fieldsFull whether the planet has no free field left once its queue is counted
 */
export function useUpgradeReason(
  building: Building,
  maxReached: boolean,
  stock: Partial<Amounts> | null,
  fieldsFull = false,
): UpgradeReason | null {
  const { t, i18n } = useTranslation('buildings');
  const upgrading = Boolean(building.is_upgrading);
  if (upgrading || (building.can_upgrade !== false && !maxReached)) return null;
  if (maxReached) return { text: t('maxLevel'), fromServer: false };
  const cost = building.upgrade_cost;
  const missing = cost && !fieldsFull ? shortfall(cost as Amounts, stock) : [];
  const worded = missing.length
    ? codedErrorText(
        { code: 'insufficient_resources', missing: Object.fromEntries(missing.map(({ key, amount }) => [key, amount])) },
        // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a key typed `never` widens t's return to objects; our keys are strings
        (key, options) => String(t(key as never, options as never)),
        i18n.language,
      )
    : undefined;
  if (worded) return { text: worded, fromServer: false };
  if (building.upgrade_reason) return { text: building.upgrade_reason, fromServer: true };
  return { text: t('cannotUpgrade'), fromServer: false };
}
