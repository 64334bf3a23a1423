import { Profiler, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureHttp } from '@imperio/api-client/http/client';
import { setAnswerTurn } from '@imperio/api-client/http/answer';
import { nextTask } from '@imperio/api-client/nextTask';
import { readSession } from '@imperio/api-client/session';
import { createLazyI18n, i18nReady, markDocumentLanguage, startLocale } from '@imperio/ui/i18n/lazy';
// The theme's global styles and fonts only, not its index: that one also exports the sprinkles and
// the surface recipe, whose runtime tables (about 3 KiB gzip) the login route does not use.
import '@imperio/ui/theme/fonts.ts';
import '@imperio/ui/theme/global.css.ts';
import './boot.css';
import { Root } from './Root';
import { reloadOnceOnChunkError } from './chunkReload';
import { preloadSignedIn } from './preload';
import { answerTurn } from './answerTurn';
import { startupProbe } from './startupProbe';
import { registerServiceWorker } from './serviceWorker';

/**
 * True when `#root` holds the build's prerendered login (es, dark) and this visitor would render
 * exactly that: `preferences-init.js` marks `<html data-boot="render">` when a stored session,
 * language, theme or logout notice would change it (and hides the prerendered markup).
 */
function canHydrate(root: HTMLElement): boolean {
  return root.hasAttribute('data-prerendered') && document.documentElement.dataset.boot !== 'render';
}

/**
 * The app as rendered: in a `<Profiler>` in a build for React's performance tracks
 * (`VITE_REACT_TRACKS=1`, see scripts/trace-tasks.mjs), where React then logs each component's
 * render; as it is otherwise (the condition is a build-time constant).
 */
function withTracks(app: ReactNode): ReactNode {
  return import.meta.env.VITE_REACT_TRACKS === '1' ? (
    <Profiler id="app" onRender={() => undefined}>
      {app}
    </Profiler>
  ) : (
    app
  );
}

async function start() {
  // The entry's modules (React, React DOM, i18next, ky…) were evaluated in this task; the start's
  // own work (the start-up check's requests, the texts' set-up) takes tasks of its own, so none of
  // them adds to that one, which on a cold load is the longest before the first paint
  // (docs/decisions/performance.md, "Where the blocking time is now").
  await nextTask();
  // After a redeploy, a chunk this tab asks for may be gone: reload once.
  reloadOnceOnChunkError();
  configureHttp({ prefixUrl: '/api' });
  // The build's service worker (none in `pnpm dev`, where MSW's answers /api).
  if (import.meta.env.PROD) registerServiceWorker();
  // Answers land when React has no render in progress (answerTurn.ts).
  setAnswerTurn(answerTurn);
  if (import.meta.env.DEV) {
    // `pnpm dev`: the MSW worker answers /api in the browser; `?scenario=group.name` applies
    // a named mock scenario (listed in docs/scenarios.md).
    const { startDevWorker } = await import('./dev-worker');
    await startDevWorker(new URLSearchParams(location.search).get('scenario'));
  }
  // The start-up check (spec p1 §7.1) goes out now, beside the texts, not after the first render:
  // a returning player's shell waits for it (in `pnpm dev`, once the dev worker answers).
  void startupProbe();
  // A returning player: the shell's chunks, its first requests and the Intl set-up start now,
  // beside the check, each in a task of its own, not after the texts have loaded and the start-up
  // screen has rendered (a round trip and more later on a slow phone).
  if (readSession()) preloadSignedIn();
  await nextTask();
  // The saved language; in `pnpm dev` also `?lng=pseudo` / `?lng=pseudo-rtl` (the pseudo-locales).
  const i18n = createLazyI18n(startLocale());
  await i18nReady(i18n);
  markDocumentLanguage(i18n.language);
  const root = document.getElementById('root')!;
  if (canHydrate(root)) {
    // The prerendered form is `inert` until React owns it: typed text cannot be lost and a click
    // cannot submit it natively (a GET with the password in the address).
    // In a transition: React hydrates in slices of about 5 ms that yield to the browser, instead
    // of one task of ~80 ms on a throttled phone (a long task hurts TBT). The form stays inert
    // until then, so nothing typed is lost meanwhile.
    startTransition(() => {
      hydrateRoot(root, withTracks(<Root i18n={i18n} onMounted={() => root.removeAttribute('inert')} />));
    });
    return;
  }
  // Not this visitor's first screen: drop the prerendered login before rendering afresh.
  root.removeAttribute('data-prerendered');
  root.removeAttribute('inert');
  root.replaceChildren();
  // Sliced as well (see above): the start-up screen and the shell's first render yield to the browser.
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(withTracks(<Root i18n={i18n} />)));
}

void start();
