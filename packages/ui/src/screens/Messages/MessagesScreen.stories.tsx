import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import {
  api,
  BIG_INBOX_SIZE,
  DEMO_REPORTS,
  HOSTILE_MESSAGE_ID,
  LONG_WORD,
  MISSING_MESSAGE_ID,
  scenarioHelpers,
  scenarios,
  STORY_NOW,
} from '@imperio/mocks';
import { createI18n } from '../../i18n';
import type { AnyLocale } from '../../i18n/languages';
import { MessagesScreen } from './MessagesScreen';
import { NOTIFICATION_FILTER_TYPES } from './NotificationsTab';

const meta = {
  title: 'Screens/Mensajes',
  // The sidebar shows the game's name; the id stays the folder's, as the visual baselines are named by it.
  id: 'screens-messages',
  component: MessagesScreen,
  parameters: { route: '/messages' },
} satisfies Meta<typeof MessagesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const wait = { timeout: 8000 };
/** Portalled content (dialogs, select menus) lives in the document body. */
const page = () => within(document.body);

async function rows(canvas: Canvas) {
  return canvas.findAllByTestId('message-row', {}, wait);
}

async function openRow(canvas: Canvas, subject: string) {
  await rows(canvas);
  await userEvent.click(canvas.getByRole('button', { name: subject }));
  return canvas.findByTestId('message-reader', {}, wait);
}

async function choose(canvas: Canvas, label: string, option: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: label }));
  await userEvent.click(await page().findByRole('option', { name: option }));
}

// ——— Notifications tab ———

/** The default tab: every notification type with its icon, the unread count and 'Marcar todas como leídas'. */
export const NotificationsEachType: Story = {
  tags: ['en-light'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: /Notificaciones/ })).toHaveAttribute('aria-selected', 'true');
    await canvas.findAllByTestId('notification-item', {}, wait);
    const types = Array.from(canvas.getByRole('list', { name: 'Historial de notificaciones' }).querySelectorAll('svg[data-type]')).map(
      (svg) => svg.getAttribute('data-type'),
    );
    for (const type of [...NOTIFICATION_FILTER_TYPES, 'MESSAGE_RECEIVED', 'ALLIANCE_INVITATION']) {
      await expect(types).toContain(type);
    }
    await expect(canvas.getByTestId('notifications-unread')).toHaveTextContent('6 sin leer');
    await expect(canvas.getByRole('button', { name: 'Marcar todas como leídas' })).toBeVisible();
    await expect(await canvas.findByTestId('notifications-tab-badge', {}, wait)).toHaveTextContent('6');
    await expect(canvas.getByText('Selecciona una notificación para verla aquí')).toBeVisible();
  },
};

/** Selecting an unread notification shows its detail (extra data and timestamps) and marks it read. */
export const NotificationDetailMarksRead: Story = {
  play: async ({ canvas }) => {
    await canvas.findAllByTestId('notification-item', {}, wait);
    await userEvent.click(canvas.getByRole('button', { name: /Sintetizador de deuterio listo/ }));
    const detail = await canvas.findByTestId('notification-detail');
    await expect(within(detail).getByRole('heading', { name: 'Sintetizador de deuterio listo' })).toBeVisible();
    await expect(within(detail).getByText('Construcción completada')).toBeVisible();
    const extra = within(detail).getByTestId('notification-extra');
    await expect(extra).toHaveTextContent('[1:42:7]');
    await expect(extra).toHaveTextContent('Sintetizador de deuterio');
    await expect(extra).toHaveTextContent('8');
    await waitFor(() => expect(canvas.getByTestId('notifications-unread')).toHaveTextContent('5 sin leer'), wait);
    await waitFor(() => expect(within(detail).queryByRole('button', { name: 'Marcar como leída' })).toBeNull(), wait);
    await expect(within(detail).getByText('Leída')).toBeVisible();
  },
};

/** The type filter keeps one type. */
export const NotificationsFilteredByType: Story = {
  play: async ({ canvas }) => {
    await canvas.findAllByTestId('notification-item', {}, wait);
    await choose(canvas, 'Tipo', 'Alerta de ataque');
    await waitFor(() => expect(canvas.getAllByTestId('notification-item')).toHaveLength(1), wait);
    await expect(canvas.getByRole('button', { name: /Flota hostil detectada/ })).toBeVisible();
  },
};

/** Paged history: 'Página 1 de 2', then 'Siguiente'. */
export const NotificationsPaged: Story = {
  play: async ({ canvas }) => {
    await canvas.findAllByTestId('notification-item', {}, wait);
    await expect(canvas.getAllByTestId('notification-item')).toHaveLength(20);
    await expect(canvas.getByText('Página 1 de 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(await canvas.findByText('Página 2 de 2', {}, wait)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByTestId('notification-item')).toHaveLength(14), wait);
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  },
};

/** 'Marcar todas como leídas' reads everything and then hides itself. */
export const NotificationsMarkAll: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Marcar todas como leídas' }, wait));
    await waitFor(() => expect(canvas.getByTestId('notifications-unread')).toHaveTextContent('0 sin leer'), wait);
    await expect(canvas.queryByRole('button', { name: 'Marcar todas como leídas' })).toBeNull();
    // The pressed button is gone: the focus stays in the panel, on its heading.
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Notificaciones' })).toHaveFocus(), wait);
  },
};

