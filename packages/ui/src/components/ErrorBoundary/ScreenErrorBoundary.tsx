import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';

function Fallback({ resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation('errors');
  return (
    <Alert action={<Button size="sm" onClick={resetErrorBoundary}>{t('retry')}</Button>}>
      {t('boundary')}
    </Alert>
  );
}

/**
 * Catches a render error in one screen and shows a recoverable message instead of a blank
 * page; `resetKeys` (the route) clears it when the player navigates.
 */
export function ScreenErrorBoundary({ children, resetKeys }: { children: ReactNode; resetKeys?: unknown[] }) {
  return (
    <ErrorBoundary FallbackComponent={Fallback} resetKeys={resetKeys} onError={(error) => console.error('[imperio] screen crashed', error)}>
      {children}
    </ErrorBoundary>
  );
}
