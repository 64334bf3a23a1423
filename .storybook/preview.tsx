import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import MockDate from 'mockdate';
import { clearSession, configureHttp, resetServerClock, saveSession } from '@imperio/api-client';
import { clock, db, DEMO_USER_ID, handlers, issueAccessToken, resetUniverse, STORY_NOW, storeRefreshToken } from '@imperio/mocks';
import { worker } from '@imperio/mocks/browser';
import { LANGUAGE_LIST, type LanguageInfo } from '@imperio/api-client';
import {
  AppProviders,
  createI18n,
  createQueryClient,
  darkTheme,
  lightTheme,
  directionOf,
  htmlLangOf,
  markDocumentLanguage,
  PSEUDO_LANGUAGES,
} from '@imperio/ui';
import type { AnyLocale } from '@imperio/ui';
import { STORY_GLOBALS_EVENT, type StoryGlobalsOverride } from './story-globals';
import { viewportOptions } from './viewports';
import { recordTranslations, type RecordedKey } from './textos/recorder';
import { setCurrentStory } from './textos/current';
import { applyEdits, sendSoon, startTextosBridge } from './textos/bridge';
import { DocsPageOfWorkbench } from './docs-page/lazy';

/**
 * Story parameters read here:
 * - `session`: 'demo' (default: the demo commander, logged in) | 'visitor' | a user object
 * - `route`: the path the story renders at (default '/'); `routePath` the pattern (default '*')
 * - `selectedPlanet`: the selected planet id (default: the first own planet)
 * - `clock`: 'frozen' (default, at STORY_NOW) | 'live' (time runs, for live demos)
 * - `msw.handlers.scenario`: the story's overrides (they win over the default groups)
 */
configureHttp({ prefixUrl: '/api' });

// A play function's `findBy…`/`waitFor` gives up after Testing Library's default 1 s. A story
// opened cold in the workbench (its chunks, the MSW worker and the universe still loading: the
// Defensa queue story missed its first row in 1 of 7 cold opens of the static site) or played on
// a busy machine (the visual run and the English guard in CI) would then fail although it is
// right. 10 s, as the stories that name a time-out already use: a wait still ends as soon as its
// condition holds, and no story expects a wait to run out.
configure({ asyncUtilTimeout: 10_000 });

type StoryContext = Parameters<Decorator>[1];

/** Providers for one story; keyed by story id so every story gets a fresh QueryClient. */
function StoryProviders({ Story, context }: { Story: Parameters<Decorator>[0]; context: StoryContext }) {
  const [override, setOverride] = useState<StoryGlobalsOverride>({});
  useEffect(() => {
    const onOverride = (event: Event) => setOverride((event as CustomEvent<StoryGlobalsOverride>).detail);
    window.addEventListener(STORY_GLOBALS_EVENT, onOverride);
    return () => window.removeEventListener(STORY_GLOBALS_EVENT, onOverride);
  }, []);
  const globals = context.globals as { theme: 'dark' | 'light' | 'side-by-side'; locale: AnyLocale | 'keys' };
  const theme = override.theme ?? globals.theme;
  const locale = override.locale ?? globals.locale;
  const [queryClient] = useState(() => createQueryClient());
  // Every key the story asks for, for the 'Textos' panel and `pnpm i18n:context` (.storybook/textos).
  const [recorded] = useState(() => new Map<string, RecordedKey>());
  const i18n = useMemo(() => {
    const instance = createI18n(locale === 'keys' ? 'es' : locale, locale === 'keys');
    applyEdits(instance);
    recordTranslations(instance, recorded, () => sendSoon());
    return instance;
  }, [locale, recorded]);
  useLayoutEffect(() => {
    startTextosBridge();
    setCurrentStory({ storyId: context.id, keys: recorded, i18n });
  }, [context.id, recorded, i18n]);
  // A screen lays itself out by the window's width (media queries), so two halves of one window
  // would each get the desktop layout squeezed into half of it: 'Lado a lado' is for primitives
  // and components, and a screen shows one theme with a note saying so.
  const isScreen = context.title.startsWith('Screens/') || context.title.startsWith('Flows/');
  const route = (context.parameters.route as string | undefined) ?? '/';
  const routePath = (context.parameters.routePath as string | undefined) ?? '*';
  const animations = context.parameters.clock === 'live' ? '' : 'no-animations';
  // The document carries the theme too (as in the app), so portalled overlays (dialogs,
  // tooltips, menus) get the theme's variables and the canvas around the story its background.
  useLayoutEffect(() => {
    const root = document.documentElement;
    const documentTheme = theme === 'light' ? lightTheme : darkTheme;
    root.classList.remove(darkTheme, lightTheme);
    root.classList.add(documentTheme, 'imperio-root');
    root.classList.toggle('no-animations', animations !== '');
    root.style.colorScheme = theme === 'light' ? 'light' : 'dark';
    // Keys mode shows the Spanish layout with keys for texts.
    markDocumentLanguage(locale === 'keys' ? 'es' : locale, root);
  }, [theme, locale, animations]);
  const frame = (themeName: 'dark' | 'light', key: string): ReactNode => (
    <div
      key={key}
      className={`${themeName === 'dark' ? darkTheme : lightTheme} imperio-root ${animations}`}
      style={{ minHeight: '100%', padding: context.parameters.layout === 'fullscreen' ? 0 : 16, flex: 1, colorScheme: themeName }}
      lang={htmlLangOf(locale === 'keys' ? 'es' : locale)}
      dir={directionOf(locale)}
    >
      <Story />
    </div>
  );
  return (
    <AppProviders
      queryClient={queryClient}
      i18n={i18n}
      theme={theme === 'light' ? 'light' : 'dark'}
      selectedPlanetId={context.parameters.selectedPlanet as number | undefined}
    >
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route
            path={routePath}
            element={
              theme === 'side-by-side' && !isScreen ? (
                <div style={{ display: 'flex', minHeight: '100vh' }}>{[frame('dark', 'd'), frame('light', 'l')]}</div>
              ) : theme === 'side-by-side' ? (
                <>
                  <p role="note" style={SCREEN_SIDE_BY_SIDE_NOTE_STYLE}>
                    {SCREEN_SIDE_BY_SIDE_NOTE}
                  </p>
                  {frame('dark', 'one')}
                </>
              ) : (
                frame(theme === 'light' ? 'light' : 'dark', 'one')
              )
            }
          />
        </Routes>
      </MemoryRouter>
    </AppProviders>
  );
}

