import { db } from '../db';
import type { MissionRecord } from '../db/missions';
import { createEconomy, credit, economyOf, stockAt } from '../economy';
import { isExplored, type MapPlanet } from '../galaxy';
import { addShips } from '../hangar';
import { int, randomFor } from '../random';
import { addDebris } from '../seed/debris';
import { notify } from '../seed/notifications';
import { createReport } from '../seed/reports';
import { coords, linesOf, parseCoords, planetAt } from './rules';

/**
 * What happens when a fleet arrives: the effect of each mission type on the universe
 * (delivery, colony, espionage, harvest, battle, moon destruction), the mission report
 * (spec p2 §3 'Mission report') and the FLEET_ARRIVAL / BATTLE_RESULT notification.
 */

/** Resources carried by a fleet. */
export type Aboard = { metal: number; crystal: number; deuterium: number };
/** One ship type of a fleet, by code, with its display name. */
export type ShipLine = { code: string; name: string; quantity: number };

/** The ships of a mission record as `{code, name, quantity}` lines (empty entries left out). */
export function shipLines(record: MissionRecord): ShipLine[] {
  return (record.ships ?? []).flatMap((ship) =>
    ship.ship_code && ship.quantity
      ? [{ code: ship.ship_code, name: ship.ship_name ?? ship.ship_code, quantity: Number(ship.quantity) }]
      : [],
  );
}

const fmt = (value: number) => new Intl.NumberFormat('es-ES').format(Math.round(value));
/** The mission type's name in lower case, for notification texts. */
export const typeLabel = (record: MissionRecord) => record.mission_type_data?.name?.toLowerCase() ?? record.mission_type ?? '';

/** What a target planet holds, for espionage and plunder: the stored stock, else a stable guess. */
function targetResources(planet: MapPlanet | undefined, at: number): Aboard {
  if (planet) {
    const economy = economyOf(planet.id);
    if (economy) {
      const stock = stockAt(economy, at);
      return { metal: Math.floor(stock.metal), crystal: Math.floor(stock.crystal), deuterium: Math.floor(stock.deuterium) };
    }
  }
  const rand = randomFor(`stock:${planet?.coordinates ?? ''}`);
  return { metal: int(rand, 5, 90) * 1_000, crystal: int(rand, 2, 60) * 1_000, deuterium: int(rand, 0, 30) * 1_000 };
}

/** A target's defensive strength (attack points), stable per place. */
function targetDefence(planet: MapPlanet | undefined): { power: number; fleet: Record<string, number>; defences: Record<string, number> } {
  const rand = randomFor(`defence:${planet?.coordinates ?? ''}`);
  const fleet = { 'Cazador ligero': int(rand, 0, 40), Crucero: int(rand, 0, 6), 'Nave pequeña de carga': int(rand, 0, 10) };
  const defences = { Lanzamisiles: int(rand, 0, 30), 'Láser pequeño': int(rand, 0, 20), 'Cañón Gauss': int(rand, 0, 3) };
  const power =
    fleet['Cazador ligero'] * 50 +
    fleet['Crucero'] * 400 +
    fleet['Nave pequeña de carga'] * 5 +
    defences['Lanzamisiles'] * 80 +
    defences['Láser pequeño'] * 100 +
    defences['Cañón Gauss'] * 1_100;
  return { power, fleet, defences };
}

/** The defender's units by code (the demo names its fleet and defences in Spanish). */
const DEFENDER_CODES: Record<string, string> = {
  'Cazador ligero': 'light_fighter',
  Crucero: 'cruiser',
  'Nave pequeña de carga': 'small_cargo',
  Lanzamisiles: 'rocket_launcher',
  'Láser pequeño': 'light_laser',
  'Cañón Gauss': 'gauss_cannon',
};

/**
 * Both sides before and after the demo's battle, and its rounds, for the combat report's
 * metadata (`attacker_before`/`attacker_after`/`defender_before`/`defender_after`: code → count;
 * `rounds`). The demo's battle is a power comparison, not the combat rules: a beaten defender
 * loses everything, a defender that holds loses the share the attack reached, halved; the
 * rounds grow with how close the powers were (at most 6, the classic limit).
 */
function battleSides(
  lines: Array<{ code: string; quantity: number }>,
  survivors: Array<{ code: string; quantity: number }>,
  defence: { power: number; fleet: Record<string, number>; defences: Record<string, number> },
  won: boolean,
  attack: number,
) {
  const byCode = (list: Array<{ code: string; quantity: number }>) => Object.fromEntries(list.map((line) => [line.code, line.quantity]));
  const defenderBefore = Object.fromEntries(
    Object.entries({ ...defence.fleet, ...defence.defences }).map(([name, count]) => [DEFENDER_CODES[name] ?? name, count]),
  );
  const kept = won ? 0 : 1 - Math.min(1, attack / Math.max(1, defence.power)) * 0.5;
  const defenderAfter = Object.fromEntries(Object.entries(defenderBefore).map(([code, count]) => [code, Math.floor(count * kept)]));
  const closeness = Math.min(attack, defence.power) / Math.max(1, attack, defence.power);
  return {
    attacker_before: byCode(lines),
    attacker_after: byCode(survivors),
    defender_before: defenderBefore,
    defender_after: defenderAfter,
    rounds: won ? Math.max(1, Math.min(6, Math.ceil(closeness * 6))) : 6,
  };
}

