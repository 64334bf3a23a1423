import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as RadixDialog from 'radix-ui/dialog';
import * as VisuallyHidden from 'radix-ui/visually-hidden';
import { Command, useCommandState } from 'cmdk';
import type { LucideIcon } from 'lucide-react/types';
import Globe2 from 'lucide-react/icons/earth';
import MapPin from 'lucide-react/icons/map-pin';
import type { Planet } from '@imperio/api-client';
import { galaxyTarget } from '../../lib/shortcuts';
import * as styles from './CommandPalette.css';

/** A screen the palette offers: its URL, its translated name, icon and single-key shortcut. */
export interface PaletteScreen {
  href: string;
  label: string;
  icon: LucideIcon;
  shortcut?: string;
}

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The shell's screens (from the route table), already named. */
  screens: readonly PaletteScreen[];
  /** The player's own planets. */
  planets: readonly Planet[];
  /** The active planet's id (marked in the list). */
  selectedPlanetId?: Planet['id'] | null;
  /** Goes to a URL of the app ('/fleet', '/galaxy?g=1&s=42'). */
  onNavigate: (href: string) => void;
  /** Makes a planet the active one. */
  onSelectPlanet: (id: Planet['id']) => void;
}

/** The list of matches; hidden while nothing matches and no coordinate jump is offered (an empty listbox is not allowed, 'Sin resultados' shows instead). */
function Results({ label, always, children }: { label: string; always: boolean; children: ReactNode }) {
  const count = useCommandState((state) => state.filtered.count);
  return (
    <Command.List className={styles.list} label={label} hidden={count === 0 && !always}>
      {children}
    </Command.List>
  );
}

/**
 * The command palette: a Radix Dialog with a `cmdk` list that filters as the
 * player types (fuzzy, by name, path or coordinates) over the screens, the own planets and,
 * when the text is `g:s`, `[g:s]`, `g:s:p` or `[g:s:p]`, a jump to that place in the galaxy.
 * Arrow keys move, Enter chooses, Esc closes; focus returns to where it was. Props only.
 */
export function CommandPalette({
  open,
  onOpenChange,
  screens,
  planets,
  selectedPlanetId,
  onNavigate,
  onSelectPlanet,
}: CommandPaletteProps) {
  const { t } = useTranslation('shell');
  const [search, setSearch] = useState('');
  const target = galaxyTarget(search);
  const unnamed = t('cockpit.unnamed');
  const choose = (action: () => void) => {
    onOpenChange(false);
    setSearch('');
    action();
  };
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setSearch('');
        onOpenChange(next);
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.content} aria-describedby={undefined} data-testid="command-palette">
          <VisuallyHidden.Root asChild>
            <RadixDialog.Title>{t('palette.title')}</RadixDialog.Title>
          </VisuallyHidden.Root>
          <Command label={t('palette.title')} loop className={styles.command}>
            <Command.Input value={search} onValueChange={setSearch} placeholder={t('palette.placeholder')} className={styles.input} />
            {target ? null : <Command.Empty className={styles.empty}>{t('palette.empty')}</Command.Empty>}
            <Results label={t('palette.results')} always={target !== null}>
              {target ? (
                <Command.Group heading={t('palette.galaxy')} className={styles.group} forceMount>
                  <Command.Item
                    value={`galaxy ${target.coordinates}`}
                    forceMount
                    onSelect={() => choose(() => onNavigate(target.href))}
                    className={styles.item}
                  >
                    <Globe2 size={18} aria-hidden="true" className={styles.icon} />
                    <span className={styles.label}>{t('palette.goToCoordinates', { coordinates: target.coordinates })}</span>
                  </Command.Item>
                </Command.Group>
              ) : null}
              <Command.Group heading={t('palette.screens')} className={styles.group}>
                {screens.map(({ href, label, icon: Icon, shortcut }) => (
                  <Command.Item
                    key={href}
                    value={label}
                    keywords={[href.slice(1)]}
                    onSelect={() => choose(() => onNavigate(href))}
                    className={styles.item}
                  >
                    <Icon size={18} aria-hidden="true" className={styles.icon} />
                    <span className={styles.label}>{label}</span>
                    {shortcut ? <kbd className={styles.kbd}>{shortcut.toUpperCase()}</kbd> : null}
                  </Command.Item>
                ))}
              </Command.Group>
              {planets.length > 0 ? (
                <Command.Group heading={t('palette.planets')} className={styles.group}>
                  {planets.map((planet) => {
                    const name = planet.name?.trim() || unnamed;
                    return (
                      <Command.Item
                        key={planet.id}
                        value={`${name} ${planet.coordinates ?? ''} #${planet.id}`}
                        keywords={planet.coordinates ? [`[${planet.coordinates}]`] : []}
                        onSelect={() => choose(() => onSelectPlanet(planet.id))}
                        className={styles.item}
                        data-current={planet.id === selectedPlanetId || undefined}
                      >
                        <MapPin size={18} aria-hidden="true" className={styles.icon} />
                        <span className={styles.label}>{name}</span>
                        {planet.coordinates ? <span className={styles.meta}>[{planet.coordinates}]</span> : null}
                      </Command.Item>
                    );
                  })}
                </Command.Group>
              ) : null}
            </Results>
          </Command>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
