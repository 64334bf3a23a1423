import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Pencil from 'lucide-react/icons/pencil';
import Save from 'lucide-react/icons/save';
import UserRound from 'lucide-react/icons/user-round';
import X from 'lucide-react/icons/x';
import { Alert } from '../../primitives/Alert';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { levelFromPoints } from '../../lib/format';
import { useDateText } from '../../lib/useDateText';
import { useErrorText } from '../../lib/useErrorText';
import { useSession } from '../../state/session';
import { ProfileDetails, ProfileFields } from './ProfileFields';
import { ProfileStats } from './ProfileStats';
import { SystemAlertsCard } from './SystemAlertsCard';
import { useProfileEditor } from './useProfileEditor';
import { Columns } from '../../primitives/Columns';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';
import * as styles from './Profile.css';

export { profileForm, profileUpdate, type ProfileForm } from './profileForm';

/**
 * The profile at /profile (spec p2 §2.8): header with the commander's name ('Comandante'), the
 * empire ('Sin nombre'), member since and level floor(points/1000); 'Editar Perfil' only opens
 * the form (focus moves to its first field); 'Guardar' saves with one PATCH (disabled while
 * pending, repeats ignored); 'Cancelar' restores the values. Editable name, empire, timezone
 * (six), language (es, en: the interface's own language, and saving another one switches the
 * interface) and vacation mode; read-only stats with the win ratio; the opt-in for alerts while
 * away. Saving stores the returned user, which the whole app sees (the shell's
 * chip); a failed save keeps the form and the edits.
 */
export function ProfileScreen() {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const { date } = useDateText();
  const session = useSession();
  const user = session?.user ?? null;
  const editButton = useRef<HTMLButtonElement>(null);
  const editor = useProfileEditor(user, editButton);
  const { mutation } = editor;
  const points = Number(user?.points) || 0;

  return (
    <Stack gap="lg" className={styles.page}>
      <section className={styles.hero} aria-labelledby="profile-name">
        <span className={styles.avatar} aria-hidden="true">
          <UserRound size={36} />
        </span>
        <Stack gap="xxs" className={styles.identity}>
          <h1 id="profile-name" className={styles.name}>
            {user?.display_name?.trim() || t('fallbackName')}
          </h1>
          <p className={styles.empire} data-testid="profile-empire">
            {t('faction', { empire: user?.empire_name?.trim() || t('fallbackEmpire') })}
          </p>
          <p className={styles.since}>{t('memberSince', { date: user?.date_joined ? date(user.date_joined) : t('empty') })}</p>
        </Stack>
        <Badge tone="primary" data-testid="profile-level">
          {t('level', { level: levelFromPoints(points) })}
        </Badge>
        <Inline>
          {/* Distinct keys: React must not turn the clicked 'Editar Perfil' node into the submit
              button during its own click (the browser would then submit the new form). */}
          {editor.editing ? (
            <>
              <Button key="save" variant="primary" type="submit" form="profile-form" disabled={mutation.isPending}>
                <Save size={16} aria-hidden="true" />
                {mutation.isPending ? t('saving') : t('save')}
              </Button>
              <Button key="cancel" onClick={editor.cancel} disabled={mutation.isPending}>
                <X size={16} aria-hidden="true" />
                {t('cancel')}
              </Button>
            </>
          ) : (
            <Button key="edit" ref={editButton} variant="primary" onClick={editor.start}>
              <Pencil size={16} aria-hidden="true" />
              {t('edit')}
            </Button>
          )}
        </Inline>
      </section>

      {mutation.isSuccess && !editor.editing ? <Alert tone="success">{t('saved')}</Alert> : null}
      {mutation.isError ? <Alert>{errorText(mutation.error, 'errors:profile.updateScreen')}</Alert> : null}

      <Columns alignItems="flex-start">
        <Card title={t('details')}>
          {editor.editing ? <ProfileFields editor={editor} /> : <ProfileDetails user={user} locale={editor.locale} />}
        </Card>
        <Card title={t('stats.heading')}>
          <ProfileStats user={user} />
        </Card>
        <SystemAlertsCard />
      </Columns>
    </Stack>
  );
}
