import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A copy of `apps/game/dist` + `dist-server` outside the repository (no node_modules). */
    serverRoot: string;
  }
}

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const game = join(repo, 'apps', 'game');

/**
 * Before the hardening suite: builds the app and its server if `pnpm build` has not (so the
 * suite also runs on its own), then copies both into a temporary folder with no `node_modules`
 * anywhere above it, so every test proves the built server runs with `node` alone (a deploy
 * copies the build, not the workspace).
 * Returns the teardown that removes the copy.
 */
export default function setup(project: TestProject): () => void {
  if (!existsSync(join(game, 'dist', 'index.html')) || !existsSync(join(game, 'dist-server', 'index.mjs'))) {
    execFileSync('pnpm', ['--filter', '@imperio/game', 'build'], { cwd: repo, stdio: 'inherit' });
  }
  const root = mkdtempSync(join(tmpdir(), 'imperio-hardening-'));
  cpSync(join(game, 'dist'), join(root, 'dist'), { recursive: true });
  cpSync(join(game, 'dist-server'), join(root, 'dist-server'), { recursive: true });
  project.provide('serverRoot', root);
  return () => rmSync(root, { recursive: true, force: true });
}
