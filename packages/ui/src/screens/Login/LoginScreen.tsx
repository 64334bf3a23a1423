import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../primitives/Spinner';
// One file per icon, not the package's index: through the index every icon the shell uses
// would count as the login route's (apps/game/build/chunkGroups.ts).
import FlaskConical from 'lucide-react/icons/flask-conical';
import Hammer from 'lucide-react/icons/hammer';
import Rocket from 'lucide-react/icons/rocket';
import Users from 'lucide-react/icons/users';
import { clearLogoutNotice, hasLogoutNotice, loadLoginSchema, login } from '@imperio/api-client/endpoints/auth';
import { retryAfterSeconds } from '@imperio/api-client/errors';
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
  /** The start-up probe is still running: 'Verificando conexión...' shows above the form (spec p1 §2.1). */
  checking?: boolean;
}

/** The two credential fields, in order (spec p1 §2.2). */
const CREDENTIAL_FIELDS = [
  { name: 'username', autoComplete: 'username' },
  { name: 'password', type: 'password', autoComplete: 'current-password' },
] as const;

/**
 * The login screen (spec p1 §2.2): username and password required; inputs disabled while the
 * request runs; 'Lanzar Imperio' / 'Iniciando sesión...'; the server's message or 'Error al
 * iniciar sesión' in a red box. 'Recordarme' (checked at first, the behaviour players had
 * before it worked) keeps the session in localStorage; unchecked, the session ends with the
 * browser session (`saveSession`, docs/decisions/session-modes.md). Forgot-password and
 * create-account have no behaviour in the spec: they say so. After a logout that could not reach
 * the server, an info box says the session was only closed on this device.
 */
export function LoginScreen({ demoCredentials, onLoggedIn, checking = false }: LoginScreenProps) {
  const { t: tc } = useTranslation();
  const { t } = useTranslation('login');
  const errorText = useErrorText();
  const [credentials, setCredentials] = useState({ username: '', password: '' });
  const { username, password } = credentials;
  const [remember, setRemember] = useState(true);
  const [notice, setNotice] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // The last logout could not reach the server (the session only ended here): say so once, here.
  const [unrevoked] = useState(hasLogoutNotice);
  useEffect(() => {
    if (unrevoked) clearLogoutNotice();
  }, [unrevoked]);
  // The answer's schema (zod) is not in the first page's JavaScript: it is fetched when the player
  // first focuses or touches the form, seconds before a submit can need it, and not during the
  // page's load, where evaluating it was one more long task on a slow phone.
  // A submit without either (a password manager's) waits for it inside `login`.
  const prefetchSchema = () => void loadLoginSchema().catch(() => undefined);
  // Too many failed attempts (429): the wait the server asks for, in the player's language.
  const loginErrorText = (failure: unknown) => {
    const wait = retryAfterSeconds(failure);
    return wait === undefined ? errorText(failure, 'errors:login') : t('throttled', { seconds: wait });
  };

  // Plain state rather than a TanStack mutation: the login route does not load TanStack Query.
  async function submit(event: FormEvent) {
    event.preventDefault();
    // Empty fields never reach the server (the browser's `required` also stops them).
    if (!username.trim() || !password || loading) return;
    setLoading(true);
    setError(null);
    try {
      await login({ username: username.trim(), password }, { remember });
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
      <div className={styles.intro}>
        <h1 className={styles.brand}>{t('title')}</h1>
        <p className={styles.tagline}>{t('tagline')}</p>
      </div>
      <div className={styles.panel}>
        <form
          className={styles.form}
          onSubmit={(event) => void submit(event)}
          onFocusCapture={prefetchSchema}
          onPointerDownCapture={prefetchSchema}
          aria-busy={loading}
          noValidate={false}
        >
          <div className={styles.toolbar}>
            <PreferenceSwitches />
          </div>
          {/* The slot keeps its height after the check, so the form does not move. */}
          <div className={styles.status}>{checking ? <Spinner label={tc('startup')} /> : null}</div>
          {CREDENTIAL_FIELDS.map((field) => (
            <TextField
              key={field.name}
              {...field}
              label={t(field.name)}
              required
              disabled={loading}
              value={credentials[field.name]}
              onChange={(event) => setCredentials((current) => ({ ...current, [field.name]: event.target.value }))}
            />
          ))}
          <div className={styles.row}>
            <Checkbox label={t('remember')} name="remember" checked={remember} onCheckedChange={setRemember} disabled={loading} />
            <Button variant="ghost" size="sm" onClick={() => setNotice(true)} disabled={loading}>
              {t('forgot')}
            </Button>
          </div>
          {unrevoked && !loading ? <Alert tone="info">{t('logoutUnrevoked')}</Alert> : null}
          {error ? <Alert>{loginErrorText(error)}</Alert> : null}
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
      <div className={styles.more}>
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
      </div>
    </main>
  );
}
