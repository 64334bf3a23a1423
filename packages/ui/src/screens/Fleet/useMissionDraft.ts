import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  ApiError,
  missionMutations,
  missionQueries,
  resourceQueries,
  type Id,
  type Mission,
  type MissionPreview,
  type MissionPreviewBody,
  type MissionType,
} from '@imperio/api-client';
import type { AvailableShip } from '../../components/NewMissionForm';
import { createMissionBody, emptyMissionForm, previewMissionBody, type MissionFormState } from '../../lib/fleet';
import {
  carriesResources,
  CARGO_RESOURCES,
  fillCargo,
  formCapacity,
  missionFormSchema,
  type CargoAmounts,
  type MissionFormRules,
} from '../../lib/missionForm';
import { handoverShips } from '../../lib/slotFleet';
import { projectStock } from '../../lib/resources';
import { useDebounced } from '../../lib/useDebounced';
import { useErrorText } from '../../lib/useErrorText';
import { useFormDraft } from '../../state/formDrafts';
import { useSingleFlight } from './useSingleFlight';

/** The New Mission form's id in the draft store (`state/formDrafts.ts`). */
export const FLEET_DRAFT_ID = 'fleet';

/** The preview waits this long after the last change of the form (ms). */
const PREVIEW_DEBOUNCE_MS = 300;

type RulesRef = { current: MissionFormRules };

/** The form's resolver: the rules of lib/fleet as a zod schema, read from the latest rules. */
const resolver: Resolver<MissionFormState, RulesRef> = (values, context, options) =>
  zodResolver(missionFormSchema(context!.current))(values, context, options);

export interface MissionDraftInput {
  /** The selected planet (the origin); null without one. */
  planetId: Id | null;
  /** Its coordinates; null while unknown. */
  place: { galaxy: number; system: number; position: number } | null;
  /** Fields prefilled by the galaxy's hand-over link; null without one. */
  handover: Partial<MissionFormState> | null;
  /** The preview is asked only while the form is on screen. */
  previewEnabled: boolean;
  missionTypes: MissionType[];
  ships: AvailableShip[];
  /** The origin's ships are loaded (`ships` is the whole hangar, not a list still coming). */
  shipsReady?: boolean;
  available: Readonly<Record<string, number>>;
  /** Called after a successful send with the values sent (the form is already reset). */
  onSent: (mission: Mission, sent: MissionFormState) => void;
}

/** The draft as the New Mission form takes it (its props of the same names), to spread into it. */
export interface MissionDraft {
  form: UseFormReturn<MissionFormState, RulesRef>;
  rules: MissionFormRules;
  preview: { data?: MissionPreview | null; loading: boolean; error?: string | null };
  /** The origin's stock now (projected), for 'máx.' and 'todo'; null while unknown. */
  readStock: () => CargoAmounts | null;
  /** Sends the checked values (one request per intent). */
  onSubmit: (values: MissionFormState) => void;
  sending: boolean;
  /** 'Error: {message}' of the last failed send, until the form changes. */
  error: string | null;
}

/**
 * The New Mission draft (spec p2 §4 'Create mission form sequence', §5): a react-hook-form form
 * whose resolver is lib/fleet's `missionFormSchema`, validated live so each refusal shows under
 * its field; the live preview, debounced 300 ms; the send, one request per intent. An untouched
 * form follows the selected planet (its galaxy and system as the destination); a successful send
 * resets it and calls `onSent`; a failed one keeps everything and shows 'Error: {message}'.
 * The values are kept in the draft store (`FLEET_DRAFT_ID`, per player, this tab's session) so
 * a reload or a session that ended gives the form back as it was; a send forgets them.
 */
