import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from 'react-error-boundary';
import { lazyWithRetry, retryFailedChunks } from './lazyRetry';

describe('lazyWithRetry', () => {
  it('imports the chunk again when the boundary retries, instead of repeating the old failure', async () => {
    let calls = 0;
    let deployed = false; // the chunk is missing until the test "finishes the deploy"
    const Screen = lazyWithRetry(async () => {
      calls++;
      if (!deployed) throw new TypeError('Failed to fetch dynamically imported module: /assets/Galaxy-abc.js');
      return { default: () => <p>Galaxia cargada</p> };
    });
    render(
      <ErrorBoundary
        onReset={retryFailedChunks}
        fallbackRender={({ resetErrorBoundary }) => <button onClick={resetErrorBoundary}>Reintentar</button>}
      >
        <Suspense fallback={<p>Cargando</p>}>
          <Screen />
        </Suspense>
      </ErrorBoundary>,
    );
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    // No import loop while the boundary shows.
    const failed = calls;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toBe(failed);
    expect(failed).toBeLessThanOrEqual(2);
    deployed = true;
    await userEvent.click(retry);
    expect(await screen.findByText('Galaxia cargada')).toBeInTheDocument();
    expect(calls).toBe(failed + 1);
  });

  it('renders a preloaded chunk at once, without showing the fallback', async () => {
    let calls = 0;
    const Screen = lazyWithRetry(async () => {
      calls++;
      return { default: () => <p>Centro de Mando</p> };
    });
    await Screen.preload();
    render(
      <Suspense fallback={<p>Cargando</p>}>
        <Screen />
      </Suspense>,
    );
    // In the first commit, not after a suspended render.
    expect(screen.getByText('Centro de Mando')).toBeInTheDocument();
    expect(screen.queryByText('Cargando')).toBeNull();
    expect(calls).toBe(1);
  });

  it('keeps a failed preload for the render, which shows the error boundary', async () => {
    const Screen = lazyWithRetry(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(Screen.preload()).resolves.toBeUndefined();
    render(
      <ErrorBoundary fallbackRender={() => <p>Error al cargar</p>}>
        <Suspense fallback={<p>Cargando</p>}>
          <Screen />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByText('Error al cargar')).toBeInTheDocument();
  });
});
