import type { LucideIcon } from 'lucide-react/types';
import Anchor from 'lucide-react/icons/anchor';
import Atom from 'lucide-react/icons/atom';
import BatteryCharging from 'lucide-react/icons/battery-charging';
import Bell from 'lucide-react/icons/bell';
import Bomb from 'lucide-react/icons/bomb';
import BrainCircuit from 'lucide-react/icons/brain-circuit';
import Castle from 'lucide-react/icons/castle';
import Container from 'lucide-react/icons/container';
import Cpu from 'lucide-react/icons/cpu';
import Crosshair from 'lucide-react/icons/crosshair';
import Cylinder from 'lucide-react/icons/cylinder';
import Drill from 'lucide-react/icons/drill';
import Droplets from 'lucide-react/icons/droplets';
import Eye from 'lucide-react/icons/eye';
import Factory from 'lucide-react/icons/factory';
import FastForward from 'lucide-react/icons/fast-forward';
import Flame from 'lucide-react/icons/flame';
import FlaskConical from 'lucide-react/icons/flask-conical';
import Fuel from 'lucide-react/icons/fuel';
import Gauge from 'lucide-react/icons/gauge';
import Gem from 'lucide-react/icons/gem';
import Handshake from 'lucide-react/icons/handshake';
import House from 'lucide-react/icons/house';
import Magnet from 'lucide-react/icons/magnet';
import Mail from 'lucide-react/icons/mail';
import Monitor from 'lucide-react/icons/monitor';
import Moon from 'lucide-react/icons/moon';
import Mountain from 'lucide-react/icons/mountain';
import Network from 'lucide-react/icons/network';
import Orbit from 'lucide-react/icons/orbit';
import Package from 'lucide-react/icons/package';
import Pickaxe from 'lucide-react/icons/pickaxe';
import Plane from 'lucide-react/icons/plane';
import PlaneTakeoff from 'lucide-react/icons/plane-takeoff';
import Radiation from 'lucide-react/icons/radiation';
import RadioTower from 'lucide-react/icons/radio-tower';
import Recycle from 'lucide-react/icons/recycle';
import Rocket from 'lucide-react/icons/rocket';
import Satellite from 'lucide-react/icons/satellite';
import Shield from 'lucide-react/icons/shield';
import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShieldHalf from 'lucide-react/icons/shield-half';
import ShieldPlus from 'lucide-react/icons/shield-plus';
import Ship from 'lucide-react/icons/ship';
import Skull from 'lucide-react/icons/skull';
import Sparkles from 'lucide-react/icons/sparkles';
import Sun from 'lucide-react/icons/sun';
import Swords from 'lucide-react/icons/swords';
import Target from 'lucide-react/icons/target';
import Telescope from 'lucide-react/icons/telescope';
import TowerControl from 'lucide-react/icons/tower-control';
import Trophy from 'lucide-react/icons/trophy';
import Umbrella from 'lucide-react/icons/umbrella';
import Users from 'lucide-react/icons/users';
import Warehouse from 'lucide-react/icons/warehouse';
import Zap from 'lucide-react/icons/zap';
import Bot from 'lucide-react/icons/bot';

/** The kinds of catalogue entity that carry an icon. */
export type IconKind = 'building' | 'research' | 'ship' | 'defense' | 'notification';

/**
 * One icon per building, research, ship and defence type and per notification type, all from
 * the Lucide family (ISC licence) so the set is drawn consistently; unknown codes get the kind's
 * fallback. Keys are the spec's type codes (`metal_mine`, `espionage_probe`…).
 */
export const ENTITY_ICONS: Record<IconKind, Record<string, LucideIcon>> = {
  building: {
    metal_mine: Pickaxe,
    crystal_mine: Gem,
    deuterium_synthesizer: Droplets,
    solar_plant: Sun,
    fusion_reactor: Atom,
    metal_storage: Warehouse,
    crystal_storage: Package,
    deuterium_tank: Cylinder,
    robotics_factory: Bot,
    nanite_factory: Cpu,
    research_lab: FlaskConical,
    shipyard: Factory,
    space_dock: Anchor,
    missile_silo: TowerControl,
    shield_generator: ShieldHalf,
    terraformer: Mountain,
    alliance_depot: Handshake,
  },
  research: {
    weapons_technology: Swords,
    laser_technology: Zap,
    ion_technology: Sparkles,
    plasma_technology: Flame,
    shielding_technology: Shield,
    armour_technology: ShieldCheck,
    combustion_drive: Fuel,
    impulse_drive: Gauge,
    hyperspace_drive: FastForward,
    energy_technology: BatteryCharging,
    hyperspace_technology: Orbit,
    computer_technology: Monitor,
    astrophysics: Telescope,
    intergalactic_research_network: Network,
    espionage_technology: Eye,
  },
  ship: {
    small_cargo: Package,
    large_cargo: Container,
    light_fighter: Plane,
    heavy_fighter: PlaneTakeoff,
    cruiser: Ship,
    battleship: Castle,
    bomber: Bomb,
    destroyer: Skull,
    colony_ship: House,
    recycler: Recycle,
    espionage_probe: Satellite,
    deathstar: Moon,
  },
  defense: {
    rocket_launcher: Rocket,
    light_laser: Crosshair,
    heavy_laser: Target,
    gauss_cannon: Magnet,
    ion_cannon: RadioTower,
    plasma_turret: Flame,
    small_shield_dome: Umbrella,
    large_shield_dome: ShieldPlus,
    anti_ballistic_missile: ShieldAlert,
    interplanetary_missile: Radiation,
  },
  notification: {
    BUILD_COMPLETE: Factory,
    RESEARCH_COMPLETE: FlaskConical,
    RESOURCE_FULL: Warehouse,
    ATTACK_WARNING: ShieldAlert,
    BATTLE_RESULT: Trophy,
    FLEET_ARRIVAL: Rocket,
    MESSAGE_RECEIVED: Mail,
    ALLIANCE_INVITATION: Users,
  },
};

/** What a code nobody mapped shows, per kind. */
export const FALLBACK_ICONS: Record<IconKind, LucideIcon> = {
  building: Drill,
  research: BrainCircuit,
  ship: Rocket,
  defense: Shield,
  notification: Bell,
};

/** The icon of `code` in `kind`, or the kind's fallback for a code the client does not know. */
export function entityIcon(kind: IconKind, code: string | null | undefined): LucideIcon {
  return (code && Object.hasOwn(ENTITY_ICONS[kind], code) ? ENTITY_ICONS[kind][code] : undefined) ?? FALLBACK_ICONS[kind];
}
