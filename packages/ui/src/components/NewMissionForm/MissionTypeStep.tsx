import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionType } from '@imperio/api-client';
import { missionTypesFor, requiredShip } from '@imperio/rules';
import { Alert } from '../../primitives/Alert';
import { Spinner } from '../../primitives/Spinner';
import { MissionTypeIcon, useMissionTypeDescription, useMissionTypeName } from '../MissionCard';
import { FormSection } from './FormSection';
import { useMissionForm } from './useMissionForm';
import * as styles from './NewMissionForm.css';

export interface MissionTypeStepProps {
  missionTypes: MissionType[];
  loading: boolean;
  /** Ship code → how many the origin has. */
  available: Readonly<Record<string, number>>;
  /** Ship names by code, for the required-ship warning. */
  shipNames: Readonly<Record<string, string>>;
  /** Whether a type makes sense for the slot at the coordinates (no attack on one's own planet…); all when absent. */
  missionAllowed?: (code: string) => boolean;
}

/**
 * Step 2, the mission type (spec p2 §5): only the types the destination type allows, each with
 * its icon, colour and description; 'Elige primero el tipo de destino' before that; 'Requiere
 * naves específicas' with '(No disponible)' when the origin lacks the type's ship (not blocking).
 * Types `missionAllowed` refuses for the slot are not offered, and a chosen one that stops being
 * offered (the slot's answer came, the coordinates changed) is cleared.
 */
export function MissionTypeStep({ missionTypes, loading, available, shipNames, missionAllowed }: MissionTypeStepProps) {
  const { t } = useTranslation('fleet');
  const { register, values, setValue } = useMissionForm();
  const typeNameOf = useMissionTypeName();
  const typeDescriptionOf = useMissionTypeDescription();
  const offered = missionTypesFor(missionTypes, values.destinationType).filter((type) => missionAllowed?.(type.code) ?? true);
  const chosenGone =
    !loading && missionTypes.length > 0 && values.missionType !== null && !offered.some((type) => type.code === values.missionType);
  useEffect(() => {
    if (chosenGone) setValue('missionType', null);
  }, [chosenGone, setValue]);
  const needed = requiredShip(values.missionType);
  const neededMissing = needed !== undefined && (available[needed] ?? 0) <= 0;

  return (
    <FormSection step={2} title={t('form.missionType')}>
      {loading ? (
        <Spinner label={t('form.missionTypesLoading')} />
      ) : !values.destinationType ? (
        <p className={styles.muted}>{t('form.missionTypeFirst')}</p>
      ) : (
        <div role="radiogroup" aria-label={t('form.missionType')} className={styles.choices}>
          {offered.map((missionType) => {
            const description = typeDescriptionOf(missionType.code, missionType.description);
            return (
              <label key={missionType.code} className={styles.choice}>
                <input type="radio" value={missionType.code} {...register('missionType')} />
                <span className={styles.choiceText}>
                  <span className={styles.choiceName}>
                    <span className={styles.typeIcon} style={missionType.color ? { color: missionType.color } : undefined}>
                      <MissionTypeIcon icon={missionType.icon} code={missionType.code} />
                    </span>
                    {typeNameOf(missionType.code, missionType.name)}
                  </span>
                  {description ? <span className={styles.muted}>{description}</span> : null}
                </span>
              </label>
            );
          })}
        </div>
      )}
      {needed && neededMissing ? (
        <Alert tone="warning">
          <strong>{t('form.required')}</strong>: {shipNames[needed] ?? needed}{' '}
          <span className={styles.notAvailable}>{t('form.notAvailable')}</span>
        </Alert>
      ) : null}
    </FormSection>
  );
}
