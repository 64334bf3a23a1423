import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Pencil, Save, UserRound, X } from 'lucide-react';
import { LANGUAGES, profileMutations, TIMEZONES, type ProfileUpdate, type User } from '@imperio/api-client';
import { Alert } from '../../primitives/Alert';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Checkbox } from '../../primitives/Checkbox';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { formatDecimal, formatNumber, levelFromPoints } from '../../lib/format';
import { winRatio } from '../../lib/messages';
import { useDateText } from '../../lib/useDateText';
import { useErrorText } from '../../lib/useErrorText';
import { useLocale } from '../../state/locale';
import { useSession } from '../../state/session';
import * as styles from './Profile.css';

/** The editable part of the profile (spec p2 §2.8). */
export interface ProfileForm {
  display_name: string;
  empire_name: string;
  timezone: string;
  language: string;
  vacation_mode: boolean;
}

/**
 * The form's values from the stored user (cancel restores these). The language is the one the
 * interface speaks (`locale`), so saving without touching it never switches the interface.
 */
export function profileForm(user: User | null | undefined, locale: 'es' | 'en'): ProfileForm {
  return {
    display_name: user?.display_name ?? '',
    empire_name: user?.empire_name ?? '',
    timezone: user?.timezone ?? 'UTC',
    language: locale,
    vacation_mode: Boolean(user?.vacation_mode),
  };
}

/** The PATCH body (spec p2 §7 'Update profile'): names trimmed; vacation_until cleared with vacation off. */
export function profileUpdate(form: ProfileForm, user: User | null | undefined): ProfileUpdate {
  return {
    display_name: form.display_name.trim(),
    empire_name: form.empire_name.trim(),
    timezone: form.timezone,
    language: form.language,
    vacation_mode: form.vacation_mode,
    vacation_until: form.vacation_mode ? (user?.vacation_until ?? null) : null,
  };
}

/**
 * The profile at /profile (spec p2 §2.8): header with the commander's name ('Comandante'), the
 * empire ('Sin nombre'), member since and level floor(points/1000); 'Editar Perfil' only opens
 * the form (focus moves to its first field); 'Guardar' saves with one PATCH (disabled while
 * pending, repeats ignored); 'Cancelar' restores the values. Editable name, empire, timezone
 * (six), language (es, en: the interface's own language, and saving another one switches the
 * interface) and vacation mode; read-only stats with the win ratio. Saving stores the returned
 * user, which the whole app sees (the shell's chip); a failed save keeps the form and the edits.
 */
