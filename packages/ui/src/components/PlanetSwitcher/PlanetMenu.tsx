import type { ReactNode } from 'react';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import Check from 'lucide-react/icons/check';
import type { Planet } from '@imperio/api-client';
import * as styles from './PlanetSwitcher.css';

export interface PlanetMenuProps {
  /** What the trigger shows (the active planet's name and coordinates, the chevron). */
  trigger: ReactNode;
  planets: readonly Planet[];
  selected: Planet | null;
  onSelect: (id: Planet['id']) => void;
  /** The menu's heading ('Tus planetas'). */
  label: string;
  /** The name shown for a planet without one. */
  unnamed: string;
  /** Opens the menu at once: the player pressed the trigger before this code had loaded. */
  defaultOpen?: boolean;
  /** Focuses the trigger on mount: the look-alike it replaces had the focus. */
  autoFocus?: boolean;
}

/**
 * The planet switcher's list as a Radix dropdown menu: radio items, arrow
 * keys, type-ahead, Esc. Its own chunk, loaded after the shell's first paint,
 * so Radix's menu and positioning code are not part of the shell's first task.
 */
export function PlanetMenu({ trigger, planets, selected, onSelect, label, unnamed, defaultOpen, autoFocus }: PlanetMenuProps) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        className={styles.trigger}
        disabled={planets.length === 0}
        // Only when the look-alike it replaces had the focus.
        autoFocus={autoFocus}
        data-testid="planet-switcher-trigger"
      >
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="start" sideOffset={6} collisionPadding={8}>
          <DropdownMenu.Label className={styles.menuLabel}>{label}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={selected ? String(selected.id) : ''}
            onValueChange={(value) => onSelect(planets.find((p) => String(p.id) === value)?.id ?? Number(value))}
          >
            {planets.map((planet) => (
              <DropdownMenu.RadioItem key={planet.id} value={String(planet.id)} className={styles.item}>
                <DropdownMenu.ItemIndicator className={styles.indicator}>
                  <Check size={16} aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
                <span className={styles.itemName}>{planet.name?.trim() || unnamed}</span>
                {planet.coordinates ? <span className={styles.coordinates}>[{planet.coordinates}]</span> : null}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
