import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider, useFormState, type UseFormReturn } from 'react-hook-form';
import type { MissionDestinationType, MissionPreview, MissionType } from '@imperio/api-client';
import { Box } from '../../primitives/Box';
import type { SlotKind } from '../../lib/galaxy';
import { chosenShips, type MissionFormState } from '../../lib/fleet';
import { carriesResources, type CargoAmounts, type MissionFormRules } from '../../lib/missionForm';
import { CargoStep } from './CargoStep';
import { DestinationStep } from './DestinationStep';
import { MissionDock } from './MissionDock';
import { MissionTypeStep } from './MissionTypeStep';
import { ShipsStep } from './ShipsStep';
import { SpeedStep } from './SpeedStep';
import { useMissionForm } from './useMissionForm';
import * as styles from './NewMissionForm.css';

/** A ship the origin planet may send: its code, name, how many are there and what one carries. */
export interface AvailableShip {
  code: string;
  name: string;
  available: number;
  /** Resource units one ship of this type carries; unknown when the server does not say. */
  cargoCapacity?: number | null;
  /** The ship type's category (civil, combat, special), for the galaxy's hand-over picks. */
  category?: string | null;
}

/** The slot at the typed coordinates, as the form shows it beside them (from the galaxy system answer). */
export interface MissionTargetView {
  loading: boolean;
  /** The system could not be read. */
  failed?: boolean;
  /** The slot's class (spec p1 §2.6: mine, occupied, free, empty); null while unknown. */
  kind: SlotKind | null;
  name?: string;
  owner?: string;
}

/** A one-tap destination: one of the player's planets or one of the last targets. */
export interface QuickDestination {
  id: string;
  group: 'own' | 'recent';
  /** The button's text. */
  label: string;
  galaxy: number;
  system: number;
  position: number;
  destinationType: MissionDestinationType;
}

/** The daily player's shortcuts (all optional; the screen computes them from the game's rules). */
export interface MissionFormHelpers {
  /** The slot at the coordinates (name and owner beside them). */
  target?: MissionTargetView | null;
  /** One-tap destinations: own planets, then the last targets. */
  quickDestinations?: readonly QuickDestination[];
  /** Whether a mission type makes sense for the slot (on top of the destination type's rule); all when absent. */
  missionAllowed?: (code: string) => boolean;
  /** What 'todas las naves' fills for a mission type: `kind` names the button ('cargo' or 'all'). */
  pickAllShips?: (missionType: string | null) => { kind: 'cargo' | 'all'; ships: Readonly<Record<string, number>> };
  /** 'Enviar recicladores…': the recyclers the debris field at the coordinates needs; null when none or no field. */
  recyclers?: { ship: string; quantity: number } | null;
}

export interface NewMissionFormProps<TContext = unknown> extends MissionFormHelpers {
  /**
   * The react-hook-form form (values are the raw text typed) whose resolver is lib/fleet's
   * `missionFormSchema`; the screen owns it (see screens/Fleet/useMissionDraft).
   */
  form: UseFormReturn<MissionFormState, TContext>;
  /** What the rules were given (origin, ships, types, preview capacity). */
  rules: MissionFormRules;
  /** The selected planet, the mission's origin; null when none is selected. */
  origin: { name: string; galaxy: number; system: number; position: number } | null;
  missionTypes: MissionType[];
  typesLoading?: boolean;
  /** Ships on the origin planet (quantity above 0). */
  ships: AvailableShip[];
  shipsLoading?: boolean;
  /** Names of every ship type by code, for the required-ship warning. */
  shipNames: Readonly<Record<string, string>>;
  /** The origin's stock now, for 'máx.' and 'todo'; null while unknown. */
  readStock?: () => CargoAmounts | null;
  /** The live preview: its answer, whether it is being calculated, or its error text. */
  preview: { data?: MissionPreview | null; loading: boolean; error?: string | null };
  /** Called with the values once the rules pass (one call per submit; the screen sends once). */
  onSubmit: (values: MissionFormState) => void;
  sending?: boolean;
  /** The create error, already as 'Error: {message}'. */
  error?: string | null;
}

/**
 * The New Mission form (spec p2 §4 'Create mission form sequence', §5), on react-hook-form:
 * destination (coordinates, then its type), mission type filtered by destination, speed 10–100 %
 * in steps of 10, ships (0 up to what is available, 'máx.', 'todas las naves'), resources only
 * when the type carries them ('máx.', 'todo'), then send, with the live preview above the
 * button. Each refusal shows under its field as the rules find it; send is disabled while any
 * applies (including cargo over the fleet's capacity) or while sending. A
 * failed send keeps the form as typed. The daily player's shortcuts (`MissionFormHelpers`):
 * one-tap destinations, the target's name and owner beside the coordinates, mission types
 * filtered by the slot, 'todas las naves' per mission type and 'Enviar recicladores…'.
 */
export function NewMissionForm<TContext>({ form, ...props }: NewMissionFormProps<TContext>) {
  return (
    <FormProvider {...form}>
      <MissionFormBody {...props} />
    </FormProvider>
  );
}

function MissionFormBody(props: Omit<NewMissionFormProps, 'form'>) {
  const { rules, origin, missionTypes, typesLoading = false, ships, shipsLoading = false, shipNames, preview } = props;
  const { readStock = () => null, onSubmit, sending = false, error } = props;
  const { target, quickDestinations, missionAllowed, pickAllShips, recyclers } = props;
  const { t } = useTranslation('fleet');
  const id = useId();
  const { handleSubmit, control, values, codeOf, errorOf } = useMissionForm();
  const { isValid } = useFormState({ control });
  const available = Object.fromEntries(ships.map((ship) => [ship.code, ship.available]));
  const overCapacityId = `${id}-over-capacity`;
  const originError = errorOf('origin');

  return (
    <form
      className={styles.layout}
      onSubmit={(event) => {
        event.preventDefault();
        if (!sending) void handleSubmit(onSubmit)(event);
      }}
      aria-label={t('form.title')}
      noValidate
    >
      <Box display="flex" flexDirection="column" gap="lg" minWidth={0}>
        <p className={styles.muted}>
          {t('form.origin')}:{' '}
          <strong data-testid="mission-origin">
            {origin
              ? t('form.originValue', { name: origin.name, coordinates: `${origin.galaxy}:${origin.system}:${origin.position}` })
              : t('none', { ns: 'common' })}
          </strong>
        </p>
        {originError ? (
          <p className={styles.fieldError} data-testid="error-origin">
            {originError}
          </p>
        ) : null}
        <DestinationStep target={target} quickDestinations={quickDestinations} recyclers={recyclers} />
        <MissionTypeStep
          missionTypes={missionTypes}
          loading={typesLoading}
          available={available}
          shipNames={shipNames}
          missionAllowed={missionAllowed}
        />
        <SpeedStep />
        <ShipsStep ships={ships} loading={shipsLoading} pickAllShips={pickAllShips} />
        {carriesResources(values.missionType, missionTypes) ? (
          <CargoStep
            rules={rules}
            readStock={readStock}
            fuel={Number(preview.data?.fuel_consumption) || 0}
            overCapacityId={overCapacityId}
          />
        ) : null}
      </Box>
      <MissionDock
        preview={preview}
        previewEmpty={chosenShips(values, available).length === 0 || !origin}
        missionType={values.missionType}
        sendable={isValid}
        showHint={codeOf('missionType') !== undefined || codeOf('ships') !== undefined}
        sending={sending}
        error={error}
        describedBy={codeOf('cargo') ? overCapacityId : undefined}
      />
    </form>
  );
}
