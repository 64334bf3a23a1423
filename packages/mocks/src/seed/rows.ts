/**
 * Names a catalogue row's values by its columns, keeping each value's type:
 * `zipRow(['code', 'attack'] as const, ['cruiser', 400])` → `{ code: 'cruiser', attack: 400 }`.
 * @param columns the field names, in the row's order
 * @param row a tuple as long as `columns`
 */
export function zipRow<const C extends readonly string[], R extends readonly unknown[]>(
  columns: C,
  row: R,
): { [I in keyof C & `${number}` as C[I] & string]: I extends keyof R ? R[I] : never } {
  return Object.fromEntries(columns.map((column, i) => [column, row[i]])) as never;
}

/** The tuple type of a catalogue row: for each column, the type `T` gives that field. */
export type RowOf<C extends readonly (keyof T)[], T> = { -readonly [I in keyof C]: T[C[I] & keyof T] };

/** The first columns of a ship or defence catalogue row: identity and combat values. */
export const UNIT_HEAD = ['code', 'name', 'category', 'attack', 'shield', 'armor'] as const;
/** The last columns of a ship or defence catalogue row: costs, build time, requirement, text. */
export const UNIT_TAIL = ['metal_cost', 'crystal_cost', 'deuterium_cost', 'build_time', 'required_shipyard_level', 'description'] as const;
