import { unitYardScenarios, yardQueue } from './unitYard';

/** A defence queue of three: Láser pequeño building (4 of 10 done), two waiting. */
export const defenseQueueSeveral = () => yardQueue('defenses', 'several');

/** The first item finished a minute ago and waits for the complete call. */
export const defenseQueueCompleted = () => yardQueue('defenses', 'completed');

/** Defence states: load errors, no defences, queues, every build refusal (spec p2 §5, §8). */
export const defenseScenarios = unitYardScenarios('defenses', 'emptyDefenses', {
  insufficient: 'Recursos insuficientes: faltan 452.000 de metal, 480.000 de cristal, 300.000 de deuterio.',
  shipyardLevel: 'Nivel de hangar insuficiente: se requiere nivel 8 (actual 5).',
  fieldErrors: { non_field_errors: ['Solo se puede construir una cúpula de cada tipo.', 'Segundo error que no se muestra.'] },
  message: 'El sistema de defensa está en mantenimiento.',
});
