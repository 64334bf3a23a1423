import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Notification } from '@imperio/api-client';
import { createI18n } from '../../i18n';
import { NotificationList } from '../NotificationList';
import { NotificationDetail } from './NotificationDetail';

/**
 * A notification's title and message are the server's free text (Spanish whatever the interface
 * language): where they are shown the element says so with `data-server-text`, so the English
 * guard and the reader can tell them from the client's own words.
 */
const notification = {
  id: 7,
  notif_type: 'building_completed',
  type_display: 'Edificio completado',
  title: 'Mina de metal mejorada',
  message: 'Mina de metal alcanzó el nivel 10 en Colonia.',
  is_unread: true,
  created_at: '2026-06-15T12:00:00Z',
  data: {},
} as unknown as Notification;

describe('notifications: the server text is marked', () => {
  it('the detail marks the title and message, not the client labels', () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <NotificationDetail notification={notification} onMarkRead={() => undefined} onDelete={() => undefined} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Mina de metal alcanzó el nivel 10 en Colonia.')).toHaveAttribute('data-server-text');
    expect(screen.getByRole('heading', { name: 'Mina de metal mejorada' })).toHaveAttribute('data-server-text');
    expect(screen.getByRole('button', { name: /delete/i })).not.toHaveAttribute('data-server-text');
  });

  it('the list marks the message, and a title the client words itself is not marked', () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <NotificationList
          notifications={[notification, { ...notification, id: 8, title: null }]}
          onSelect={() => undefined}
          label="Notifications"
        />
      </I18nextProvider>,
    );
    for (const message of screen.getAllByText('Mina de metal alcanzó el nivel 10 en Colonia.'))
      expect(message).toHaveAttribute('data-server-text');
    expect(screen.getByText('Mina de metal mejorada')).toHaveAttribute('data-server-text');
    expect(screen.getByText('Edificio completado')).not.toHaveAttribute('data-server-text');
  });
});