/**
 * The arrival of a mission at `at`: the effect of its type, its report and the notifications.
 * @returns the ships and cargo still aboard afterwards, and whether the fleet survives
 */
export async function arrive(record: MissionRecord, at: number): Promise<{ ships: ShipLine[]; aboard: Aboard; lost: boolean }> {
  const place = parseCoords(record.destination_coordinates)!;
  const label = `[${coords(place)}]`;
  const planet = planetAt(place);
  let ships = shipLines(record);
  const aboard: Aboard = { metal: record.metal_cargo ?? 0, crystal: record.crystal_cargo ?? 0, deuterium: record.deuterium_cargo ?? 0 };
  const base = { user_id: record.user_id, mission_id: record.id, at };
  const fleetText = ships.map((ship) => `${fmt(ship.quantity)} × ${ship.name}`).join(', ');
  // The notification names the report it announces (and its mission), so opening it shows that
  // report: the report is written first, and `report` below remembers it.
  let report: { id: number } | undefined;
  const writeReport = async (input: Parameters<typeof createReport>[0]) => (report = await createReport(input));
  const arrival = async (title: string, message: string, notifType = 'FLEET_ARRIVAL') =>
    notify({
      user_id: record.user_id,
      notif_type: notifType,
      title,
      message,
      data: { planet_coordinates: coords(place), mission_id: record.id, ...(report ? { report_id: report.id } : {}) },
      at,
    });
  const empty = { metal: 0, crystal: 0, deuterium: 0 };

  switch (record.mission_type) {
    case 'transport':
    case 'deploy': {
      const stored = db.planets.findFirst((q) => q.where({ galaxy: place.galaxy, system_number: place.system, position: place.position }));
      if (stored && economyOf(stored.id)) await credit(stored.id, aboard, at);
      const deploy = record.mission_type === 'deploy';
      if (deploy && stored) for (const ship of ships) await addShips(stored.id, ship.code, ship.quantity);
      const name = planet?.name ?? label;
      await writeReport({
        ...base,
        report_type: deploy ? 'deployment' : 'transport',
        title: deploy ? `Despliegue en ${name} ${label}` : `Transporte entregado en ${name} ${label}`,
        content: deploy
          ? `Tu flota (${fleetText}) se estacionó en ${name} ${label}.\nRecursos descargados: ${fmt(aboard.metal)} metal, ${fmt(aboard.crystal)} cristal, ${fmt(aboard.deuterium)} deuterio.`
          : `Tu flota entregó ${fmt(aboard.metal)} metal, ${fmt(aboard.crystal)} cristal y ${fmt(aboard.deuterium)} deuterio en ${name} ${label}.\nLa flota emprende el regreso.`,
        metadata: { coordinates: coords(place), metal: aboard.metal, crystal: aboard.crystal, deuterium: aboard.deuterium },
      });
      await arrival('Flota en destino', `Tu flota de ${typeLabel(record)} llegó a ${record.destination_coordinates}.`);
      if (deploy) ships = [];
      return { ships, aboard: empty, lost: false };
    }
    case 'colonize': {
      const free = planet && !planet.owner && isExplored(place.galaxy, place.system);
      if (!free) {
        await writeReport({
          ...base,
          report_type: 'colonization',
          title: `Colonización fallida en ${label}`,
          content: `Tu nave colonizadora llegó a ${label}, pero la posición ya no está libre.\nLa flota regresa con su carga.`,
          metadata: { coordinates: coords(place), success: false },
        });
        await arrival('Colonización fallida', `La posición ${label} ya estaba ocupada.`);
        return { ships, aboard, lost: false };
      }
      const user = db.users.findFirst((q) => q.where({ id: record.user_id }));
      const owner = {
        id: record.user_id,
        display_name: user?.display_name ?? user?.username ?? 'Comandante',
        empire_name: user?.empire_name ?? null,
      };
      const name = 'Colonia';
      const existing = db.planets.findFirst((q) => q.where({ id: planet.id }));
      const colony = existing
        ? await db.planets.update(existing, {
            data: (p) => void Object.assign(p, { owner, owner_name: owner.display_name, name, fields_used: 0 }),
          })
        : await db.planets.create({ ...planet, name, owner, owner_name: owner.display_name, fields_used: 0 });
      if (colony && !economyOf(colony.id)) await createEconomy(colony.id, {}, at);
      if (colony) await credit(colony.id, aboard, at);
      ships = ships
        .map((ship) => (ship.code === 'colony_ship' ? { ...ship, quantity: ship.quantity - 1 } : ship))
        .filter((ship) => ship.quantity > 0);
      await writeReport({
        ...base,
        report_type: 'colonization',
        title: `Nueva colonia en ${label}`,
        content: `Tu nave colonizadora fundó una colonia en ${label}.\nRecursos iniciales: ${fmt(aboard.metal)} metal, ${fmt(aboard.crystal)} cristal, ${fmt(aboard.deuterium)} deuterio.`,
        metadata: { coordinates: coords(place), success: true, planet_id: colony?.id ?? null },
      });
      await arrival('Colonia fundada', `Tu nave colonizadora fundó ${name} en ${coords(place)}.`);
      return { ships, aboard: empty, lost: false };
    }
    case 'espionage': {
      const resources = targetResources(planet, at);
      const defence = targetDefence(planet);
      const probes = ships.reduce((sum, ship) => sum + ship.quantity, 0);
      const lines = [
        `Recursos en ${planet?.name ?? label} ${label}: ${fmt(resources.metal)} metal, ${fmt(resources.crystal)} cristal, ${fmt(resources.deuterium)} deuterio.`,
        probes >= 2
          ? `Flota: ${Object.entries(defence.fleet)
              .map(([name, n]) => `${name} ${n}`)
              .join(', ')}.`
          : 'Flota: envía más sondas para verla.',
        probes >= 3
          ? `Defensas: ${Object.entries(defence.defences)
              .map(([name, n]) => `${name} ${n}`)
              .join(', ')}.`
          : 'Defensas: envía más sondas para verlas.',
      ];
      await writeReport({
        ...base,
        report_type: 'espionage',
        title: `Informe de espionaje de ${planet?.name ?? label} ${label}`,
        content: lines.join('\n'),
        metadata: { coordinates: coords(place), owner: planet?.owner?.display_name ?? null, ...resources, probes },
      });
      await arrival('Informe de espionaje', `Tus sondas espiaron ${coords(place)}.`);
      return { ships, aboard, lost: false };
    }
    case 'recycle': {
      const field = db.debrisFields.findFirst((q) => q.where({ galaxy: place.galaxy, system: place.system, position: place.position }));
      const recyclerRoom = ships
        .filter((ship) => ship.code === 'recycler')
        .reduce(
          (sum, ship) => sum + ship.quantity * (db.shipTypes.findFirst((q) => q.where({ code: 'recycler' }))?.cargo_capacity ?? 20_000),
          0,
        );
      const metal = Math.min(field?.metal_amount ?? 0, recyclerRoom);
      const crystal = Math.min(field?.crystal_amount ?? 0, recyclerRoom - metal);
      if (field) {
        if (field.metal_amount - metal + field.crystal_amount - crystal <= 0) db.debrisFields.delete((q) => q.where({ id: field.id }));
        else
          await db.debrisFields.update(field, {
            data: (f) =>
              void Object.assign(f, {
                metal_amount: f.metal_amount - metal,
                crystal_amount: f.crystal_amount - crystal,
                total_resources: f.total_resources - metal - crystal,
              }),
          });
      }
      await writeReport({
        ...base,
        report_type: 'recycle',
        title: `Reciclaje en ${label}`,
        content: field
          ? `Tus recicladores recogieron ${fmt(metal)} metal y ${fmt(crystal)} cristal del campo de escombros ${label}.\nQuedan ${fmt(field.metal_amount - metal)} metal y ${fmt(field.crystal_amount - crystal)} cristal.`
          : `No había ningún campo de escombros en ${label}. Tus recicladores regresan vacíos.`,
        metadata: { coordinates: coords(place), metal, crystal, capacity: recyclerRoom },
      });
      await arrival('Reciclaje completado', `Tus recicladores recogieron ${fmt(metal + crystal)} recursos en ${coords(place)}.`);
      return {
        ships,
        aboard: { metal: aboard.metal + metal, crystal: aboard.crystal + crystal, deuterium: aboard.deuterium },
        lost: false,
      };
    }
    case 'attack': {
      const lines = linesOf(ships);
      const attack = lines.reduce((sum, line) => sum + line.attack * line.quantity, 0);
      const defence = targetDefence(planet);
      const won = attack > defence.power;
      const lossShare = won ? Math.min(0.9, defence.power / Math.max(1, attack) / 2) : 1;
      const survivors = lines.map((line) => ({ ...line, quantity: Math.floor(line.quantity * (1 - lossShare)) }));
      const lostValue = lines.reduce((sum, line, i) => sum + (line.quantity - survivors[i]!.quantity) * line.cost, 0);
      const defenderLost = won
        ? defence.power * 20
        : Math.floor(defence.power * 20 * Math.min(1, attack / Math.max(1, defence.power)) * 0.5);
      const debrisMetal = Math.floor((lostValue + defenderLost) * 0.3 * 0.6);
      const debrisCrystal = Math.floor((lostValue + defenderLost) * 0.3 * 0.4);
      if (debrisMetal + debrisCrystal > 0) await addDebris(place, debrisMetal, debrisCrystal);
      ships = survivors.filter((line) => line.quantity > 0).map((line) => ({ code: line.code, name: line.name, quantity: line.quantity }));
      const room = survivors.reduce((sum, line) => sum + line.cargo * line.quantity, 0);
      const stock = targetResources(planet, at);
      const loot = won
        ? {
            metal: Math.min(Math.floor(stock.metal / 2), Math.floor(room / 3)),
            crystal: Math.min(Math.floor(stock.crystal / 2), Math.floor(room / 3)),
            deuterium: Math.min(Math.floor(stock.deuterium / 2), Math.floor(room / 3)),
          }
        : empty;
      await writeReport({
        ...base,
        report_type: 'attack',
        title: `Batalla en ${planet?.name ?? label} ${label}: ${won ? 'victoria' : 'derrota'}`,
        content: [
          `Atacante: ${fleetText} (potencia ${fmt(attack)}). Defensor: potencia ${fmt(defence.power)}.`,
          won
            ? `Has ganado la batalla. Botín: ${fmt(loot.metal)} metal, ${fmt(loot.crystal)} cristal, ${fmt(loot.deuterium)} deuterio.`
            : 'Has perdido la batalla. Tu flota fue destruida.',
          `Naves perdidas: ${fmt(lines.reduce((sum, line, i) => sum + line.quantity - survivors[i]!.quantity, 0))}.`,
          `Se formó un campo de escombros en ${label}: ${fmt(debrisMetal)} metal y ${fmt(debrisCrystal)} cristal.`,
        ].join('\n'),
        metadata: {
          coordinates: coords(place),
          result: won ? 'victory' : 'defeat',
          attack_power: attack,
          defense_power: defence.power,
          debris_metal: debrisMetal,
          debris_crystal: debrisCrystal,
          ...Object.fromEntries(Object.entries(loot).map(([k, v]) => [`loot_${k}`, v])),
          ...battleSides(lines, survivors, defence, won, attack),
        },
      });
      await arrival(
        won ? 'Victoria en batalla' : 'Derrota en batalla',
        `Batalla en ${coords(place)}: ${won ? 'has ganado' : 'has perdido tu flota'}.`,
        'BATTLE_RESULT',
      );
      return {
        ships,
        aboard: { metal: aboard.metal + loot.metal, crystal: aboard.crystal + loot.crystal, deuterium: aboard.deuterium + loot.deuterium },
        lost: ships.length === 0,
      };
    }
    case 'moon_destruction': {
      const rand = randomFor(`moon:${coords(place)}:${record.id}`);
      const size = int(rand, 3_000, 8_000);
      const deathstars = ships.filter((ship) => ship.code === 'deathstar').reduce((sum, ship) => sum + ship.quantity, 0);
      const chance = Math.max(0, Math.min(100, (100 - Math.sqrt(size)) * Math.sqrt(deathstars)));
      const destroyed = rand() * 100 < chance;
      const lostStars = rand() * 100 < Math.sqrt(size) / 2;
      if (lostStars) ships = ships.filter((ship) => ship.code !== 'deathstar');
      await writeReport({
        ...base,
        report_type: 'moon_destruction',
        title: `Destrucción de luna en ${label}: ${destroyed ? 'luna destruida' : 'la luna resistió'}`,
        content: `Tamaño de la luna: ${fmt(size)} km. Probabilidad de destrucción: ${chance.toFixed(1)} %.\n${destroyed ? 'La luna ha sido destruida.' : 'La luna resistió el ataque.'}\n${lostStars ? 'Tus estrellas de la muerte se perdieron en la explosión.' : 'Tus estrellas de la muerte regresan.'}`,
        metadata: {
          coordinates: coords(place),
          moon_size: size,
          chance: Math.round(chance * 10) / 10,
          destroyed,
          deathstars_lost: lostStars,
        },
      });
      await arrival(
        'Destrucción de luna',
        `Resultado en ${coords(place)}: ${destroyed ? 'luna destruida' : 'la luna resistió'}.`,
        'BATTLE_RESULT',
      );
      return { ships, aboard, lost: ships.length === 0 };
    }
    default:
      await arrival('Flota en destino', `Tu flota llegó a ${record.destination_coordinates}.`);
      return { ships, aboard, lost: false };
  }
}
