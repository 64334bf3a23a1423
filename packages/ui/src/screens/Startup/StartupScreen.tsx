import { useTranslation } from 'react-i18next';
import { Spinner } from '../../primitives/Spinner';

/** The start-up spinner 'Verificando conexión...' shown while the backend is probed (spec p1 §2.1). */
export function StartupScreen() {
  const { t } = useTranslation();
  return <Spinner label={t('startup')} fullscreen />;
}
