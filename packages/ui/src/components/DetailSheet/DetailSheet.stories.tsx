import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { DetailSheet } from './DetailSheet';

/** Opens the sheet from a button, as a list item would. */
function Opener({ title, backLabel, closeOnHistoryBack }: { title: string; backLabel: string; closeOnHistoryBack?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{title}</Button>
      <DetailSheet open={open} onBack={() => setOpen(false)} title={title} backLabel={backLabel} closeOnHistoryBack={closeOnHistoryBack}>
        <h2>{title}</h2>
      </DetailSheet>
    </>
  );
}

const meta = {
  title: 'Components/DetailSheet',
  component: Opener,
  args: { title: 'Retira tus flotas de 1:41', backLabel: 'Volver a la lista' },
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof Opener>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Phone: the detail covers the screen; 'Volver a la lista' (44 px) closes it and focus returns to the opener. */
export const Phone: Story = {
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Retira tus flotas de 1:41' });
    await userEvent.click(opener);
    const sheet = within(document.body).getByRole('dialog', { name: 'Retira tus flotas de 1:41' });
    const back = within(sheet).getByRole('button', { name: 'Volver a la lista' });
    await expect(back.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(sheet.getBoundingClientRect().top).toBe(0);
    await userEvent.click(back);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** English, light theme: Esc closes it too. */
export const EnglishLight: Story = {
  globals: { locale: 'en', theme: 'light' },
  args: { title: 'Withdraw your fleets from 1:41', backLabel: 'Back to the list' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw your fleets from 1:41' }));
    await expect(within(document.body).getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/**
 * Opened again while the `history.back()` that dropped its closed entry is still on its way (a
 * quick second tap): the sheet stays open once that traversal has landed, and the browser's Back
 * then closes it, so it owns its entry again. (In a page of its own Chromium drops an entry pushed
 * before such a traversal lands; in this frame it keeps it, so the wait itself is tested in
 * useHistoryBackCloses.test.tsx.)
 */
export const ReopenedWhileBackIsOnItsWay: Story = {
  tags: ['no-visual'],
  args: { closeOnHistoryBack: true },
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: args.title });
    await userEvent.click(opener);
    const sheet = await within(document.body).findByRole('dialog', { name: args.title });
    const landed = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    let backCalled!: () => void;
    const called = new Promise<void>((resolve) => (backCalled = resolve));
    // An own property over History.prototype.back, removed below: it reopens the sheet right after
    // the drop's back() is called, before its traversal can land.
    window.history.back = () => {
      History.prototype.back.call(window.history);
      backCalled();
    };
    try {
      await userEvent.click(within(sheet).getByRole('button', { name: args.backLabel }));
      await called;
      opener.click();
    } finally {
      delete (window.history as { back?: unknown }).back;
    }
    await landed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(within(document.body).getByRole('dialog', { name: args.title })).toBeVisible();
    window.history.back();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
