import { describe, expect, it } from 'vitest';
import { atMaxLevel, researchProgress } from './research';

describe('atMaxLevel', () => {
  it('is reached at or above the maximum; no maximum means never; max 0 is reached at once', () => {
    expect(atMaxLevel(12, 12)).toBe(true);
    expect(atMaxLevel(11, 12)).toBe(false);
    expect(atMaxLevel(50, null)).toBe(false);
    expect(atMaxLevel(0, 0)).toBe(true);
  });
});

describe('researchProgress', () => {
  const now = Date.UTC(2026, 5, 15, 12, 0, 0);
  it('follows the clock between start and end, capped at 100', () => {
    expect(researchProgress({ started_at: '2026-06-15T11:00:00Z', ends_at: '2026-06-15T13:00:00Z', progress_percentage: 10 }, now)).toBe(
      50,
    );
    expect(researchProgress({ started_at: '2026-06-15T10:00:00Z', ends_at: '2026-06-15T11:00:00Z' }, now)).toBe(100);
  });
  it("falls back to the server's percentage, and to 0 for nonsense", () => {
    expect(researchProgress({ progress_percentage: 42 }, now)).toBe(42);
    expect(researchProgress({ progress_percentage: 130 }, now)).toBe(100);
    expect(researchProgress({ progress_percentage: null }, now)).toBe(0);
  });
});
