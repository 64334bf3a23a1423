/** One stock row for the power total: the type's attack and how many there are. */
export interface PowerEntry {
  attack: number | null | undefined;
  quantity: number | null | undefined;
}

/**
 * Total combat power of the ships on a planet (spec p2 §2.3), also used as the defence total
 * (§2.4): Σ attack × quantity. Rows with a missing, negative or non-numeric attack or quantity
 * count as 0.
 * @example totalPower([{ attack: 50, quantity: 30 }, { attack: 400, quantity: 3 }]) // 2700
 */
export function totalPower(entries: readonly PowerEntry[]): number {
  let sum = 0;
  for (const { attack, quantity } of entries) {
    const a = Number(attack);
    const q = Number(quantity);
    if (Number.isFinite(a) && Number.isFinite(q) && a > 0 && q > 0) sum += a * q;
  }
  return sum;
}

/**
 * Joins a planet's stock with the types' attack by type id, for `totalPower`.
 * Stock rows of an unknown type count with attack 0.
 */
export function powerEntries<T extends { id: number | string; attack?: number | null }>(
  types: readonly T[],
  stock: ReadonlyArray<{ typeId: number | string; quantity: number }>,
): PowerEntry[] {
  const attackById = new Map(types.map((type) => [String(type.id), type.attack ?? 0]));
  return stock.map((row) => ({ attack: attackById.get(String(row.typeId)) ?? 0, quantity: row.quantity }));
}
