import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useDeferredTrigger } from './useDeferredTrigger';

/** A lazy widget whose code arrives when the test says so. */
function lazyWidget() {
  let arrive!: () => void;
  const loaded = new Promise<void>((resolve) => (arrive = resolve));
  const Widget = lazy(async () => {
    await loaded;
    return {
      default: ({ defaultOpen, autoFocus }: { defaultOpen: boolean; autoFocus: boolean }) => (
        <>
          <button type="button" autoFocus={autoFocus}>
            real
          </button>
          {defaultOpen ? <div role="dialog">details</div> : null}
        </>
      ),
    };
  });
  function Host() {
    const deferred = useDeferredTrigger();
    return (
      <Suspense fallback={<button {...deferred.lookAlike('dialog')}>look-alike</button>}>
        <Widget defaultOpen={deferred.openOnLoad} autoFocus={deferred.focusOnLoad} />
      </Suspense>
    );
  }
  return { Host, arrive: () => act(async () => arrive()) };
}

describe('useDeferredTrigger', () => {
  it('opens the widget once loaded when the look-alike was pressed, and hands the focus on', async () => {
    const { Host, arrive } = lazyWidget();
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

  it('leaves the widget closed and unfocused when the look-alike was not touched', async () => {
    const { Host, arrive } = lazyWidget();
    render(<Host />);
    await arrive();
    const real = await screen.findByRole('button', { name: 'real' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).not.toBe(real);
  });

  it('forgets the focus when the look-alike lost it before the code arrived', async () => {
    const { Host, arrive } = lazyWidget();
    render(<Host />);
    const lookAlike = screen.getByRole('button', { name: 'look-alike' });
    fireEvent.focus(lookAlike);
    fireEvent.blur(lookAlike);
    await arrive();
    const real = await screen.findByRole('button', { name: 'real' });
    expect(document.activeElement).not.toBe(real);
  });
});
