import { StrictMode, useEffect } from 'react';
import type { i18n as I18n } from 'i18next';
import { BaseProviders } from '@imperio/ui/state/BaseProviders';
import { App } from './App';
import { DEMO } from './demo';

/** Calls `onMounted` once the tree has committed (for a hydration: once it is interactive). */
function Mounted({ onMounted }: { onMounted?: () => void }) {
  useEffect(() => onMounted?.(), [onMounted]);
  return null;
}

/**
 * The whole tree the page renders, in one place so the build's prerender (`prerender.tsx`) and
 * the browser (`main.tsx`) render the same thing and hydration matches.
 * @param i18n an initialised i18next instance in the language to show
 * @param onMounted called after the first commit (`main.tsx` then makes the prerendered page usable)
 */
export function Root({ i18n, onMounted }: { i18n: I18n; onMounted?: () => void }) {
  return (
    <StrictMode>
      <BaseProviders i18n={i18n} applyThemeToDocument>
        <App demoCredentials={DEMO} />
      </BaseProviders>
      <Mounted onMounted={onMounted} />
    </StrictMode>
  );
}
