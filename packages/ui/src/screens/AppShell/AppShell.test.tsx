import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { messageQueries, notificationQueries, routes, saveSession } from '@imperio/api-client';
import { api, DEMO_USER_ID, issueAccessToken } from '@imperio/mocks';
import { server } from '@imperio/mocks/node';
import { createI18n } from '../../i18n';
import { AppProviders } from '../../state/AppProviders';
import { createQueryClient } from '../../state/queryClient';
import { AttackChip } from './AttackChip';
import { AppShell } from './AppShell';
import { PhoneTabBar } from './PhoneTabBar';
import { UnreadProvider } from './UnreadBadge';
import { TAB_PINS_KEY } from './tabPins';

const WAIT = { timeout: 15_000 };

function renderInShell(children: React.ReactNode) {
  return render(
    <AppProviders queryClient={createQueryClient()} i18n={createI18n('es')}>
      <MemoryRouter initialEntries={['/dashboard']}>{children}</MemoryRouter>
    </AppProviders>,
  );
}

const renderTabBar = () =>
  renderInShell(
    <UnreadProvider>
      <PhoneTabBar name="Almirante Demo" onLogout={() => undefined} onOpenPalette={() => undefined} />
    </UnreadProvider>,
  );

/** The tab bar's link names, in order, without the badge texts. */
const tabNames = () =>
  // hidden: the open sheet (a modal) hides the bar from the accessibility tree meanwhile.
  within(screen.getByTestId('tab-bar'))
    .getAllByRole('link', { hidden: true })
    .map((link) => link.querySelector('[class*="tabLabel"]')?.textContent ?? link.textContent);

/** Answers the two unread counts the badge adds up (and a pending count for the bell). */
function counts({
  pending,
  unreadNotifications,
  unreadMessages,
}: {
  pending: number;
  unreadNotifications: number;
  unreadMessages: number;
}) {
  server.use(
    http.get(api(routes.notifications.counts), () => HttpResponse.json({ pending_count: pending, unread_count: unreadNotifications })),
    http.get(api(routes.messages.stats), () =>
      HttpResponse.json({ unread_messages: unreadMessages, sent_messages: 0, starred_messages: 0, archived_messages: 0 }),
    ),
  );
}

beforeEach(() => {
  localStorage.removeItem(TAB_PINS_KEY);
  saveSession({ access: issueAccessToken(DEMO_USER_ID), refresh: 'r', user: { id: DEMO_USER_ID } });
});
afterEach(() => localStorage.removeItem(TAB_PINS_KEY));

describe('PhoneTabBar (the game loop in the bar, the rest in Más)', () => {
  it('shows Centro de Mando, Edificios, Flota and Galaxia, then Más', async () => {
    renderTabBar();
    expect(tabNames()).toEqual(['Centro de Mando', 'Edificios', 'Flota', 'Galaxia']);
    expect(screen.getByRole('button', { name: /^Más/ })).toBeInTheDocument();
  });

  it('puts unread messages plus unread notifications on Más, not the pending count', async () => {
    counts({ pending: 2, unreadNotifications: 5, unreadMessages: 3 });
    renderTabBar();
    const more = screen.getByRole('button', { name: /^Más/ });
    await waitFor(() => expect(within(more).getByTestId('unread-count')).toHaveTextContent('8'), WAIT);
    expect(more).toHaveAccessibleName('Más 8 sin leer');
  });

  it('shows no badge when nothing is unread', async () => {
    counts({ pending: 4, unreadNotifications: 0, unreadMessages: 0 });
    renderTabBar();
    // The counts have arrived once the sheet's Mensajes link would have shown them; wait for the queries.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('unread-count')).toBeNull();
  });

  it('pins a screen from Más in place of a tab, keeps it on this device, and resets to the default', async () => {
    counts({ pending: 0, unreadNotifications: 1, unreadMessages: 1 });
    const first = renderTabBar();
    fireEvent.click(screen.getByRole('button', { name: /^Más/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Más secciones' }, WAIT);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Fijar Mensajes en la barra' }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'En lugar de Galaxia' }));
    await waitFor(() => expect(tabNames()).toEqual(['Centro de Mando', 'Edificios', 'Flota', 'Mensajes']));
    expect(JSON.parse(localStorage.getItem(TAB_PINS_KEY)!)).toEqual(['dashboard', 'buildings', 'fleet', 'messages']);
    // Mensajes in the bar carries the badge; Más no longer does, and Galaxia moved to the sheet.
    const bar = screen.getByTestId('tab-bar');
    await waitFor(
      () => expect(within(bar).getByRole('link', { name: /^Mensajes/, hidden: true })).toHaveAccessibleName('Mensajes 2 sin leer'),
      WAIT,
    );
    expect(within(bar).getByRole('button', { name: 'Más', hidden: true })).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'Galaxia' })).toBeInTheDocument();
    first.unmount();

    // A new page load on this device keeps the pin.
    renderTabBar();
    expect(tabNames()).toEqual(['Centro de Mando', 'Edificios', 'Flota', 'Mensajes']);
    fireEvent.click(screen.getByRole('button', { name: 'Más' }));
    const again = await screen.findByRole('dialog', { name: 'Más secciones' }, WAIT);
    fireEvent.click(within(again).getByRole('button', { name: 'Restablecer la barra' }));
    await waitFor(() => expect(tabNames()).toEqual(['Centro de Mando', 'Edificios', 'Flota', 'Galaxia']));
    expect(localStorage.getItem(TAB_PINS_KEY)).toBeNull();
    expect(within(again).queryByRole('button', { name: 'Restablecer la barra' })).toBeNull();
  });

  it('ignores a broken stored bar and shows the default one', () => {
    localStorage.setItem(TAB_PINS_KEY, '["dashboard","dashboard","nowhere"');
    renderTabBar();
    expect(tabNames()).toEqual(['Centro de Mando', 'Edificios', 'Flota', 'Galaxia']);
  });
});

