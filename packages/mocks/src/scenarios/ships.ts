import { unitYardScenarios, yardQueue } from './unitYard';

/** A queue of three on any planet: Cazador ligero building (3 of 8 done), two waiting. */
export const shipQueueSeveral = () => yardQueue('ships', 'several');

/** The first item's last ship ended a minute ago; it waits for the complete call. */
export const shipQueueCompleted = () => yardQueue('ships', 'completed');

/** Shipyard states: load errors, empty hangar, queues, every build refusal (spec p2 §5, §8). */
export const shipScenarios = unitYardScenarios('ships', 'emptyHangar', {
  insufficient: 'Recursos insuficientes: faltan 402.000 de metal, 127.000 de cristal.',
  shipyardLevel: 'Nivel de hangar insuficiente: se requiere nivel 12 (actual 8).',
  fieldErrors: { non_field_errors: ['La cola del hangar está llena.', 'Segundo error que no se muestra.'], message: 'No se lee' },
  message: 'El hangar está en mantenimiento.',
});
