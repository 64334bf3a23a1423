/**
 * The visual review page: every shot that changed in a visual run, with its baseline, the new
 * image, the diff and a slider between the two, grouped by story and mode, with the command that
 * accepts it. Pure HTML from a list of shots (no I/O): review-reporter.ts collects the shots from
 * the run and writes the page to test-results/visual-review/index.html.
 */

/** One mode of the visual suite, read from the shot's folder (tests/visual/visual-suite.tsx `MODES`). */
export interface ShotMode {
  /** The folder: `es-dark`, `es-dark-390`, `en-light`. */
  name: string;
  language: string;
  theme: string;
  /** `390 px` for the phone mode, else the story's own viewport. */
  viewport: string;
}

/** One changed (or new) shot; image paths are relative to the page (undefined when absent). */
export interface ReviewShot {
  /** The story file's title (`Screens/Buildings`). */
  title: string;
  /** The story's export name (`Default`). */
  story: string;
  /** The story id (`screens-buildings--default`), the baseline's file name. */
  storyId: string;
  mode: ShotMode;
  /** Vitest's message (`12 pixels (ratio 0.01) differ.` or `No existing reference…`). */
  message: string;
  baseline?: string;
  actual?: string;
  diff?: string;
}

/**
 * The mode of a shot from its name (`<mode>/<story-id>`): language and theme from the folder's
 * first two parts, a third part as the width in px (`es-dark-390` is the 390 px phone).
 */
export function modeOf(folder: string): ShotMode {
  const [language = '?', theme = '?', width] = folder.split('-');
  return { name: folder, language, theme, viewport: width ? `${width} px` : 'propio de la historia' };
}

/**
 * The command that rewrites this shot's baseline: the visual project filtered to the story's
 * full test name (`<title> <export name>`), then the PNG optimiser the repo runs after every
 * update (docs/DEVELOPING.md "Visual regression").
 */
export function acceptCommand(shot: Pick<ReviewShot, 'title' | 'story'>): string {
  const name = `^${escapeRegExp(`${shot.title} ${shot.story}`)}$`;
  return `pnpm exec vitest run --project visual -t ${shellQuote(name)} --update && node tests/visual/optimise-baselines.mjs`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

const STYLE = `
  body { font: 14px/1.4 system-ui, sans-serif; margin: 0; padding: 16px 24px; background: #0d1117; color: #e6edf3; }
  a { color: #7cc4ff; }
  h1 { font-size: 20px; } h2 { font-size: 17px; margin-top: 32px; border-bottom: 1px solid #30363d; }
  h3 { font-size: 15px; margin: 16px 0 4px; }
  nav ul { columns: 2; }
  .shot { border: 1px solid #30363d; border-radius: 6px; padding: 12px; margin: 12px 0; }
  .mode { display: inline-block; background: #21262d; border-radius: 4px; padding: 1px 6px; margin-right: 6px; }
  .images { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; margin-top: 8px; }
  .images figure { margin: 0; } .images img { max-width: 100%; border: 1px solid #30363d; background: #fff; }
  figcaption { font-size: 12px; color: #8b949e; }
  .slider { position: relative; display: inline-block; max-width: 100%; margin-top: 8px; }
  .slider img { display: block; max-width: 100%; }
  .slider .over { position: absolute; inset: 0; overflow: hidden; clip-path: inset(0 50% 0 0); }
  .slider input { width: 100%; }
  code { display: block; white-space: pre-wrap; word-break: break-all; background: #161b22; padding: 6px; border-radius: 4px; margin-top: 8px; }
  .none { color: #8b949e; }
`;

/** Moves each slider's clip between the baseline (left) and the new image (right). */
const SCRIPT = `
  for (const input of document.querySelectorAll('.slider input')) {
    const over = input.parentElement.querySelector('.over');
    const update = () => { over.style.clipPath = 'inset(0 ' + (100 - Number(input.value)) + '% 0 0)'; };
    input.addEventListener('input', update);
    update();
  }
`;

function image(label: string, src: string | undefined): string {
  if (!src) return `<figure><figcaption>${label}</figcaption><p class="none">(no hay)</p></figure>`;
  return `<figure><figcaption>${label}</figcaption><a href="${escapeHtml(src)}"><img src="${escapeHtml(src)}" alt="${label}" loading="lazy"></a></figure>`;
}

function slider(shot: ReviewShot): string {
  if (!shot.baseline || !shot.actual) return '';
  return `<div class="slider"><img src="${escapeHtml(shot.actual)}" alt="nueva"><div class="over"><img src="${escapeHtml(
    shot.baseline,
  )}" alt="referencia"></div><input type="range" min="0" max="100" value="50" aria-label="Referencia ↔ nueva"></div>`;
}

function shotSection(shot: ReviewShot): string {
  const mode = shot.mode;
  return `<section class="shot" data-story-id="${escapeHtml(shot.storyId)}" data-mode="${escapeHtml(mode.name)}">
<h3><span class="mode">${escapeHtml(mode.name)}</span> idioma ${escapeHtml(mode.language)} · tema ${escapeHtml(mode.theme)} · ancho ${escapeHtml(mode.viewport)}</h3>
<p>${escapeHtml(shot.message)}</p>
<div class="images">${image('Referencia', shot.baseline)}${image('Nueva', shot.actual)}${image('Diferencia', shot.diff)}</div>
${slider(shot)}
<code>${escapeHtml(acceptCommand(shot))}</code>
</section>`;
}

/**
 * The whole page for `shots` (any order: grouped by story title and export name, modes in the
 * suite's order). `generatedAt` is printed in the header. Returns an HTML document.
 */
export function renderReviewPage(shots: readonly ReviewShot[], generatedAt: Date = new Date()): string {
  const groups = new Map<string, ReviewShot[]>();
  const sorted = [...shots].sort(
    (a, b) => a.title.localeCompare(b.title) || a.story.localeCompare(b.story) || a.mode.name.localeCompare(b.mode.name),
  );
  for (const shot of sorted) {
    const key = `${shot.title} › ${shot.story}`;
    groups.set(key, [...(groups.get(key) ?? []), shot]);
  }
  const index = [...groups.entries()]
    .map(([key, group]) => `<li><a href="#${escapeHtml(group[0]!.storyId)}">${escapeHtml(key)}</a> (${group.length})</li>`)
    .join('\n');
  const body = [...groups.entries()]
    .map(([key, group]) => `<h2 id="${escapeHtml(group[0]!.storyId)}">${escapeHtml(key)}</h2>\n${group.map(shotSection).join('\n')}`)
    .join('\n');
  const summary =
    shots.length === 0
      ? '<p class="none">Ninguna captura cambió en esta ejecución.</p>'
      : `<p>${shots.length} captura(s) cambiadas en ${groups.size} historia(s). Aceptar todas: <code>pnpm test:visual:update</code></p><nav><ul>${index}</ul></nav>`;
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Revisión visual (${shots.length})</title><style>${STYLE}</style></head>
<body><h1>Revisión visual</h1><p class="none">Generada ${escapeHtml(generatedAt.toISOString())}</p>
${summary}
${body}
<script>${SCRIPT}</script></body></html>
`;
}
