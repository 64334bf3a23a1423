import { describe, expect, it } from 'vitest';
import { distanceBetween, flightSeconds, fuelFor } from './flight';

const at = (galaxy: number, system: number, position: number) => ({ galaxy, system, position });

describe('distanceBetween (OGame)', () => {
  it('grows by galaxy, then system, then position; the same place is 5', () => {
    expect(distanceBetween(at(1, 1, 1), at(3, 1, 1))).toBe(40_000);
    expect(distanceBetween(at(1, 1, 1), at(1, 3, 9))).toBe(2_700 + 2 * 95);
    expect(distanceBetween(at(1, 4, 2), at(1, 4, 9))).toBe(1_000 + 7 * 5);
    expect(distanceBetween(at(1, 4, 2), at(1, 4, 2))).toBe(5);
  });
});

describe('flightSeconds (OGame)', () => {
  it('is 10 + 35 000 / speed% × √(10 × distance / slowest speed), over the fleet speed', () => {
    // Small cargo (5 000) two systems away at 100 %: 10 + 350 × √(5.78) ≈ 851 s.
    expect(flightSeconds(2_890, 5_000, 100)).toBe(851);
    expect(flightSeconds(2_890, 5_000, 100, 100)).toBe(9);
    // Half speed doubles the travel term.
    expect(flightSeconds(2_890, 5_000, 50)).toBe(1_693);
  });
  it('never takes less than a second', () => {
    expect(flightSeconds(5, 1e9, 100, 1e6)).toBe(1);
  });
});

describe('fuelFor (OGame)', () => {
  it('adds base × n × distance / 35 000 × (speed/100 + 1)², plus 1', () => {
    // 3 small cargo (10 each), 35 000 units at 100 %: 3 × 10 × 1 × 4 + 1.
    expect(fuelFor([{ code: 'small_cargo', quantity: 3 }], 35_000, 100)).toBe(121);
    // At 50 %: (1.5)² = 2.25 → 67.5 → 68 + 1.
    expect(fuelFor([{ code: 'small_cargo', quantity: 3 }], 35_000, 50)).toBe(69);
    expect(fuelFor([{ code: 'espionage_probe', quantity: 1 }], 5, 100)).toBe(1);
  });
});
