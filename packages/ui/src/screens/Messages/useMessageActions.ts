import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { messageMutations, type Id, type Message, type MessageAction, type MessageFolder } from '@imperio/api-client';
import type { ScreenText } from '../../lib/useErrorText';

const NONE: ReadonlySet<string> = new Set();

export interface MessageActionsInput {
  folder: MessageFolder;
  /** The rows on screen (for the selection and the stars). */
  messages: Message[];
  /** The folder, page and filters: the selection belongs to one view and empties on a change. */
  viewKey: string;
  /** The open message (the reader), if any. */
  opened: Message | undefined;
  openId: Id | null;
  /** Closes the reader (after its message is deleted). */
  closeMessage: () => void;
}

/**
 * Selection, bulk and single actions of the messages tab (spec p2 §2.7, §7): one action at a
 * time (a repeat while one is pending is ignored, kept synchronously since a double click can
 * beat the re-render), 'delete' after a confirmation, marking read on opening (silent, §8; once
 * per message, and never after a manual 'unread'), the action error and the screen's notice.
 */
export function useMessageActions({ folder, messages, viewKey, opened, openId, closeMessage }: MessageActionsInput) {
  const [selection, setSelection] = useState<{ view: string; ids: ReadonlySet<string> }>({ view: viewKey, ids: NONE });
  const selected = selection.view === viewKey ? selection.ids : NONE;
  const setSelected = (ids: ReadonlySet<string>) => setSelection({ view: viewKey, ids });
  const [confirmIds, setConfirmIds] = useState<Id[] | null>(null);
  const [actionError, setActionError] = useState<ScreenText | null>(null);
  const [notice, setNotice] = useState<ScreenText | null>(null);

  const action = useMutation(messageMutations.action());
  const busy = useRef(false);
  const markOpened = useMutation(messageMutations.action());
  const markedOnOpen = useRef(new Set<string>());
  useEffect(() => {
    if (!opened || opened.is_read || folder === 'sent') return;
    const key = String(opened.id);
    if (markedOnOpen.current.has(key)) return;
    markedOnOpen.current.add(key);
    markOpened.mutate({ kind: 'mark_read', ids: [opened.id] });
  }, [opened, folder, markOpened]);

  /** Runs one action over the ids, at most one at a time (a repeat while pending is ignored). */
  function run(kind: MessageAction, ids: Id[]) {
    if (!ids.length || busy.current || action.isPending) return;
    busy.current = true;
    setActionError(null);
    setNotice(null);
    action.mutate(
      { kind, ids },
      {
        onSuccess: () => {
          if (kind !== 'delete') return;
          setSelected(NONE);
          if (openId !== null && ids.some((id) => id === openId)) closeMessage();
        },
        onError: (error) => setActionError({ error }),
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  }

  // While an action is on its way every star waits too.
  const starBusy = useMemo(() => new Set(action.isPending ? messages.map((m) => String(m.id)) : []), [action.isPending, messages]);

  return {
    selected,
    setSelected,
    selectedIds: messages.filter((m) => selected.has(String(m.id))).map((m) => m.id),
    confirmIds,
    setConfirmIds,
    actionError,
    notice,
    setNotice,
    pending: action.isPending,
    starBusy,
    run,
    toggleStar: (message: Message) => run(message.is_starred ? 'unstar' : 'star', [message.id]),
    /** Read ↔ unread from the reader; a manual 'unread' stays unread (no mark on opening). */
    toggleRead: (message: Message) => {
      markedOnOpen.current.add(String(message.id));
      run(message.is_read ? 'mark_unread' : 'mark_read', [message.id]);
    },
    toggleArchive: (message: Message) => run(message.is_archived ? 'unarchive' : 'archive', [message.id]),
    /** Deletes the ids waiting for confirmation. */
    confirmDelete: () => {
      if (confirmIds) run('delete', confirmIds);
      setConfirmIds(null);
    },
  };
}

export type MessageActions = ReturnType<typeof useMessageActions>;
