const min = 60_000;
const day = 24 * 60 * min;

/** The seeded battle's metadata (Helios [1:43:5], a victory), shared by stories and tests. */
export const DEMO_BATTLE_METADATA = {
  coordinates: '1:43:5',
  result: 'victory',
  attack_power: 2200,
  defense_power: 1450,
  debris_metal: 20100,
  debris_crystal: 13400,
  loot_metal: 9000,
  loot_crystal: 6500,
  loot_deuterium: 1200,
  attacker_before: { light_fighter: 20, cruiser: 3 },
  attacker_after: { light_fighter: 14, cruiser: 3 },
  defender_before: { light_fighter: 8, rocket_launcher: 12, light_laser: 4 },
  defender_after: { light_fighter: 0, rocket_launcher: 0, light_laser: 0 },
  rounds: 3,
};

/** One seeded report: `ago` is how long before the seed's now it was written (ms). */
export interface DemoReportRow {
  report_type: string;
  ago: number;
  is_read?: boolean;
  title: string;
  content: string;
  metadata: Record<string, unknown>;
}

/**
 * The demo commander's report history (spec p2 §3), one of each type, oldest first (ids follow
 * this order): the probes' report on 1:41:9 a minute ago and the recyclers' harvest at 1:44:9
 * (both from the seeded missions), a battle moments ago, and older ones read: a transport
 * yesterday, a deployment and a colony days ago, a moon attack ten days ago (shown as a date).
 * Three are unread. No imports, so pure tests can read it without the universe.
 */
export const DEMO_REPORTS: readonly DemoReportRow[] = [
  {
    report_type: 'moon_destruction',
    ago: 10 * day,
    is_read: true,
    title: 'Destrucción de luna en [1:45:8]: la luna resistió',
    content:
      'Tamaño de la luna: 6.241 km. Probabilidad de destrucción: 21,0 %.\nLa luna resistió el ataque.\nTus estrellas de la muerte regresan.',
    metadata: { coordinates: '1:45:8', moon_size: 6241, chance: 21, destroyed: false },
  },
  {
    report_type: 'colonization',
    ago: 4 * day,
    is_read: true,
    title: 'Nueva colonia en [1:44:4]',
    content: 'Tu nave colonizadora fundó una colonia en [1:44:4].\nRecursos iniciales: 5.000 metal, 5.000 cristal, 0 deuterio.',
    metadata: { coordinates: '1:44:4', success: true, planet_id: 102 },
  },
  {
    report_type: 'deployment',
    ago: 2 * day,
    is_read: true,
    title: 'Despliegue en Marea Azul [2:17:11]',
    content:
      'Tu flota (4 × Nave pequeña de carga) se estacionó en Marea Azul [2:17:11].\nRecursos descargados: 8.000 metal, 6.000 cristal, 2.000 deuterio.',
    metadata: { coordinates: '2:17:11', metal: 8000, crystal: 6000, deuterium: 2000 },
  },
  {
    report_type: 'transport',
    ago: 25 * 60 * min,
    is_read: true,
    title: 'Transporte entregado en Nueva Esperanza [1:42:7]',
    content: 'Tu flota entregó 8.000 metal, 5.000 cristal y 2.000 deuterio en Nueva Esperanza [1:42:7].\nLa flota emprende el regreso.',
    metadata: { coordinates: '1:42:7', metal: 8000, crystal: 5000, deuterium: 2000 },
  },
  {
    report_type: 'recycle',
    ago: 30 * min,
    title: 'Reciclaje en [1:44:9]',
    content: 'Tus recicladores recogieron 12.400 metal y 7.800 cristal del campo de escombros [1:44:9].\nQuedan 0 metal y 0 cristal.',
    metadata: { coordinates: '1:44:9', metal: 12400, crystal: 7800, capacity: 20000 },
  },
  {
    report_type: 'espionage',
    ago: 1 * min,
    title: 'Informe de espionaje de Vesta [1:41:9]',
    content:
      'Recursos en Vesta [1:41:9]: 34.000 metal, 18.000 cristal, 6.000 deuterio.\nFlota: Cazador ligero 12, Crucero 2, Nave pequeña de carga 4.\nDefensas: Lanzamisiles 15, Láser pequeño 8, Cañón Gauss 1.',
    metadata: { coordinates: '1:41:9', owner: 'Zara Kell', metal: 34000, crystal: 18000, deuterium: 6000, probes: 3 },
  },
  {
    report_type: 'attack',
    ago: 20_000,
    title: 'Batalla en Helios [1:43:5]: victoria',
    content:
      'Atacante: 20 × Cazador ligero, 3 × Crucero (potencia 2.200). Defensor: potencia 1.450.\nHas ganado la batalla. Botín: 9.000 metal, 6.500 cristal, 1.200 deuterio.\nNaves perdidas: 6.\nSe formó un campo de escombros en [1:43:5]: 20.100 metal y 13.400 cristal.',
    metadata: DEMO_BATTLE_METADATA,
  },
];
