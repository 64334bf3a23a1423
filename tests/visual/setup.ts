import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { config, featureFlags } from '@imperio/api-client';
import preview from '../../.storybook/preview';

/**
 * Setup of the `visual` project: the a11y addon's annotations (axe after every story, its result
 * read by a11y-report.ts) and the workbench's own (loaders that seed the universe, freeze the
 * clock and start MSW; the providers decorator; globals), in the order Storybook composes them
 * (addons first), and everything that makes a screenshot deterministic.
 */
setProjectAnnotations([a11yAddonAnnotations, preview]);

// Nothing animates in a visual run, live-clock stories and portalled overlays included.
(featureFlags as { animations: boolean }).animations = false;
// A pop-up leaves after 8 s of real time, so whether a flow's shot still shows one depended on
// how fast the machine ran the play function (a loaded machine lost them): in a visual run they
// stay until closed. Their expiry is tested by the NotificationOverlay unit tests.
(config.intervals as { popupLifetimeMs: number }).popupLifetimeMs = 24 * 60 * 60 * 1000;
// On <body>: the workbench toggles the class on <html> per story (parameters.clock).
document.body.classList.add('no-animations');
const style = document.createElement('style');
style.textContent = `
  *, *::before, *::after { caret-color: transparent !important; }
  /* Whether a clicked button still has focus when the shot is taken is a race (a submit button
     disabled while its request runs loses focus only if the page renders in between), so focus
     rings are not part of the screenshots; focus order and visibility are tested by the stories. */
  :focus-visible { outline-color: transparent !important; }
  /* A textarea's resize grip is drawn by the browser itself and changes between Chromium
     builds (156.0.8078.108 draws it 16 px differently from the build the baselines were taken
     with), so it is not part of the screenshots either; resizing is not something a shot shows. */
  textarea { resize: none !important; }
  ::-webkit-resizer { display: none !important; }
  html, body { min-height: 100vh; }
`;
document.head.appendChild(style);

/**
 * `window.alert` texts of the running story (spec p2 §8: fleet errors 'by alert'): recorded in
 * `window.__visualAlerts` for the catalogue coverage instead of blocking the page.
 */
const recorded = window as unknown as { __visualAlerts: string[] };
recorded.__visualAlerts = [];
window.alert = (message?: string) => {
  recorded.__visualAlerts.push(message ?? '');
};