/** Delete removes the notification and empties the detail. */
export const NotificationsDelete: Story = {
  play: async ({ canvas }) => {
    await canvas.findAllByTestId('notification-item', {}, wait);
    await userEvent.click(canvas.getByRole('button', { name: /Invitación de alianza/ }));
    await userEvent.click(within(await canvas.findByTestId('notification-detail')).getByRole('button', { name: 'Eliminar' }));
    await expect(await canvas.findByText('Selecciona una notificación para verla aquí', {}, wait)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: /Invitación de alianza/ })).toBeNull(), wait);
  },
};

export const NotificationsEmpty: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.notifications.historyEmpty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No hay notificaciones', {}, wait)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Marcar todas como leídas' })).toBeNull();
  },
};

export const NotificationsLoadError: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.notifications.historyError } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 15000 })).toHaveTextContent(
      'Error al cargar el historial de notificaciones',
    );
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

export const NotificationsServerMessage: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.notifications.historyServerMessage } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 15000 })).toHaveTextContent('Historial no disponible temporalmente.');
  },
};

// ——— Messages tab: folders and list ———

/** Inbox: counts per folder, 'Sistema' badges, no reply on system rows, two pages. */
/** A fleet arrival that names its spy report (`data.report_id`): the notification and the report as the reports dialog shows it. */
const spyRow = DEMO_REPORTS.find((report) => report.report_type === 'espionage')!;
const arrivalWithReport = {
  id: 7001,
  notif_type: 'FLEET_ARRIVAL',
  type_display: 'Llegada de flota',
  title: 'Informe de espionaje',
  message: 'Tus sondas espiaron 1:41:9.',
  is_unread: true,
  created_at: new Date(STORY_NOW - 60_000).toISOString(),
  shown_at: new Date(STORY_NOW - 55_000).toISOString(),
  read_at: null,
  data: { planet_coordinates: '1:41:9', report_id: 7002, mission_id: 7003 },
};
const reportOfArrival = {
  id: 7002,
  report_type: 'espionage',
  title: spyRow.title,
  content: spyRow.content,
  metadata: spyRow.metadata,
  is_read: false,
  created_at: arrivalWithReport.created_at,
};

/** Opening a notification about a spy report shows that report's table and actions under it (English; the story's own texts). */
export const NotificationOpensReportEnglish: Story = {
  tags: ['no-visual'],
  globals: { locale: 'en' },
  parameters: {
    msw: {
      handlers: {
        scenario: [
          http.get(api(routes.notifications.history), () =>
            HttpResponse.json({ notifications: [arrivalWithReport], total_count: 1, unread_count: 1 }),
          ),
          http.get(api(routes.reports.detail(':id')), ({ params }) =>
            Number(params.id) === reportOfArrival.id
              ? HttpResponse.json(reportOfArrival)
              : HttpResponse.json({ detail: 'No encontrado.' }, { status: 404 }),
          ),
          http.patch(api(routes.reports.detail(':id')), () => HttpResponse.json({ ...reportOfArrival, is_read: true })),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const i18n = createI18n((globals.locale as AnyLocale | undefined) ?? 'es');
    const t = i18n.getFixedT(null, 'fleet');
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(arrivalWithReport.title) }, wait));
    const view = await canvas.findByTestId('notification-report', {}, wait);
    await expect(within(view).getByRole('heading', { level: 3, name: reportOfArrival.title })).toBeVisible();
    await expect(await within(view).findByRole('table', { name: t('reports.spy.title') }, wait)).toBeVisible();
    const actions = await within(view).findByRole('group', { name: t('reports.spy.actions') }, wait);
    await expect(within(actions).getByRole('button', { name: t('reports.spy.attack') })).toBeVisible();
  },
};

export const Inbox: Story = {
  // The whole list in the es-dark shot (tests/visual/visual-suite.tsx): the other states cut it at 1200 px.
  tags: ['full-height', 'en-light'],
  parameters: { route: '/messages?tab=messages' },
  play: async ({ canvas }) => {
    const list = await rows(canvas);
    await expect(list).toHaveLength(20);
    await expect(canvas.getByTestId('folder-inbox')).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByTestId('folder-count-inbox', {}, wait)).toHaveTextContent('6');
    await expect(canvas.getByTestId('folder-count-sent')).toHaveTextContent('3');
    await expect(canvas.getByTestId('folder-count-starred')).toHaveTextContent('4');
    await expect(canvas.getByTestId('folder-count-archived')).toHaveTextContent('3');
    const battle = list.find((row) => row.textContent?.includes('Informe de batalla en 1:41:9'))!;
    await expect(within(battle).getByText('Sistema')).toBeVisible();
    await expect(within(battle).queryByRole('button', { name: 'Responder' })).toBeNull();
    await expect(within(battle).getByText('[1:41:9]')).toBeVisible();
    await expect(battle.querySelector('[data-priority="HIGH"]')).not.toBeNull();
    const pact = list.find((row) => row.textContent?.includes('Propuesta de pacto'))!;
    await expect(within(pact).getByRole('button', { name: 'Responder' })).toBeVisible();
    await expect(within(pact).getByText('Nova Stark')).toBeVisible();
    await expect(within(pact).getByRole('img', { name: 'No leído' })).toBeVisible();
    const urgent = list.find((row) => row.textContent?.includes('Retira tus flotas'))!;
    await expect(urgent.querySelector('[data-priority="URGENT"]')).not.toBeNull();
    await expect(canvas.getByText('Página 1 de 2')).toBeVisible();
    await expect(canvas.getByText('Selecciona un mensaje para verlo aquí')).toBeVisible();
  },
};

