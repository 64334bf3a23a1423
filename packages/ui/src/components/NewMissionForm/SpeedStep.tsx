import { useTranslation } from 'react-i18next';
import { SPEED_OPTIONS } from '@imperio/rules';
import { FormSection } from './FormSection';
import { useMissionForm } from './useMissionForm';
import * as styles from './NewMissionForm.css';

/** Step 3, the speed (spec p2 §5, §9): a slider from 10 to 100 % in steps of 10, default 100. */
export function SpeedStep() {
  const { t } = useTranslation('fleet');
  const { register, values } = useMissionForm();
  return (
    <FormSection step={3} title={t('form.speed')}>
      <div className={styles.speed}>
        <input
          type="range"
          className={styles.range}
          min={SPEED_OPTIONS[0]}
          max={SPEED_OPTIONS[SPEED_OPTIONS.length - 1]}
          step={10}
          aria-label={t('form.speed')}
          aria-valuetext={t('form.speedValue', { value: values.speed })}
          {...register('speed', { valueAsNumber: true })}
        />
        <output className={styles.speedValue} data-testid="mission-speed">
          {t('form.speedValue', { value: values.speed })}
        </output>
      </div>
    </FormSection>
  );
}
