import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { missionMutations, type Mission, type MissionProcessResult } from '@imperio/api-client';
import { type ScreenText, useErrorText } from '../../lib/useErrorText';
import { useSingleFlight } from './useSingleFlight';

export interface FleetActions {
  /** 'Procesar': asks the server to process due missions (one request per intent). */
  runProcess: () => void;
  processing: boolean;
  /** The server's `{output}` or `{error}` of the last 'Procesar'; null once dismissed. */
  processResult: MissionProcessResult | null;
  dismissProcessResult: () => void;
  /** The mission waiting for the cancel confirmation, or null. */
  confirming: Mission | null;
  askCancel: (mission: Mission) => void;
  closeConfirm: () => void;
  /** Cancels the mission being confirmed (one request per intent) and closes the confirmation. */
  confirmCancel: () => void;
  /** Id of the mission whose cancel is in flight, or null. */
  cancellingId: Mission['id'] | null;
  cancelError: ScreenText | null;
  dismissCancelError: () => void;
  /** The success line ('Misión enviada…', 'Misión cancelada…'), or null. */
  notice: ScreenText | null;
  setNotice: (notice: ScreenText | null) => void;
}

/**
 * The Fleet screen's writes besides the send (spec p2 §2.5, §4, §8 'Fleet'): 'Procesar' with its
 * result, and cancel after confirmation ('¿Estás seguro de cancelar esta misión?') with its
 * failure ('Error al cancelar misión') shown in the page. Each sends one request per intent.
 */
export function useFleetActions(): FleetActions {
  const errorText = useErrorText();
  const [notice, setNotice] = useState<ScreenText | null>(null);
  const [cancelError, setCancelError] = useState<ScreenText | null>(null);
  const [confirming, setConfirming] = useState<Mission | null>(null);
  const [processResult, setProcessResult] = useState<MissionProcessResult | null>(null);
  const cancel = useMutation(missionMutations.cancel());
  const process = useMutation(missionMutations.process());
  const cancelOnce = useSingleFlight(cancel);
  const processOnce = useSingleFlight(process);

  const runProcess = () => {
    const started = processOnce(undefined, {
      onSuccess: (result) => setProcessResult(result),
      onError: (error) => setProcessResult({ error: errorText(error) }),
    });
    if (started) setProcessResult(null);
  };

  const confirmCancel = () => {
    const mission = confirming;
    setConfirming(null);
    if (!mission) return;
    const started = cancelOnce(mission, {
      onSuccess: () => setNotice({ key: 'fleet:cancel.done' }),
      onError: (error) => setCancelError({ error, fallbackKey: 'errors:fleet.cancel' }),
    });
    if (started) {
      setCancelError(null);
      setNotice(null);
    }
  };

  return {
    runProcess,
    processing: process.isPending,
    processResult,
    dismissProcessResult: () => setProcessResult(null),
    confirming,
    askCancel: setConfirming,
    closeConfirm: () => setConfirming(null),
    confirmCancel,
    cancellingId: cancel.isPending ? (cancel.variables?.id ?? null) : null,
    cancelError,
    dismissCancelError: () => setCancelError(null),
    notice,
    setNotice,
  };
}
