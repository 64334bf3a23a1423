import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { notificationMutations, type Id } from '@imperio/api-client';

/**
 * Mark read, delete and mark all read for the notifications tab (spec p2 §2.7, §7): one request
 * per intent (a repeat while the same one is on its way is ignored, kept synchronously since a
 * double click can beat the re-render); failures are silent (§8), the factories reload the
 * list either way. `onDeleted` hears of each notification deleted.
 */
export function useNotificationActions(onDeleted: (id: Id) => void) {
  const markRead = useMutation(notificationMutations.markRead());
  const remove = useMutation(notificationMutations.remove());
  const markAll = useMutation(notificationMutations.markAllRead());
  const inFlight = useRef(new Set<string>());

  function once(key: string, run: () => Promise<unknown>) {
    if (inFlight.current.has(key)) return;
    inFlight.current.add(key);
    run()
      .catch(() => undefined)
      .finally(() => inFlight.current.delete(key));
  }

  return {
    markOneRead: (id: Id) => once(`read:${id}`, () => markRead.mutateAsync(id)),
    removeOne: (id: Id) => once(`delete:${id}`, () => remove.mutateAsync(id).then(() => onDeleted(id))),
    markAllRead: () => once('read-all', () => markAll.mutateAsync()),
    /** A delete is on its way. */
    removing: remove.isPending,
    markingAll: markAll.isPending,
    /** Whether this notification's mark-read is on its way. */
    marking: (id: Id) => markRead.isPending && markRead.variables === id,
  };
}
