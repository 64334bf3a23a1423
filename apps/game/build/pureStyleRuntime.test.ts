import { describe, expect, it } from 'vitest';
import { markPureStyleRuntime } from './pureStyleRuntime.ts';

/** A `.css.ts` module as vanilla-extract's Vite plugin compiles it (shape of sprinkles.css.ts and a recipe). */
const COMPILED = [
  `import "/repo/packages/ui/src/theme/sprinkles.css.ts.vanilla.css";`,
  `import { createSprinkles as _ad221 } from '@vanilla-extract/sprinkles/createRuntimeSprinkles';`,
  `import { createRuntimeFn as _7a468 } from '@vanilla-extract/recipes/createRuntimeFn';`,
  `export var sprinkles = _ad221({conditions:{defaultCondition:'mobile'}});`,
  `export var card = _7a468({defaultClassName:'ob7q0y0',variantClassNames:{}});`,
  `export var title = 'zk7qtu3';`,
  `window.sideEffect = _ad221({});`,
].join('\n');

describe('markPureStyleRuntime', () => {
  it('marks each exported vanilla-extract runtime call pure, so an unused table can be dropped', () => {
    const marked = markPureStyleRuntime(COMPILED);
    expect(marked).toContain('export var sprinkles = /* @__PURE__ */ _ad221({');
    expect(marked).toContain('export var card = /* @__PURE__ */ _7a468({');
  });

  it('leaves the rest as it was: plain class names, imports, and calls that are not a declaration', () => {
    const marked = markPureStyleRuntime(COMPILED);
    expect(marked).toContain(`export var title = 'zk7qtu3';`);
    expect(marked).toContain('window.sideEffect = _ad221({});');
    expect(marked.split('\n').slice(0, 3)).toEqual(COMPILED.split('\n').slice(0, 3));
  });

  it('also reads the double-quoted, one-line form a later transform may print', () => {
    const oneLine = `import{createSprinkles as _ad221}from"@vanilla-extract/sprinkles/createRuntimeSprinkles";export const sprinkles=_ad221({});`;
    expect(markPureStyleRuntime(oneLine)).toContain('export const sprinkles=/* @__PURE__ */ _ad221({');
  });

  it('changes nothing in a module without those imports', () => {
    const plain = `import { other as _ad221 } from 'somewhere';\nexport var x = _ad221({});`;
    expect(markPureStyleRuntime(plain)).toBe(plain);
  });
});
