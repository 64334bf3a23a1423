import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, Dialog } from './Dialog';

const meta = { title: 'Primitives/Dialog', component: Dialog } satisfies Meta<typeof Dialog>;
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
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar misión' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('¿Estás seguro de cancelar esta misión?');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};