describe('AppShell (the unread badge read once)', () => {
  it('shows the badge on the desktop link and on Más from one observer of each count', async () => {
    counts({ pending: 0, unreadNotifications: 2, unreadMessages: 1 });
    const queryClient = createQueryClient();
    render(
      <AppProviders queryClient={queryClient} i18n={createI18n('es')}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <AppShell onLogout={() => undefined}>
            <p>contenido</p>
          </AppShell>
        </MemoryRouter>
      </AppProviders>,
    );
    // Both forms are in the page (CSS shows one per width): the link in the header and the 'Más' tab.
    await waitFor(() => expect(screen.getAllByTestId('unread-count').map((badge) => badge.textContent)).toEqual(['3', '3']), WAIT);
    const observers = (queryKey: readonly unknown[]) => queryClient.getQueryCache().find({ queryKey, exact: true })?.getObserversCount();
    expect(observers(messageQueries.stats().queryKey)).toBe(1);
    // The bell observes the notification counts too (its pending count), beside the badge.
    expect(observers(notificationQueries.counts().queryKey)).toBe(2);
  });
});

describe('AttackChip (an unread attack warning stays in sight)', () => {
  it('shows the target of the unread attack warning; opening it marks it read and the chip leaves', async () => {
    const read: string[] = [];
    server.use(
      http.post(api(routes.notifications.read(':id')), async ({ params }) => {
        read.push(String(params.id));
        return undefined; // the demo handler marks it read
      }),
    );
    renderInShell(<AttackChip />);
    // The demo universe holds an unread 'Flota hostil detectada' aimed at 1:42:7.
    const chip = await screen.findByTestId('attack-chip', {}, WAIT);
    expect(chip).toHaveTextContent('Ataque a [1:42:7]');
    fireEvent.click(chip);
    const dialog = await screen.findByRole('dialog', { name: 'Flota hostil detectada' }, WAIT);
    expect(await within(dialog).findByTestId('notification-detail', {}, WAIT)).toHaveTextContent(
      'Una flota de Kael Torres se dirige a 1:42:7.',
    );
    await waitFor(() => expect(read).toHaveLength(1), WAIT);
    await waitFor(() => expect(screen.queryByTestId('attack-chip')).toBeNull(), WAIT);
  });

  it('shows the arrival time when the warning carries one, and nothing once none is unread', async () => {
    const warning = {
      id: 77,
      notif_type: 'ATTACK_WARNING',
      title: 'Flota hostil detectada',
      message: 'Llega pronto.',
      is_unread: true,
      created_at: '2026-06-15T10:00:00Z',
      data: { planet_coordinates: '1:44:4', arrival_time: '2026-06-15T10:42:00Z' },
    };
    let unread = true;
    server.use(
      http.get(api(routes.notifications.history), () =>
        HttpResponse.json({ notifications: [{ ...warning, is_unread: unread }], total_count: 1, unread_count: unread ? 1 : 0 }),
      ),
    );
    const view = renderInShell(<AttackChip />);
    const chip = await screen.findByTestId('attack-chip', {}, WAIT);
    expect(chip).toHaveTextContent('Ataque a [1:44:4]');
    const time = within(chip).getByText(/^llega /);
    expect(time).toHaveAttribute('datetime', '2026-06-15T10:42:00Z');
    expect(time.textContent).toMatch(/^llega \d{2}:42$/);
    view.unmount();

    unread = false;
    renderInShell(<AttackChip />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('attack-chip')).toBeNull();
  });
});