export function useMissionDraft(input: MissionDraftInput): MissionDraft {
  const { planetId, place, handover, previewEnabled, missionTypes, ships, shipsReady = false, available, onSent } = input;
  const { t } = useTranslation('fleet');
  const errorText = useErrorText();
  const rulesRef = useRef<MissionFormRules>({ origin: null, ships: [], missionTypes: [] });
  const form = useForm<MissionFormState, RulesRef>({
    defaultValues: { ...emptyMissionForm(place), ...handover },
    context: rulesRef,
    resolver,
  });
  const { reset, trigger } = form;
  // Complete values (the defaults hold every field); useWatch re-renders on each change.
  const values = useWatch({ control: form.control }) as MissionFormState;
  const valuesKey = JSON.stringify(values);
  // What is typed survives a reload and a session that ended (the draft store); a hand-over from
  // the galaxy is a new intent and replaces it.
  const stored = useFormDraft(FLEET_DRAFT_ID, form, { restore: !handover });
  const [pinned, setPinned] = useState(Boolean(handover) || stored.restored !== null);
  const touched = pinned || form.formState.isDirty;

  // An untouched form follows the selected planet (its galaxy and system as the destination).
  const originKey = place ? `${place.galaxy}:${place.system}` : '';
  useEffect(() => {
    if (touched || !originKey) return;
    const [galaxy, system] = originKey.split(':').map(Number);
    reset(emptyMissionForm({ galaxy: galaxy!, system: system! }));
  }, [originKey, touched, reset]);

  const previewBody = useMemo(
    () => previewMissionBody(JSON.parse(valuesKey) as MissionFormState, place, available),
    [valuesKey, place?.galaxy, place?.system, place?.position, available], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const bodyJson = previewBody ? JSON.stringify(previewBody) : '';
  const debouncedJson = useDebounced(bodyJson, PREVIEW_DEBOUNCE_MS);
  const debouncedBody = debouncedJson ? (JSON.parse(debouncedJson) as MissionPreviewBody) : null;
  const preview = useQuery(missionQueries.preview(previewEnabled ? debouncedBody : null));

  const rules = useMemo<MissionFormRules>(
    () => ({ origin: place, ships, missionTypes, previewCapacity: preview.data?.total_cargo_capacity }),
    [place?.galaxy, place?.system, place?.position, ships, missionTypes, preview.data?.total_cargo_capacity], // eslint-disable-line react-hooks/exhaustive-deps
  );
  // Validate live: every change of the values or of the rules shows the refusals under their fields.
  useEffect(() => {
    rulesRef.current = rules;
    void trigger();
  }, [rules, valuesKey, trigger]);

  const resources = useQuery(resourceQueries.planet(planetId));
  const readStock = () => projectStock(resources.data, Date.now());

  useHandoverFill({
    form,
    mission: handover?.missionType ?? null,
    ships,
    shipsReady,
    stock: resources.data,
    preview,
    rules,
    bodyJson,
    debouncedJson,
  });

  const create = useMutation(missionMutations.create());
  const sendOnce = useSingleFlight(create);
  const [failure, setFailure] = useState<{ text: string; valuesKey: string } | null>(null);

  const submit = (sent: MissionFormState) => {
    if (planetId === null) return;
    const body = createMissionBody(sent, planetId, available, carriesResources(sent.missionType, missionTypes));
    const started = sendOnce(body, {
      onSuccess: (mission) => {
        reset(emptyMissionForm(place));
        stored.discard();
        setPinned(false);
        onSent(mission, sent);
      },
      onError: (error) => {
        // The draft stays as typed: only the message changes.
        const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : t('form.unknownError');
        setFailure({ text: t('fleet.create', { ns: 'errors', message }), valuesKey: JSON.stringify(sent) });
      },
    });
    if (started) setFailure(null);
  };

  return {
    form,
    rules,
    preview: {
      data: preview.data,
      loading: preview.isFetching || bodyJson !== debouncedJson,
      error: preview.isError ? errorText(preview.error) : null,
    },
    readStock,
    onSubmit: submit,
    sending: create.isPending,
    error: failure && failure.valuesKey === valuesKey ? failure.text : null,
  };
}

/**
 * The galaxy's hand-over, finished (a fleet to a galaxy slot takes two clicks):
 * once the origin's ships (and for a transport its stock) are known, the ships the mission wants
 * are filled in (see `handoverShips`: attack all combat ships, transport the cargo ships for the
 * whole stock, deploy every ship, colonise one colony ship, espionage one probe); a transport then
 * takes 'todo' once the preview has said what the flight burns. Runs once; a player who touched
 * the ships first keeps them.
 */
function useHandoverFill(input: {
  form: UseFormReturn<MissionFormState, RulesRef>;
  mission: string | null;
  ships: AvailableShip[];
  shipsReady: boolean;
  stock: Parameters<typeof projectStock>[0];
  preview: { data?: MissionPreview; isFetching: boolean };
  rules: MissionFormRules;
  bodyJson: string;
  debouncedJson: string;
}) {
  const { form, mission, ships, shipsReady, stock, preview, rules, bodyJson, debouncedJson } = input;
  // A ref, not state: the values set re-render the form; the step only keeps the fill to once.
  const step = useRef<'ships' | 'cargo' | 'done'>(mission ? 'ships' : 'done');

  useEffect(() => {
    if (step.current !== 'ships' || !shipsReady) return;
    if (form.getFieldState('ships').isDirty) {
      step.current = 'done';
      return;
    }
    const now = projectStock(stock, Date.now());
    if (mission === 'transport' && !now) return; // the stock decides how many cargo ships
    const total = now ? now.metal + now.crystal + now.deuterium : null;
    const pick = Object.entries(handoverShips(mission, ships, total));
    for (const [code, quantity] of pick) form.setValue(`ships.${code}`, String(quantity), { shouldDirty: true });
    step.current = mission === 'transport' && pick.length ? 'cargo' : 'done';
  }, [shipsReady, mission, ships, stock, form]);

  const settled = Boolean(preview.data) && !preview.isFetching && bodyJson !== '' && bodyJson === debouncedJson;
  useEffect(() => {
    if (step.current !== 'cargo' || !settled) return;
    const values = form.getValues();
    const untouched = CARGO_RESOURCES.every((resource) => !form.getFieldState(resource).isDirty);
    const filled = untouched
      ? fillCargo(formCapacity(values, rules), projectStock(stock, Date.now()), Number(preview.data?.fuel_consumption) || 0)
      : null;
    if (filled) CARGO_RESOURCES.forEach((resource) => form.setValue(resource, String(filled[resource]), { shouldDirty: true }));
    step.current = 'done';
  }, [settled, form, rules, stock, preview.data]);
}
