import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import {
  createMission,
  getMissionReports,
  getNotificationHistory,
  processMissions,
  routes,
  type MissionReport,
  type Notification,
} from '@imperio/api-client';
import { api } from '@imperio/mocks';
import { TRANSPORT_BODY } from '@imperio/mocks/fixtures';
import { advanceAndLogin, resetDemoAt } from '@imperio/mocks/testing';
import { server } from '@imperio/mocks/node';
import { createI18n } from '../../i18n';
import { AppProviders } from '../../state/AppProviders';
import { createQueryClient } from '../../state/queryClient';
import { AppShell } from '../AppShell';
import { NotificationsTab } from './NotificationsTab';
import { NotificationOverlay } from '../../components/NotificationOverlay';
import { findMissionReport, notificationReportRef } from '../../components/NotificationDetail';

/**
 * A notification about a mission (a spy report's arrival, a battle) opens that mission's report
 * in the reports dialog's view, from the notifications list and from the pop-up's tap.
 */
const SLOW = { timeout: 20_000 };

/** Sends 3 probes to [1:41:9] and processes their arrival: the demo writes the report and its notification. */
async function spyAndArrive(): Promise<{ notification: Notification; report: MissionReport }> {
  await createMission({
    ...TRANSPORT_BODY,
    mission_type: 'espionage',
    destination_system: 41,
    destination_position: 9,
    ships: [{ espionage_probe: 3 }],
    metal_cargo: 0,
    crystal_cargo: 0,
  });
  advanceAndLogin(10 * 60_000);
  await processMissions();
  const history = await getNotificationHistory({ page: 0, type: 'FLEET_ARRIVAL' });
  const notification = history.notifications.find((n) => n.title === 'Informe de espionaje')!;
  const report = (await getMissionReports()).find((r) => r.report_type === 'espionage' && r.title?.includes('[1:41:9]'))!;
  return { notification, report };
}

function renderWith(children: React.ReactNode) {
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient()} i18n={createI18n('es')} selectedPlanetId={101}>
      <MemoryRouter initialEntries={['/messages']}>{children}</MemoryRouter>
    </AppProviders>,
  );
  return user;
}

describe('a notification about a report opens the report', { timeout: 60_000 }, () => {
  beforeEach(() => resetDemoAt());
  afterEach(() => localStorage.clear());

  it("names its report: the arrival's notification carries the report's and the mission's ids", async () => {
    const { notification, report } = await spyAndArrive();
    expect(notification.data).toMatchObject({ planet_coordinates: '1:41:9', report_id: report.id });
    expect(notificationReportRef(notification)).toEqual({ reportId: report.id });
  });

  it('shows the spy report, its table and actions, in the notifications list detail, and marks the report read', async () => {
    const { report } = await spyAndArrive();
    const user = renderWith(<NotificationsTab />);
    await user.click(await screen.findByRole('button', { name: /Informe de espionaje/ }, SLOW));
    const view = await screen.findByTestId('notification-report', {}, SLOW);
    expect(within(view).getByRole('heading', { name: report.title! })).toBeInTheDocument();
    expect(await within(view).findByRole('table', { name: 'Lo que vieron las sondas' }, SLOW)).toBeInTheDocument();
    expect(within(view).getByRole('group', { name: 'Acciones del informe' })).toBeInTheDocument();
    expect(within(view).getByRole('button', { name: 'Simular' })).toBeInTheDocument();
    await expect.poll(async () => (await getMissionReports()).find((r) => r.id === report.id)?.is_read, SLOW).toBe(true);
  });

  it("opens from the pop-up's tap in the shell, with the spy actions the shell provides", async () => {
    const { notification, report } = await spyAndArrive();
    // Only this arrival is pending, so it is the pop-up on show.
    server.use(http.get(api(routes.notifications.pending), () => HttpResponse.json({ notifications: [notification] })));
    const user = renderWith(
      <AppShell onLogout={() => undefined} overlay={<NotificationOverlay />}>
        <p>{'—'}</p>
      </AppShell>,
    );
    await user.click(await screen.findByTestId('notification-open', {}, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const view = await within(dialog).findByTestId('notification-report', {}, SLOW);
    expect(within(view).getByRole('heading', { name: report.title! })).toBeInTheDocument();
    expect(await within(view).findByRole('button', { name: 'Atacar' }, SLOW)).toBeInTheDocument();
  });

  it('finds the report by its mission when the server sends no report id, and shows nothing extra without either', () => {
    const reports = [
      { id: 7, metadata: { mission_id: 3 } },
      { id: 8, metadata: { mission_id: '12' } },
    ] as unknown as MissionReport[];
    const byMission = { id: 1, notif_type: 'FLEET_ARRIVAL', data: { planet_coordinates: '1:41:9', mission_id: 12 } } as Notification;
    expect(notificationReportRef(byMission)).toEqual({ missionId: 12 });
    expect(findMissionReport(reports, 12)?.id).toBe(8);
    expect(findMissionReport(reports, 99)).toBeUndefined();
    expect(notificationReportRef({ id: 2, notif_type: 'FLEET_ARRIVAL', data: { planet_coordinates: '1:41:9' } })).toBeNull();
  });
});
