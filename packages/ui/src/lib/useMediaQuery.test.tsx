import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { PHONE_QUERY } from '../theme/tokens';
import { useIsPhone } from './useIsPhone';

/** A matchMedia whose one list the test can flip, counting how many lists were built. */
function fakeMatchMedia(initial: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initial,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const matchMedia = vi.fn((query: string) => {
    expect(query).toBe(PHONE_QUERY);
    return list as unknown as MediaQueryList;
  });
  const flip = (matches: boolean) => {
    list.matches = matches;
    for (const listener of listeners) listener();
  };
  return { matchMedia, flip };
}

function Probe({ name }: { name: string }) {
  return <p data-testid={name}>{useIsPhone() ? 'phone' : 'wide'}</p>;
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

describe('useMediaQuery (through useIsPhone)', () => {
  it('reads one shared MediaQueryList however many components render, and follows its changes', () => {
    const fake = fakeMatchMedia(false);
    window.matchMedia = fake.matchMedia;
    const { rerender } = render(
      <>
        <Probe name="a" />
        <Probe name="b" />
      </>,
    );
    rerender(
      <>
        <Probe name="a" />
        <Probe name="b" />
        <Probe name="c" />
      </>,
    );
    expect(screen.getByTestId('c').textContent).toBe('wide');
    act(() => fake.flip(true));
    expect(['a', 'b', 'c'].map((name) => screen.getByTestId(name).textContent)).toEqual(['phone', 'phone', 'phone']);
    expect(fake.matchMedia).toHaveBeenCalledTimes(1);
  });

  it('builds a new list when window.matchMedia is replaced', () => {
    const first = fakeMatchMedia(true);
    window.matchMedia = first.matchMedia;
    const { unmount } = render(<Probe name="a" />);
    expect(screen.getByTestId('a').textContent).toBe('phone');
    unmount();
    const second = fakeMatchMedia(false);
    window.matchMedia = second.matchMedia;
    render(<Probe name="a" />);
    expect(screen.getByTestId('a').textContent).toBe('wide');
    expect(second.matchMedia).toHaveBeenCalledTimes(1);
  });
});
