import { useTranslation } from 'react-i18next';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Button } from '../../primitives/Button';
import { Inline } from '../../primitives/Inline';
import type { Coordinates } from '../../lib/coordinates';
import { canStep, step } from '../../lib/galaxy';
import * as styles from './Galaxy.css';

interface StepperProps {
  axis: 'galaxy' | 'system';
  here: { galaxy: number; system: number };
  goTo: (place: Coordinates) => void;
}

/** Previous / value / next for one axis; a button is disabled where a step would not move. */
function Stepper({ axis, here, goTo }: StepperProps) {
  const { t } = useTranslation('galaxy');
  const label =
    axis === 'galaxy'
      ? { previous: t('nav.previousGalaxy'), next: t('nav.nextGalaxy') }
      : { previous: t('nav.previousSystem'), next: t('nav.nextSystem') };
  return (
    <Inline gap="xs" wrap={false} className={styles.stepper} role="group" aria-label={t(`nav.${axis}`)}>
      <Button
        size="sm"
        variant="ghost"
        aria-label={label.previous}
        disabled={!canStep(here, axis, -1)}
        onClick={() => goTo(step(here, axis, -1))}
      >
        <ChevronLeft size={18} aria-hidden="true" />
      </Button>
      <span className={styles.stepperValue}>
        {t(`nav.${axis}`)} {here[axis]}
      </span>
      <Button
        size="sm"
        variant="ghost"
        aria-label={label.next}
        disabled={!canStep(here, axis, 1)}
        onClick={() => goTo(step(here, axis, 1))}
      >
        <ChevronRight size={18} aria-hidden="true" />
      </Button>
    </Inline>
  );
}

export interface GalaxyHeaderProps {
  /** The h1: 'Galaxia [g:s]', or the screen's name while the place is not known yet. */
  title: string;
  here: { galaxy: number; system: number };
  goTo: (place: Coordinates) => void;
}

/** The screen's header (spec p1 §2.6): 'Galaxia [g:s]' and previous/next for galaxy and system, never below 1. */
export function GalaxyHeader({ title, here, goTo }: GalaxyHeaderProps) {
  const { t } = useTranslation('galaxy');
  return (
    <Inline as="header" gap="md" justify="space-between">
      <h1 className={styles.title}>{title}</h1>
      <Inline as="nav" gap="md" aria-label={t('nav.label')}>
        <Stepper axis="galaxy" here={here} goTo={goTo} />
        <Stepper axis="system" here={here} goTo={goTo} />
      </Inline>
    </Inline>
  );
}
