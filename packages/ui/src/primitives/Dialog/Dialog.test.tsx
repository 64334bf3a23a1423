import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ConfirmDialog, Dialog } from './Dialog';

describe('Dialog', () => {
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
