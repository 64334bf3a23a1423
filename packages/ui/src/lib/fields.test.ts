import { describe, expect, it } from 'vitest';
import { factorPercent, fieldsUsage } from './fields';

describe('fieldsUsage (spec p1 §9: green < 50 %, yellow < 80 %, else red)', () => {
  it.each([
    [0, 100, 'green'],
    [49, 100, 'green'],
    [49.9, 100, 'green'],
    [50, 100, 'yellow'],
    [79, 100, 'yellow'],
    [80, 100, 'red'],
    [163, 163, 'red'],
    [200, 163, 'red'],
  ])('%d of %d → %s', (used, total, colour) => expect(fieldsUsage(used, total)?.colour).toBe(colour));

  it('gives the percentage', () => expect(fieldsUsage(81, 162)?.percent).toBe(50));

  it('has no colour when a number is missing or the total is not positive', () => {
    expect(fieldsUsage(null, 100)).toBeNull();
    expect(fieldsUsage(10, undefined)).toBeNull();
    expect(fieldsUsage(10, 0)).toBeNull();
    expect(fieldsUsage(Number.NaN, 100)).toBeNull();
  });
});

describe('factorPercent', () => {
  it('shows fractions as whole percentages', () => {
    expect(factorPercent(1)).toBe(100);
    expect(factorPercent(0.92)).toBe(92);
    expect(factorPercent(0.005)).toBe(1);
    expect(factorPercent(null)).toBeNull();
    expect(factorPercent(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
