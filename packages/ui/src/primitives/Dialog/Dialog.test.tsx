import { createRef, Profiler, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog, Dialog } from './Dialog';

describe('Dialog', () => {
  it('mounted closed, it commits once: no synchronous re-render in the commit of the screen that holds it', async () => {
    // Radix's Presence, mounted closed, dispatches an update in a layout effect; React renders it
    // synchronously, running the screen's pending passive effects in the commit's task first.
    const commits: string[] = [];
    function Screen() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Abrir
          </button>
          <Dialog open={open} onOpenChange={setOpen} title="Informes" closeLabel="Cerrar">
            <p>Contenido</p>
          </Dialog>
          <ConfirmDialog
            open={false}
            onOpenChange={() => undefined}
            title="¿Borrar?"
            description="No se puede deshacer."
            confirmLabel="Borrar"
            cancelLabel="Cancelar"
            onConfirm={() => undefined}
          />
        </>
      );
    }
    render(
      <Profiler id="screen" onRender={(_id, phase) => commits.push(phase)}>
        <Screen />
      </Profiler>,
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(commits).toEqual(['mount']);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Opened, it mounts then, and closing keeps it mounted for its closing animation.
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByRole('dialog', { name: 'Informes' }, { timeout: 15_000 })).toHaveTextContent('Contenido');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('passes other props to the panel and forwards its ref, like the other primitives', async () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Dialog
        ref={ref}
        open
        onOpenChange={vi.fn()}
        title="Informes"
        closeLabel="Cerrar"
        data-testid="reports"
        className="extra"
        aria-busy="true"
      >
        <p>Contenido</p>
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Informes' }, { timeout: 15_000 });
    expect(ref.current).toBe(dialog);
    expect(dialog).toHaveAttribute('data-testid', 'reports');
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(dialog).toHaveClass('extra');
    expect(dialog).toHaveTextContent('Contenido');
  });

  it("calls the caller's onCloseAutoFocus when it closes", async () => {
    const onCloseAutoFocus = vi.fn();
    const { rerender } = render(
      <Dialog open onOpenChange={vi.fn()} title="Informes" closeLabel="Cerrar" onCloseAutoFocus={onCloseAutoFocus} />,
    );
    await screen.findByRole('dialog', {}, { timeout: 15_000 });
    rerender(<Dialog open={false} onOpenChange={vi.fn()} title="Informes" closeLabel="Cerrar" onCloseAutoFocus={onCloseAutoFocus} />);
    await vi.waitFor(() => expect(onCloseAutoFocus).toHaveBeenCalledTimes(1), { timeout: 15_000 });
  });

  it('ConfirmDialog also passes other props to its panel and forwards its ref', async () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <ConfirmDialog
        ref={ref}
        open
        onOpenChange={vi.fn()}
        title="¿Abandonar el planeta?"
        description="No se puede deshacer."
        confirmLabel="Abandonar"
        cancelLabel="Cancelar"
        onConfirm={vi.fn()}
        data-testid="abandon"
        className="extra"
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: '¿Abandonar el planeta?' }, { timeout: 15_000 });
    expect(ref.current).toBe(dialog);
    expect(dialog).toHaveAttribute('data-testid', 'abandon');
    expect(dialog).toHaveClass('extra');
  });
});
