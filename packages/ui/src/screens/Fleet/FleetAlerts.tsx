import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionProcessResult } from '@imperio/api-client';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { type ScreenText, useScreenText } from '../../lib/useErrorText';

export interface FleetAlertsProps {
  processResult: MissionProcessResult | null;
  onDismissProcess: () => void;
  notice: ScreenText | null;
  cancelError: ScreenText | null;
  onDismissCancelError: () => void;
  /** The missions failed to load ('Error al cargar datos de flota' or the server's message). */
  loadError: string | null;
  onRetry: () => void;
  /** The success notice's box, so the screen can bring it into view after a send. */
  noticeRef?: Ref<HTMLDivElement>;
}

/**
 * The Fleet screen's messages, in the page rather than browser alerts (spec p2 §8 'Fleet'):
 * the output or error of 'Procesar', the last success, a failed cancel, and a failed load with
 * 'Reintentar'.
 */
export function FleetAlerts(props: FleetAlertsProps) {
  const { processResult, onDismissProcess, notice, cancelError, onDismissCancelError, loadError, onRetry, noticeRef } = props;
  const { t } = useTranslation('fleet');
  const screenText = useScreenText();
  const close = (onClick: () => void) => (
    <Button size="sm" variant="ghost" onClick={onClick}>
      {t('close', { ns: 'common' })}
    </Button>
  );
  return (
    <>
      {processResult?.output ? (
        <Alert tone="success" action={close(onDismissProcess)}>
          <span data-server-text="" data-testid="process-output">
            {processResult.output}
          </span>
        </Alert>
      ) : null}
      {processResult?.error ? <Alert action={close(onDismissProcess)}>{processResult.error}</Alert> : null}
      {notice ? (
        <div ref={noticeRef} data-testid="fleet-notice">
          <Alert tone="success">{screenText(notice)}</Alert>
        </div>
      ) : null}
      {cancelError ? <Alert action={close(onDismissCancelError)}>{screenText(cancelError)}</Alert> : null}
      {loadError ? (
        <Alert
          action={
            <Button size="sm" onClick={onRetry}>
              {t('retry', { ns: 'common' })}
            </Button>
          }
        >
          {loadError}
        </Alert>
      ) : null}
    </>
  );
}
