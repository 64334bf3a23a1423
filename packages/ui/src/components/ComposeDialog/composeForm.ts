// zod's settings (no eval under the CSP) before this module builds its schemas.
import '@imperio/api-client/zod-config';
import { z } from 'zod';
import type { Message } from '@imperio/api-client';
import { bodyLength, replySubject } from '../../lib/messages';

/** Why a field blocks sending; each is a key of `messages:compose.errors`. */
export type ComposeErrorKey = 'recipient' | 'subject' | 'content' | 'tooLong';

const notBlank = (value: string) => value.trim() !== '';

/**
 * The compose validation (spec p2 §5) as a zod schema for react-hook-form:
 * a recipient chosen, a non-blank subject and content, and a body of at most `max` characters
 * (code points). Each failure's message is its `ComposeErrorKey`.
 */
export function composeSchema(max: number) {
  return z.object({
    recipientText: z.string().optional(),
    chosen: z
      .object({ username: z.string(), display_name: z.string().nullish(), empire_name: z.string().nullish() })
      .nullable()
      .refine((value) => Boolean(value?.username.trim()), 'recipient'),
    subject: z.string().refine(notBlank, 'subject'),
    content: z
      .string()
      .refine(notBlank, 'content')
      .refine((value) => bodyLength(value) <= max, 'tooLong'),
    template: z.string().optional(),
  });
}

/**
 * The form's first values: a reply names the sender (fixed) and 'Re: …' the subject; a
 * `recipient` username (`?compose=`) starts chosen; otherwise everything is empty.
 */
export function composeDefaults(replyTo: Message | null, recipient: string | null): ComposeValues {
  if (replyTo) {
    const username = replyTo.sender?.username ?? '';
    return {
      recipientText: replyTo.sender_display_name || replyTo.sender?.display_name || username,
      chosen: username ? { username } : null,
      subject: replySubject(replyTo.subject),
      content: '',
    };
  }
  return {
    recipientText: recipient ?? '',
    chosen: recipient ? { username: recipient } : null,
    subject: '',
    content: '',
  };
}

/**
 * The compose form's fields: what is typed in 'Destinatario' (undefined while it is disabled,
 * when replying), the search result chosen (or the fixed recipient of a reply or `?compose=`;
 * null until then), subject, body and template.
 */
export type ComposeValues = z.input<ReturnType<typeof composeSchema>>;
