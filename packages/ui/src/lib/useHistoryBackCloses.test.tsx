import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { useHistoryBackCloses } from './useHistoryBackCloses';

function Sheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  useHistoryBackCloses(open, onClose);
  return null;
}

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

afterEach(async () => {
  // A test's open sheets close, and the back() that drops their entries lands (here it does not
  // move, so it lands with the popstate sent now): the next test starts with no traversal on its way.
  cleanup();
  await tick();
  window.dispatchEvent(new PopStateEvent('popstate'));
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

  it("a sheet opened while the closed one's back() is on its way adds its entry once it has landed", async () => {
    // back() here does not move: its traversal is "on its way" until the test sends its popstate.
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const push = vi.spyOn(window.history, 'pushState');
    const onClose = vi.fn();
    const { rerender } = render(<Sheet open onClose={onClose} />);
    rerender(<Sheet open={false} onClose={onClose} />);
    await tick();
    expect(back).toHaveBeenCalledTimes(1);
    rerender(<Sheet open onClose={onClose} />);
    await tick();
    // Pushed now, the entry would be dropped by the traversal and its popstate close the sheet.
    expect(push).toHaveBeenCalledTimes(1);
    window.history.replaceState(null, '');
    await act(async () => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(push).toHaveBeenCalledTimes(2);
    expect(onClose).not.toHaveBeenCalled();
    // The new entry is the sheet's: Back from it closes the sheet.
    window.history.replaceState(null, '');
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(onClose).toHaveBeenCalledTimes(1);
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
