import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { STORY_NOW } from '@imperio/mocks';
import type { Notification } from '@imperio/api-client';
import { NotificationPopup } from './NotificationPopup';

const ago = (ms: number) => new Date(STORY_NOW - ms).toISOString();

function sample(notif_type: string, title: string, message: string): Notification {
  return { id: 1, notif_type, title, message, created_at: ago(20_000), data: { planet_coordinates: '1:42:7' } };
}

const meta = {
  title: 'Components/NotificationPopup',
  component: NotificationPopup,
  args: {
    notification: sample('BUILD_COMPLETE', 'Mina de metal mejorada', 'La Mina de metal alcanzó el nivel 13 en Nueva Esperanza.'),
    onDismiss: fn(),
    nowMs: STORY_NOW,
  },
} satisfies Meta<typeof NotificationPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const toneOf = (canvas: Canvas) => canvas.getByTestId('notification-popup').getAttribute('data-tone');

export const BuildComplete: Story = {
  play: async ({ canvas, args }) => {
    await expect(toneOf(canvas)).toBe('success');
    await expect(canvas.getByText('Mina de metal mejorada')).toBeVisible();
    await expect(canvas.getByTestId('notification-type')).toHaveTextContent('Construcción completada');
    await expect(canvas.getByText('Justo ahora')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar notificación: Mina de metal mejorada' }));
    await expect(args.onDismiss).toHaveBeenCalledWith(1);
  },
};
export const ResearchComplete: Story = {
  args: { notification: sample('RESEARCH_COMPLETE', 'Investigación completada', 'Tecnología de combustión nivel 6 completada.') },
  play: async ({ canvas }) => expect(toneOf(canvas)).toBe('success'),
};
export const ResourceFull: Story = {
  args: { notification: sample('RESOURCE_FULL', 'Almacén de cristal lleno', 'El almacén de cristal de Forja Boreal está lleno.') },
  play: async ({ canvas }) => expect(toneOf(canvas)).toBe('warning'),
};
export const AttackWarning: Story = {
  args: { notification: sample('ATTACK_WARNING', 'Flota hostil detectada', 'Una flota de Kael Torres se dirige a 1:42:7.') },
  play: async ({ canvas }) => expect(toneOf(canvas)).toBe('warning'),
};
export const BattleResult: Story = {
  args: { notification: sample('BATTLE_RESULT', 'Batalla en 1:41:9', 'Tu ataque fue rechazado. Revisa el informe de batalla.') },
  play: async ({ canvas }) => expect(toneOf(canvas)).toBe('error'),
};
export const FleetArrival: Story = {
  args: { notification: sample('FLEET_ARRIVAL', 'Flota en destino', 'Tu flota de transporte llegó a 1:42:7.') },
  play: async ({ canvas }) => expect(toneOf(canvas)).toBe('info'),
};
export const MessageReceived: Story = {
  args: { notification: sample('MESSAGE_RECEIVED', 'Nuevo mensaje', 'Nova Stark te ha enviado un mensaje.') },
  play: async ({ canvas }) => expect(toneOf(canvas)).toBe('info'),
};
export const AllianceInvitation: Story = {
  args: { notification: sample('ALLIANCE_INVITATION', 'Invitación de alianza', 'La Liga de Orión te invita a unirte.') },
  play: async ({ canvas }) => expect(toneOf(canvas)).toBe('info'),
};
/**
 * English interface: the type's name and the age come from the client's
 * translations; the server's title and message are free text and stay as sent.
 */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('notification-type')).toHaveTextContent('Construction complete');
    await expect(canvas.getByText('Mina de metal mejorada')).toHaveAttribute('data-server-text');
    await expect(canvas.getByText('Just now')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close notification: Mina de metal mejorada' })).toBeVisible();
  },
};

/** A type the client does not know: info, and no type name is invented. */
export const UnknownType: Story = {
  args: { notification: sample('SOMETHING_NEW', 'Evento', 'Algo nuevo ocurrió.') },
  play: async ({ canvas }) => {
    await expect(toneOf(canvas)).toBe('info');
    await expect(canvas.queryByTestId('notification-type')).toBeNull();
  },
};

/** Relative-time edges (spec p1 §9): 59 s, 1 min, 59 min, 1 h, 23 h, 1 day, 3 days; a bad date. */
export const RelativeTimes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {[
        ['59 s', 59_000],
        ['1 min', 60_000],
        ['59 min', 59 * 60_000],
        ['1 h', 3_600_000],
        ['23 h', 23 * 3_600_000],
        ['1 día', 86_400_000],
        ['3 días', 3 * 86_400_000],
      ].map(([label, ms], index) => (
        <NotificationPopup
          key={index}
          {...args}
          notification={{ id: index, notif_type: 'FLEET_ARRIVAL', title: `Hace ${label}`, message: null, created_at: ago(ms as number) }}
        />
      ))}
      <NotificationPopup {...args} notification={{ id: 99, notif_type: 'FLEET_ARRIVAL', title: 'Fecha ilegible', created_at: 'ayer' }} />
    </div>
  ),
  play: async ({ canvas }) => {
    const times = canvas.getAllByRole('time').map((el) => el.textContent);
    await expect(times).toEqual([
      'Justo ahora',
      'hace 1 minuto',
      'hace 59 minutos',
      'hace 1 hora',
      'hace 23 horas',
      'hace 1 día',
      'hace 3 días',
      'Justo ahora',
    ]);
  },
};

/** No title: the type's name in the interface language, else 'Notificación'; a long message wraps. */
export const Untitled: Story = {
  args: {
    notification: { id: 5, notif_type: 'MESSAGE_RECEIVED', title: '', message: 'Un mensaje muy largo '.repeat(12), created_at: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mensaje recibido')).toBeVisible();
    await expect(canvas.queryByTestId('notification-type')).toBeNull();
    await expect(canvas.queryByRole('time')).toBeNull();
  },
};
