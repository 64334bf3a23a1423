import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { modeOf, renderReviewPage, type ReviewShot } from './review-page.ts';
import { REVIEW_SHOT_ANNOTATION } from './shot-annotation.ts';

/** Where the page goes, relative to the root. */
export const REVIEW_DIR = 'test-results/visual-review';

/** The parts of a Vitest test case the reporter reads (TestCase satisfies it; a test fixture can too). */
export interface ReviewTestCase {
  name: string;
  parent: { type: string; name?: string };
  annotations(): ReadonlyArray<{ type: string; message: string }>;
  artifacts(): ReadonlyArray<{ type: string; message?: string; attachments?: ReadonlyArray<{ name?: string; path?: string }> }>;
}

/** The parts of a Vitest test module the reporter reads. */
export interface ReviewTestModule {
  project: { name: string };
  children: { allTests(): Iterable<ReviewTestCase> };
}

/** The `visual` project (its browser instance is named `visual (chromium)`). */
const isVisual = (module: ReviewTestModule) => module.project.name === 'visual' || module.project.name.startsWith('visual (');

/** `<mode>/<story-id>` of a baseline path `…/__screenshots__/<mode>/<story-id>-chromium-linux.png` (or a diff's `-actual`, `-reference`). */
function shotOf(path: string): { mode: string; storyId: string } | undefined {
  const match = /([^/\\]+)[/\\]([^/\\]+?)(?:-(?:reference|actual|diff))?-[a-z]+-[a-z0-9]+\.png$/.exec(path);
  return match ? { mode: match[1]!, storyId: match[2]! } : undefined;
}

/**
 * The changed shots of a run: every `toMatchScreenshot` failure (Vitest's
 * `internal:toMatchScreenshot` artifact, whose attachments are the baseline, the new image and
 * the diff) of the `visual` project's tests, with its images copied into `<outDir>/images` so
 * the page still shows the old baseline after it is accepted. Paths in the result are relative to
 * `outDir`. A missing baseline (a new story) comes as a shot with only the new image.
 */
export function collectShots(modules: ReadonlyArray<ReviewTestModule>, root: string, outDir: string): ReviewShot[] {
  const shots: ReviewShot[] = [];
  const copy = (path: string | undefined, folder: string, name: string): string | undefined => {
    if (!path) return undefined;
    const source = isAbsolute(path) ? path : resolve(root, path);
    if (!existsSync(source)) return undefined;
    const target = join(outDir, 'images', folder, name);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(source, target);
    return relative(outDir, target).split('\\').join('/');
  };
  for (const module of modules) {
    if (!isVisual(module)) continue;
    for (const test of module.children.allTests()) {
      // The suite names each failed shot, in order (Vitest copies the images under hashed names).
      const named = test.annotations().filter((annotation) => annotation.type === REVIEW_SHOT_ANNOTATION);
      const failures = test.artifacts().filter((artifact) => artifact.type === 'internal:toMatchScreenshot');
      for (const [index, artifact] of failures.entries()) {
        const byName = new Map((artifact.attachments ?? []).map((attachment) => [attachment.name, attachment.path]));
        const anyPath = byName.get('reference') ?? byName.get('actual');
        const annotated = named[index]?.message.split('/');
        const shot = annotated?.length === 2 ? { mode: annotated[0]!, storyId: annotated[1]! } : anyPath ? shotOf(anyPath) : undefined;
        if (!shot) continue;
        const message = artifact.message ?? '';
        // Without a baseline Vitest reports the new shot as its 'reference'.
        const isNew = !byName.has('actual') && /no existing reference/i.test(message);
        const folder = shot.mode;
        shots.push({
          title: test.parent.type === 'suite' && test.parent.name ? test.parent.name : basename(anyPath ?? shot.storyId),
          story: test.name,
          storyId: shot.storyId,
          mode: modeOf(shot.mode),
          message,
          baseline: isNew ? undefined : copy(byName.get('reference'), folder, `${shot.storyId}-baseline.png`),
          actual: copy(isNew ? byName.get('reference') : byName.get('actual'), folder, `${shot.storyId}-actual.png`),
          diff: copy(byName.get('diff'), folder, `${shot.storyId}-diff.png`),
        });
      }
    }
  }
  return shots;
}

/**
 * Writes `<root>/test-results/visual-review/index.html` for a run's test modules (replacing the
 * page and images of the run before). Does nothing when the run held no `visual` test module
 * (a `rules` or `unit` run leaves the last review alone). Returns the page's path, or undefined.
 */
export function writeReviewPage(modules: ReadonlyArray<ReviewTestModule>, root: string, now = new Date()): string | undefined {
  if (!modules.some(isVisual)) return undefined;
  const outDir = resolve(root, REVIEW_DIR);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const shots = collectShots(modules, root, outDir);
  const page = join(outDir, 'index.html');
  writeFileSync(page, renderReviewPage(shots, now));
  return page;
}

/**
 * Vitest reporter (registered in vitest.config.ts next to the default one): after a run that
 * included the `visual` project, writes the review page and prints its path when a shot changed.
 */
export class VisualReviewReporter implements Reporter {
  private root = process.cwd();

  onInit(vitest: { config: { root: string } }) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const page = writeReviewPage(modules, this.root);
    const changed = modules.some((module) =>
      [...module.children.allTests()].some((test) => test.artifacts().some((artifact) => artifact.type === 'internal:toMatchScreenshot')),
    );
    if (page && changed) console.info(`\nCapturas cambiadas: revísalas en ${relative(process.cwd(), page)}\n`);
  }
}