export function ProfileScreen() {
  const { t, i18n } = useTranslation('profile');
  const errorText = useErrorText();
  const { dateTime, date } = useDateText();
  const { locale: interfaceLocale, setLocale } = useLocale();
  const session = useSession();
  const user = session?.user ?? null;
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<ProfileForm>(() => profileForm(user, interfaceLocale));
  const mutation = useMutation(profileMutations.update());
  // A double click or a repeated Enter can arrive before React re-renders the disabled button.
  const saving = useRef(false);
  const firstField = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'form' | 'edit' | null>(null);

  useEffect(() => {
    if (focusAfter.current === 'form') firstField.current?.focus();
    else if (focusAfter.current === 'edit') editButton.current?.focus();
    focusAfter.current = null;
  }, [editing]);

  const name = user?.display_name?.trim() || t('fallbackName');
  const empire = user?.empire_name?.trim() || t('fallbackEmpire');
  const points = Number(user?.points) || 0;
  const won = Number(user?.battles_won) || 0;
  const lost = Number(user?.battles_lost) || 0;
  const ratio = winRatio(won, lost);
  const locale = i18n.language === 'en' ? 'en-GB' : 'es-ES';
  const none = t('empty');

  function startEditing() {
    setForm(profileForm(user, interfaceLocale));
    mutation.reset();
    focusAfter.current = 'form';
    setEditing(true);
  }

  function cancel() {
    if (saving.current) return;
    setForm(profileForm(user, interfaceLocale)); // restores the stored values (spec p2 §4)
    mutation.reset();
    focusAfter.current = 'edit';
    setEditing(false);
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (saving.current || mutation.isPending) return;
    saving.current = true;
    const body: ProfileUpdate = profileUpdate(form, user);
    mutation.mutate(body, {
      onSuccess: (updated) => {
        focusAfter.current = 'edit';
        setEditing(false);
        const language = updated.language ?? body.language;
        if ((language === 'es' || language === 'en') && language !== interfaceLocale) setLocale(language);
      },
      onSettled: () => {
        saving.current = false;
      },
    });
  }

  const set = <K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const stats: Array<[string, string, string]> = [
    ['points', t('stats.points'), formatNumber(points, locale)],
    ['level', t('stats.level'), String(levelFromPoints(points))],
    ['battles_won', t('stats.battles_won'), formatNumber(won, locale)],
    ['battles_lost', t('stats.battles_lost'), formatNumber(lost, locale)],
    ['win_ratio', t('stats.win_ratio'), formatDecimal(ratio.value, locale, ratio.fractionDigits, ratio.fractionDigits)],
    ['planets_colonized', t('stats.planets_colonized'), formatNumber(Number(user?.planets_colonized) || 0, locale)],
    ['last_activity', t('stats.last_activity'), user?.last_activity ? dateTime(user.last_activity) : none],
  ];

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="profile-name">
        <span className={styles.avatar} aria-hidden="true">
          <UserRound size={36} />
        </span>
        <div className={styles.identity}>
          <h1 id="profile-name" className={styles.name}>
            {name}
          </h1>
          <p className={styles.empire} data-testid="profile-empire">
            {t('faction', { empire })}
          </p>
          <p className={styles.since}>{t('memberSince', { date: user?.date_joined ? date(user.date_joined) : none })}</p>
        </div>
        <Badge tone="primary" data-testid="profile-level">
          {t('level', { level: levelFromPoints(points) })}
        </Badge>
        <div className={styles.heroActions}>
          {/* Distinct keys: React must not turn the clicked 'Editar Perfil' node into the submit
              button during its own click (the browser would then submit the new form). */}
          {editing ? (
            <>
              <Button key="save" variant="primary" type="submit" form="profile-form" disabled={mutation.isPending}>
                <Save size={16} aria-hidden="true" />
                {mutation.isPending ? t('saving') : t('save')}
              </Button>
              <Button key="cancel" onClick={cancel} disabled={mutation.isPending}>
                <X size={16} aria-hidden="true" />
                {t('cancel')}
              </Button>
            </>
          ) : (
            <Button key="edit" ref={editButton} variant="primary" onClick={startEditing}>
              <Pencil size={16} aria-hidden="true" />
              {t('edit')}
            </Button>
          )}
        </div>
      </section>

      {mutation.isSuccess && !editing ? <Alert tone="success">{t('saved')}</Alert> : null}
      {mutation.isError ? <Alert>{errorText(mutation.error, 'errors:profile.updateScreen')}</Alert> : null}

      <div className={styles.columns}>
        <Card title={t('details')}>
          {editing ? (
            <form id="profile-form" className={styles.form} onSubmit={save} aria-busy={mutation.isPending}>
              <TextField ref={firstField} label={t('fields.display_name')} value={form.display_name} maxLength={100} onChange={(event) => set('display_name', event.target.value)} autoComplete="nickname" />
              <TextField label={t('fields.empire_name')} value={form.empire_name} maxLength={100} onChange={(event) => set('empire_name', event.target.value)} autoComplete="organization" />
              <Select label={t('fields.timezone')} value={form.timezone} onValueChange={(value) => set('timezone', value)} options={TIMEZONES.map((zone) => ({ value: zone, label: zone }))} />
              <Select label={t('fields.language')} value={form.language} onValueChange={(value) => set('language', value)} options={LANGUAGES.map((lang) => ({ value: lang, label: t(`languages.${lang}`) }))} />
              <Checkbox label={t('fields.vacation_mode')} checked={form.vacation_mode} onCheckedChange={(checked) => set('vacation_mode', checked)} />
            </form>
          ) : (
            <dl className={styles.details} data-testid="profile-details">
              <dt className={styles.term}>{t('fields.display_name')}</dt>
              <dd className={styles.value}>{user?.display_name?.trim() || none}</dd>
              <dt className={styles.term}>{t('fields.empire_name')}</dt>
              <dd className={styles.value}>{user?.empire_name?.trim() || none}</dd>
              <dt className={styles.term}>{t('fields.timezone')}</dt>
              <dd className={styles.value}>{user?.timezone || none}</dd>
              <dt className={styles.term}>{t('fields.language')}</dt>
              <dd className={styles.value}>{t(`languages.${interfaceLocale}`)}</dd>
              <dt className={styles.term}>{t('fields.vacation_mode')}</dt>
              <dd className={styles.value}>
                {user?.vacation_mode ? t('vacation.on') : t('vacation.off')}
                {user?.vacation_mode && user.vacation_until ? ` · ${dateTime(user.vacation_until)}` : ''}
              </dd>
            </dl>
          )}
        </Card>
        <Card title={t('stats.heading')}>
          <dl className={styles.stats} data-testid="profile-stats">
            {stats.map(([key, label, value]) => (
              <div key={key} className={styles.stat} data-stat={key}>
                <dt className={styles.statLabel}>{label}</dt>
                <dd className={styles.statValue}>{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>
    </div>
  );
}
