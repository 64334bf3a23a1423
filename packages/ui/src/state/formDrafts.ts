import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormGetValues, UseFormReset, UseFormWatch } from 'react-hook-form';
import { readSession, subscribeSession } from '@imperio/api-client/session';
import type { Id } from '@imperio/api-client';
import { useSession } from './session';

/**
 * The one draft store of the forms that must not lose what the player typed (compose, the fleet's
 * New Mission form, the profile form): a session that ends on its own (a refused refresh, a
 * revoked token) takes the player to the login screen, and logging in again as the same
 * commander brings the draft back. An explicit logout clears every draft, here and, through the
 * session's channel, in the other tabs that are signed in ({@link followSessionForDrafts}).
 *
 * Where: this tab's sessionStorage, under `imperio.draft.<player id>.<form id>` as
 * `{"values": …, "context": …}`, so a draft also survives a reload and never outlives the browser
 * session. When the storage is blocked (privacy modes) or full, the draft is kept in memory
 * instead, so a forced logout (no reload) still loses nothing. A draft is only ever read under its own player's
 * id, and a login as another commander deletes the drafts of the others: whoever now uses this
 * tab must not find them in its storage.
 */
export const DRAFT_PREFIX = 'imperio.draft.';

/** A stored draft: the form's values and what else the form needs to reopen (e.g. the message replied to). */
export interface StoredDraft<T, C = unknown> {
  values: T;
  context?: C;
}

const memory = new Map<string, StoredDraft<unknown>>();

function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

const draftKey = (playerId: Id, formId: string) => `${DRAFT_PREFIX}${playerId}.${formId}`;

function storedKeys(): string[] {
  const keys = new Set(memory.keys());
  const storage = tabStorage();
  try {
    for (let index = 0; storage && index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(DRAFT_PREFIX)) keys.add(key);
    }
  } catch {
    // A storage that cannot be listed: the copy in memory is all there is.
  }
  return [...keys];
}

function remove(key: string): void {
  memory.delete(key);
  try {
    tabStorage()?.removeItem(key);
  } catch {
    // Nothing to do: the storage is unusable, and the memory copy is gone.
  }
}

/**
 * The draft of form `formId` for player `playerId`, or null when there is none or it is unreadable.
 * @returns `{values, context}` as written by {@link writeDraft}
 */
export function readDraft<T, C = unknown>(playerId: Id, formId: string): StoredDraft<T, C> | null {
  const key = draftKey(playerId, formId);
  const kept = memory.get(key);
  if (kept) return kept as StoredDraft<T, C>;
  try {
    const parsed = JSON.parse(tabStorage()?.getItem(key) ?? 'null') as unknown;
    if (typeof parsed !== 'object' || parsed === null || !('values' in parsed)) return null;
    const { values } = parsed;
    return typeof values === 'object' && values !== null ? (parsed as StoredDraft<T, C>) : null;
  } catch {
    return null;
  }
}

/**
 * Stores the draft of form `formId` for player `playerId` (JSON values). Never throws: a full or
 * blocked storage keeps it in memory only (it then survives a forced logout, not a reload).
 */
export function writeDraft<T, C = unknown>(playerId: Id, formId: string, draft: StoredDraft<T, C>): void {
  const key = draftKey(playerId, formId);
  try {
    const storage = tabStorage();
    if (!storage) throw new Error('no sessionStorage');
    storage.setItem(key, JSON.stringify(draft));
    memory.delete(key);
  } catch {
    // QuotaExceededError or a blocked storage: the draft lives in memory (newer than any stored copy).
    memory.set(key, draft);
  }
}

/** Forgets the draft of form `formId` for player `playerId` (sent, cancelled). */
export function clearDraft(playerId: Id, formId: string): void {
  remove(draftKey(playerId, formId));
}

/** Forgets every draft of every player (an explicit logout). */
export function clearAllDrafts(): void {
  for (const key of storedKeys()) remove(key);
}

