import { useId } from 'react';
import Recycle from 'lucide-react/icons/recycle';
import { useTranslation } from 'react-i18next';
import { MISSION_DESTINATION_TYPES } from '@imperio/api-client';
import { allowsMissionType } from '@imperio/rules';
import { Box } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import { coordinateValue, isExact, type CoordinateField } from '../../lib/fleet';
import { FormSection } from './FormSection';
import type { MissionFormHelpers, MissionTargetView, QuickDestination } from './NewMissionForm';
import { useMissionForm } from './useMissionForm';
import * as styles from './NewMissionForm.css';

/**
 * Step 1, the destination (spec p2 §4, §5): galaxy, system and position (a value that falls back
 * says which is used; 'No puedes enviar una misión al mismo planeta de origen' under the
 * position), then its type. Editing a coordinate clears the destination type and the mission;
 * a destination type that does not allow the chosen mission clears the mission. For a daily
 * player: one-tap destinations (own planets, the last targets) fill the coordinates and the type;
 * the slot's planet name and owner (or 'Posición libre') show beside the coordinates; with a
 * debris field there, 'Enviar recicladores…' fills the recyclers it needs and the recycle mission.
 */
export function DestinationStep({
  target,
  quickDestinations = [],
  recyclers,
}: Pick<MissionFormHelpers, 'target' | 'quickDestinations' | 'recyclers'>) {
  const { t } = useTranslation('fleet');
  const id = useId();
  const { register, setValue, getValues, values, errorOf, set } = useMissionForm();
  const typeError = errorOf('destinationType');

  const go = (destination: QuickDestination) => {
    set('galaxy', String(destination.galaxy));
    set('system', String(destination.system));
    set('position', String(destination.position));
    setValue('destinationType', destination.destinationType, { shouldDirty: true });
    const missionType = getValues('missionType');
    if (missionType && !allowsMissionType(destination.destinationType, missionType)) setValue('missionType', null);
  };
  const sendRecyclers = (pick: { ship: string; quantity: number }) => {
    setValue('destinationType', 'debris', { shouldDirty: true });
    setValue('missionType', 'recycle', { shouldDirty: true });
    set(`ships.${pick.ship}`, String(pick.quantity));
  };
  const groups = (['own', 'recent'] as const)
    .map((group) => ({ group, items: quickDestinations.filter((destination) => destination.group === group) }))
    .filter(({ items }) => items.length > 0);

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
      {groups.length ? (
        <Box
          display="flex"
          flexDirection="column"
          gap="xs"
          role="group"
          aria-label={t('form.quickDestinations')}
          data-testid="quick-destinations"
        >
          {groups.map(({ group, items }) => (
            <Box
              key={group}
              display="flex"
              flexWrap="wrap"
              alignItems="center"
              gap="xs"
              role="group"
              aria-label={t(group === 'own' ? 'form.ownPlanets' : 'form.recentTargets')}
            >
              <span className={styles.muted} aria-hidden="true">
                {t(group === 'own' ? 'form.ownPlanets' : 'form.recentTargets')}
              </span>
              {items.map((destination) => (
                <Button key={destination.id} size="sm" variant="secondary" onClick={() => go(destination)}>
                  {destination.label}
                </Button>
              ))}
            </Box>
          ))}
        </Box>
      ) : null}
      <div className={styles.row}>{(['galaxy', 'system', 'position'] as const).map(coordinate)}</div>
      {target ? <TargetLine target={target} /> : null}
      {recyclers && recyclers.quantity > 0 ? (
        <div>
          <Button size="sm" onClick={() => sendRecyclers(recyclers)} data-testid="send-recyclers">
            <Recycle size={16} aria-hidden="true" /> {t('form.sendRecyclers', { count: recyclers.quantity })}
          </Button>
        </div>
      ) : null}
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

/** The slot at the coordinates: its planet's name and owner ('Tu planeta' for one's own), or 'Posición libre'. */
function TargetLine({ target }: { target: MissionTargetView }) {
  const { t } = useTranslation('fleet');
  const name = target.name ?? '';
  const text = target.loading
    ? t('form.target.loading')
    : target.failed
      ? t('form.target.error')
      : target.kind === 'mine'
        ? t('form.target.mine', { name })
        : target.kind === 'occupied'
          ? target.owner
            ? t('form.target.occupied', { name, owner: target.owner })
            : t('form.target.occupiedNoOwner', { name })
          : target.kind
            ? t('form.target.free')
            : null;
  if (text === null) return null;
  return (
    <p
      className={styles.muted}
      aria-live="polite"
      data-testid="mission-target"
      data-kind={target.loading ? 'loading' : (target.kind ?? '')}
    >
      {t('form.target.label')}: <strong>{text}</strong>
    </p>
  );
}
