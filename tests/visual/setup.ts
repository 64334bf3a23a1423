import { setProjectAnnotations } from '@storybook/react-vite';
import { featureFlags } from '@imperio/api-client';
import preview from '../../.storybook/preview';

/**
 * Setup of the `visual` project: the workbench's own project annotations (loaders that seed the
 * universe, freeze the clock and start MSW; the providers decorator; globals), and everything
 * that makes a screenshot deterministic.
 */
setProjectAnnotations([preview]);

// Nothing animates in a visual run, live-clock stories and portalled overlays included.
(featureFlags as { animations: boolean }).animations = false;
// On <body>: the workbench toggles the class on <html> per story (parameters.clock).
document.body.classList.add('no-animations');
const style = document.createElement('style');
style.textContent = `
  *, *::before, *::after { caret-color: transparent !important; }
  /* Whether a clicked button still has focus when the shot is taken is a race (a submit button
     disabled while its request runs loses focus only if the page renders in between), so focus
     rings are not part of the screenshots; focus order and visibility are tested by the stories. */
  :focus-visible { outline-color: transparent !important; }
  html, body { min-height: 100vh; }
`;
document.head.appendChild(style);

/**
 * `window.alert` texts of the running story (spec p2 §8: fleet errors 'by alert'): recorded in
 * `window.__visualAlerts` for the catalogue coverage instead of blocking the page.
 */
const recorded = window as unknown as { __visualAlerts: string[] };
recorded.__visualAlerts = [];
window.alert = (message?: unknown) => {
  recorded.__visualAlerts.push(String(message ?? ''));
};
