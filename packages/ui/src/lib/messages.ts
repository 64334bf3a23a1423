/**
 * Pure rules of the messages centre and the profile (spec p2 §2.7, §2.8, §5, §9).
 */
import { config } from '@imperio/api-client';

/** The reply prefix (spec p2 §5). */
export const REPLY_PREFIX = 'Re: ';

/**
 * A reply's subject: the original subject with 'Re: ' in front, once. A subject that already
 * starts with 'Re:' (any case, any spacing) is kept as it is, trimmed.
 * @example replySubject('Pacto') // 'Re: Pacto'; replySubject('Re: Pacto') // 'Re: Pacto'
 */
export function replySubject(subject: string | null | undefined): string {
  const trimmed = (subject ?? '').trim();
  return /^re:/i.test(trimmed) ? trimmed : `${REPLY_PREFIX}${trimmed}`;
}

export interface Pagination {
  /** Current page, 1-based, clamped to [1, pages]. */
  page: number;
  /** Number of pages, at least 1. */
  pages: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** Whether the pager shows at all: only with more than one page (spec p2 §2.7). */
  visible: boolean;
}

/**
 * Pagination maths for 'Página x de y' (spec p2 §2.7): `count` items, `pageSize` per page
 * (20 for messages and notifications, §9), `page` 1-based.
 */
export function paginate(count: number, page: number, pageSize: number = config.limits.messagesPageSize): Pagination {
  const safeCount = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  const size = pageSize > 0 ? pageSize : 1;
  const pages = Math.max(1, Math.ceil(safeCount / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { page: current, pages, hasPrevious: current > 1, hasNext: current < pages, visible: pages > 1 };
}

/**
 * Win ratio (spec p2 §2.8): battles won divided by battles lost, rounded to 2 decimals; with no
 * losses it is simply the number won. Missing values count as 0.
 * @returns the value and how many decimals to show (2, or 0 when there are no losses)
 * @example winRatio(12, 5) // { value: 2.4, fractionDigits: 2 }; winRatio(7, 0) // { value: 7, fractionDigits: 0 }
 */
export function winRatio(won: number | null | undefined, lost: number | null | undefined): { value: number; fractionDigits: 0 | 2 } {
  const w = Number(won) > 0 ? Number(won) : 0;
  const l = Number(lost) > 0 ? Number(lost) : 0;
  if (l === 0) return { value: w, fractionDigits: 0 };
  return { value: Math.round((w / l) * 100) / 100, fractionDigits: 2 };
}

/** What the compose form holds. `recipient` is the chosen search result's username, or null. */
export interface Draft {
  recipient: string | null;
  subject: string;
  content: string;
}

export type DraftErrorKey = 'recipient' | 'subject' | 'content';

/**
 * The compose validation (spec p2 §5): a recipient chosen from the search results, a non-blank
 * subject and non-blank content. Returns the failing fields, in that order ([] when valid).
 */
export function validateDraft(draft: Draft): DraftErrorKey[] {
  const errors: DraftErrorKey[] = [];
  if (!draft.recipient || !draft.recipient.trim()) errors.push('recipient');
  if (!draft.subject.trim()) errors.push('subject');
  if (!draft.content.trim()) errors.push('content');
  return errors;
}

/**
 * The body's length as a person counts it: characters (code points), so an emoji is one
 * (spec p2 §9 'Message body counter 10000 characters').
 */
export function bodyLength(content: string): number {
  let count = 0;
  for (const _char of content) count += 1;
  return count;
}

/** How many characters the body is over `max` (0 when within). */
export function bodyExcess(content: string, max: number): number {
  return Math.max(0, bodyLength(content) - max);
}

/** The draft as sent: subject and content trimmed (spec p2 §5). */
export function trimDraft<T extends Draft>(draft: T): T {
  return { ...draft, subject: draft.subject.trim(), content: draft.content.trim() };
}

/** Formatting toolbar actions of the compose modal (spec p2 §2.7). */
export type FormatAction = 'bold' | 'italic' | 'underline' | 'bulletList' | 'numberedList';

/** The eight emoji of the toolbar (spec p2 §2.7 'eight emoji'). */
export const TOOLBAR_EMOJI = ['🚀', '⚔️', '🛡️', '🌍', '⭐', '💎', '🔥', '👍'] as const;

const WRAP: Record<'bold' | 'italic' | 'underline', [string, string]> = {
  bold: ['<b>', '</b>'],
  italic: ['<i>', '</i>'],
  underline: ['<u>', '</u>'],
};

export interface TextEdit {
  text: string;
  /** New selection, as offsets into `text`. */
  selectionStart: number;
  selectionEnd: number;
}

/**
 * Applies a toolbar action to the body: bold, italic and underline wrap the selection in
 * `<b>`, `<i>`, `<u>` (the selection stays on the wrapped text; with nothing selected the caret
 * lands between the tags); the lists turn each selected line into an `<li>` of a `<ul>` or `<ol>`.
 */
export function applyFormat(text: string, selectionStart: number, selectionEnd: number, action: FormatAction): TextEdit {
  const start = Math.max(0, Math.min(selectionStart, selectionEnd, text.length));
  const end = Math.min(text.length, Math.max(selectionStart, selectionEnd));
  const before = text.slice(0, start);
  const selected = text.slice(start, end);
  const after = text.slice(end);
  if (action === 'bold' || action === 'italic' || action === 'underline') {
    const [open, close] = WRAP[action];
    return {
      text: `${before}${open}${selected}${close}${after}`,
      selectionStart: start + open.length,
      selectionEnd: start + open.length + selected.length,
    };
  }
  const tag = action === 'bulletList' ? 'ul' : 'ol';
  const lines = selected ? selected.split('\n') : [''];
  const items = lines.map((line) => `  <li>${line}</li>`).join('\n');
  const block = `<${tag}>\n${items}\n</${tag}>`;
  // An empty list puts the caret inside its one item.
  const caret = selected ? start + block.length : start + `<${tag}>\n  <li>`.length;
  return { text: `${before}${block}${after}`, selectionStart: caret, selectionEnd: caret };
}

/** Inserts `insert` (an emoji) at the caret, replacing any selection; the caret goes after it. */
export function insertAt(text: string, selectionStart: number, selectionEnd: number, insert: string): TextEdit {
  const start = Math.max(0, Math.min(selectionStart, selectionEnd, text.length));
  const end = Math.min(text.length, Math.max(selectionStart, selectionEnd));
  const next = `${text.slice(0, start)}${insert}${text.slice(end)}`;
  return { text: next, selectionStart: start + insert.length, selectionEnd: start + insert.length };
}

/** Plain text of a message body for previews and the screen reader summary (tags removed). */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
