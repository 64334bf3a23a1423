import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useStagedReveal } from './useStagedReveal';

function Parts({ stages, commits }: { stages: number; commits: number[] }) {
  const shown = useStagedReveal(stages);
  commits.push(shown);
  return (
    <ol>
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>part {i + 1}</li>
      ))}
    </ol>
  );
}

describe('useStagedReveal', () => {
  it('draws the first part at once, then one more per frame until all are drawn', async () => {
    const commits: number[] = [];
    render(<Parts stages={3} commits={commits} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(await screen.findByText('part 2')).toBeTruthy();
    expect(await screen.findByText('part 3')).toBeTruthy();
    // Never past the count, and never backwards.
    await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(commits.every((n, i) => i === 0 || n >= commits[i - 1]!)).toBe(true);
    expect(Math.max(...commits)).toBe(3);
  });

  it('with one stage draws everything in the first render', () => {
    const commits: number[] = [];
    render(<Parts stages={1} commits={commits} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(commits).toEqual([1]);
  });
});
