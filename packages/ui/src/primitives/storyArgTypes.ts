import type { InputType } from 'storybook/internal/types';
import { sprinklesValues, type Sprinkles } from '../theme/sprinkles.css';

/**
 * Shared pieces of the stories' `argTypes` (the Controls panel and the Docs page's args table):
 * the categories rows are grouped under, the theme's scales as selects, and named presets for
 * props that take elements. Stories only (the workbench); no component imports this.
 */

/** The args table's groups, in Spanish like the rest of the workbench. */
export const category = {
  appearance: 'Apariencia',
  content: 'Contenido',
  state: 'Estado',
  events: 'Eventos',
  layout: 'Disposición',
  spacing: 'Espaciado',
  element: 'Elemento HTML',
} as const;

/**
 * The option names of one variant of a vanilla-extract recipe (`button`, `alert`…), read from the
 * recipe the component styles itself with, so the select offers exactly what the component draws.
 * Throws when the recipe has no such variant (a renamed variant must not leave an empty select).
 */
export function recipeOptions(recipe: { classNames: { variants: Record<string, Record<string, string>> } }, variant: string): string[] {
  const options = recipe.classNames.variants[variant];
  if (!options) throw new Error(`The recipe has no variant "${variant}"`);
  return Object.keys(options);
}

/**
 * Every member of a string (or number) union, checked by the compiler both ways: a value outside the union and
 * a member left out are type errors. For props typed as a bare union (`side`, `tone`) that the
 * component exports no runtime list for. Usage: `unionOptions<NonNullable<P['side']>>()(['top', …])`.
 */
export function unionOptions<T extends string | number>() {
  return <const A extends readonly T[]>(values: A & ([T] extends [A[number]] ? unknown : { missing: Exclude<T, A[number]> })) =>
    values as readonly T[];
}

/**
 * A select over one sprinkles atom's scale (`gap` → none, xxs … xxl) taken from the theme's
 * sprinkles definitions. The select sets one value for every width; a per-condition object
 * (`{ mobile: 'column', tablet: 'row' }`) set by a story still renders, the select then shows none.
 */
export function sprinkleControl(atom: keyof Sprinkles, description: string, group: string = category.layout): InputType {
  return { control: 'select', options: sprinklesValues[atom], description, table: { category: group } };
}

/** Which group each sprinkles atom falls in on Box's args table. */
const atomGroup = (atom: string) =>
  /^(gap|rowGap|columnGap|padding|margin)/.test(atom)
    ? category.spacing
    : /^(color|background|borderRadius|font|lineHeight|textAlign|overflowWrap)/.test(atom)
      ? category.appearance
      : category.layout;

/**
 * One select per sprinkles atom (Box takes them all as props), each over the atom's own scale;
 * `descriptions` names what a few atoms do, the rest say which CSS property they set.
 */
export function sprinklesArgTypes(descriptions: Partial<Record<keyof Sprinkles, string>> = {}): Record<keyof Sprinkles, InputType> {
  return Object.fromEntries(
    (Object.keys(sprinklesValues) as (keyof Sprinkles)[]).map((atom) => [
      atom,
      sprinkleControl(
        atom,
        descriptions[atom] ?? `Átomo \`${atom}\`: un valor de la escala del tema (uno por ancho, en el código).`,
        atomGroup(atom),
      ),
    ]),
  ) as Record<keyof Sprinkles, InputType>;
}

/**
 * A select of named presets for a prop that takes elements or functions (`children`, `action`,
 * `icon`): the Controls panel lists the names and Storybook hands the component the mapped value.
 * A story may still pass its own element; it renders as given and the select then shows none.
 */
export function presetControl(presets: Record<string, unknown>, description: string, group: string = category.content): InputType {
  return { control: 'select', options: Object.keys(presets), mapping: presets, description, table: { category: group } };
}

/** An event callback: no control (the story passes `fn()`, which the Actions panel logs). */
export function eventArgType(description: string): InputType {
  return { control: false, description, table: { category: category.events } };
}
