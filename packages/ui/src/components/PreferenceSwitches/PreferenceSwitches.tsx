import { useTranslation } from 'react-i18next';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { Button } from '../../primitives/Button';
import { Inline } from '../../primitives/Inline';
import { useLocale } from '../../state/locale';
import { useTheme } from '../../state/theme';

/** The theme switch (dark ↔ light) and the language switch (es ↔ en); both persist. */
export function PreferenceSwitches() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const { locale, setLocale } = useLocale();
  const nextTheme = theme === 'dark' ? 'light' : 'dark';
  const nextLocale = locale === 'es' ? 'en' : 'es';
  return (
    <Inline gap="xs" wrap={false}>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setTheme(nextTheme)}
        aria-label={`${t('theme.label')}: ${t(`theme.${nextTheme}`)}`}
        title={`${t('theme.label')}: ${t(`theme.${nextTheme}`)}`}
      >
        {theme === 'dark' ? <Sun size={16} aria-hidden="true" /> : <Moon size={16} aria-hidden="true" />}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setLocale(nextLocale)} lang={nextLocale} title={t('locale.label')}>
        {t(`locale.${nextLocale}`)}
      </Button>
    </Inline>
  );
}
