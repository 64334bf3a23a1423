import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useDeferredTrigger } from './useDeferredTrigger';

type WidgetProps = { defaultOpen: boolean; autoFocus: boolean };

/** A widget whose code arrives when the test says so, and how many times it mounted. */
function deferredWidget() {
  let arrive!: () => void;
  const loaded = new Promise<void>((resolve) => (arrive = resolve));
  const stats = { loads: 0, mounts: 0 };
  function Widget({ defaultOpen, autoFocus }: WidgetProps) {
    stats.mounts += 1;
    return (
      <>
        <button type="button" autoFocus={autoFocus}>
          real
        </button>
        {defaultOpen ? <div role="dialog">details</div> : null}
      </>
    );
  }
  const load = async () => {
    stats.loads += 1;
    await loaded;
    return Widget;
  };
  function Host({ menu = false }: { menu?: boolean }) {
    const { Widget: Loaded, ...deferred } = useDeferredTrigger(load);
    return Loaded ? (
      <Loaded defaultOpen={deferred.openOnLoad} autoFocus={deferred.focusOnLoad} />
    ) : (
      <button {...deferred.lookAlike(menu ? 'menu' : 'dialog')}>look-alike</button>
    );
  }
  return { Host, stats, arrive: () => act(async () => arrive()) };
}

describe('useDeferredTrigger', () => {
  afterEach(() => {
    // Unmounted first: the hosts cancel their idle callbacks with the stubbed function.
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for the code once the browser is idle, once for all instances, and at once when pressed before then', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { Host, stats, arrive } = deferredWidget();
    render(
      <>
        <Host />
        <Host />
      </>,
    );
    // Mounted: nothing asked for yet, one idle callback per instance.
    expect(stats.loads).toBe(0);
    expect(idle).toHaveLength(2);
    act(() => idle.forEach((callback) => callback()));
    expect(stats.loads).toBe(1);
    await arrive();
    expect(stats.mounts).toBe(0);

    // A widget pressed before the browser was idle loads at once.
    const second = deferredWidget();
    idle.length = 0;
    render(<second.Host />);
    fireEvent.click(screen.getAllByRole('button', { name: 'look-alike' }).at(-1)!);
    expect(second.stats.loads).toBe(1);
    await second.arrive();
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('loads the code unasked but mounts the widget only when the player reaches for it', async () => {
    const { Host, stats, arrive } = deferredWidget();
    render(<Host />);
    // No idle callback in jsdom: a 0 ms timer.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await arrive();
    expect(stats.loads).toBe(1);
    // Loaded, not used: still the look-alike, nothing of the widget mounted.
    expect(screen.getByRole('button', { name: 'look-alike' })).toBeTruthy();
    expect(stats.mounts).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'look-alike' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(stats.mounts).toBeGreaterThan(0);
  });

  it('opens the widget as soon as its code arrives when the look-alike was pressed first, and hands the focus on', async () => {
    const { Host, arrive } = deferredWidget();
    render(<Host />);
    const lookAlike = screen.getByRole('button', { name: 'look-alike' });
    lookAlike.focus();
    fireEvent.focus(lookAlike);
    fireEvent.click(lookAlike);
    await arrive();
    const real = await screen.findByRole('button', { name: 'real' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(document.activeElement).toBe(real);
  });

  it('keeps the look-alike while it only has the focus (no swap under a screen reader), and opens a menu on ArrowDown', async () => {
    const { Host, stats, arrive } = deferredWidget();
    render(<Host menu />);
    await arrive();
    const lookAlike = screen.getByRole('button', { name: 'look-alike' });
    lookAlike.focus();
    fireEvent.focus(lookAlike);
    expect(stats.mounts).toBe(0);
    expect(document.activeElement).toBe(lookAlike);
    fireEvent.keyDown(lookAlike, { key: 'ArrowDown' });
    const real = await screen.findByRole('button', { name: 'real' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(document.activeElement).toBe(real);
  });

  it('forgets the focus when the look-alike lost it before the code arrived', async () => {
    const { Host, arrive } = deferredWidget();
    render(<Host />);
    const lookAlike = screen.getByRole('button', { name: 'look-alike' });
    lookAlike.focus();
    fireEvent.focus(lookAlike);
    fireEvent.click(lookAlike);
    lookAlike.blur();
    fireEvent.blur(lookAlike);
    await arrive();
    const real = await screen.findByRole('button', { name: 'real' });
    expect(document.activeElement).not.toBe(real);
  });
});
