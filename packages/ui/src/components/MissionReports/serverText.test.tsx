import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import type { MissionReport } from '@imperio/api-client';
import { createI18n } from '../../i18n';
import { createQueryClient } from '../../state/queryClient';
import { ReportDetail, ReportList } from './MissionReports';

/**
 * A mission report's title and content are the server's free text (Spanish whatever the
 * interface language): the list and the detail mark them with `data-server-text`, so the English
 * guard and a reader tell them from the client's words; a title the client words itself (the
 * report type's name, when the server sent none) is not marked.
 */
const report = {
  id: 5,
  report_type: 'transport',
  title: 'Transporte entregado en Vesta [1:41:9]',
  content: 'Tu flota entregó 1.000 metal, 0 cristal y 0 deuterio en Vesta [1:41:9].',
  is_read: false,
  created_at: '2026-06-15T12:00:00Z',
  metadata: {},
} as unknown as MissionReport;

function renderIn(ui: React.ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={createI18n('en')}>{ui}</I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('mission reports: the server text is marked', () => {
  it('the list marks a server title and the preview, not the type name it words itself', () => {
    renderIn(<ReportList reports={[report, { ...report, id: 6, title: '' }]} onOpen={() => undefined} />);
    expect(screen.getByText('Transporte entregado en Vesta [1:41:9]')).toHaveAttribute('data-server-text');
    for (const preview of screen.getAllByTestId('report-preview')) expect(preview).toHaveAttribute('data-server-text');
    const untitled = screen.getAllByTestId('report-item')[1]!;
    expect(untitled.querySelector('[data-server-text]:not([data-testid="report-preview"])')).toBeNull();
  });

  it('the detail marks its title and content', () => {
    renderIn(<ReportDetail report={report} onBack={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Transporte entregado en Vesta [1:41:9]' })).toHaveAttribute('data-server-text');
    expect(screen.getByTestId('report-content')).toHaveAttribute('data-server-text');
    expect(screen.getByRole('button', { name: /back/i })).not.toHaveAttribute('data-server-text');
  });
});
