import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { STORY_NOW } from '@imperio/mocks';
import type { Mission } from '@imperio/api-client';
import { MissionCard } from './MissionCard';

const transport: Mission = {
  id: 1,
  mission_type: 'transport',
  mission_type_data: { code: 'transport', name: 'Transporte', icon: 'truck', color: '#3b82f6' },
  status: 'traveling',
  origin_planet_data: { id: 102, name: 'Forja Boreal', coordinates: '1:44:4' },
  destination_coordinates: '1:42:7',
  ships: [{ ship_code: 'large_cargo', ship_name: 'Nave grande de carga', quantity: 2 }],
  total_cargo: 35_000,
  distance: 2_890,
  time_remaining: 3_725,
  progress_percentage: 66.7,
  is_active: true,
};

const meta = {
  title: 'Components/MissionCard',
  component: MissionCard,
  args: { mission: transport, fetchedAtMs: STORY_NOW },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof MissionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Traveling: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Transporte' })).toBeVisible();
    await expect(canvas.getByTestId('mission-status')).toHaveTextContent('Viajando');
    await expect(canvas.getByText(/\[1:44:4\].*\[1:42:7\]/)).toBeVisible();
    await expect(canvas.getByTestId('mission-time-left')).toHaveTextContent('1:02:05');
    await expect(canvas.getByRole('progressbar', { name: 'Progreso de la misión' })).toHaveAttribute('aria-valuenow', '67');
    await expect(canvas.getByText('2 × Nave grande de carga')).toBeVisible();
    // The ship type's icon on its line, decorative beside the name.
    await expect(canvas.getByText('2 × Nave grande de carga').querySelector('[data-entity-icon="ship:large_cargo"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await expect(canvas.getByText('35,0K')).toBeVisible();
    await expect(canvas.getByText('2,9K')).toBeVisible();
  },
};

export const Returning: Story = {
  args: {
    mission: {
      ...transport,
      status: 'returning',
      mission_type: 'recycle',
      mission_type_data: { code: 'recycle', name: 'Reciclar', icon: 'recycle', color: '#14b8a6' },
      time_remaining: 45,
      progress_percentage: 12,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('mission-status')).toHaveTextContent('Regresando');
    await expect(canvas.getByTestId('mission-time-left')).toHaveTextContent('0:45');
  },
};

export const AtDestination: Story = {
  args: {
    mission: {
      ...transport,
      status: 'at_destination',
      mission_type: 'espionage',
      mission_type_data: { code: 'espionage', name: 'Espionaje', icon: 'eye', color: '#a855f7' },
      total_cargo: 0,
      time_remaining: 480,
      progress_percentage: 11.1,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('mission-status')).toHaveTextContent('En destino');
    await expect(canvas.getByTestId('mission-time-left')).toHaveTextContent('8:00');
  },
};

/** Missing fields and an unknown status: placeholders and the status as sent. */
export const Sparse: Story = {
  args: { mission: { id: 77, status: 'warping' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Misión' })).toBeVisible();
    await expect(canvas.getByTestId('mission-status')).toHaveTextContent('warping');
    await expect(canvas.getByTestId('mission-time-left')).toHaveTextContent('—');
    await expect(canvas.getByText('Sin naves')).toBeVisible();
  },
};

/**
 * Time is up before the server's next answer: the card reads 'En destino' (not '0:00 Viajando')
 * and asks the screen to refresh once.
 */
export const Due: Story = {
  args: { mission: { ...transport, time_remaining: 0, progress_percentage: 100 }, onDue: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByTestId('mission-time-left')).toHaveTextContent('0:00');
    await expect(canvas.getByTestId('mission-status')).toHaveTextContent('En destino');
    await expect(args.onDue).toHaveBeenCalledOnce();
  },
};

/** At zero while 'Procesar' is in flight: 'Procesando…'. */
export const Processing: Story = {
  args: { mission: { ...transport, time_remaining: 0, progress_percentage: 100 }, processing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('mission-status')).toHaveTextContent('Procesando…');
  },
};

/** A returning fleet at zero has come home: 'Completada' until the server says otherwise. */
export const ReturnedAtZero: Story = {
  args: { mission: { ...transport, status: 'returning', time_remaining: 0, progress_percentage: 100 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('mission-status')).toHaveTextContent('Completada');
  },
};

/** On the Fleet screen the card offers 'Cancelar'; while the cancel is in flight it is disabled. */
export const WithCancel: Story = {
  args: { onCancel: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar misión Transporte hacia [1:42:7]' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** The cancel is in flight: 'Cancelando...', disabled. */
export const Cancelling: Story = {
  args: { onCancel: fn(), cancelling: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cancelando...' })).toBeDisabled();
  },
};

/** English: the type and status from the client's translations, even though the server sent 'Transporte'. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Transport' })).toBeVisible();
    await expect(canvas.getByTestId('mission-status')).toHaveTextContent('Traveling');
    await expect(canvas.getByText('Time left')).toBeVisible();
  },
};

/** English, arrived: 'At destination'. */
export const EnglishArrived: Story = {
  globals: { locale: 'en' },
  args: {
    mission: {
      ...transport,
      mission_type: 'espionage',
      mission_type_data: { code: 'espionage', name: 'Espionaje', icon: 'eye', color: '#a855f7' },
      time_remaining: 0,
      progress_percentage: 100,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Espionage' })).toBeVisible();
    await expect(canvas.getByTestId('mission-status')).toHaveTextContent('At destination');
  },
};

/** Millions of cargo, a long flight over a day. */
export const LargeNumbers: Story = {
  args: { mission: { ...transport, total_cargo: 2_345_678, distance: 1_000_000, time_remaining: 90_061, progress_percentage: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2,3M')).toBeVisible();
    await expect(canvas.getByText('1,0M')).toBeVisible();
    await expect(canvas.getByTestId('mission-time-left')).toHaveTextContent('1d 1:01:01');
  },
};

/**
 * Arrival and return as clock times in the profile's zone (the demo commander: Europe/Madrid),
 * beside the countdown; a time on another day carries its date.
 */
export const ClockTimes: Story = {
  args: {
    mission: { ...transport, arrival_time: '2026-06-15T12:30:00Z', return_time: '2026-06-16T01:00:00Z' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('mission-arrival')).toHaveTextContent('14:30:00');
    await expect(canvas.getByTestId('mission-return')).toHaveTextContent(/16 jun.*03:00:00/);
    await expect(canvas.getByText('Llegada')).toBeVisible();
    await expect(canvas.getByText('Regreso')).toBeVisible();
  },
};

/** Without the server's times a returning fleet's return is its countdown's end; in English. */
export const ClockTimesEnglish: Story = {
  globals: { locale: 'en' },
  args: { mission: { ...transport, status: 'returning', time_remaining: 90 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('mission-return')).toHaveTextContent('14:01:30');
    await expect(canvas.getByText('Return')).toBeVisible();
    await expect(canvas.queryByTestId('mission-arrival')).toBeNull();
  },
};
