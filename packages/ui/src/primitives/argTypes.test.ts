import { describe, expect, it } from 'vitest';
import { isMockFunction } from 'storybook/test';
import type { InputType } from 'storybook/internal/types';
import { vars } from '../theme/contract.css';
import { sprinkles, sprinklesValues } from '../theme/sprinkles.css';
import { recipeOptions } from './storyArgTypes';
import { button } from './Button/Button.css';

interface StoryLike {
  args?: Record<string, unknown>;
  argTypes?: Record<string, InputType>;
}
interface StoriesModule {
  default: StoryLike & { title: string };
  [story: string]: unknown;
}

/** Every primitive (a folder with an index) and every primitive's stories file. */
const primitives = Object.keys(import.meta.glob('./*/index.ts')).map((path) => path.split('/')[1]!);
const storiesFiles = import.meta.glob<StoriesModule>('./*/*.stories.tsx', { eager: true });

/** Each story of a file with the args and argTypes Storybook gives it: the meta's, then the story's. */
function storiesOf(module: StoriesModule) {
  const meta = module.default;
  return Object.entries(module)
    .filter(([name]) => name !== 'default' && name !== '__namedExportsOrder')
    .map(([name, story]) => {
      const { args, argTypes } = story as StoryLike;
      return { name, args: { ...meta.args, ...args }, argTypes: { ...meta.argTypes, ...argTypes } };
    });
}

/** Whether the Controls panel shows an editor for this row (`control: false` or disabled hides it). */
const hasControl = (argType: InputType) =>
  argType.control !== undefined && argType.control !== false && !(typeof argType.control === 'object' && argType.control.disable);

describe('the primitives’ stories describe every arg for the Controls panel', () => {
  it('finds a stories file for each of the 18 primitives', () => {
    const withStories = Object.keys(storiesFiles).map((path) => path.split('/')[1]);
    expect(primitives).toHaveLength(18);
    expect(withStories.sort()).toEqual([...primitives].sort());
  });

  it.each(Object.entries(storiesFiles).map(([path, module]) => ({ path, module, title: module.default.title })))(
    '$title: argTypes on the meta, one for every story’s every arg, with a control or as a logged callback',
    ({ path, module }) => {
      const metaArgTypes = module.default.argTypes ?? {};
      expect(Object.keys(metaArgTypes).length, `${path} has no argTypes`).toBeGreaterThan(0);
      for (const [key, argType] of Object.entries(metaArgTypes)) {
        expect(argType.description, `${path}: ${key} has no description`).toMatch(/\S/);
        expect(argType.description, `${path}: ${key}'s description spans lines`).not.toContain('\n');
        const type = typeof argType.control === 'string' ? argType.control : argType.control ? argType.control.type : undefined;
        if (type && /select|radio/.test(type)) expect(argType.options?.length, `${path}: ${key} has no options`).toBeGreaterThan(0);
        if (argType.mapping) for (const option of argType.options ?? []) expect(argType.mapping).toHaveProperty([String(option)]);
      }
      for (const { name, args, argTypes } of storiesOf(module)) {
        for (const [key, value] of Object.entries(args)) {
          const where = `${path} story ${name}: arg "${key}"`;
          const argType = argTypes[key];
          expect(argType, `${where} has no argType`).toBeDefined();
          expect(argType!.description, `${where} has no description`).toMatch(/\S/);
          if (isMockFunction(value)) {
            // A callback is an fn() the Actions panel logs, never an editable control.
            expect(argType!.control, `${where} is a callback with a control`).toBe(false);
            expect(argType!.table?.category, where).toBe('Eventos');
          } else {
            expect(hasControl(argType!) || Boolean(argType!.action), `${where} has neither control nor action`).toBe(true);
          }
          // Storybook drops a plain value that is not among a select's options when it restores args
          // from the address; an element or a per-width object (kept as given) has no such check.
          const plain = ['string', 'number', 'boolean'].includes(typeof value);
          if (argType!.options && plain) expect(argType!.options, `${where} = ${String(value)}`).toContain(value);
        }
      }
    },
  );

  it('offers on Box only values the sprinkles accept, the space atoms being the theme’s space scale', () => {
    const box = Object.values(storiesFiles).find((module) => module.default.title === 'Primitives/Layout/Box')!;
    const atoms = [...sprinkles.properties];
    expect(atoms.length).toBeGreaterThan(30);
    for (const atom of atoms) {
      const options = box.default.argTypes?.[atom]?.options;
      expect(options, `Box has no select for ${atom}`).toBeDefined();
      for (const option of options!) expect(() => sprinkles({ [atom]: option })).not.toThrow();
    }
    expect(sprinklesValues.gap).toEqual(['none', ...Object.keys(vars.space)]);
  });

  it('reads a recipe’s variant options from the recipe, and refuses a variant it does not have', () => {
    expect(recipeOptions(button, 'variant')).toEqual(['primary', 'secondary', 'ghost', 'danger']);
    expect(() => recipeOptions(button, 'tone')).toThrow('The recipe has no variant "tone"');
  });
});
