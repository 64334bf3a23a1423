import { describe, expect, it } from 'vitest';
import { powerEntries, totalPower } from './power';

describe('totalPower (spec p2 §2.3: Σ attack × quantity)', () => {
  it('sums attack times quantity', () => {
    expect(
      totalPower([
        { attack: 50, quantity: 30 },
        { attack: 400, quantity: 3 },
        { attack: 150, quantity: 8 },
      ]),
    ).toBe(1_500 + 1_200 + 1_200);
  });

  it('is 0 for an empty hangar', () => {
    expect(totalPower([])).toBe(0);
  });

  it('ignores rows without attack or with nonsense values', () => {
    expect(
      totalPower([
        { attack: 0, quantity: 15 },
        { attack: null, quantity: 2 },
        { attack: 10, quantity: -3 },
        { attack: Number.NaN, quantity: 1 },
        { attack: 5, quantity: 2 },
      ]),
    ).toBe(10);
  });
});

describe('powerEntries', () => {
  it('joins the stock with the attack of its type by id (string or number)', () => {
    const types = [
      { id: 1, attack: 5 },
      { id: '3', attack: 50 },
    ];
    expect(
      totalPower(
        powerEntries(types, [
          { typeId: '1', quantity: 12 },
          { typeId: 3, quantity: 30 },
          { typeId: 99, quantity: 4 },
        ]),
      ),
    ).toBe(60 + 1_500);
  });
});
