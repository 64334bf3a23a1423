import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';

/** `public/preferences-init.js`, the classic script the page runs before its first paint. */
const SCRIPT = readFileSync(join(import.meta.dirname, '..', 'public', 'preferences-init.js'), 'utf8');

/** The templates the build puts before the script (build/preloadSignedIn.ts), shaped like its output. */
const TEMPLATES = [
  '<template id="preload-shell"><link rel="modulepreload" crossorigin href="/assets/shell-a.js"><link rel="preload" as="style" crossorigin href="/assets/shell-b.css"></template>',
  '<template id="preload-dashboard"><link rel="modulepreload" crossorigin href="/assets/Dashboard-c.js"></template>',
  '<template id="preload-texts-es"><link rel="modulepreload" crossorigin href="/assets/common-es.js"></template>',
  '<template id="preload-texts-en"><link rel="modulepreload" crossorigin href="/assets/common-en.js"></template>',
  '<template id="preload-dashboard-es"><link rel="modulepreload" crossorigin href="/assets/dashboard-es.js"></template>',
  '<template id="preload-dashboard-en"><link rel="modulepreload" crossorigin href="/assets/dashboard-en.js"></template>',
].join('');

/** Runs the script on a page at `path`; returns the hrefs of the preload links the head then holds. */
function run(path: string): string[] {
  history.replaceState(null, '', path);
  document.head.innerHTML = TEMPLATES;
  // The page runs it as a classic script: so does the test, with the test's DOM as its globals.
  runInThisContext(SCRIPT);
  return [...document.head.querySelectorAll(':scope > link')].map((link) => link.getAttribute('href')!);
}

const signIn = () => {
  localStorage.setItem('imperio.access_token', 'token');
  localStorage.setItem('imperio.user', '{"username":"demo"}');
};

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('data-boot');
});

describe('preferences-init.js: what a returning player preloads', () => {
  it("copies the shell's and the dashboard's links, with the dashboard's texts in the saved language, at /dashboard", () => {
    signIn();
    expect(run('/dashboard')).toEqual([
      '/assets/shell-a.js',
      '/assets/shell-b.css',
      '/assets/common-es.js',
      '/assets/Dashboard-c.js',
      '/assets/dashboard-es.js',
    ]);
    localStorage.setItem('imperio.locale', 'en');
    document.head.innerHTML = '';
    expect(run('/')).toEqual([
      '/assets/shell-a.js',
      '/assets/shell-b.css',
      '/assets/common-en.js',
      '/assets/Dashboard-c.js',
      '/assets/dashboard-en.js',
    ]);
  });

  it("copies only the shell's and the texts' at another screen's address", () => {
    signIn();
    expect(run('/fleet')).toEqual(['/assets/shell-a.js', '/assets/shell-b.css', '/assets/common-es.js']);
  });

  it('copies nothing for a visitor without a session (the login page loads none of it)', () => {
    expect(run('/dashboard')).toEqual([]);
    expect(document.documentElement.dataset.boot).toBeUndefined();
  });
});
