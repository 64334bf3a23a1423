import { useTranslation } from 'react-i18next';
import type { ResearchType } from '@imperio/api-client';
import { Card } from '../../primitives/Card';
import { EmptyState } from '../../primitives/EmptyState';
import { Spinner } from '../../primitives/Spinner';
import { ResearchCard } from '../../components/ResearchCard';
import { ResearchDetail } from '../../components/ResearchDetail';
import { useScreenText } from '../../lib/useErrorText';
import type { ResearchState } from './useResearch';
import * as styles from './Research.css';

/**
 * The technologies of one category tab as cards (spec p2 §2.2), with the load state of the
 * types and the player's levels; a card opens (or closes) its detail.
 */
export function ResearchList({
  state,
  visible,
  selectedId,
  onSelect,
}: {
  state: ResearchState;
  visible: readonly ResearchType[];
  selectedId: ResearchType['id'] | null;
  onSelect: (type: ResearchType) => void;
}) {
  const { t } = useTranslation('research');
  const { types, user } = state;
  return (
    <>
      {(types.isPending || user.isPending) && !(types.error ?? user.error) ? <Spinner label={t('loading')} /> : null}
      {types.data && visible.length === 0 ? <EmptyState title={t('empty')} /> : null}
      {visible.length && user.data ? (
        <ul className={styles.list} aria-label={t('listLabel')}>
          {visible.map((type) => (
            <li key={type.id}>
              <ResearchCard
                type={type}
                research={state.byType.get(String(type.id))}
                now={state.now}
                selected={type.id === selectedId}
                onSelect={onSelect}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/**
 * The side column (spec p2 §2.2): the selected technology's detail and research panel, with the
 * answer of its last start beside the button, or a hint while none is selected.
 */
export function ResearchSide({
  state,
  selected,
  planetName,
}: {
  state: ResearchState;
  selected: ResearchType | null;
  planetName: string | null;
}) {
  const { t } = useTranslation('research');
  const screenText = useScreenText();
  if (!selected) {
    return (
      <Card title={t('listLabel')}>
        <p className={styles.muted}>{t('detail.placeholder')}</p>
      </Card>
    );
  }
  const research = state.byType.get(String(selected.id));
  const notice = state.startNotice && state.startNotice.typeId === selected.id ? state.startNotice.notice : null;
  return (
    <ResearchDetail
      type={selected}
      level={Number(research?.level ?? 0) || 0}
      researching={Boolean(research?.is_researching)}
      planetName={planetName}
      stock={state.stock}
      labLevel={state.labLevel}
      pending={state.start.isPending}
      message={notice ? { tone: notice.tone === 'error' ? 'error' : 'success', text: screenText(notice.text) } : null}
      onStart={state.requestStart}
    />
  );
}
