import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../primitives/Tabs';
import { ShipDesigner } from '../../components/ShipDesigner';
import { NavigationSimulator, type NavigationState } from '../../components/NavigationSimulator';
import { designTotals, emptySlots, type ComponentId, type ComponentType, type DesignSlots } from '../../lib/shipDesign';
import type { RoutePlan } from '../../lib/navigation';
import * as styles from './Designer.css';

export type DesignerTab = 'design' | 'navigation';

export interface DesignerScreenProps {
  /** The tab shown first. @default 'design' */
  initialTab?: DesignerTab;
  /** The ship's name at mount. @default the catalogue's 'design.defaultName' ('Cazador personalizado', en 'Custom Fighter') */
  initialName?: string;
  /** Installed components at mount. @default every slot empty */
  initialSlots?: Partial<DesignSlots>;
  /** The component whose details show first. */
  initialSelectedId?: ComponentId;
  /** The catalogue type shown first. */
  initialType?: ComponentType;
  /** The navigation route at mount. */
  initialPlan?: RoutePlan;
  /** Simulate at mount (defaults to true when the plan has both ends). */
  initialSimulating?: boolean;
  /** Open the navigation confirmation at mount. */
  initialConfirmOpen?: boolean;
}

/**
 * Route /feature1 (spec p2 §2.9): tabs 'Diseño' (the ship designer) and 'Navegación' (the
 * navigation simulator, which flies the current design: its mass, speed and fuel capacity).
 * No server calls; the design lives while the screen is open. The `initial*` props let stories
 * and tests open it in a given state.
 */
export function DesignerScreen({
  initialTab = 'design',
  initialName,
  initialSlots,
  initialSelectedId,
  initialType,
  initialPlan,
  initialSimulating,
  initialConfirmOpen,
}: DesignerScreenProps) {
  const { t } = useTranslation('designer');
  const [tab, setTab] = useState<string>(initialTab);
  // Null until the player types a name: the default then follows the interface language.
  const [typedName, setName] = useState<string | null>(initialName ?? null);
  const name = typedName ?? t('design.defaultName');
  const [slots, setSlots] = useState<DesignSlots>(() => ({ ...emptySlots(), ...initialSlots }));
  // The route survives a visit to the design tab (the tab panel unmounts while hidden).
  const [navigation, setNavigation] = useState<NavigationState | null>(null);
  const totals = designTotals(slots);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <Tabs
        label={t('tabs.label')}
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'design',
            label: t('tabs.design'),
            content: (
              <ShipDesigner
                name={name}
                onNameChange={setName}
                slots={slots}
                onInstall={(component) => setSlots((current) => ({ ...current, [component.type]: component.id }))}
                onRemove={(type) => setSlots((current) => ({ ...current, [type]: null }))}
                initialSelectedId={initialSelectedId}
                initialType={initialType}
              />
            ),
          },
          {
            value: 'navigation',
            label: t('tabs.navigation'),
            content: (
              <NavigationSimulator
                ship={{
                  name: name.trim() || t('design.defaultName'),
                  mass: totals.mass,
                  speed: totals.speed,
                  fuelCapacity: totals.fuelCapacity,
                }}
                initialPlan={navigation?.plan ?? initialPlan}
                initialSimulating={navigation?.simulating ?? initialSimulating}
                initialConfirmOpen={navigation ? false : initialConfirmOpen}
                onStateChange={setNavigation}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
