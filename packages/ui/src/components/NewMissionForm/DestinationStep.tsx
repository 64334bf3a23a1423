import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MISSION_DESTINATION_TYPES } from '@imperio/api-client';
import { allowsMissionType } from '@imperio/rules';
import { TextField } from '../../primitives/TextField';
import { coordinateValue, isExact, type CoordinateField } from '../../lib/fleet';
import { FormSection } from './FormSection';
import { useMissionForm } from './useMissionForm';
import * as styles from './NewMissionForm.css';

/**
 * Step 1, the destination (spec p2 §4, §5): galaxy, system and position (a value that falls back
 * says which is used; 'No puedes enviar una misión al mismo planeta de origen' under the
 * position), then its type. Editing a coordinate clears the destination type and the mission;
 * a destination type that does not allow the chosen mission clears the mission.
 */
export function DestinationStep() {
  const { t } = useTranslation('fleet');
  const id = useId();
  const { register, setValue, getValues, values, errorOf } = useMissionForm();
  const typeError = errorOf('destinationType');

  const coordinate = (field: CoordinateField) => {
    const raw = values[field] ?? '';
    const used = coordinateValue(raw, field);
    const fallback = isExact(raw, used) ? undefined : t('form.coordinateFallback', { value: used });
    return (
      <TextField
        key={field}
        label={t(`form.${field}`)}
        inputMode="numeric"
        autoComplete="off"
        error={errorOf(field) ?? fallback}
        data-testid={`coordinate-${field}`}
        {...register(field, {
          onChange: () => {
            setValue('destinationType', null);
            setValue('missionType', null);
          },
        })}
      />
    );
  };

  return (
    <FormSection step={1} title={t('form.destination')}>
      <div className={styles.row}>{(['galaxy', 'system', 'position'] as const).map(coordinate)}</div>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-dest-type`}
        aria-describedby={typeError ? `${id}-dest-error` : undefined}
        className={styles.choices}
      >
        <span id={`${id}-dest-type`} className="visually-hidden">
          {t('form.destinationType')}
        </span>
        {MISSION_DESTINATION_TYPES.map((destinationType) => (
          <label key={destinationType} className={styles.choice}>
            <input
              type="radio"
              value={destinationType}
              {...register('destinationType', {
                onChange: () => {
                  const missionType = getValues('missionType');
                  if (missionType && !allowsMissionType(destinationType, missionType)) setValue('missionType', null);
                },
              })}
            />
            <span className={styles.choiceName}>{t(`form.destinationTypes.${destinationType}`)}</span>
          </label>
        ))}
      </div>
      {typeError ? (
        <p id={`${id}-dest-error`} className={styles.fieldError} data-testid="error-destinationType">
          {typeError}
        </p>
      ) : null}
    </FormSection>
  );
}
