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
import { carriesResources, missionFormSchema, type CargoAmounts, type MissionFormRules } from '../../lib/missionForm';
import { projectStock } from '../../lib/resources';
import { useDebounced } from '../../lib/useDebounced';
import { useErrorText } from '../../lib/useErrorText';
import { useSingleFlight } from './useSingleFlight';

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
  available: Readonly<Record<string, number>>;
  /** Called after a successful send (the form is already reset). */
  onSent: (mission: Mission) => void;
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
 */
export function useMissionDraft(input: MissionDraftInput): MissionDraft {
  const { planetId, place, handover, previewEnabled, missionTypes, ships, available, onSent } = input;
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
  const [pinned, setPinned] = useState(Boolean(handover));
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
  const preview = useQuery({
    ...missionQueries.preview(debouncedBody ?? ({} as MissionPreviewBody)),
    enabled: previewEnabled && debouncedBody !== null,
  });

  const rules = useMemo<MissionFormRules>(
    () => ({ origin: place, ships, missionTypes, previewCapacity: preview.data?.total_cargo_capacity }),
    [place?.galaxy, place?.system, place?.position, ships, missionTypes, preview.data?.total_cargo_capacity], // eslint-disable-line react-hooks/exhaustive-deps
  );
  // Validate live: every change of the values or of the rules shows the refusals under their fields.
  useEffect(() => {
    rulesRef.current = rules;
    void trigger();
  }, [rules, valuesKey, trigger]);

  const resources = useQuery({ ...resourceQueries.planet(planetId ?? 0), enabled: planetId !== null });
  const readStock = () => projectStock(resources.data, Date.now());

  const create = useMutation(missionMutations.create());
  const sendOnce = useSingleFlight(create);
  const [failure, setFailure] = useState<{ text: string; valuesKey: string } | null>(null);

  const submit = (sent: MissionFormState) => {
    if (planetId === null) return;
    const body = createMissionBody(sent, planetId, available, carriesResources(sent.missionType, missionTypes));
    const started = sendOnce(body, {
      onSuccess: (mission) => {
        reset(emptyMissionForm(place));
        setPinned(false);
        onSent(mission);
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
