import { http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import { clock } from '../clock';
import { api } from '../handlers/util';
import { failWith, loadingForever } from './helpers';

/** Sample pending notifications, one per type (spec p1 §3), dated a few seconds ago. */
const PENDING_SAMPLES: Record<string, { title: string; message: string }> = {
  BUILD_COMPLETE: { title: 'Mina de metal mejorada', message: 'La Mina de metal alcanzó el nivel 13 en Nueva Esperanza.' },
  RESEARCH_COMPLETE: { title: 'Investigación completada', message: 'Tecnología de combustión nivel 6 completada.' },
  RESOURCE_FULL: { title: 'Almacén de cristal lleno', message: 'El almacén de cristal de Forja Boreal está lleno.' },
  ATTACK_WARNING: { title: 'Flota hostil detectada', message: 'Una flota de Kael Torres se dirige a 1:42:7.' },
  BATTLE_RESULT: { title: 'Batalla en 1:41:9', message: 'Tu ataque fue rechazado. Revisa el informe de batalla.' },
  FLEET_ARRIVAL: { title: 'Flota en destino', message: 'Tu flota de transporte llegó a 1:44:4.' },
  MESSAGE_RECEIVED: { title: 'Nuevo mensaje', message: 'Nova Stark te ha enviado un mensaje.' },
  ALLIANCE_INVITATION: { title: 'Invitación de alianza', message: 'La Liga de Orión te invita a unirte.' },
};

function pendingAnswer(types: string[]) {
  return http.get(api(routes.notifications.pending), () =>
    HttpResponse.json({
      notifications: types.map((notif_type, index) => ({
        id: 9_000 + index,
        notif_type,
        title: PENDING_SAMPLES[notif_type]?.title ?? notif_type,
        message: PENDING_SAMPLES[notif_type]?.message ?? '',
        is_unread: true,
        created_at: new Date(clock.now() - 60_000 + index * 1_000).toISOString(),
        data: { planet_coordinates: '1:42:7' },
      })),
    }),
  );
}

/** Pending pop-ups: one scenario per type, all of them, none (spec p1 §2.4). */
export const popupScenarios = {
  pendingNone: [pendingAnswer([])],
  pendingAll: [pendingAnswer(Object.keys(PENDING_SAMPLES))],
  pendingBuildComplete: [pendingAnswer(['BUILD_COMPLETE'])],
  pendingResearchComplete: [pendingAnswer(['RESEARCH_COMPLETE'])],
  pendingResourceFull: [pendingAnswer(['RESOURCE_FULL'])],
  pendingAttackWarning: [pendingAnswer(['ATTACK_WARNING'])],
  pendingBattleResult: [pendingAnswer(['BATTLE_RESULT'])],
  pendingFleetArrival: [pendingAnswer(['FLEET_ARRIVAL'])],
  pendingMessageReceived: [pendingAnswer(['MESSAGE_RECEIVED'])],
  pendingAllianceInvitation: [pendingAnswer(['ALLIANCE_INVITATION'])],
  /** The pending call never answers (no pop-up, no error). */
  pendingLoading: [loadingForever('get', routes.notifications.pending)],
  /** mark-shown fails: silent (spec p2 §8), the pop-up still shows. */
  markShownError: [failWith('post', routes.notifications.markShown, 500, {})],
};
