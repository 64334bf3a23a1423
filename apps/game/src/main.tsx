import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureHttp } from '@imperio/api-client';
import { BaseProviders } from '@imperio/ui/state/BaseProviders';
import { createLazyI18n, i18nReady } from '@imperio/ui/i18n/lazy';
import '@imperio/ui/theme';
import { App } from './App';
import { reloadOnceOnChunkError } from './chunkReload';

/** Demo credentials are shown only against the built-in demo universe (set at build time). */
const DEMO = import.meta.env.VITE_IMPERIO_DEMO !== 'false' ? { username: 'demo', password: 'imperio' } : undefined;

async function start() {
  // After a redeploy, a chunk this tab asks for may be gone: reload once (issue 15 item 14).
  reloadOnceOnChunkError();
  configureHttp({ prefixUrl: '/api' });
  if (import.meta.env.DEV) {
    // `pnpm dev`: the MSW worker answers /api in the browser; `?scenario=group.name` applies
    // a named mock scenario (listed in docs/scenarios.md).
    const { startDevWorker } = await import('./dev-worker');
    await startDevWorker(new URLSearchParams(location.search).get('scenario'));
  }
  const i18n = createLazyI18n();
  await i18nReady(i18n);
  document.documentElement.lang = i18n.language;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BaseProviders i18n={i18n} applyThemeToDocument>
        <App demoCredentials={DEMO} />
      </BaseProviders>
    </StrictMode>,
  );
}

void start();
