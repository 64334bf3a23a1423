import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FlowApp } from './FlowApp';

/**
 * User flows: the real screens and routes, chained by play functions. Each starts as
 * a visitor on the login screen of a freshly seeded demo universe (clock frozen at STORY_NOW).
 */
const meta = {
  title: 'Flows/Player journeys',
  component: FlowApp,
  parameters: { layout: 'fullscreen', session: 'visitor', route: '/' },
  args: { demoCredentials: { username: 'demo', password: 'imperio' } },
} satisfies Meta<typeof FlowApp>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const slow = { timeout: 8_000 };
/** Dialogs are portalled to <body>, outside the story's canvas. */
const page = () => within(document.body);

/** Logs in as the demo commander and waits for the Command Center. */
async function logIn(canvas: Canvas) {
  await userEvent.type(canvas.getByLabelText('Usuario'), 'demo');
  await userEvent.type(canvas.getByLabelText('Contraseña'), 'imperio');
  await userEvent.click(canvas.getByRole('button', { name: 'Lanzar Imperio' }));
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Centro de Mando' }, slow)).toBeVisible();
}

/** Login → dashboard: the shell with the commander's chip and the Command Center link current. */
export const LoginToDashboard: Story = {
  play: async ({ canvas }) => {
    await logIn(canvas);
    await expect(canvas.getByTestId('user-chip')).toHaveTextContent('Almirante Demo');
    await expect(canvas.getByRole('link', { name: 'Centro de Mando' })).toHaveAttribute('aria-current', 'page');
    // The final frame waits for the last dashboard panel (active missions) to fill in.
    await expect(await canvas.findByText(/y \d+ misión más/, {}, slow)).toBeVisible();
  },
};

/** Login → dashboard → pick a planet → buildings → upgrade: the upgrade starts on the picked planet. */
export const PickPlanetAndUpgrade: Story = {
  play: async ({ canvas, step }) => {
    await step('log in', () => logIn(canvas));
    await step('pick Forja Boreal', async () => {
      // The dashboard's planet list (the shell's 'next planet' button also names Forja Boreal).
      const planet = await canvas.findByRole('button', { name: /Forja Boreal/, pressed: false }, slow);
      await userEvent.click(planet);
      await waitFor(() => expect(canvas.getByRole('button', { name: /Forja Boreal/, pressed: true })).toBeVisible());
    });
    await step('open buildings', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Edificios' }));
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Gestión de Edificios' }, slow)).toBeVisible();
    });
    await step('upgrade the first affordable building', async () => {
      // The buttons are enabled once the building types have loaded.
      const upgrade = await waitFor(async () => {
        const found = (await canvas.findAllByTestId('building-card', {}, slow))
          .map((card) => within(card).queryByRole('button', { name: /^Mejorar a nivel \d+: / }))
          .find((button): button is HTMLElement => button !== null && !(button as HTMLButtonElement).disabled);
        if (!found) throw new Error('no enabled upgrade button yet');
        return found;
      }, slow);
      const [, building] = /^Mejorar a nivel \d+: (.+)$/.exec(upgrade.getAttribute('aria-label') ?? upgrade.textContent ?? '') ?? [];
      await userEvent.click(upgrade);
      // The upgrade joins the planet's build queue (Forja Boreal already has one running).
      await waitFor(async () => {
        const queued = canvas.getAllByTestId('queue-item').map((item) => item.textContent ?? '');
        await expect(queued.some((text) => text.includes(building!))).toBe(true);
      }, slow);
    });
  },
};

