import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { Notification } from '@imperio/api-client';
import { createI18n } from '../../i18n';
import { AppProviders } from '../../state/AppProviders';
import { createQueryClient } from '../../state/queryClient';
import { LazyNotificationDialog } from './LazyNotificationDialog';

// Records when the dialog's module is first evaluated (the shell must not load it for nothing).
const module = vi.hoisted(() => ({ loaded: false }));
vi.mock('./NotificationDialog', async (original) => {
  module.loaded = true;
  return original<typeof import('./NotificationDialog')>();
});

const notification: Notification = {
  id: 9_001,
  notif_type: 'RESEARCH_COMPLETE',
  title: 'Investigación completada',
  message: 'Tecnología de combustión nivel 6 completada.',
  is_unread: false,
  created_at: '2026-11-29T10:00:00Z',
};

describe('LazyNotificationDialog', () => {
  it("loads its code once the browser is idle, not in the shell's mount; mounts when a notification opens, and stays", async () => {
    const queryClient = createQueryClient();
    const i18n = createI18n('es');
    const view = (open: Notification | null) => (
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <LazyNotificationDialog notification={open} onClose={() => undefined} />
      </AppProviders>
    );
    const { rerender } = render(view(null));
    // Mounted (its effects run): not loaded yet; then, with no idle callback in this DOM, a task later.
    expect(module.loaded).toBe(false);
    await waitFor(() => expect(module.loaded).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(view(notification));
    expect(await screen.findByRole('dialog', { name: 'Investigación completada' }, { timeout: 15_000 })).toBeInTheDocument();

    rerender(view(null));
    await new Promise((resolve) => setTimeout(resolve, 50));
    rerender(view(notification));
    expect(await screen.findByRole('dialog', { name: 'Investigación completada' }, { timeout: 15_000 })).toBeInTheDocument();
  });
});
