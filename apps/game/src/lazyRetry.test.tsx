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
});