/** Sent: rows name the recipient, no read filter, no reply buttons. */
export const SentFolder: Story = {
  parameters: { route: '/messages?tab=messages&folder=sent' },
  play: async ({ canvas }) => {
    const list = await rows(canvas);
    await expect(list).toHaveLength(3);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Enviados' })).toBeVisible();
    await expect(canvas.getByText('Para: Nova Stark')).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Estado de lectura' })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: 'Responder' })).toHaveLength(0);
  },
};

export const StarredFolder: Story = {
  parameters: { route: '/messages?tab=messages&folder=starred' },
  play: async ({ canvas }) => {
    const list = await rows(canvas);
    await expect(list).toHaveLength(4);
    for (const row of list)
      await expect(within(row).getByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const ArchivedFolder: Story = {
  parameters: { route: '/messages?tab=messages&folder=archived' },
  play: async ({ canvas }) => {
    const list = await rows(canvas);
    await expect(list).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Tregua de invierno' })).toBeVisible();
  },
};

/** Changing folder by its button. */
export const SwitchFolder: Story = {
  parameters: { route: '/messages?tab=messages' },
  play: async ({ canvas }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByTestId('folder-archived'));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Archivados' }, wait)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByTestId('message-row')).toHaveLength(3), wait);
  },
};

/** An empty inbox offers 'Envía tu primer mensaje', which opens the compose modal. */
export const EmptyInbox: Story = {
  parameters: { route: '/messages?tab=messages', msw: { handlers: { scenario: scenarios.messages.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No hay mensajes en esta carpeta', {}, wait)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Envía tu primer mensaje' }));
    await expect(await page().findByRole('dialog', { name: 'Redactar Mensaje' })).toBeVisible();
  },
};

/** Other empty folders say so without the first-message link. */
export const EmptySent: Story = {
  parameters: { route: '/messages?tab=messages&folder=sent', msw: { handlers: { scenario: scenarios.messages.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No hay mensajes en esta carpeta', {}, wait)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Envía tu primer mensaje' })).toBeNull();
  },
};

/** A search that matches nothing. */
export const FiltersWithNoResult: Story = {
  parameters: { route: '/messages?tab=messages' },
  play: async ({ canvas }) => {
    await rows(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar mensajes' }), 'zzzz');
    await expect(await canvas.findByText('No se encontraron mensajes con los filtros aplicados', {}, wait)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Envía tu primer mensaje' })).toBeNull();
  },
};

/** Category and read filters together. */
export const FilteredByCategoryAndUnread: Story = {
  parameters: { route: '/messages?tab=messages' },
  play: async ({ canvas }) => {
    await rows(canvas);
    await choose(canvas, 'Categoría', 'Informe de batalla');
    await waitFor(() => expect(canvas.getAllByTestId('message-row')).toHaveLength(1), wait);
    await choose(canvas, 'Estado de lectura', 'No leídos');
    await waitFor(() => expect(canvas.getAllByTestId('message-row')).toHaveLength(1), wait);
    await expect(canvas.getByRole('button', { name: 'Informe de batalla en 1:41:9' })).toBeVisible();
  },
};

/** Select all shows the bulk bar; marking read clears the unread count. */
export const MultiSelectBulkBar: Story = {
  parameters: { route: '/messages?tab=messages' },
  play: async ({ canvas }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Seleccionar todos' }));
    const bar = await canvas.findByTestId('bulk-bar');
    await expect(bar).toHaveTextContent('20 seleccionados');
    for (const name of ['Marcar como leído', 'Favorito', 'Archivar', 'Eliminar'])
      await expect(within(bar).getByRole('button', { name })).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: 'Marcar como leído' }));
    await waitFor(() => expect(canvas.getByTestId('folder-count-inbox')).toHaveTextContent('0'), wait);
  },
};

/** Bulk delete asks first, then the rows are gone. */
export const BulkDelete: Story = {
  parameters: { route: '/messages?tab=messages&folder=archived' },
  play: async ({ canvas }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Seleccionar «Tregua de invierno»' }));
    await userEvent.click(within(await canvas.findByTestId('bulk-bar')).getByRole('button', { name: 'Eliminar' }));
    const confirm = await page().findByRole('alertdialog', { name: '¿Eliminar este mensaje?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(canvas.getAllByTestId('message-row')).toHaveLength(2), wait);
  },
};

/** 'Página x de y' with Anterior/Siguiente. */
export const Paginated: Story = {
  parameters: { route: '/messages?tab=messages' },
  play: async ({ canvas }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(await canvas.findByText('Página 2 de 2', {}, wait)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByTestId('message-row').length).toBeLessThan(20), wait);
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await expect(await canvas.findByText('Página 1 de 2', {}, wait)).toBeVisible();
  },
};

/** Starring from the row. */
export const StarFromRow: Story = {
  parameters: { route: '/messages?tab=messages' },
  play: async ({ canvas }) => {
    const list = await rows(canvas);
    const pact = list.find((row) => row.textContent?.includes('Propuesta de pacto'))!;
    await userEvent.click(within(pact).getByRole('button', { name: 'Marcar como favorito' }));
    await waitFor(() => expect(canvas.getByTestId('folder-count-starred')).toHaveTextContent('5'), wait);
  },
};

export const ListLoadError: Story = {
  tags: ['en-light'],
  parameters: { route: '/messages?tab=messages', msw: { handlers: { scenario: scenarios.messages.listError } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 15000 })).toHaveTextContent('Error al cargar mensajes');
  },
};

