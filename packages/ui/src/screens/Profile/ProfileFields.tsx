import { useTranslation } from 'react-i18next';
import { Controller } from 'react-hook-form';
import { LANGUAGE_LIST, languageInfo, TIMEZONES, type LanguageCode, type User } from '@imperio/api-client';
import { Checkbox } from '../../primitives/Checkbox';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { useDateText } from '../../lib/useDateText';
import { NAME_MAX } from './profileForm';
import type { ProfileEditor } from './useProfileEditor';
import { Stack } from '../../primitives/Stack';
import * as styles from './Profile.css';

/** The edit form (spec p2 §2.8): name, empire, timezone (six), language (es, en), vacation mode. */
export function ProfileFields({ editor }: { editor: ProfileEditor }) {
  const { t } = useTranslation('profile');
  const { register, control } = editor.form;
  return (
    <Stack as="form" id="profile-form" onSubmit={(event) => void editor.save(event)} aria-busy={editor.mutation.isPending}>
      <TextField label={t('fields.display_name')} maxLength={NAME_MAX} autoComplete="nickname" {...register('display_name')} />
      <TextField label={t('fields.empire_name')} maxLength={NAME_MAX} autoComplete="organization" {...register('empire_name')} />
      <Controller
        control={control}
        name="timezone"
        render={({ field }) => (
          <Select
            label={t('fields.timezone')}
            value={field.value}
            onValueChange={field.onChange}
            options={TIMEZONES.map((zone) => ({ value: zone, label: zone }))}
          />
        )}
      />
      <Controller
        control={control}
        name="language"
        render={({ field }) => (
          <Select
            label={t('fields.language')}
            value={field.value}
            onValueChange={field.onChange}
            // Each language by its own name (the language list's `nativeName`), whatever the interface's.
            options={LANGUAGE_LIST.map((language) => ({
              value: language.code,
              label: <span lang={language.code}>{language.nativeName}</span>,
            }))}
          />
        )}
      />
      <Controller
        control={control}
        name="vacation_mode"
        render={({ field }) => <Checkbox label={t('fields.vacation_mode')} checked={field.value} onCheckedChange={field.onChange} />}
      />
    </Stack>
  );
}

/** The stored profile, read only (spec p2 §2.8); '—' for what is missing. */
export function ProfileDetails({ user, locale }: { user: User | null; locale: LanguageCode }) {
  const { t } = useTranslation('profile');
  const { dateTime } = useDateText();
  const none = t('empty');
  return (
    <dl className={styles.details} data-testid="profile-details">
      <dt className={styles.term}>{t('fields.display_name')}</dt>
      <dd className={styles.value}>{user?.display_name?.trim() || none}</dd>
      <dt className={styles.term}>{t('fields.empire_name')}</dt>
      <dd className={styles.value}>{user?.empire_name?.trim() || none}</dd>
      <dt className={styles.term}>{t('fields.timezone')}</dt>
      <dd className={styles.value}>{user?.timezone || none}</dd>
      <dt className={styles.term}>{t('fields.language')}</dt>
      <dd className={styles.value}>{languageInfo(locale)?.nativeName ?? locale}</dd>
      <dt className={styles.term}>{t('fields.vacation_mode')}</dt>
      <dd className={styles.value}>
        {user?.vacation_mode ? t('vacation.on') : t('vacation.off')}
        {user?.vacation_mode && user.vacation_until ? ` · ${dateTime(user.vacation_until)}` : ''}
      </dd>
    </dl>
  );
}
