import { useTranslation } from 'react-i18next';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import { amountValue, isExact } from '../../lib/fleet';
import {
  cargoMax,
  cargoOf,
  CARGO_RESOURCES,
  fillCargo,
  formCapacity,
  type CargoAmounts,
  type MissionFormRules,
} from '../../lib/missionForm';
import { formatNumber } from '../../lib/format';
import { FormSection } from './FormSection';
import { useMissionForm } from './useMissionForm';
import * as styles from './NewMissionForm.css';
import { localeOf } from '../../i18n/languages';

export interface CargoStepProps {
  rules: MissionFormRules;
  /** The origin's stock now, read when a 'máx.' or 'todo' is pressed; null while unknown. */
  readStock: () => CargoAmounts | null;
  /** The flight's fuel in deuterium, kept back from the deuterium (0 while unknown). */
  fuel: number;
  /** Id of the over-capacity message (the send button points at it). */
  overCapacityId: string;
}

/**
 * Step 5, the resources (spec p2 §4: only when the mission type carries them; §5 amounts
 * minimum 0): metal, crystal and deuterium, each with 'máx.', and 'todo' to fill the capacity in
 * that order within the origin's stock. Cargo over the fleet's capacity is
 * refused here ('La carga (1.000.000) supera la capacidad de la flota (15.000)').
 */
export function CargoStep({ rules, readStock, fuel, overCapacityId }: CargoStepProps) {
  const { t, i18n } = useTranslation('fleet');
  const { register, values, set, codeOf } = useMissionForm();
  const locale = localeOf(i18n.language);
  const capacity = formCapacity(values, rules);
  const cargo = cargoOf(values);
  const total = cargo.metal + cargo.crystal + cargo.deuterium;

  const fillAll = () => {
    const filled = fillCargo(capacity, readStock(), fuel);
    if (filled) CARGO_RESOURCES.forEach((resource) => set(resource, String(filled[resource])));
  };

  return (
    <FormSection step={5} title={t('form.resources')}>
      <div>
        <Button size="sm" onClick={fillAll} disabled={capacity === null} aria-label={t('form.fillAllLabel')}>
          {t('form.fillAll')}
        </Button>
      </div>
      <div className={styles.row}>
        {CARGO_RESOURCES.map((resource) => {
          const raw = values[resource] ?? '';
          const used = amountValue(raw);
          const name = t(`resources.${resource}`, { ns: 'common' });
          return (
            <div key={resource} className={styles.withMax}>
              <TextField
                label={name}
                inputMode="numeric"
                autoComplete="off"
                error={isExact(raw, used) ? undefined : t('form.resourceFallback', { value: used })}
                data-testid={`cargo-${resource}`}
                {...register(resource)}
              />
              <Button
                size="sm"
                variant="ghost"
                className={styles.maxButton}
                aria-label={t('form.maxLabel', { name })}
                disabled={capacity === null}
                onClick={() => {
                  const max = cargoMax(resource, cargo, capacity, readStock(), fuel);
                  if (max !== null) set(resource, String(max));
                }}
              >
                {t('form.max')}
              </Button>
            </div>
          );
        })}
      </div>
      {codeOf('cargo') === 'overCapacity' && capacity !== null ? (
        <div id={overCapacityId} data-testid="over-capacity">
          <Alert>{t('form.overCapacity', { cargo: formatNumber(total, locale), capacity: formatNumber(capacity, locale) })}</Alert>
        </div>
      ) : null}
    </FormSection>
  );
}
