import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { notificationQueries, routes, saveSession, type Notification } from '@imperio/api-client';
import { api, DEMO_USER_ID, issueAccessToken, scenarios } from '@imperio/mocks';
import { server } from '@imperio/mocks/node';
import { createI18n } from '../../i18n';
import { AppProviders } from '../../state/AppProviders';
import { createQueryClient } from '../../state/queryClient';
import { NotificationOverlay } from './NotificationOverlay';

/** Records the bodies of mark-shown and the ids of read calls. */
function spyCalls() {
  const shown: unknown[] = [];
  const read: string[] = [];
  server.use(
    http.post(api(routes.notifications.markShown), async ({ request }) => {
      shown.push(await request.json());
      return HttpResponse.json({ success: true });
    }),
    http.post(api(routes.notifications.read(':id')), ({ params }) => {
      read.push(String(params.id));
      return HttpResponse.json({ success: true });
    }),
  );
  return { shown, read };
}

function renderOverlay() {
  return render(
    <AppProviders queryClient={createQueryClient()} i18n={createI18n('es')}>
      <NotificationOverlay />
    </AppProviders>,
  );
}

describe('NotificationOverlay (spec p1 §2.4, §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    saveSession({ access: issueAccessToken(DEMO_USER_ID), refresh: 'r', user: { id: DEMO_USER_ID } });
  });
  afterEach(() => vi.useRealTimers());

  it('shows a pending notification once, marks it shown, and removes it after 8 s', async () => {
    server.use(...scenarios.popups.pendingBuildComplete);
    const calls = spyCalls();
    renderOverlay();
    const popup = await screen.findByTestId('notification-popup');
    expect(popup).toHaveAttribute('data-tone', 'success');
    await waitFor(() => expect(calls.shown).toEqual([{ notification_ids: [9000] }]));

    await act(() => vi.advanceTimersByTimeAsync(7_800));
    expect(screen.getByTestId('notification-popup')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.queryByTestId('notification-popup')).toBeNull();

    // The next polls (every 10 s) answer the same notification: it does not come back.
    await act(() => vi.advanceTimersByTimeAsync(21_000));
    expect(screen.queryByTestId('notification-popup')).toBeNull();
    expect(calls.shown).toHaveLength(1);
  });

  it('reports a displayed pop-up once the browser is idle, not in the tasks of its first frame; a logout before then sends nothing', async () => {
    // The browser's idle moments, run when the test says.
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', (id: number) => void (idle[id - 1] = () => undefined));
    try {
      server.use(...scenarios.popups.pendingBuildComplete);
      const calls = spyCalls();
      const { unmount } = renderOverlay();
      await screen.findByTestId('notification-popup');
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(calls.shown).toEqual([]);
      // The report waits for an idle moment (the dialog's code waits for one too).
      expect(idle.length).toBeGreaterThan(0);
      const firstIdle = idle.length;
      act(() => idle.slice(0, firstIdle).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })));
      await waitFor(() => expect(calls.shown).toEqual([{ notification_ids: [9000] }]));

      // Another pop-up, and the shell leaves (a logout) before the browser is idle: nothing goes out.
      unmount();
      const again = spyCalls();
      const second = renderOverlay();
      await screen.findByTestId('notification-popup');
      await act(() => vi.advanceTimersByTimeAsync(100));
      second.unmount();
      for (const callback of idle.slice(firstIdle)) callback({ didTimeout: false, timeRemaining: () => 50 });
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(again.shown).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('closes on dismiss (marking it read), lets the next one in, and pauses while hovered', async () => {
    server.use(...scenarios.popups.pendingAll);
    const calls = spyCalls();
    renderOverlay();
    // One shows at a time; the other 7 wait behind '+7'.
    await waitFor(() => expect(screen.getAllByTestId('notification-popup')).toHaveLength(1));
    expect(screen.getByTestId('notification-more')).toHaveTextContent('+7 más');
    await waitFor(() => expect(calls.shown).toEqual([{ notification_ids: [9000] }]));

    fireEvent.click(screen.getByRole('button', { name: 'Cerrar notificación: Mina de metal mejorada' }));
    await waitFor(() => expect(calls.read).toEqual(['9000']));
    const titles = () => screen.getAllByTestId('notification-popup').map((p) => p.getAttribute('aria-label'));
    await waitFor(() => expect(titles()).toEqual(['Investigación completada']));
    expect(screen.getByTestId('notification-more')).toHaveTextContent('+6 más');
    await waitFor(() => expect(calls.shown).toEqual([{ notification_ids: [9000] }, { notification_ids: [9001] }]));

    const hovered = screen.getAllByTestId('notification-popup')[0]!;
    fireEvent.mouseEnter(hovered);
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(titles()).toContain(hovered.getAttribute('aria-label'));
    fireEvent.mouseLeave(hovered);
    await act(() => vi.advanceTimersByTimeAsync(8_100));
    expect(screen.queryAllByTestId('notification-popup').map((p) => p.getAttribute('aria-label'))).not.toContain(
      hovered.getAttribute('aria-label'),
    );
  });

  it("shows 'Error de notificaciones' when polling fails, and closes it", async () => {
    server.use(...scenarios.notifications.pendingError);
    renderOverlay();
    await act(() => vi.advanceTimersByTimeAsync(5_000)); // the two retries
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error de notificaciones');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar aviso de error' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('dismisses a pop-up swiped sideways on a touch screen (marking it read), not one barely moved', async () => {
    server.use(...scenarios.popups.pendingAll);
    const calls = spyCalls();
    renderOverlay();
    await waitFor(() => expect(screen.getAllByTestId('notification-popup')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar notificación: Mina de metal mejorada' }));
    await screen.findByRole('article', { name: 'Investigación completada' });
    const item = (title: string) => screen.getByRole('article', { name: title }).closest('li')!;
    const swipe = (li: HTMLElement, dx: number) => {
      fireEvent.pointerDown(li, { pointerType: 'touch', pointerId: 1, clientX: 100 });
      fireEvent.pointerUp(li, { pointerType: 'touch', pointerId: 1, clientX: 100 + dx });
    };
    swipe(item('Investigación completada'), 20);
    expect(screen.getByRole('article', { name: 'Investigación completada' })).toBeInTheDocument();
    swipe(item('Investigación completada'), 120);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Investigación completada' })).toBeNull());
    await waitFor(() => expect(calls.read).toEqual(['9000', '9001']));
  });

  it('shows one line per pop-up (icon, title, age; no message) and a tap opens the notification, marked read', async () => {
    server.use(...scenarios.popups.pendingAll);
    const calls = spyCalls();
    renderOverlay();
    const popup = await screen.findByRole('article', { name: 'Mina de metal mejorada' });
    expect(screen.getAllByTestId('notification-popup')).toHaveLength(1);
    expect(popup).not.toHaveTextContent('La Mina de metal alcanzó el nivel 13');
    expect(popup.querySelector('time')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Abrir notificación: Mina de metal mejorada/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mina de metal mejorada' }, { timeout: 15_000 });
    expect(await screen.findByTestId('notification-detail', {}, { timeout: 15_000 })).toHaveTextContent(
      'La Mina de metal alcanzó el nivel 13 en Nueva Esperanza.',
    );
    expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(calls.read).toEqual(['9000']));
    // Opened, it left the strip: the next one takes its place.
    await waitFor(() =>
      expect(screen.getAllByTestId('notification-popup').map((p) => p.getAttribute('aria-label'))).toEqual(['Investigación completada']),
    );
  });

  it('with the pending answer already in, the pop-up is in its first frame: the page never moves down after it', async () => {
    // The shell renders once the pending answer is in (state/attention.ts), so the pop-up strip is
    // whole in the shell's first frame; a pop-up queued by an effect after that frame pushed the
    // page's main down by its height (a layout shift) and cost a second commit.
    const queryClient = createQueryClient();
    const notification: Notification = {
      id: 9_000,
      notif_type: 'BUILD_COMPLETE',
      title: 'Mina de metal mejorada',
      message: 'La Mina de metal alcanzó el nivel 13.',
      is_unread: true,
      created_at: new Date(Date.now() - 60_000).toISOString(),
    };
    queryClient.setQueryData(notificationQueries.pending().queryKey, [notification]);
    const frames: Array<{ phase: string; popups: number }> = [];
    render(
      <AppProviders queryClient={queryClient} i18n={createI18n('es')}>
        <Profiler
          id="overlay"
          onRender={(_id, phase) => frames.push({ phase, popups: document.querySelectorAll('[data-testid="notification-popup"]').length })}
        >
          <NotificationOverlay />
        </Profiler>
      </AppProviders>,
    );
    expect(frames[0]).toEqual({ phase: 'mount', popups: 1 });
    expect(frames.filter((frame) => frame.popups === 0)).toEqual([]);
    expect(screen.getByTestId('notification-popup')).toHaveAccessibleName('Mina de metal mejorada');
  });
});
