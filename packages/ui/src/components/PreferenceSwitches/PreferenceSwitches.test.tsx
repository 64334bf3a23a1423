import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '../../i18n';
import { LOCALE_KEY } from '../../i18n/locale';
import { BaseProviders } from '../../state/BaseProviders';
import { PreferenceSwitches } from './PreferenceSwitches';

describe('the language switch', () => {
  it('lists every language of the list by its own name and switches to German (Deutsch), remembering it', async () => {
    const i18n = createI18n('es');
    render(
      <BaseProviders i18n={i18n} theme="dark">
        <PreferenceSwitches />
      </BaseProviders>,
    );
    const select = screen.getByRole('combobox', { name: 'Idioma de la interfaz' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Español', 'English', 'Deutsch']);
    await userEvent.selectOptions(select, 'de');
    expect(i18n.language).toBe('de');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(await screen.findByRole('combobox', { name: 'Sprache der Oberfläche' })).toHaveValue('de');
  });
});
