import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../primitives/EmptyState';

export type ScreenId =
  | 'dashboard'
  | 'galaxy'
  | 'buildings'
  | 'research'
  | 'hangar'
  | 'fleet'
  | 'defense'
  | 'feature1'
  | 'simulator'
  | 'trade'
  | 'alliance'
  | 'messages'
  | 'profile';

/** A titled empty page for a route whose screen has not landed yet. */
export function PlaceholderScreen({ screen }: { screen: ScreenId }) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <h1>{t(`screenTitles.${screen}`)}</h1>
      <EmptyState title={t('notFound')} />
    </div>
  );
}
