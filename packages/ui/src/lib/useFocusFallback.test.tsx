import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useFocusFallback } from './useFocusFallback';

/** A card whose 'Mejorar' button gives way to a countdown, as a building's does. */
function Card({ upgrading, pending = false, blocked = false }: { upgrading: boolean; pending?: boolean; blocked?: boolean }) {
  const card = useRef<HTMLElement>(null);
  const details = useRef<HTMLButtonElement>(null);
  useFocusFallback(card, details, pending);
  return (
    <article ref={card}>
      {upgrading ? <p>Mejorando</p> : <button disabled={pending || blocked}>Mejorar</button>}
      <button ref={details}>Detalles</button>
    </article>
  );
}

function Page(props: { upgrading: boolean; pending?: boolean; blocked?: boolean }) {
  return (
    <>
      <Card {...props} />
      <button>Elsewhere</button>
    </>
  );
}

describe('useFocusFallback', () => {
  it('moves the focus to the fallback when the focused control goes away', () => {
    const { rerender } = render(<Page upgrading={false} />);
    screen.getByRole('button', { name: 'Mejorar' }).focus();
    rerender(<Page upgrading />);
    expect(screen.getByRole('button', { name: 'Detalles' })).toHaveFocus();
  });

  it('waits while the control is disabled, then falls back when it goes away', () => {
    const { rerender } = render(<Page upgrading={false} />);
    screen.getByRole('button', { name: 'Mejorar' }).focus();
    rerender(<Page upgrading={false} pending />);
    rerender(<Page upgrading />);
    expect(screen.getByRole('button', { name: 'Detalles' })).toHaveFocus();
  });

  /**
   * 'Mejorar' pressed: its request goes out and it is disabled. Chromium moves the focus off a
   * control as it becomes disabled (a focusout with no next target); jsdom keeps it there, so
   * the button is blurred here. Nothing moves while the request is out.
   */
  async function pressWhileRequestIsOut() {
    const { rerender } = render(<Page upgrading={false} />);
    const upgrade = screen.getByRole('button', { name: 'Mejorar' });
    upgrade.focus();
    upgrade.blur();
    rerender(<Page upgrading={false} pending />);
    await Promise.resolve();
    expect(document.body).toHaveFocus();
    return { rerender, upgrade };
  }

  it('falls back when the control stays disabled once its request is over, and not before', async () => {
    const { rerender } = await pressWhileRequestIsOut();
    rerender(<Page upgrading={false} blocked />);
    expect(screen.getByRole('button', { name: 'Detalles' })).toHaveFocus();
  });

  it('returns the focus to the control when it is enabled again (the request failed)', async () => {
    const { rerender, upgrade } = await pressWhileRequestIsOut();
    rerender(<Page upgrading={false} />);
    expect(upgrade).toHaveFocus();
  });

  it('leaves alone a focus the player moved elsewhere', () => {
    const { rerender } = render(<Page upgrading={false} />);
    screen.getByRole('button', { name: 'Mejorar' }).focus();
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    rerender(<Page upgrading />);
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('does nothing when the focus was never inside', () => {
    const { rerender } = render(<Page upgrading={false} />);
    rerender(<Page upgrading />);
    expect(document.body).toHaveFocus();
  });
});
