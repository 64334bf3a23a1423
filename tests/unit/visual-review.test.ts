import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { writeReviewPage, type ReviewTestModule } from '../visual/review/review-reporter.ts';
import { acceptCommand, modeOf } from '../visual/review/review-page.ts';

/** A 1×1 PNG (the reporter copies the files; their pixels do not matter here). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A fake run: one `visual` test module whose story `Screens/Buildings Default` failed its 390 px shot. */
function fixture(): ReviewTestModule[] {
  root = mkdtempSync(join(tmpdir(), 'visual-review-'));
  const baseline = 'tests/visual/__screenshots__/es-dark-390/screens-buildings--default-chromium-linux.png';
  // Vitest copies a failure's images under hashed names: only the annotation names the shot.
  const actual = '.vitest-attachments/5dac3bb502e83f0bdbae960d5751003ed94107fd.png';
  const diff = '.vitest-attachments/73afec86f6db6e68d3334925cfc8eaf45ca7947e.png';
  for (const file of [baseline, actual, diff]) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), PNG);
  }
  const changed = {
    name: 'Default',
    parent: { type: 'suite', name: 'Screens/Buildings' },
    annotations: () => [{ type: 'visual-review-shot', message: 'es-dark-390/screens-buildings--default' }],
    artifacts: () => [
      {
        type: 'internal:toMatchScreenshot',
        message: 'Screenshot does not match the stored reference.\n120 pixels (ratio 0.01) differ.',
        attachments: [
          { name: 'reference', path: join(root, baseline) },
          { name: 'actual', path: join(root, actual) },
          { name: 'diff', path: diff },
        ],
      },
    ],
  };
  const unchanged = { name: 'Loading', parent: { type: 'suite', name: 'Screens/Buildings' }, annotations: () => [], artifacts: () => [] };
  return [{ project: { name: 'visual (chromium)' }, children: { allTests: () => [changed, unchanged] } }];
}

describe('visual review page', () => {
  test('lists the one changed shot with its baseline, new image, diff, slider, mode and accept command', () => {
    const page = writeReviewPage(fixture(), root, new Date('2026-01-01T00:00:00Z'));
    expect(page).toBe(join(root, 'test-results/visual-review/index.html'));
    const html = readFileSync(page!, 'utf8');
    expect(html).toContain('1 captura(s) cambiadas en 1 historia(s)');
    expect(html).toContain('Screens/Buildings › Default');
    expect(html).not.toContain('Loading');
    expect(html).toContain('data-mode="es-dark-390"');
    expect(html).toContain('ancho 390 px');
    expect(html).toContain('120 pixels (ratio 0.01) differ.');
    for (const image of ['baseline', 'actual', 'diff']) {
      expect(html).toContain(`images/es-dark-390/screens-buildings--default-${image}.png`);
      expect(existsSync(join(root, `test-results/visual-review/images/es-dark-390/screens-buildings--default-${image}.png`))).toBe(true);
    }
    expect(html).toContain('type="range"');
    expect(html).toContain('pnpm exec vitest run --project visual -t &#39;^Screens/Buildings Default$&#39; --update');
  });

  test('a run without the visual project leaves the page alone', () => {
    const modules = fixture().map((module) => ({ ...module, project: { name: 'rules' } }));
    expect(writeReviewPage(modules, root)).toBeUndefined();
    expect(existsSync(join(root, 'test-results/visual-review'))).toBe(false);
  });

  test('modes and the accept command', () => {
    expect(modeOf('en-light')).toMatchObject({ language: 'en', theme: 'light', viewport: 'propio de la historia' });
    expect(acceptCommand({ title: 'Screens/Fleet (move)', story: 'Default' })).toContain("-t '^Screens/Fleet \\(move\\) Default$'");
  });
});
