import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import { findComponent, type ComponentId, type ComponentType, type DesignSlots, type ShipComponent } from '../../lib/shipDesign';
import { ComponentCatalogue, ComponentDetails, DesignSlotsCard, DesignTotals } from './ShipDesignerParts';
import * as styles from './ShipDesigner.css';

export interface ShipDesignerProps {
  /** The ship's name (editable). */
  name: string;
  onNameChange: (name: string) => void;
  /** The installed component per slot. */
  slots: DesignSlots;
  /** Installs a component in its type's slot (replacing what was there). */
  onInstall: (component: ShipComponent) => void;
  /** Empties a slot. */
  onRemove: (type: ComponentType) => void;
  /** The component whose details show first. @default none */
  initialSelectedId?: ComponentId;
  /** The catalogue type shown first. @default the selected component's type, else 'hull' */
  initialType?: ComponentType;
}

/**
 * The ship designer (spec p2 §2.9, §3): the editable name, one slot per type with 'Remover', the
 * catalogue by type, the picked component's details with 'Instalar Componente', the totals panel,
 * and 'Guardar Diseño' / 'Reiniciar', which the spec keeps without effect (a notice says so).
 * Props only: the screen owns the design so the navigation tab can read its totals.
 */
export function ShipDesigner({ name, onNameChange, slots, onInstall, onRemove, initialSelectedId, initialType }: ShipDesignerProps) {
  const { t } = useTranslation('designer');
  const [selectedId, setSelectedId] = useState<ComponentId | undefined>(initialSelectedId);
  const [type, setType] = useState<ComponentType>(initialType ?? findComponent(initialSelectedId)?.type ?? 'hull');
  const [notice, setNotice] = useState(false);
  const selected = findComponent(selectedId);

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <TextField
          className={styles.nameField}
          label={t('design.name')}
          value={name}
          onChange={(event) => onNameChange(event.target.value)}
          maxLength={60}
        />
        <div className={styles.actions}>
          <Button variant="primary" onClick={() => setNotice(true)}>
            {t('design.save')}
          </Button>
          <Button onClick={() => setNotice(true)}>{t('design.reset')}</Button>
        </div>
      </div>
      {notice ? <Alert tone="info">{t('design.notAvailable')}</Alert> : null}

      <div className={styles.grid}>
        <DesignSlotsCard slots={slots} onRemove={onRemove} />
        <ComponentCatalogue type={type} onTypeChange={setType} selectedId={selectedId} onSelect={setSelectedId} />
        <div className={styles.column}>
          <ComponentDetails
            selected={selected}
            installed={selected ? findComponent(slots[selected.type]) : undefined}
            onInstall={onInstall}
          />
          <DesignTotals slots={slots} />
        </div>
      </div>
    </div>
  );
}
