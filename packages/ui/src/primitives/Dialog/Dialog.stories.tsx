import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { category, eventArgType, presetControl } from '../storyArgTypes';
import { ConfirmDialog, Dialog } from './Dialog';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  argTypes: {
    open: {
      control: 'boolean',
      description: 'Abierto o cerrado; lo decide quien lo usa (con onOpenChange).',
      table: { category: category.state },
    },
    title: { control: 'text', description: 'Título del diálogo; también su nombre accesible.', table: { category: category.content } },
    description: { control: 'text', description: 'Texto bajo el título que describe el diálogo.', table: { category: category.content } },
    children: presetControl(
      {
        Ninguno: undefined,
        Párrafo: <p>Contenido</p>,
        Lista: (
          <ul>
            <li>Metal</li>
            <li>Cristal</li>
            <li>Deuterio</li>
          </ul>
        ),
      },
      'El cuerpo del diálogo.',
    ),
    footer: presetControl(
      {
        Ninguno: undefined,
        Cancelar: <Button>Cancelar</Button>,
        'Cancelar y Enviar': (
          <>
            <Button>Cancelar</Button>
            <Button variant="primary">Enviar</Button>
          </>
        ),
      },
      'Los botones al pie (cancelar, enviar).',
    ),
    closeLabel: { control: 'text', description: 'Nombre accesible del botón de cerrar (la X).', table: { category: category.content } },
    wide: { control: 'boolean', description: 'Panel más ancho, para listas (informes).', table: { category: category.appearance } },
    onOpenChange: eventArgType('Se llama con false al pedir cerrarlo (X, Esc o clic fuera).'),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Modal: Story = {
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Redactar Mensaje',
    closeLabel: 'Cerrar',
    children: <p>Contenido</p>,
    footer: <Button>Cancelar</Button>,
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Redactar Mensaje' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

function ConfirmDemo({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Cancelar misión</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Cancelar misión"
        description="¿Estás seguro de cancelar esta misión?"
        confirmLabel="Confirmar"
        cancelLabel="Cancelar"
        onConfirm={onConfirm}
        destructive
      />
    </>
  );
}

export const Confirm: StoryObj<typeof ConfirmDemo> = {
  render: (args) => <ConfirmDemo {...args} />,
  args: { onConfirm: fn() },
  argTypes: { onConfirm: eventArgType('Se llama al pulsar Confirmar en la confirmación (ConfirmDialog).') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar misión' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('¿Estás seguro de cancelar esta misión?');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};