/** Login → galaxy → search coordinates → the slot: the system opens, the position is marked and its details open. */
export const GalaxySearchToSlot: Story = {
  play: async ({ canvas, step }) => {
    await step('log in', () => logIn(canvas));
    await step('open the galaxy', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Galaxia' }));
      await expect(await canvas.findByRole('list', { name: /Posiciones del sistema/ }, slow)).toBeVisible();
    });
    await step('search 1:44:4', async () => {
      await userEvent.type(canvas.getByPlaceholderText('Buscar [1:2] o nombre...'), '1:44:4{Enter}');
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Galaxia [1:44]' }, slow)).toBeVisible();
    });
    await step('open the slot', async () => {
      const slot = await waitFor(() => {
        const found = canvas
          .getByRole('list', { name: /Posiciones del sistema/ })
          .querySelector<HTMLButtonElement>('button[data-position="4"]');
        void expect(found).toHaveAttribute('aria-current', 'location');
        return found!;
      }, slow);
      await userEvent.click(slot);
      await expect(await page().findByRole('dialog', { name: 'Posición [1:44:4]' }, slow)).toBeVisible();
    });
  },
};

/** Login → messages → compose → send: the message is delivered and listed under Enviados. */
export const ComposeAndSend: Story = {
  play: async ({ canvas, step }) => {
    await step('log in', () => logIn(canvas));
    await step('open the messages tab', async () => {
      await userEvent.click(canvas.getByRole('link', { name: /^Mensajes/ }));
      await userEvent.click(await canvas.findByRole('tab', { name: 'Mensajes' }, slow));
    });
    await step('compose', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Nuevo' }, slow));
      const compose = within(await page().findByRole('dialog', { name: 'Redactar Mensaje' }, slow));
      await userEvent.type(compose.getByRole('combobox', { name: 'Destinatario' }), 'no');
      await userEvent.click(await compose.findByRole('option', { name: /Nova Stark \(nova\)/ }, slow));
      await userEvent.type(compose.getByRole('textbox', { name: 'Asunto' }), 'Ruta comercial');
      await userEvent.type(compose.getByRole('textbox', { name: 'Contenido' }), '¿Abrimos una ruta?');
    });
    await step('send', async () => {
      const compose = within(page().getByRole('dialog', { name: 'Redactar Mensaje' }));
      await userEvent.click(compose.getByRole('button', { name: 'Enviar' }));
      await expect(await canvas.findByText('Mensaje enviado', {}, slow)).toBeVisible();
      await userEvent.click(canvas.getByTestId('folder-sent'));
      await expect(await canvas.findByRole('button', { name: 'Ruta comercial' }, slow)).toBeVisible();
    });
  },
};

/** Login → fleet → the mission form → send: a transport to Forja Boreal [1:44:4] joins the missions in the air. */
export const FleetFormToSend: Story = {
  // No screenshot: this page (1327 px) is sometimes shot before its lower part is painted (seen
  // twice in fresh-clone CI runs, never locally). The play function still runs, and the fleet
  // screen's own stories (SendMission) are shot.
  tags: ['no-visual'],
  play: async ({ canvas, step }) => {
    await step('log in', () => logIn(canvas));
    await step('open the mission form', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Flota' }));
      await userEvent.click(await canvas.findByRole('tab', { name: 'Nueva Misión' }, slow));
      await expect(await canvas.findByRole('form', { name: 'Nueva Misión' }, slow)).toBeVisible();
    });
    await step('fill it', async () => {
      for (const [label, value] of [
        ['Sistema', '44'],
        ['Posición', '4'],
      ] as const) {
        const input = await canvas.findByLabelText(label, {}, slow);
        await userEvent.clear(input);
        await userEvent.type(input, value);
      }
      await userEvent.click(canvas.getByRole('radio', { name: 'Planeta' }));
      await userEvent.click(await canvas.findByRole('radio', { name: /^Transporte/ }, slow));
      const cargo = await canvas.findByLabelText('Nave pequeña de carga', {}, slow);
      await userEvent.clear(cargo);
      await userEvent.type(cargo, '3');
    });
    await step('send', async () => {
      const send = canvas.getByRole('button', { name: 'Enviar misión' });
      await waitFor(() => expect(send).toBeEnabled(), slow);
      await userEvent.click(send);
      await expect(await canvas.findByText('Misión enviada: Transporte hacia [1:44:4]', {}, slow)).toBeVisible();
      await expect(canvas.getByRole('tab', { name: 'Misiones' })).toHaveAttribute('aria-selected', 'true');
    });
  },
};
