import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { MISSION_DESTINATION_TYPES, type MissionDestinationType, type MissionPreview, type MissionType } from '@imperio/api-client';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Spinner } from '../../primitives/Spinner';
import { TextField } from '../../primitives/TextField';
import {
  allowsMissionType,
  amountValue,
  canSend,
  chosenShips,
  fleetCapacity,
  coordinateValue,
  isExact,
  missionIssues,
  missionTypesFor,
  requiredShip,
  SPEED_OPTIONS,
  type CoordinateField,
  type MissionFormState,
  type MissionIssue,
} from '../../lib/fleet';
import { formatNumber } from '../../lib/format';
import { MissionTypeIcon, useMissionTypeDescription, useMissionTypeName } from '../MissionCard';
import * as styles from './NewMissionForm.css';

/** A ship the origin planet may send: its code, name, how many are there and what one carries. */
export interface AvailableShip {
  code: string;
  name: string;
  available: number;
  /** Resource units one ship of this type carries; unknown when the server does not say. */
  cargoCapacity?: number | null;
}

export interface NewMissionFormProps {
  /** What the player typed and chose (inputs keep their raw text). */
  value: MissionFormState;
  onChange: (next: MissionFormState) => void;
  /** The selected planet, the mission's origin; null when none is selected. */
  origin: { name: string; galaxy: number; system: number; position: number } | null;
  missionTypes: MissionType[];
  typesLoading?: boolean;
  /** Ships on the origin planet (quantity above 0). */
  ships: AvailableShip[];
  shipsLoading?: boolean;
  /** Names of every ship type by code, for the required-ship warning. */
  shipNames: Readonly<Record<string, string>>;
  /** The live preview: its answer, whether it is being calculated, or its error text. */
  preview: { data?: MissionPreview | null; loading: boolean; error?: string | null };
  onSubmit: () => void;
  sending?: boolean;
  /** The create error, already as 'Error: {message}'. */
  error?: string | null;
}