export const ListServerMessage: Story = {
  parameters: { route: '/messages?tab=messages', msw: { handlers: { scenario: scenarios.messages.listServerMessage } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 15000 })).toHaveTextContent(
      'El servicio de mensajería está en mantenimiento.',
    );
  },
};

/**
 * 'Actualizar' pressed from the keyboard: disabled while the list reloads (Chromium then drops
 * the focus to the page's start), it gets the focus back once the list is in.
 */
export const RefreshKeepsFocus: Story = {
  tags: ['no-visual'],
  parameters: { route: '/messages?tab=messages', msw: { handlers: { scenario: [scenarioHelpers.hold('get', routes.messages.list)] } } },
  play: async ({ canvas }) => {
    await rows(canvas);
    const refresh = canvas.getByRole('button', { name: 'Actualizar' });
    refresh.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(refresh).toBeDisabled(), wait);
    await waitFor(() => expect(refresh).toBeEnabled(), wait);
    await waitFor(() => expect(refresh).toHaveFocus(), wait);
  },
};

export const ListLoading: Story = {
  parameters: { route: '/messages?tab=messages', msw: { handlers: { scenario: scenarios.messages.listLoading } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Cargando mensajes...')).toBeVisible();
  },
};

/** An action the server refuses: the star's own error text. */
export const StarError: Story = {
  parameters: { route: '/messages?tab=messages', msw: { handlers: { scenario: scenarios.messages.actionError } } },
  play: async ({ canvas }) => {
    const list = await rows(canvas);
    await userEvent.click(within(list[0]!).getByRole('button', { name: 'Marcar como favorito' }));
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('Error al cambiar favorito');
  },
};

/** A bulk action the server refuses without a message: the catalogue default, the selection kept. */
export const ActionError: Story = {
  parameters: { route: '/messages?tab=messages', msw: { handlers: { scenario: scenarios.messages.actionError } } },
  play: async ({ canvas }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Seleccionar todos' }));
    const bar = await canvas.findByTestId('bulk-bar');
    await userEvent.click(within(bar).getByRole('button', { name: 'Archivar' }));
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('Error al realizar la acción');
    await expect(canvas.getByTestId('bulk-bar')).toHaveTextContent('20 seleccionados');
  },
};

// ——— Reader ———

/** The page never scrolls sideways: nothing is wider than the window. */
async function expectNoSidewaysScroll() {
  await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
}

/**
 * Big and odd data (the screen must survive it): a server answers 10 000 messages in one page, the first
 * from a commander whose name is a 5000-character word. Only the rows in view are in the DOM
 * (bounded node count, not a timing), scrolling reaches the last one, and the long word never
 * widens the page, in the list or in the reader.
 */
export const BigInbox: Story = {
  parameters: { route: '/messages?tab=messages', msw: { handlers: { scenario: scenarios.messages.bigInbox } } },
  play: async ({ canvas }) => {
    const first = await rows(canvas);
    await expect(first.length).toBeGreaterThan(3);
    await expect(first.length).toBeLessThan(40);
    await expect(document.body.querySelectorAll('*').length).toBeLessThan(3000);
    await expect(first[0]).toHaveAttribute('aria-setsize', String(BIG_INBOX_SIZE));
    await expectNoSidewaysScroll();
    const box = canvas.getByTestId('message-list-window');
    box.scrollTop = box.scrollHeight;
    await expect(await canvas.findByRole('button', { name: `Mensaje n.º ${BIG_INBOX_SIZE}` }, wait)).toBeVisible();
    await expect(canvas.getAllByTestId('message-row').length).toBeLessThan(40);
    box.scrollTop = 0;
    const longSubject = await canvas.findByRole('button', { name: LONG_WORD }, wait);
    await expect(longSubject).toHaveAttribute('title', LONG_WORD);
    await userEvent.click(longSubject);
    await canvas.findByTestId('message-reader', {}, wait);
    await expectNoSidewaysScroll();
  },
};

/** A player's message: everything the reader shows, and opening it marks it read. */
export const ReaderPlayerMessage: Story = {
  parameters: { route: '/messages?tab=messages' },
  play: async ({ canvas }) => {
    const reader = await openRow(canvas, 'Propuesta de pacto de no agresión');
    const r = within(reader);
    await expect(r.getByRole('heading', { level: 2, name: 'Propuesta de pacto de no agresión' })).toBeVisible();
    await expect(r.getByRole('button', { name: 'Responder' })).toBeVisible();
    await expect(r.getByText('Nova Stark')).toBeVisible();
    await expect(r.getByText('Mensaje de jugador')).toBeVisible();
    await expect(r.getByTestId('reader-priority')).toHaveTextContent('Normal');
    const content = await r.findByTestId('message-content');
    await waitFor(() => expect(content).toHaveAttribute('data-sanitized', 'true'), wait);
    await expect(content.querySelector('strong')).toHaveTextContent('pacto de no agresión');
    const link = within(content).getByRole('link', { name: 'el borrador' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(r.getByText(/ID del mensaje: \d+ · Enviado el/)).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('folder-count-inbox')).toHaveTextContent('5'), wait);
    await waitFor(() => expect(r.getByRole('button', { name: 'Marcar como no leído' })).toBeVisible(), wait);
  },
};

/** A battle report: system message, no reply, the battle box and the metadata list. */
export const ReaderBattleReport: Story = {
  tags: ['en-light'],
  parameters: { route: '/messages?tab=messages' },
  play: async ({ canvas }) => {
    const reader = await openRow(canvas, 'Informe de batalla en 1:41:9');
    const r = within(reader);
    await expect(r.queryByRole('button', { name: 'Responder' })).toBeNull();
    await expect(r.getByText('Sistema')).toBeVisible();
    const box = r.getByTestId('battle-report');
    await expect(box).toHaveTextContent('Batalla n.º 4812');
    await expect(box).toHaveTextContent('Lugar: 1:41:9');
    const metadata = r.getByTestId('message-metadata');
    await expect(metadata).toHaveTextContent('winner');
    await expect(metadata).toHaveTextContent('defender');
    await expect(r.getByTestId('reader-priority')).toHaveTextContent('Alta');
    await waitFor(() => expect(r.getByTestId('message-content').querySelector('table')).not.toBeNull(), wait);
  },
};

export const ReaderEspionageReport: Story = {
  tags: ['en-light'],
  parameters: { route: '/messages?tab=messages' },
  play: async ({ canvas }) => {
    const reader = await openRow(canvas, 'Informe de espionaje de 1:44:12');
    const r = within(reader);
    await expect(r.getByText('Informe de espionaje')).toBeVisible();
    await expect(r.getByTestId('message-metadata')).toHaveTextContent('counter_espionage');
    await expect(r.queryByTestId('battle-report')).toBeNull();
  },
};

/** A system message cannot be answered (spec p2 §6). */
export const ReaderSystemMessage: Story = {
  parameters: { route: '/messages?tab=messages' },
  play: async ({ canvas }) => {
    const reader = await openRow(canvas, 'Bienvenido a Imperio');
    const r = within(reader);
    await expect(r.getByText('Mensaje del sistema')).toBeVisible();
    await expect(r.getByTestId('reader-priority')).toHaveTextContent('Baja');
    await expect(r.queryByRole('button', { name: 'Responder' })).toBeNull();
  },
};

export const ReaderAllianceMessage: Story = {
  parameters: { route: '/messages?tab=messages' },
  play: async ({ canvas }) => {
    const reader = await openRow(canvas, 'Invitación a la Liga de Orión');
    await expect(within(reader).getByText('Mensaje de alianza')).toBeVisible();
    await expect(within(reader).getByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const ReaderTradeMessage: Story = {
  parameters: { route: '/messages?tab=messages' },
  play: async ({ canvas }) => {
    const reader = await openRow(canvas, 'Oferta: 50.000 de cristal por deuterio');
    await expect(within(reader).getByText('Mensaje comercial')).toBeVisible();
    await expect(within(reader).getByRole('button', { name: 'Marcar como no leído' })).toBeVisible();
  },
};

export const ReaderEventMessage: Story = {
  parameters: { route: '/messages?tab=messages' },
  play: async ({ canvas }) => {
    const reader = await openRow(canvas, 'Evento: lluvia de meteoritos');
    await expect(within(reader).getByText('Evento')).toBeVisible();
    await expect(within(reader).getByTestId('message-metadata')).toHaveTextContent('duration_hours');
  },
};

export const ReaderUrgentMessage: Story = {
  parameters: { route: '/messages?tab=messages' },
  play: async ({ canvas }) => {
    const reader = await openRow(canvas, 'Retira tus flotas de 1:41');
    await expect(within(reader).getByTestId('reader-priority')).toHaveTextContent('Urgente');
    await expect(within(reader).getByText('[1:41:9]')).toBeVisible();
  },
};

/** Archive from the reader moves the message to Archivados. */
export const ReaderArchive: Story = {
  parameters: { route: '/messages?tab=messages' },
  play: async ({ canvas }) => {
    const reader = await openRow(canvas, 'Propuesta de pacto de no agresión');
    await userEvent.click(within(reader).getByRole('button', { name: 'Archivar' }));
    await waitFor(() => expect(canvas.getByTestId('folder-count-archived')).toHaveTextContent('4'), wait);
    await expect(await within(reader).findByRole('button', { name: 'Desarchivar' }, wait)).toBeVisible();
  },
};

/** A message full of XSS attempts: nothing runs, nothing dangerous is in the page; the source view shows it all as text. */
export const HtmlMessageWithSource: Story = {
  parameters: {
    route: `/messages?tab=messages&message=${HOSTILE_MESSAGE_ID}`,
    msw: { handlers: { scenario: scenarios.messages.hostileHtml } },
  },
  play: async ({ canvas, canvasElement }) => {
    const reader = await canvas.findByTestId('message-reader', {}, wait);
    const content = within(reader).getByTestId('message-content');
    await waitFor(() => expect(content).toHaveAttribute('data-sanitized', 'true'), wait);
    await expect(content.querySelector('strong')).toHaveTextContent('en negrita');
    await expect(
      content.querySelectorAll(
        'script, iframe, object, embed, style, link, meta, base, form, input, button, svg, math, img, video, template, noscript',
      ),
    ).toHaveLength(0);
    const attributes = Array.from(content.querySelectorAll('*')).flatMap((el) =>
      Array.from(el.attributes).map((a) => `${a.name}=${a.value}`),
    );
    await expect(attributes.filter((a) => /^on|^style=|^srcdoc=|^formaction=|^action=|^xlink:href=/i.test(a))).toEqual([]);
    await expect(attributes.filter((a) => a.startsWith('href=') && !/^href=(https?:|mailto:)/i.test(a))).toEqual([]);
    await expect((window as unknown as { __xss?: unknown }).__xss).toBeUndefined();
    await userEvent.click(within(reader).getByRole('button', { name: 'Ver código fuente' }));
    const source = within(reader).getByTestId('message-source');
    await expect(source).toHaveTextContent('<script>alert(1)</script>');
    await expect(canvasElement.querySelectorAll('script')).toHaveLength(0);
    await expect(within(reader).getByRole('button', { name: 'Ver mensaje' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A message that does not exist: 'Mensaje no encontrado' and back to the list. */
export const MessageNotFound: Story = {
  parameters: { route: `/messages?tab=messages&message=${MISSING_MESSAGE_ID}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Mensaje no encontrado', {}, wait)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Volver a la lista' }));
    await expect(await canvas.findByText('Selecciona un mensaje para verlo aquí')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Recibidos' })).toHaveFocus();
  },
};

/** The message fails to load (not a 404): 'Mensaje no encontrado' with the catalogue text. */
export const MessageLoadError: Story = {
  parameters: { route: '/messages?tab=messages&message=1', msw: { handlers: { scenario: scenarios.messages.detailError } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Mensaje no encontrado', {}, { timeout: 15000 })).toBeVisible();
    await expect(canvas.getByText('Error al cargar el mensaje')).toBeVisible();
  },
};

// ——— Compose ———

async function openCompose(canvas: Canvas) {
  await rows(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Nuevo' }));
  return within(await page().findByRole('dialog', { name: 'Redactar Mensaje' }));
}

async function fillDraft(dialog: ReturnType<typeof page>) {
  await userEvent.type(dialog.getByRole('combobox', { name: 'Destinatario' }), 'no');
  await userEvent.click(await dialog.findByRole('option', { name: /Nova Stark \(nova\)/ }, wait));
  await userEvent.type(dialog.getByRole('textbox', { name: 'Asunto' }), '  Ruta comercial  ');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Contenido' }), '¿Abrimos una ruta?');
}

/** A new message to another commander: search, choose, write, send; it appears in Enviados. */
export const ComposeNew: Story = {
  tags: ['en-light'],
  parameters: { route: '/messages?tab=messages' },
  play: async ({ canvas }) => {
    const dialog = await openCompose(canvas);
    await expect(dialog.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await expect(dialog.getByTestId('compose-counter')).toHaveTextContent('0/10.000 caracteres');
    await fillDraft(dialog);
    await expect(dialog.getByText('Nova Stark · Dominio Carmesí')).toBeVisible();
    await expect(dialog.getByTestId('compose-counter')).toHaveTextContent('18/10.000 caracteres');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByText('Mensaje enviado', {}, wait)).toBeVisible();
    await expect(page().queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByTestId('folder-sent'));
    await expect(await canvas.findByRole('button', { name: 'Ruta comercial' }, wait)).toBeVisible();
  },
};

/** Replying: 'Responder Mensaje', the recipient fixed, 'Re: ' once. */
export const ComposeReply: Story = {
  parameters: { route: '/messages?tab=messages' },
  play: async ({ canvas }) => {
    const reader = await openRow(canvas, 'Propuesta de pacto de no agresión');
    await userEvent.click(within(reader).getByRole('button', { name: 'Responder' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Responder Mensaje' }));
    await expect(dialog.getByRole('combobox', { name: 'Destinatario' })).toBeDisabled();
    await expect(dialog.getByRole('combobox', { name: 'Destinatario' })).toHaveValue('Nova Stark');
    await expect(dialog.getByRole('textbox', { name: 'Asunto' })).toHaveValue('Re: Propuesta de pacto de no agresión');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Contenido' }), 'Acepto.');
    await userEvent.click(dialog.getByRole('button', { name: 'Responder' }));
    await expect(await canvas.findByText('Mensaje enviado', {}, wait)).toBeVisible();
  },
};

/** The three validation messages, once the fields are visited; sending stays disabled. */
export const ComposeValidation: Story = {
  // The compose dialog's final frame is not yet deterministic enough to shoot (it flaked in a
  // quiet visual run); its play function still runs here and, with axe, in the storybook project.
  tags: ['no-visual'],
  parameters: { route: '/messages?tab=messages' },
  play: async ({ canvas }) => {
    const dialog = await openCompose(canvas);
    await userEvent.type(dialog.getByRole('combobox', { name: 'Destinatario' }), 'nadie');
    await userEvent.click(dialog.getByRole('textbox', { name: 'Asunto' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Asunto' }), '   ');
    await userEvent.click(dialog.getByRole('textbox', { name: 'Contenido' }));
    await userEvent.tab();
    await expect(dialog.getByText('Debes seleccionar un destinatario válido')).toBeVisible();
    await expect(dialog.getByText('El asunto es obligatorio')).toBeVisible();
    await expect(dialog.getByText('El contenido es obligatorio')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    // The note replaces the 'searching' one once the debounced search answers: wait for the final text.
    await waitFor(() => expect(dialog.getByText('No se encontraron comandantes')).toBeVisible(), wait);
  },
};

/** Editing the recipient after choosing clears the choice. */
export const ComposeRecipientEditedClearsChoice: Story = {
  // The compose dialog's final frame is not yet deterministic enough to shoot (it flaked in a
  // quiet visual run); its play function still runs here and, with axe, in the storybook project.
  tags: ['no-visual'],
  parameters: { route: '/messages?tab=messages' },
  play: async ({ canvas }) => {
    const dialog = await openCompose(canvas);
    await fillDraft(dialog);
    await expect(dialog.getByRole('button', { name: 'Enviar' })).toBeEnabled();
    await userEvent.type(dialog.getByRole('combobox', { name: 'Destinatario' }), 'x');
    await expect(dialog.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await expect(dialog.queryByText('Nova Stark · Dominio Carmesí')).toBeNull();
  },
};

/** A failed send shows the catalogue text and keeps the whole draft. */
export const ComposeSendErrorKeepsDraft: Story = {
  // The compose dialog's final frame is not yet deterministic enough to shoot (it flaked in a
  // quiet visual run); its play function still runs here and, with axe, in the storybook project.
  tags: ['no-visual'],
  parameters: { route: '/messages?tab=messages', msw: { handlers: { scenario: scenarios.messages.sendError } } },
  play: async ({ canvas }) => {
    const dialog = await openCompose(canvas);
    await fillDraft(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    await expect(await dialog.findByRole('alert', {}, wait)).toHaveTextContent('Error al enviar el mensaje');
    await expect(dialog.getByRole('combobox', { name: 'Destinatario' })).toHaveValue('nova');
    await expect(dialog.getByRole('textbox', { name: 'Asunto' })).toHaveValue('  Ruta comercial  ');
    await expect(dialog.getByRole('textbox', { name: 'Contenido' })).toHaveValue('¿Abrimos una ruta?');
    await expect(dialog.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  },
};

/**
 * Over the 10 000-character limit: the counter turns red, the reason shows
 * and 'Enviar' is disabled; cutting back to the limit enables it again, the draft intact.
 */
export const ComposeOverLimit: Story = {
  // Like the other compose stories: the dialog's text anti-aliasing flakes in en-light.
  tags: ['no-visual'],
  parameters: { route: '/messages?tab=messages' },
  play: async ({ canvas }) => {
    const dialog = await openCompose(canvas);
    await fillDraft(dialog);
    const body = dialog.getByRole<HTMLTextAreaElement>('textbox', { name: 'Contenido' });
    await userEvent.click(body);
    await userEvent.paste('a'.repeat(12_142 - body.value.length));
    const counter = dialog.getByTestId('compose-counter');
    await expect(counter).toHaveTextContent('12.142/10.000 caracteres');
    await expect(counter).toHaveAttribute('data-over', 'true');
    await expect(dialog.getByTestId('compose-limit')).toHaveTextContent('El mensaje supera el límite de 10.000 caracteres: sobran 2.142.');
    const sendButton = dialog.getByRole('button', { name: 'Enviar' });
    await expect(sendButton).toBeDisabled();
    await expect(sendButton).toHaveAccessibleDescription('El mensaje supera el límite de 10.000 caracteres: sobran 2.142.');
    body.setSelectionRange(10_000, body.value.length);
    await userEvent.keyboard('{Backspace}');
    await expect(counter).toHaveTextContent('10.000/10.000 caracteres');
    await expect(counter).toHaveAttribute('data-over', 'false');
    await expect(dialog.queryByTestId('compose-limit')).toBeNull();
    await expect(sendButton).toBeEnabled();
    await expect(body.value.startsWith('¿Abrimos una ruta?')).toBe(true);
  },
};

/** The server's field error comes first by the send rule (recipient before subject and content). */
export const ComposeSendFieldError: Story = {
  // The compose dialog's final frame is not yet deterministic enough to shoot (it flaked in a
  // quiet visual run); its play function still runs here and, with axe, in the storybook project.
  tags: ['no-visual'],
  parameters: { route: '/messages?tab=messages', msw: { handlers: { scenario: scenarios.messages.sendFieldErrors } } },
  play: async ({ canvas }) => {
    const dialog = await openCompose(canvas);
    await fillDraft(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    await expect(await dialog.findByRole('alert', {}, wait)).toHaveTextContent('El comandante está de vacaciones y no recibe mensajes.');
  },
};

/** Templates fill subject and content. */
export const ComposeWithTemplates: Story = {
  // Like the other compose stories: the dialog's text anti-aliasing flakes in en-light.
  tags: ['no-visual'],
  parameters: { route: '/messages?tab=messages' },
  play: async ({ canvas }) => {
    const dialog = await openCompose(canvas);
    await userEvent.click(dialog.getByRole('combobox', { name: 'Plantilla' }));
    await userEvent.click(await page().findByRole('option', { name: 'Propuesta comercial' }));
    await expect(dialog.getByRole('textbox', { name: 'Asunto' })).toHaveValue('Propuesta de intercambio de recursos');
    await expect(dialog.getByRole<HTMLTextAreaElement>('textbox', { name: 'Contenido' }).value).toContain('<strong>metal</strong>');
  },
};

/** Without templates the select is not there. */
export const ComposeWithoutTemplates: Story = {
  // The compose dialog's final frame is not yet deterministic enough to shoot (it flaked in a
  // quiet visual run); its play function still runs here and, with axe, in the storybook project.
  tags: ['no-visual'],
  parameters: { route: '/messages?tab=messages', msw: { handlers: { scenario: scenarios.messages.noTemplates } } },
  play: async ({ canvas }) => {
    const dialog = await openCompose(canvas);
    await expect(dialog.queryByRole('combobox', { name: 'Plantilla' })).toBeNull();
  },
};

/** The toolbar acts on the body: bold around the selection, a list, an emoji. */
export const ComposeToolbar: Story = {
  // The compose dialog's final frame is not yet deterministic enough to shoot (it flaked in a
  // quiet visual run); its play function still runs here and, with axe, in the storybook project.
  tags: ['no-visual'],
  parameters: { route: '/messages?tab=messages' },
  play: async ({ canvas }) => {
    const dialog = await openCompose(canvas);
    const body = dialog.getByRole<HTMLTextAreaElement>('textbox', { name: 'Contenido' });
    await userEvent.type(body, 'hola');
    body.setSelectionRange(0, 4);
    await userEvent.click(dialog.getByRole('button', { name: 'Negrita' }));
    await expect(body).toHaveValue('<b>hola</b>');
    body.setSelectionRange(body.value.length, body.value.length);
    await userEvent.click(dialog.getByRole('button', { name: 'Insertar 🚀' }));
    await expect(body).toHaveValue('<b>hola</b>🚀');
    await expect(dialog.getAllByRole('button', { name: /^Insertar / })).toHaveLength(8);
    for (const name of ['Cursiva', 'Subrayado', 'Lista con viñetas', 'Lista numerada'])
      await expect(dialog.getByRole('button', { name })).toBeVisible();
  },
};

// ——— Compose to a commander, phone sheets ———

/** `/messages?compose=nova` (the galaxy's 'message the owner'): the messages tab, compose open, Nova chosen. */
export const ComposeToRecipient: Story = {
  parameters: { route: '/messages?compose=nova' },
  play: async ({ canvas }) => {
    const dialog = within(await page().findByRole('dialog', { name: 'Redactar Mensaje' }, wait));
    // The modal hides the page from assistive technology, hence `hidden`.
    await expect(canvas.getByRole('tab', { name: 'Mensajes', hidden: true })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('combobox', { name: 'Destinatario' })).toHaveValue('nova');
    const send = dialog.getByRole('button', { name: 'Enviar' });
    await expect(send).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Asunto' }), 'Ruta comercial');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Contenido' }), '¿Abrimos una ruta?');
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    await expect(await canvas.findByText('Mensaje enviado', {}, wait)).toBeVisible();
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Redactar Mensaje' })).toBeNull());
    // Sent, the recipient leaves the URL and the messages tab stays.
    await expect(canvas.getByRole('tab', { name: 'Mensajes' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The same in English and the light theme: the recipient is chosen, the title is the English one. */
export const ComposeToRecipientEnglishLight: Story = {
  // The compose dialog's final frame is not yet deterministic enough to shoot (it flaked in a
  // quiet visual run); its play function still runs here and, with axe, in the storybook project.
  tags: ['no-visual'],
  globals: { locale: 'en', theme: 'light' },
  parameters: { route: '/messages?compose=nova' },
  play: async () => {
    const dialog = within(await page().findByRole('dialog', { name: 'Compose Message' }, wait));
    await expect(dialog.getByRole('combobox', { name: 'Recipient' })).toHaveValue('nova');
  },
};

/**
 * Phone: a message opens as a full-screen sheet with a back control (44 px);
 * nothing scrolls sideways; back closes it and focus returns to the row's subject.
 */
export const PhoneReaderSheet: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { route: '/messages?tab=messages' },
  play: async ({ canvas }) => {
    await rows(canvas);
    await expect(canvas.queryByTestId('reader-panel')).toBeNull();
    const subject = canvas.getByRole('button', { name: 'Propuesta de pacto de no agresión' });
    await userEvent.click(subject);
    const sheet = await page().findByRole('dialog', { name: 'Propuesta de pacto de no agresión' }, wait);
    const s = within(sheet);
    await expect(await s.findByTestId('message-reader', {}, wait)).toBeVisible();
    const reader = await s.findByTestId('message-reader', {}, wait);
    for (const button of within(reader).getAllByRole('button'))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const back = s.getByRole('button', { name: 'Volver a la lista' });
    await expect(back.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // Full width (less a classic scrollbar, which the test browser shows).
    await expect(sheet.getBoundingClientRect().left).toBe(0);
    await expect(sheet.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth - 20);
    await expectNoSidewaysScroll();
    await userEvent.click(back);
    await waitFor(() => expect(page().queryByTestId('detail-sheet')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Propuesta de pacto de no agresión' })).toHaveFocus());
  },
};

/** Phone, English, light: a notification opens as a sheet; Esc closes it and focus goes back to it. */
export const PhoneNotificationSheet: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'en', theme: 'light' },
  play: async ({ canvas }) => {
    const item = await canvas.findByRole('button', { name: /Sintetizador de deuterio listo|Deuterium Synthesizer/ }, wait);
    await userEvent.click(item);
    const sheet = await page().findByRole('dialog', {}, wait);
    await expect(within(sheet).getByTestId('notification-detail')).toBeVisible();
    await expect(within(sheet).getByRole('button', { name: 'Back to the notifications' })).toBeVisible();
    await expectNoSidewaysScroll();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByTestId('detail-sheet')).toBeNull());
    await waitFor(() => expect(item).toHaveFocus());
  },
};