/** The note a screen shows under 'Lado a lado' (workbench chrome: Spanish, like the toolbars). */
const SCREEN_SIDE_BY_SIDE_NOTE =
  'Lado a lado no se aplica a las pantallas: cada mitad tendría el ancho de media ventana con el diseño de escritorio. Se muestra el tema oscuro; elige Claro en Tema para el otro.';
const SCREEN_SIDE_BY_SIDE_NOTE_STYLE = {
  margin: 0,
  padding: '6px 16px',
  font: '12px/1.4 system-ui, sans-serif',
  background: '#fef3c7',
  color: '#451a03',
} as const;

const withProviders: Decorator = (Story, context) => <StoryProviders key={context.id} Story={Story} context={context} />;

/** A freshly seeded universe, a frozen clock and the story's session, before each story. */
async function universeLoader(context: { parameters: Record<string, unknown> }) {
  if (context.parameters.clock === 'live') {
    MockDate.reset();
    clock.reset();
  } else {
    MockDate.set(STORY_NOW);
    clock.freeze(STORY_NOW);
  }
  // No device-to-server offset carried over from the story before (each learns its own).
  resetServerClock();
  localStorage.clear();
  // Form drafts and a 'Recordarme'-less session live in sessionStorage: no story inherits another's.
  sessionStorage.clear();
  await resetUniverse({ now: clock.now() });
  const session = context.parameters.session ?? 'demo';
  if (session === 'visitor') {
    clearSession('logout');
  } else {
    const refresh = await storeRefreshToken(DEMO_USER_ID);
    const demo = db.users.findFirst((q) => q.where({ id: DEMO_USER_ID }))!;
    const { password: _password, ...user } = demo;
    saveSession({ access: issueAccessToken(DEMO_USER_ID), refresh, user: typeof session === 'object' ? { ...user, ...session } : user });
  }
  return {};
}

const preview: Preview = {
  loaders: [
    universeLoader,
    mswLoader(async () => {
      await worker.start({
        quiet: true,
        // Modules, fonts and the worker itself go to the dev server; a call to the game's /api
        // without a handler is a missing mock, and an error (in CI too) rather than a request
        // that silently goes out and hides the gap.
        onUnhandledRequest: (request, print) => {
          if (new URL(request.url).pathname.startsWith('/api/')) print.error();
        },
        serviceWorker: { url: '/mockServiceWorker.js' },
      });
      return worker;
    }),
  ],
  decorators: [withProviders],
  parameters: {
    layout: 'padded',
    msw: { handlers: { scenario: [], ...handlers } },
    a11y: { test: 'error' },
    viewport: { options: viewportOptions },
    controls: { expanded: true },
    // A page whose stories need different scenarios renders one and links the others (docs-page/plan.ts).
    docs: { page: DocsPageOfWorkbench },
    options: { storySort: { order: ['Introduction', 'Docs', 'Primitives', 'Components', 'Screens', 'Flows'] } },
  },
  globalTypes: {
    theme: {
      description: 'Tema',
      toolbar: {
        title: 'Tema',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Oscuro' },
          { value: 'light', title: 'Claro' },
          { value: 'side-by-side', title: 'Lado a lado' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Idioma',
      toolbar: {
        title: 'Idioma',
        icon: 'globe',
        // Every language of the list (a new one appears here by itself), the pseudo-locales
        // built from the Spanish (longer texts, right to left) and the keys.
        items: [
          ...(LANGUAGE_LIST as readonly LanguageInfo[]).map((language) => ({
            value: language.code,
            title: language.status === 'needs review' ? `${language.nativeName} (por revisar)` : language.nativeName,
          })),
          ...PSEUDO_LANGUAGES.map((pseudo) => ({ value: pseudo.code, title: pseudo.nativeName })),
          { value: 'keys', title: 'Claves (keys)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark', locale: 'es' },
  tags: ['autodocs'],
};

export default preview;
