import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { useHistoryBackCloses } from './useHistoryBackCloses';

function Sheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  useHistoryBackCloses(open, onClose);
  return null;
}

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '');
});

describe('useHistoryBackCloses', () => {
  it('adds one history entry while open, keeping the router state, and Back closes the sheet', async () => {
    window.history.replaceState({ usr: null, key: 'abc', idx: 3 }, '');
    const push = vi.spyOn(window.history, 'pushState');
    const onClose = vi.fn();
    render(<Sheet open onClose={onClose} />);
    expect(push).toHaveBeenCalledTimes(1);
    expect(window.history.state).toMatchObject({ key: 'abc', idx: 3 });
    // Back: the browser shows the entry below the sheet's and says so with popstate.
    window.history.replaceState({ usr: null, key: 'abc', idx: 3 }, '');
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closing in the page removes its entry with history.back(), once', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { rerender } = render(<Sheet open onClose={() => undefined} />);
    rerender(<Sheet open={false} onClose={() => undefined} />);
    await tick();
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('does not go back after a navigation replaced its entry (a link followed from the sheet)', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { unmount } = render(<Sheet open onClose={() => undefined} />);
    window.history.pushState({ key: 'next', idx: 4 }, '', '/fleet');
    unmount();
    await tick();
    expect(back).not.toHaveBeenCalled();
  });

  it("under StrictMode's double effect it adds one entry and never goes back", async () => {
    const push = vi.spyOn(window.history, 'pushState');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    render(
      <StrictMode>
        <Sheet open onClose={() => undefined} />
      </StrictMode>,
    );
    await tick();
    expect(push).toHaveBeenCalledTimes(1);
    expect(back).not.toHaveBeenCalled();
  });

  it('adds nothing while closed', () => {
    const push = vi.spyOn(window.history, 'pushState');
    render(<Sheet open={false} onClose={() => undefined} />);
    expect(push).not.toHaveBeenCalled();
  });
});