/** Forgets the drafts of every player but `playerId` (a login as someone else). */
export function keepOnlyDraftsOf(playerId: Id): void {
  const own = `${DRAFT_PREFIX}${playerId}.`;
  for (const key of storedKeys()) if (!key.startsWith(own)) remove(key);
}

/**
 * Makes the drafts follow the session while the signed-in app is mounted (`GameProviders`): an
 * explicit logout (here or in another tab) clears them all; an expiry keeps them for the next
 * login; a login as another commander keeps only theirs, as does the mount itself.
 * @returns the unsubscribe function
 */
export function followSessionForDrafts(): () => void {
  const current = readSession();
  if (current) keepOnlyDraftsOf(current.user.id);
  return subscribeSession((session, reason) => {
    if (reason === 'logout') clearAllDrafts();
    else if (session) keepOnlyDraftsOf(session.user.id);
  });
}

/** The signed-in commander's id, or null for a visitor. */
function usePlayerId(): Id | null {
  return useSession()?.user.id ?? null;
}

/**
 * The draft of form `formId` the signed-in commander left, read once when the component mounts
 * (a screen that reopens a dialog for it). Null without one.
 */
export function useStoredDraft<T, C = unknown>(formId: string): StoredDraft<T, C> | null {
  const playerId = usePlayerId();
  const [draft] = useState(() => (playerId === null ? null : readDraft<T, C>(playerId, formId)));
  return draft;
}

export interface FormDraftOptions<C> {
  /** Fill the form from the stored draft when it mounts. @default true */
  restore?: boolean;
  /** Store the values on each change (e.g. only while a form is open for editing). @default true */
  save?: boolean;
  /** Stored beside the values, for whoever reopens the form (JSON). */
  context?: C;
}

export interface FormDraft<T> {
  /** The draft the form was filled from when it mounted, or null: callers open or pin the form for it. */
  restored: T | null;
  /** Forgets the draft (after a send, a cancel, a close). */
  discard: () => void;
}

/**
 * Keeps a react-hook-form form in the draft store under `formId` for the signed-in commander:
 * fills it from their draft once mounted (`reset` keeping the default values, so the form is
 * dirty; call this hook after the component's own `useWatch`, whose subscription must exist by
 * then) and stores every change the player or the form makes to a field (`watch`); a `reset`
 * (the form's own start-over) is not stored. `restored` is known at the first render, so a
 * caller can pin or open the form for it before its own effects run. A visitor has no drafts.
 * @returns `restored` (the values filled in, or null) and `discard`
 */
export function useFormDraft<T extends FieldValues, C = unknown>(
  formId: string,
  form: { reset: UseFormReset<T>; watch: UseFormWatch<T>; getValues: UseFormGetValues<T> },
  { restore = true, save = true, context }: FormDraftOptions<C> = {},
): FormDraft<T> {
  const playerId = usePlayerId();
  const [restored] = useState(() => (restore && playerId !== null ? (readDraft<T>(playerId, formId)?.values ?? null) : null));
  const { reset, watch, getValues } = form;
  // The latest context, read when a change is stored (a new object each render must not resubscribe).
  const contextRef = useRef(context);
  useLayoutEffect(() => {
    contextRef.current = context;
  });

  // After mounting, as react-hook-form asks of a reset: its subscribers (useWatch, Controller)
  // subscribe in their effects and would miss a reset made before them.
  useEffect(() => {
    if (restored) reset(restored, { keepDefaultValues: true });
  }, [restored, reset]);

  useEffect(() => {
    if (!save || playerId === null) return;
    const subscription = watch((_values, { name }) => {
      if (name === undefined) return; // a reset of the whole form, not an edit
      writeDraft(playerId, formId, { values: getValues(), context: contextRef.current });
    });
    return () => subscription.unsubscribe();
  }, [save, playerId, formId, watch, getValues]);

  return {
    restored,
    discard: () => {
      if (playerId !== null) clearDraft(playerId, formId);
    },
  };
}
