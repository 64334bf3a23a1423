import { useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { config, messageMutations, messageQueries, type Message } from '@imperio/api-client';
import type { ComposeDraftContext, ComposeSubmit } from '../../components/ComposeDialog';
import type { ComposeValues } from '../../components/ComposeDialog/composeForm';
import { clearDraft, useStoredDraft } from '../../state/formDrafts';
import { useSession } from '../../state/session';

/** The compose modal's form id in the draft store (`state/formDrafts.ts`). */
export const COMPOSE_DRAFT_ID = 'compose';

interface ComposeDraftOrigin {
  key: string;
  replyTo: Message | null;
  /** A recipient's username to start with (`?compose=`). */
  recipient: string | null;
}

export interface ComposeInput {
  /** The recipient asked for in the URL (`?compose=<username>`): compose opens for them. */
  composeTo: string | null;
  /** Forgets `?compose=` once the modal closes. */
  clearComposeTo: () => void;
  /** After a send: 'Mensaje enviado'. */
  onSent: () => void;
}

/**
 * The compose modal's state (spec p2 §5): which draft is open (new, reply, or to the URL's
 * recipient), the recipient search and templates, and the send, once per intent (a repeat while
 * one is pending is ignored; a failure keeps the modal and the draft). What is typed is kept in
 * the draft store (`COMPOSE_DRAFT_ID`): when the screen mounts with a draft left by a session that
 * ended, the modal reopens with it; a send or a close forgets it.
 */
export function useCompose({ composeTo, clearComposeTo, onSent }: ComposeInput) {
  const playerId = useSession()?.user.id ?? null;
  const saved = useStoredDraft<ComposeValues, ComposeDraftContext>(COMPOSE_DRAFT_ID);
  const [own, setOwn] = useState<ComposeDraftOrigin | null>(() =>
    saved ? { key: 'saved', replyTo: saved.context?.replyTo ?? null, recipient: null } : null,
  );
  const count = useRef(0);
  const [userTerm, setUserTerm] = useState('');
  const templates = useQuery(messageQueries.templates());
  const users = useQuery({ ...messageQueries.userSearch(userTerm), enabled: userTerm.length >= config.limits.userSearchMinChars });
  const send = useMutation(messageMutations.send());
  const busy = useRef(false);
  // The URL's recipient opens a draft of its own until the modal is closed.
  const draft = own ?? (composeTo ? { key: `to:${composeTo}`, replyTo: null, recipient: composeTo } : null);

  const forget = () => {
    if (playerId !== null) clearDraft(playerId, COMPOSE_DRAFT_ID);
  };

  function open(replyTo: Message | null) {
    forget();
    send.reset();
    setUserTerm('');
    count.current += 1;
    setOwn({ key: String(count.current), replyTo, recipient: null });
  }

  function close() {
    forget();
    setOwn(null);
    if (composeTo) clearComposeTo();
  }

  /** Sends the draft once; a failure keeps the modal and everything typed (spec p2 §5). */
  function submit(values: ComposeSubmit) {
    if (busy.current || send.isPending) return;
    busy.current = true;
    send.mutate(
      { recipient: values.recipient, subject: values.subject, content: values.content, replyToId: values.replyTo?.id ?? null },
      {
        onSuccess: () => {
          close();
          onSent();
        },
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  }

  return {
    draft,
    open,
    close,
    submit,
    send,
    setUserTerm,
    templates: templates.data ?? [],
    users: users.data ?? [],
    searching: users.isFetching,
  };
}

export type ComposeState = ReturnType<typeof useCompose>;
