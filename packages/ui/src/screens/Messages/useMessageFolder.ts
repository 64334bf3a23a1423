import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { idParam, MESSAGE_FOLDERS, type Id, type MessageFolder } from '@imperio/api-client';

/** Reads the folder from the URL (`?folder=`), inbox by default. */
export function folderFrom(value: string | null): MessageFolder {
  return (MESSAGE_FOLDERS as readonly string[]).includes(value ?? '') ? (value as MessageFolder) : 'inbox';
}

/** Changes to the URL's search parameters: a string sets one, null removes it. */
export type SearchParamChanges = Record<string, string | null>;

export interface MessageFolderState {
  /** The folder shown (`?folder=`), inbox by default. */
  folder: MessageFolder;
  /** The open message's id (`?message=`): only a positive integer, else null. */
  openId: Id | null;
  /** A recipient to write to (`?compose=<username>`), trimmed; null without one. */
  composeTo: string | null;
  /** Changes several search parameters in one history entry, keeping the others. */
  update: (changes: SearchParamChanges) => void;
}

/**
 * The messages tab's place in the URL (spec p2 §2.7): `?tab=messages&folder=inbox&message=12`,
 * plus `?compose=<username>` to open compose with that recipient, so the back button and links
 * (the galaxy's 'message the owner') work.
 */
export function useMessageFolder(): MessageFolderState {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: SearchParamChanges) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setParams],
  );
  return {
    folder: folderFrom(params.get('folder')),
    openId: idParam(params.get('message')),
    composeTo: params.get('compose')?.trim() || null,
    update,
  };
}
