import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Hammer, FlaskConical, Rocket, Users } from 'lucide-react';
import { clearLogoutNotice, hasLogoutNotice, login } from '@imperio/api-client';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { TextField } from '../../primitives/TextField';
import { PreferenceSwitches } from '../../components/PreferenceSwitches';
import { useErrorText } from '../../lib/useErrorText';
import * as styles from './Login.css';

export interface LoginScreenProps {
  /** Demo credentials to show as a hint (dev and demo mode only). */
  demoCredentials?: { username: string; password: string };
  /** Called after a successful login (the app navigates to /dashboard). */
  onLoggedIn?: () => void;
}

/**
 * The login screen (spec p1 §2.2): username and password required; inputs disabled while the
 * request runs; 'Lanzar Imperio' / 'Iniciando sesión...'; the server's message or 'Error al
 * iniciar sesión' in a red box. Remember-me, forgot-password and create-account have no
 * behaviour in the spec: they say so. After a logout that could not reach the server, an info
 * box says the session was only closed on this device.
 */
export function LoginScreen({ demoCredentials, onLoggedIn }: LoginScreenProps) {
  const { t } = useTranslation('login');
  const errorText = useErrorText();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [notice, setNotice] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // The last logout could not reach the server (issue 15 item 11): say so once, here.
  const [unrevoked] = useState(hasLogoutNotice);
  useEffect(() => {
    if (unrevoked) clearLogoutNotice();
  }, [unrevoked]);

  // Plain state rather than a TanStack mutation: the login route does not load TanStack Query.
  async function submit(event: FormEvent) {
    event.preventDefault();
    // Empty fields never reach the server (the browser's `required` also stops them).
    if (!username.trim() || !password || loading) return;
    setLoading(true);
    setError(null);
    try {
      await login({ username: username.trim(), password });
      onLoggedIn?.();
    } catch (failure) {
      setError(failure);
      setLoading(false);
    }
  }

  const tiles = [
    { key: 'build', icon: Hammer },
    { key: 'research', icon: FlaskConical },
    { key: 'fleet', icon: Rocket },
    { key: 'alliance', icon: Users },
  ] as const;

  return (
    <main className={styles.page}>
      <section className={styles.hero} aria-labelledby="login-brand">
        <h1 id="login-brand" className={styles.brand}>
          {t('title')}
        </h1>
        <p className={styles.tagline}>{t('tagline')}</p>
        <p className={styles.hint}>{t('marketing')}</p>
        <ul className={styles.features}>
          {tiles.map(({ key, icon: Icon }) => (
            <li key={key} className={styles.feature}>
              <h2 className={styles.featureTitle}>
                <Icon size={18} aria-hidden="true" />
                {t(`features.${key}.title`)}
              </h2>
              <p className={styles.featureText}>{t(`features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className={styles.panel}>
        <form className={styles.form} onSubmit={(event) => void submit(event)} aria-busy={loading} noValidate={false}>
          <div className={styles.toolbar}>
            <PreferenceSwitches />
          </div>
          <TextField
            ref={usernameRef}
            label={t('username')}
            name="username"
            autoComplete="username"
            required
            disabled={loading}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <TextField
            label={t('password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            disabled={loading}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className={styles.row}>
            <Checkbox label={t('remember')} name="remember" disabled={loading} />
            <Button variant="ghost" size="sm" onClick={() => setNotice(true)} disabled={loading}>
              {t('forgot')}
            </Button>
          </div>
          {unrevoked && !loading ? <Alert tone="info">{t('logoutUnrevoked')}</Alert> : null}
          {error ? <Alert>{errorText(error, 'errors:login')}</Alert> : null}
          {notice ? <Alert tone="info">{t('notAvailable')}</Alert> : null}
          <Button type="submit" variant="primary" size="lg" block disabled={loading}>
            {loading ? t('submitting') : t('submit')}
          </Button>
          <Button variant="secondary" block onClick={() => setNotice(true)} disabled={loading}>
            {t('createAccount')}
          </Button>
          {demoCredentials ? <p className={styles.hint}>{t('demoHint', demoCredentials)}</p> : null}
        </form>
      </div>
    </main>
  );
}
