import { clock } from '../clock';
import { db } from '../db';
import type { SeedContext } from './context';
import { DEMO_USER_ID } from './demo';

let nextId = 1;

/**
 * Writes a mission report (spec p2 §3) for a user, unread, dated `at` (ms; default now).
 * Used by the fleet domain when a mission is processed at its destination, and by the seed.
 */
export async function createReport(input: {
  user_id: number;
  mission_id?: number | null;
  report_type: string;
  title: string;
  content: string;
  metadata?: Record<string, unknown>;
  at?: number;
  is_read?: boolean;
}) {
  const at = input.at ?? clock.now();
  return db.missionReports.create({
    id: nextId++,
    user_id: input.user_id,
    mission_id: input.mission_id ?? null,
    report_type: input.report_type,
    title: input.title,
    content: input.content,
    metadata: input.metadata ?? {},
    is_read: input.is_read ?? false,
    created_ms: at,
    created_at: new Date(at).toISOString(),
  });
}

/**
 * The demo commander's report history, one of each type: the probes' report on 1:41:9 a minute
 * ago and the recyclers' harvest at 1:44:9 (both from the seeded missions), a battle moments
 * ago, and older ones read: a transport yesterday, a deployment and a colony days ago, a moon
 * attack ten days ago (shown as a date). Three are unread.
 */
export async function seedReports(ctx: SeedContext): Promise<void> {
  nextId = 1;
  const min = 60_000;
  const day = 24 * 60 * min;
  const now = ctx.now;
  const user_id = DEMO_USER_ID;
  await createReport({
    user_id,
    report_type: 'moon_destruction',
    at: now - 10 * day,
    is_read: true,
    title: 'Destrucción de luna en [1:45:8]: la luna resistió',
    content:
      'Tamaño de la luna: 6.241 km. Probabilidad de destrucción: 21,0 %.\nLa luna resistió el ataque.\nTus estrellas de la muerte regresan.',
    metadata: { coordinates: '1:45:8', moon_size: 6241, chance: 21, destroyed: false },
  });
  await createReport({
    user_id,
    report_type: 'colonization',
    at: now - 4 * day,
    is_read: true,
    title: 'Nueva colonia en [1:44:4]',
    content: 'Tu nave colonizadora fundó una colonia en [1:44:4].\nRecursos iniciales: 5.000 metal, 5.000 cristal, 0 deuterio.',
    metadata: { coordinates: '1:44:4', success: true, planet_id: 102 },
  });
  await createReport({
    user_id,
    report_type: 'deployment',
    at: now - 2 * day,
    is_read: true,
    title: 'Despliegue en Marea Azul [2:17:11]',
    content:
      'Tu flota (4 × Nave pequeña de carga) se estacionó en Marea Azul [2:17:11].\nRecursos descargados: 8.000 metal, 6.000 cristal, 2.000 deuterio.',
    metadata: { coordinates: '2:17:11', metal: 8000, crystal: 6000, deuterium: 2000 },
  });
  await createReport({
    user_id,
    report_type: 'transport',
    at: now - 25 * 60 * min,
    is_read: true,
    title: 'Transporte entregado en Nueva Esperanza [1:42:7]',
    content: 'Tu flota entregó 0 metal, 0 cristal y 0 deuterio en Nueva Esperanza [1:42:7].\nLa flota emprende el regreso.',
    metadata: { coordinates: '1:42:7', metal: 0, crystal: 0, deuterium: 0 },
  });
  await createReport({
    user_id,
    report_type: 'recycle',
    at: now - 30 * min,
    title: 'Reciclaje en [1:44:9]',
    content: 'Tus recicladores recogieron 12.400 metal y 7.800 cristal del campo de escombros [1:44:9].\nQuedan 0 metal y 0 cristal.',
    metadata: { coordinates: '1:44:9', metal: 12400, crystal: 7800, capacity: 20000 },
  });
  await createReport({
    user_id,
    report_type: 'espionage',
    at: now - 1 * min,
    title: 'Informe de espionaje de Vesta [1:41:9]',
    content:
      'Recursos en Vesta [1:41:9]: 34.000 metal, 18.000 cristal, 6.000 deuterio.\nFlota: Cazador ligero 12, Crucero 2, Nave pequeña de carga 4.\nDefensas: Lanzamisiles 15, Láser pequeño 8, Cañón Gauss 1.',
    metadata: { coordinates: '1:41:9', owner: 'Zara Kell', metal: 34000, crystal: 18000, deuterium: 6000, probes: 3 },
  });
  await createReport({
    user_id,
    report_type: 'attack',
    at: now - 20_000,
    title: 'Batalla en Helios [1:43:5]: victoria',
    content:
      'Atacante: 20 × Cazador ligero, 3 × Crucero (potencia 2.200). Defensor: potencia 1.450.\nHas ganado la batalla. Botín: 9.000 metal, 6.500 cristal, 1.200 deuterio.\nNaves perdidas: 6.\nSe formó un campo de escombros en [1:43:5]: 20.100 metal y 13.400 cristal.',
    metadata: {
      coordinates: '1:43:5',
      result: 'victory',
      attack_power: 2200,
      defense_power: 1450,
      debris_metal: 20100,
      debris_crystal: 13400,
    },
  });
}
