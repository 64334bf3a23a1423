import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { SHELL_TOP_PROPERTY } from '../../theme/tokens';
import { useShellTopHeight } from './useShellTopHeight';

/** A ResizeObserver whose callbacks the test delivers (as the browser does, after a layout). */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  observed: Element[] = [];
  constructor(readonly callback: () => void) {
    FakeResizeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  /** The browser's delivery after its next layout. */
  deliver() {
    this.callback();
  }
}

function Shell() {
  const { shellRef, topRef } = useShellTopHeight();
  return (
    <div ref={shellRef} data-testid="shell">
      <div ref={topRef} data-testid="top" style={{ position: 'sticky' }} />
    </div>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeResizeObserver.instances = [];
});

describe('useShellTopHeight', () => {
  it('reads no style or size in the commit: the first height comes from the observer, after the layout', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 63.2 } as DOMRect);
    const style = vi.spyOn(globalThis, 'getComputedStyle');
    const { getByTestId } = render(<Shell />);
    // Mounted and committed: a read here would force the whole screen's style and layout.
    expect(measure).not.toHaveBeenCalled();
    expect(style).not.toHaveBeenCalled();
    expect(getByTestId('shell').style.getPropertyValue(SHELL_TOP_PROPERTY)).toBe('');
    const [observer] = FakeResizeObserver.instances;
    expect(observer?.observed).toEqual([getByTestId('top')]);
    act(() => observer!.deliver());
    expect(getByTestId('shell').style.getPropertyValue(SHELL_TOP_PROPERTY)).toBe('64px');
  });

  it('writes at once where there is no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 40 } as DOMRect);
    const { getByTestId } = render(<Shell />);
    expect(getByTestId('shell').style.getPropertyValue(SHELL_TOP_PROPERTY)).toBe('40px');
  });
});
