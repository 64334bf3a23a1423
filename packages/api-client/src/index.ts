export * from './config';
export * from './routes';
export * from './errors';
export * from './session';
export * from './serverClock';
// The schemas' values (zod) load with the first answer to parse (http/answer.ts): the
// index exports their types and the spec's enumerations only. Code that builds on a schema
// imports it from '@imperio/api-client/schemas/index'.
export * from './schemas/enums';
// The language list (LANGUAGES itself comes with the enumerations above).
export { LANGUAGE_LIST, DEFAULT_LANGUAGE, isLanguage, languageInfo } from './languages';
export type { LanguageCode, LanguageInfo } from './languages';
export type * from './schemas';
export {
  configureHttp,
  http,
  httpSettings,
  refreshAccessToken,
  request,
  send,
  RefreshRefusedError,
  RefreshUnavailableError,
  REFRESH_LOCK,
} from './http/client';
export type { HttpSettings, RequestOptions } from './http/client';
export { probeBackend } from './http/probes';
export type { ProbeResult } from './http/probes';
export * from './endpoints/auth';
export * from './endpoints/profile';
export * from './queries/profile';
export * from './endpoints/planets';
export * from './queries/keys';
export * from './queries/planets';
export * from './queries/retry';
export * from './endpoints/notifications';
export * from './queries/notifications';
export * from './endpoints/ships';
export * from './queries/ships';
export * from './endpoints/defenses';
export * from './endpoints/unitYard';
export * from './queries/unitYard';
export * from './queries/defenses';
export * from './endpoints/messages';
export * from './queries/messages';
export * from './endpoints/resources';
export * from './queries/resources';
export * from './endpoints/missions';
export * from './queries/missions';
export * from './endpoints/galaxy';
export * from './queries/galaxy';
export * from './endpoints/debris';
export * from './queries/debris';
export * from './endpoints/buildings';
export * from './queries/buildings';
export * from './endpoints/research';
export * from './queries/research';
// The call table (one declaration per call) and the generic call; docs/api.md "The call table".
export * from './calls/index';
export { call, pathOf } from './calls/call';
export type { CallInput } from './calls/call';
