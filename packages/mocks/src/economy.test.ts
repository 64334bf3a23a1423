import { describe, expect, it } from 'vitest';
import { clock } from './clock';
import { credit, economyOf, spend, stockAt } from './economy';

describe('mock economy', () => {
  it('grows stock with time and stops at capacity; energy is not capped', () => {
    const record = economyOf(102)!;
    const start = record.updated_ms;
    const later = stockAt(record, start + 3_600_000);
    expect(later.metal).toBeCloseTo(record.stock.metal + 2_400);
    expect(later.crystal).toBe(100_000); // 99 200 + 1 440 passes capacity
    expect(later.energy).toBe(record.stock.energy);
  });

  it('spends only when every resource suffices, and credits', async () => {
    const now = clock.now();
    expect(await spend(103, { metal: 1_000_000 }, now)).toMatchObject({ ok: false, missing: { metal: expect.any(Number) } });
    const before = stockAt(economyOf(103)!, now).metal;
    expect(await spend(103, { metal: 200 }, now)).toEqual({ ok: true });
    expect(stockAt(economyOf(103)!, now).metal).toBeCloseTo(before - 200);
    await credit(103, { metal: 50 }, now);
    expect(stockAt(economyOf(103)!, now).metal).toBeCloseTo(before - 150);
  });
});
