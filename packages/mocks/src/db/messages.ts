import { Collection } from '@msw/data';
import { messageSchema, messageTemplateSchema } from '@imperio/api-client/schemas/index';
import { z } from 'zod';
import { extend } from 'zod/mini';
import { omitFields } from './units';

/**
 * Messages as mailbox copies: sending writes one copy to the recipient's inbox (`box: 'in'`) and
 * one to the sender's sent folder (`box: 'sent'`), so each side reads, stars, archives and
 * deletes its own copy. `owner_id` is the player whose mailbox holds the copy.
 */
export const messages = new Collection({
  schema: extend(messageSchema, {
    id: z.number(),
    owner_id: z.number(),
    box: z.enum(['in', 'sent']),
    sender_id: z.number().nullable(),
    recipient_id: z.number(),
    is_deleted: z.boolean(),
    created_ms: z.number(),
  }),
});

/** Message templates offered in the compose modal (shared by every player). */
export const messageTemplates = new Collection({ schema: extend(messageTemplateSchema, { id: z.number() }) });

export type MessageRecord = ReturnType<typeof messages.all>[number];

/** The message as the API serves it (without the mailbox fields). */
export function publicMessage(record: MessageRecord) {
  return omitFields(record, ['owner_id', 'box', 'sender_id', 'recipient_id', 'is_deleted', 'created_ms'] as const);
}
