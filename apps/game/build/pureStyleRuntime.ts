import type { Plugin } from 'vite';

/**
 * The vanilla-extract runtime functions whose results a compiled `.css.ts` module exports:
 * `sprinkles` (createSprinkles) and `recipe` (createRuntimeFn). Each call only builds a value
 * (a lookup table and a function over it) from its arguments, with no side effect.
 */
const PURE_RUNTIME =
  /import\s*\{\s*(?:createSprinkles|createRuntimeFn)\s+as\s+(_[0-9a-f]+)\s*\}\s*from\s*["']@vanilla-extract\/[\w/-]+["']/g;

/**
 * Marks the vanilla-extract runtime calls of a compiled `.css.ts` module (`export var sprinkles =
 * _ad221({...});`) as pure (`/* @__PURE__ *\/`), so that the bundler drops a table no module of
 * the chunk uses. vanilla-extract emits them unmarked, and a `.css.ts` module is imported by every
 * style file that composes it: the sprinkles' runtime table of every responsive atom (3 KiB gzip)
 * and unused recipes ran in the login route's first JavaScript although the login renders no
 * `Box` (its classes are computed at build time).
 * @param code a module as vanilla-extract's Vite plugin compiled it
 * @returns the code with each call of an imported runtime function marked pure; other code as is
 */
export function markPureStyleRuntime(code: string): string {
  const names = [...code.matchAll(PURE_RUNTIME)].map((match) => match[1]!);
  if (names.length === 0) return code;
  const call = new RegExp(`((?:^|;)\\s*(?:export\\s+)?(?:var|let|const)\\s+\\w+\\s*=\\s*)(${names.join('|')})\\(`, 'gm');
  return code.replace(call, '$1/* @__PURE__ */ $2(');
}

/**
 * A build plugin that runs {@link markPureStyleRuntime} on vanilla-extract's compiled `.css.ts`
 * modules (after its plugin: `enforce: 'post'`).
 * @returns a Vite plugin for the client build
 */
export function pureStyleRuntime(): Plugin {
  return {
    name: 'imperio:pure-style-runtime',
    apply: 'build',
    enforce: 'post',
    transform: {
      filter: { id: /\.css\.ts$/ },
      handler(code) {
        const marked = markPureStyleRuntime(code);
        return marked === code ? null : { code: marked, map: null };
      },
    },
  };
}
