import { useTranslation } from 'react-i18next';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { isLanguage, LANGUAGE_LIST } from '@imperio/api-client/languages';
import { Button } from '../../primitives/Button';
import { useLocale } from '../../state/locale';
import { useTheme } from '../../state/theme';
import * as styles from './PreferenceSwitches.css';

/**
 * The theme switch (dark ↔ light) and the language switch (every language of the language list,
 * each by its own name: 'Español', 'English', 'Deutsch'); both persist (spec p1 §1).
 */
export function PreferenceSwitches() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const { locale, setLocale } = useLocale();
  const nextTheme = theme === 'dark' ? 'light' : 'dark';
  return (
    // The same row as `<Inline gap="xs" wrap={false}>`, with its classes fixed at build time: the
    // login route renders this, and `Inline` (through `Box`) would bring the sprinkles' runtime
    // table of every responsive atom into the login's first JavaScript (about 3 KiB gzip).
    <div className={styles.switches}>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setTheme(nextTheme)}
        aria-label={`${t('theme.label')}: ${t(`theme.${nextTheme}`)}`}
        title={`${t('theme.label')}: ${t(`theme.${nextTheme}`)}`}
      >
        {theme === 'dark' ? <Sun size={16} aria-hidden="true" /> : <Moon size={16} aria-hidden="true" />}
      </Button>
      <select
        className={styles.languageSelect}
        value={locale}
        onChange={(event) => {
          if (isLanguage(event.target.value)) setLocale(event.target.value);
        }}
        aria-label={t('locale.switch')}
        title={t('locale.label')}
        data-testid="language-switch"
      >
        {LANGUAGE_LIST.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
