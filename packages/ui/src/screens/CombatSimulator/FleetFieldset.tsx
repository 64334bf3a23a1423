import { useTranslation } from 'react-i18next';
import type { DefenseType, ShipType } from '@imperio/api-client';
import { TextField } from '../../primitives/TextField';
import { useEntityName } from '../../lib/entityName';
import { RESOURCES, TECHNOLOGIES, unitCode, type CombatForm, type Side } from './combatForm';
import * as styles from './CombatSimulator.css';

/** The research code whose name labels each technology field. */
const TECH_RESEARCH = { weapons: 'weapons_technology', shielding: 'shielding_technology', armour: 'armour_technology' } as const;

export interface FleetFieldsetProps {
  side: Side;
  form: CombatForm;
  ships: ShipType[];
  /** The defence types that fight (the defender only). */
  defences?: DefenseType[];
  /** Field names (`attacker.units.cruiser`…) whose value is not a whole number ≥ 0. */
  errors: ReadonlySet<string>;
  /** A field changed: its name and its new text. */
  onChange: (name: string, value: string) => void;
  disabled: boolean;
}

/**
 * One side of the simulator (spec p2 §2.10, made real): a fieldset with legend 'Atacante' or
 * 'Defensor', its weapons, shielding and armour technology levels, a count per ship type and,
 * on the defender, per defence type and the planet's resources (optional, for the loot).
 * Each field is labelled with the unit's or technology's name.
 */
export function FleetFieldset({ side, form, ships, defences, errors, onChange, disabled }: FleetFieldsetProps) {
  const { t } = useTranslation(['simulator', 'common']);
  const name = useEntityName();
  const field = (key: string, label: string, value: string) => (
    <TextField
      key={key}
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      value={value}
      placeholder="0"
      disabled={disabled}
      error={errors.has(key) ? t('invalidField') : undefined}
      onChange={(event) => onChange(key, event.target.value)}
    />
  );
  const units = (kind: 'ship' | 'defense', types: (ShipType | DefenseType)[]) =>
    types.map((type) => {
      const code = unitCode(type);
      return field(`${side}.units.${code}`, name(kind, type.code, type.name), form[side].units[code] ?? '');
    });

  return (
    <fieldset className={styles.fieldset} data-testid={`fleet-${side}`} disabled={disabled}>
      <legend className={styles.legend}>{t(side)}</legend>
      <h2 className={styles.groupTitle}>{t('technologies')}</h2>
      <div className={styles.fields}>
        {TECHNOLOGIES.map((tech) => field(`${side}.tech.${tech}`, name('research', TECH_RESEARCH[tech]), form[side].tech[tech]))}
      </div>
      <h2 className={styles.groupTitle}>{t('ships')}</h2>
      <div className={styles.fields}>{units('ship', ships)}</div>
      {defences ? (
        <>
          <h2 className={styles.groupTitle}>{t('defenses')}</h2>
          <div className={styles.fields}>{units('defense', defences)}</div>
          <h2 className={styles.groupTitle}>{t('resources')}</h2>
          <p className={styles.intro}>{t('resourcesHint')}</p>
          <div className={styles.fields}>
            {RESOURCES.map((resource) => field(`resources.${resource}`, t(`common:resources.${resource}`), form.resources[resource]))}
          </div>
        </>
      ) : null}
    </fieldset>
  );
}