function Section({ step, title, children }: { step: number; title: ReactNode; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>
        <span className={styles.step} aria-hidden="true">
          {step}
        </span>
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

/**
 * The New Mission form (spec p2 §4 'Create mission form sequence', §5), controlled: destination
 * (coordinates, then its type), mission type filtered by destination, speed 10–100 % in steps
 * of 10, ships (0 up to what is available), resources only when the type carries them, then
 * send; beside it the live preview (distance, duration, fuel, total cargo capacity).
 * Editing a coordinate clears the destination type and the mission type. Inputs keep what the
 * player typed; a value that falls back (coordinates → 1, amounts → 0) says which value is used.
 * The validation texts show as they apply; send is disabled without a mission type or ships,
 * and while the cargo exceeds the fleet's capacity ('La carga (1.000.000) supera la capacidad de
 * la flota (15.000)', issue 14 item 7), so the server never has to refuse it.
 */
export function NewMissionForm({
  value,
  onChange,
  origin,
  missionTypes,
  typesLoading = false,
  ships,
  shipsLoading = false,
  shipNames,
  preview,
  onSubmit,
  sending = false,
  error,
}: NewMissionFormProps) {
  const { t, i18n } = useTranslation('fleet');
  const locale = i18n.language === 'en' ? 'en' : 'es';
  const id = useId();
  const available = Object.fromEntries(ships.map((ship) => [ship.code, ship.available]));
  const offered = missionTypesFor(missionTypes, value.destinationType);
  const type = missionTypes.find((candidate) => candidate.code === value.missionType);
  const carriesResources = Boolean(type?.allows_resources);
  const issues = missionIssues(value, origin);
  const sendable = canSend(value, available);
  const needed = requiredShip(value.missionType);
  const neededMissing = needed !== undefined && (available[needed] ?? 0) <= 0;
  const typeNameOf = useMissionTypeName();
  const typeDescriptionOf = useMissionTypeDescription();
  const capacity = fleetCapacity(chosenShips(value, available), ships, preview.data?.total_cargo_capacity);
  const cargo = carriesResources ? amountValue(value.metal) + amountValue(value.crystal) + amountValue(value.deuterium) : 0;
  const overCapacity = capacity !== null && cargo > capacity;
  const overCapacityId = `${id}-over-capacity`;
  const number = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? formatNumber(n, locale) : t('none', { ns: 'common' }));

  const setCoordinate = (field: CoordinateField, raw: string) => onChange({ ...value, [field]: raw, destinationType: null, missionType: null });
  const setDestinationType = (destinationType: MissionDestinationType) =>
    onChange({ ...value, destinationType, missionType: value.missionType && allowsMissionType(destinationType, value.missionType) ? value.missionType : null });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sendable || sending || overCapacity || issues.length > 0) return;
    onSubmit();
  };

  const coordinateField = (field: CoordinateField) => {
    const raw = value[field];
    const used = coordinateValue(raw, field);
    return (
      <TextField
        key={field}
        label={t(`form.${field}`)}
        inputMode="numeric"
        autoComplete="off"
        value={raw}
        onChange={(event) => setCoordinate(field, event.target.value)}
        error={isExact(raw, used) ? undefined : t('form.coordinateFallback', { value: used })}
        data-testid={`coordinate-${field}`}
      />
    );
  };

  return (
    <div className={styles.layout}>
      <form className={styles.form} onSubmit={submit} aria-label={t('form.title')} noValidate>
        <p className={styles.muted}>
          {t('form.origin')}:{' '}
          <strong data-testid="mission-origin">{origin ? t('form.originValue', { name: origin.name, coordinates: `${origin.galaxy}:${origin.system}:${origin.position}` }) : t('none', { ns: 'common' })}</strong>
        </p>

        <Section step={1} title={t('form.destination')}>
          <div className={styles.row}>{(['galaxy', 'system', 'position'] as const).map(coordinateField)}</div>
          <div role="radiogroup" aria-labelledby={`${id}-dest-type`} className={styles.choices}>
            <span id={`${id}-dest-type`} className="visually-hidden">
              {t('form.destinationType')}
            </span>
            {MISSION_DESTINATION_TYPES.map((destinationType) => (
              <label key={destinationType} className={styles.choice}>
                <input type="radio" name={`${id}-destination-type`} value={destinationType} checked={value.destinationType === destinationType} onChange={() => setDestinationType(destinationType)} />
                <span className={styles.choiceName}>{t(`form.destinationTypes.${destinationType}`)}</span>
              </label>
            ))}
          </div>
        </Section>

        <Section step={2} title={t('form.missionType')}>
          {typesLoading ? (
            <Spinner label={t('form.missionTypesLoading')} />
          ) : !value.destinationType ? (
            <p className={styles.muted}>{t('form.missionTypeFirst')}</p>
          ) : (
            <div role="radiogroup" aria-label={t('form.missionType')} className={styles.choices}>
              {offered.map((missionType) => (
                <label key={missionType.code} className={styles.choice}>
                  <input
                    type="radio"
                    name={`${id}-mission-type`}
                    value={missionType.code}
                    checked={value.missionType === missionType.code}
                    onChange={() => onChange({ ...value, missionType: missionType.code })}
                  />
                  <span className={styles.choiceText}>
                    <span className={styles.choiceName}>
                      <span style={missionType.color ? { color: missionType.color, display: 'inline-flex' } : { display: 'inline-flex' }}>
                        <MissionTypeIcon icon={missionType.icon} code={missionType.code} />
                      </span>
                      {typeNameOf(missionType.code, missionType.name)}
                    </span>
                    {typeDescriptionOf(missionType.code, missionType.description) ? <span className={styles.muted}>{typeDescriptionOf(missionType.code, missionType.description)}</span> : null}
                  </span>
                </label>
              ))}
            </div>
          )}
          {needed && neededMissing ? (
            <Alert tone="warning">
              <strong>{t('form.required')}</strong>: {shipNames[needed] ?? needed} <span className={styles.notAvailable}>{t('form.notAvailable')}</span>
            </Alert>
          ) : null}
        </Section>

        <Section step={3} title={t('form.speed')}>
          <div className={styles.speed}>
            <input
              type="range"
              className={styles.range}
              min={SPEED_OPTIONS[0]}
              max={SPEED_OPTIONS[SPEED_OPTIONS.length - 1]}
              step={10}
              value={value.speed}
              aria-label={t('form.speed')}
              aria-valuetext={t('form.speedValue', { value: value.speed })}
              onChange={(event) => onChange({ ...value, speed: Number(event.target.value) })}
            />
            <output className={styles.speedValue} data-testid="mission-speed">
              {t('form.speedValue', { value: value.speed })}
            </output>
          </div>
        </Section>

        <Section step={4} title={t('form.ships')}>
          {shipsLoading ? (
            <Spinner label={t('form.shipsLoading')} />
          ) : ships.length === 0 ? (
            <p className={styles.muted}>{t('form.noShips')}</p>
          ) : (
            <div className={styles.ships}>
              {ships.map((ship) => {
                const raw = value.ships[ship.code] ?? '';
                const used = amountValue(raw, ship.available);
                const exact = raw === '' || isExact(raw, used);
                return (
                  <TextField
                    key={ship.code}
                    label={ship.name}
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder="0"
                    value={raw}
                    onChange={(event) => onChange({ ...value, ships: { ...value.ships, [ship.code]: event.target.value } })}
                    hint={t('form.available', { count: ship.available })}
                    error={exact ? undefined : t('form.shipFallback', { value: used })}
                    data-testid={`ship-${ship.code}`}
                  />
                );
              })}
            </div>
          )}
        </Section>

        {carriesResources ? (
          <Section step={5} title={t('form.resources')}>
            <div className={styles.row}>
              {(['metal', 'crystal', 'deuterium'] as const).map((resource) => {
                const raw = value[resource];
                const used = amountValue(raw);
                return (
                  <TextField
                    key={resource}
                    label={t(`resources.${resource}`, { ns: 'common' })}
                    inputMode="numeric"
                    autoComplete="off"
                    value={raw}
                    onChange={(event) => onChange({ ...value, [resource]: event.target.value })}
                    error={isExact(raw, used) ? undefined : t('form.resourceFallback', { value: used })}
                    data-testid={`cargo-${resource}`}
                  />
                );
              })}
            </div>
            {overCapacity ? (
              <div id={overCapacityId} data-testid="over-capacity">
                <Alert>{t('form.overCapacity', { cargo: number(cargo), capacity: number(capacity) })}</Alert>
              </div>
            ) : null}
          </Section>
        ) : null}

        {issues.length > 0 ? (
          <div role="status" aria-live="polite" data-testid="mission-issues">
            <ul className={styles.issues}>
              {issues.map((issue: MissionIssue) => (
                <li key={issue}>{t(`form.issues.${issue}`)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {error ? <Alert>{error}</Alert> : null}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={!sendable || sending || overCapacity} aria-describedby={overCapacity ? overCapacityId : undefined}>
            <Send size={16} aria-hidden="true" /> {sending ? t('form.sending') : t('form.send')}
          </Button>
          {!sendable ? <p className={styles.muted}>{t('form.sendHint')}</p> : null}
        </div>
      </form>

      <div className={styles.preview}>
        <Card title={t('form.preview')} headingLevel={3} data-testid="mission-preview">
          {chosenShips(value, available).length === 0 || !origin ? (
            <p className={styles.muted}>{t('form.previewEmpty')}</p>
          ) : preview.loading && !preview.data ? (
            <Spinner label={t('form.previewLoading')} />
          ) : preview.error ? (
            <Alert>{preview.error}</Alert>
          ) : (
            <dl className={styles.facts}>
              <dt className={styles.term}>{t('form.distance')}</dt>
              <dd className={styles.value} data-testid="preview-distance">
                {number(preview.data?.distance)}
              </dd>
              <dt className={styles.term}>{t('form.duration')}</dt>
              <dd className={styles.value} data-testid="preview-duration">
                {preview.data?.duration_formatted ?? t('none', { ns: 'common' })}
              </dd>
              <dt className={styles.term}>{t('form.fuel')}</dt>
              <dd className={styles.value} data-testid="preview-fuel">
                {number(preview.data?.fuel_consumption)}
              </dd>
              <dt className={styles.term}>{t('form.capacity')}</dt>
              <dd className={styles.value} data-testid="preview-capacity">
                {number(preview.data?.total_cargo_capacity)}
              </dd>
            </dl>
          )}
        </Card>
      </div>
    </div>
  );
}
