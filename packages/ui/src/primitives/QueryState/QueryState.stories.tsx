import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { category, presetControl } from '../storyArgTypes';
import { QueryState } from './QueryState';

const refetch = fn();
const list = (data: string[] | undefined, extra: { error?: unknown; isPending?: boolean } = {}) => ({
  data,
  error: extra.error ?? null,
  isPending: extra.isPending ?? false,
  refetch,
});

const meta = {
  title: 'Primitives/QueryState',
  component: QueryState<string[]>,
  args: {
    query: list(['Planeta Principal', 'Colonia 1']),
    loadingLabel: 'Cargando planetas…',
    errorText: () => 'No se pudieron cargar los planetas',
    isEmpty: (data: string[]) => data.length === 0,
    empty: <EmptyState title="No tienes planetas" />,
    children: (data: string[]) => (
      <ul>
        {data.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    ),
  },
  argTypes: {
    query: presetControl(
      {
        Cargada: list(['Planeta Principal', 'Colonia 1']),
        Cargando: list(undefined, { isPending: true }),
        Fallida: list(undefined, { error: new Error('500') }),
        Vacía: list([]),
        'Fallida con datos': list(['Planeta Principal'], { error: new Error('500') }),
      },
      'El resultado de useQuery (data, error, isPending, refetch): decide qué se muestra.',
      category.state,
    ),
    loadingLabel: {
      control: 'text',
      description: 'Texto del indicador mientras no ha cargado nada.',
      table: { category: category.content },
    },
    errorText: presetControl(
      { Planetas: () => 'No se pudieron cargar los planetas', 'Sin conexión': () => 'No hay conexión con el servidor' },
      'El texto legible del error de carga (normalmente useErrorText()(error, clave)).',
    ),
    isEmpty: presetControl(
      { 'Lista vacía': (data: string[]) => data.length === 0, Nunca: () => false },
      'Si los datos cargados cuentan como vacíos; entonces se muestra empty en lugar de children.',
      category.state,
    ),
    empty: presetControl(
      { Ninguno: undefined, EmptyState: <EmptyState title="No tienes planetas" /> },
      'Lo que muestra un resultado vacío (un EmptyState).',
    ),
    children: presetControl(
      {
        Lista: (data: string[]) => (
          <ul>
            {data.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        ),
        Recuento: (data: string[]) => <p>{data.length} planetas</p>,
      },
      'La vista de los datos cargados: una función de data a elementos.',
    ),
  },
  beforeEach: () => refetch.mockClear(),
} satisfies Meta<typeof QueryState<string[]>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => expect(canvas.getAllByRole('listitem')).toHaveLength(2),
};
export const Loading: Story = {
  args: { query: list(undefined, { isPending: true }) },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('Cargando planetas…'),
};
/** A failed first load: the error and one refetch per press of 'Reintentar'. */
export const Failed: Story = {
  args: { query: list(undefined, { error: new Error('500') }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se pudieron cargar los planetas');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(refetch).toHaveBeenCalledTimes(1);
  },
};
export const Empty: Story = {
  args: { query: list([]) },
  play: async ({ canvas }) => expect(canvas.getByText('No tienes planetas')).toBeVisible(),
};
/** A failed refetch keeps the cached list under the error. */
export const StaleWithError: Story = {
  args: { query: list(['Planeta Principal'], { error: new Error('500') }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};
