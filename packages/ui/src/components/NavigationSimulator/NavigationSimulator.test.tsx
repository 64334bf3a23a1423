import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { config, featureFlags } from '@imperio/api-client';
import { createI18n } from '../../i18n';
import { NavigationSimulator } from './NavigationSimulator';

const ship = { name: 'Custom Fighter', mass: 90, speed: 2500, fuelCapacity: 5000 };
const wrap = (node: ReactNode) => <I18nextProvider i18n={createI18n('es')}>{node}</I18nextProvider>;
const step = () => Number(screen.getByTestId('orbit-layer').getAttribute('data-step'));
const earthTransform = () => screen.getByRole('button', { name: /^Tierra/ }).getAttribute('transform');

/** Advances the fake clock by `n` orbit steps, flushing React updates. */
function advanceSteps(n: number) {
  act(() => {
    vi.advanceTimersByTime(n * config.intervals.orbitStepMs);
  });
}

describe('NavigationSimulator orbit animation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    (featureFlags as { animations: boolean }).animations = true;
  });

  it('moves the planets every 100 ms without re-rendering the analysis panel', () => {
    const onRender = vi.fn();
    render(wrap(<NavigationSimulator ship={ship} animate onAnalysisRender={onRender} />));
    const rendersAfterMount = onRender.mock.calls.length;
    expect(rendersAfterMount).toBeGreaterThan(0);
    const before = earthTransform();

    advanceSteps(10);

    expect(step()).toBe(10);
    expect(earthTransform()).not.toBe(before);
    expect(onRender).toHaveBeenCalledTimes(rendersAfterMount);
  });

  it('keeps the panel still through orbit steps while a route is simulated', () => {
    const onRender = vi.fn();
    render(wrap(<NavigationSimulator ship={ship} animate onAnalysisRender={onRender} />));
    fireEvent.click(screen.getByRole('button', { name: 'Tierra' }));
    fireEvent.click(screen.getByRole('button', { name: 'Marte' }));
    // The route changes re-render the panel: the counter does count.
    const afterRoute = onRender.mock.calls.length;
    expect(afterRoute).toBeGreaterThan(1);
    expect(screen.getByText('Ruta viable')).toBeTruthy();
    const shipMarker = () => screen.getByTestId('sim-ship').getAttribute('transform');
    const shipBefore = shipMarker();

    advanceSteps(12);

    expect(shipMarker()).not.toBe(shipBefore);
    expect(onRender).toHaveBeenCalledTimes(afterRoute);
  });

  it('stands still when the animations flag is off', () => {
    (featureFlags as { animations: boolean }).animations = false;
    render(wrap(<NavigationSimulator ship={ship} animate />));
    const before = earthTransform();
    advanceSteps(10);
    expect(step()).toBe(0);
    expect(earthTransform()).toBe(before);
  });

  it('stands still inside a no-animations wrapper (the frozen workbench)', () => {
    render(
      wrap(
        <div className="no-animations">
          <NavigationSimulator ship={ship} />
        </div>,
      ),
    );
    advanceSteps(10);
    expect(step()).toBe(0);
  });

  it('stands still when the reader prefers reduced motion, and moves otherwise', () => {
    const original = window.matchMedia;
    const matchMedia = (reduce: boolean) =>
      vi.fn(
        (query: string) =>
          ({
            matches: reduce && query.includes('reduce'),
            media: query,
            addEventListener: vi.fn(),
            removeEventListener: vi.fn(),
          }) as unknown as MediaQueryList,
      );
    try {
      window.matchMedia = matchMedia(true);
      const { unmount } = render(wrap(<NavigationSimulator ship={ship} />));
      advanceSteps(5);
      expect(step()).toBe(0);
      unmount();

      window.matchMedia = matchMedia(false);
      render(wrap(<NavigationSimulator ship={ship} />));
      advanceSteps(5);
      expect(step()).toBe(5);
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('NavigationSimulator route', () => {
  it('clears everything when the origin is clicked again, and shows no Confirmar without a viable route', () => {
    render(wrap(<NavigationSimulator ship={{ ...ship, fuelCapacity: 0 }} animate={false} />));
    fireEvent.click(screen.getByRole('button', { name: 'Tierra' }));
    fireEvent.click(screen.getByRole('button', { name: 'Júpiter' }));
    expect(screen.getByText('Ruta no viable')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirmar' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tierra (origen)' }));
    expect(screen.getByTestId('nav-status').textContent).toBe('Elige el planeta de origen.');
  });

  it('moves a waypoint from the keyboard and keeps it on the map', () => {
    render(
      wrap(
        <NavigationSimulator
          ship={ship}
          animate={false}
          initialPlan={{ origin: null, destination: null, waypoints: [{ x: 795, y: 5 }] }}
        />,
      ),
    );
    const waypoint = screen.getByRole('button', { name: 'Punto de ruta 1 en 795, 5' });
    fireEvent.keyDown(waypoint, { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByRole('button', { name: /^Punto de ruta 1/ }), { key: 'ArrowUp', shiftKey: true });
    expect(screen.getByRole('button', { name: 'Punto de ruta 1 en 800, 0' })).toBeTruthy();
  });
});
