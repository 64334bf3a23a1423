import { useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { config, messageMutations, messageQueries, type Message } from '@imperio/api-client';
import type { ComposeSubmit } from '../../components/ComposeDialog';

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
 * one is pending is ignored; a failure keeps the modal and the draft).
 */
export function useCompose({ composeTo, clearComposeTo, onSent }: ComposeInput) {
  const [own, setOwn] = useState<ComposeDraftOrigin | null>(null);
  const count = useRef(0);
  const [userTerm, setUserTerm] = useState('');
  const templates = useQuery(messageQueries.templates());
  const users = useQuery({ ...messageQueries.userSearch(userTerm), enabled: userTerm.length >= config.limits.userSearchMinChars });
  const send = useMutation(messageMutations.send());
  const busy = useRef(false);
  // The URL's recipient opens a draft of its own until the modal is closed.
  const draft = own ?? (composeTo ? { key: `to:${composeTo}`, replyTo: null, recipient: composeTo } : null);

  function open(replyTo: Message | null) {
    send.reset();
    setUserTerm('');
    count.current += 1;
    setOwn({ key: String(count.current), replyTo, recipient: null });
  }

  function close() {
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
