import { describe, expect, it } from 'vitest';
import {
  applyFormat,
  bodyExcess,
  bodyLength,
  insertAt,
  paginate,
  plainText,
  replySubject,
  TOOLBAR_EMOJI,
  trimDraft,
  validateDraft,
  winRatio,
} from './messages';

describe('replySubject (p2 §5)', () => {
  it('adds "Re: " once', () => {
    expect(replySubject('Pacto de no agresión')).toBe('Re: Pacto de no agresión');
    expect(replySubject('Re: Pacto')).toBe('Re: Pacto');
    expect(replySubject(replySubject('Pacto'))).toBe('Re: Pacto');
  });
  it('treats any casing of an existing prefix as present and trims', () => {
    expect(replySubject('  RE: Pacto ')).toBe('RE: Pacto');
    expect(replySubject('re:Pacto')).toBe('re:Pacto');
  });
  it('does not mistake words that start with "re" for the prefix', () => {
    expect(replySubject('Refuerzos')).toBe('Re: Refuerzos');
  });
  it('handles a missing subject', () => {
    expect(replySubject(null)).toBe('Re: ');
  });
});

describe('paginate (p2 §2.7, §9: 20 per page)', () => {
  it('counts pages of 20', () => {
    expect(paginate(0, 1)).toEqual({ page: 1, pages: 1, hasPrevious: false, hasNext: false, visible: false });
    expect(paginate(20, 1).pages).toBe(1);
    expect(paginate(21, 1).pages).toBe(2);
    expect(paginate(41, 3)).toEqual({ page: 3, pages: 3, hasPrevious: true, hasNext: false, visible: true });
  });
  it('clamps the page into range', () => {
    expect(paginate(30, 5).page).toBe(2);
    expect(paginate(30, 0).page).toBe(1);
    expect(paginate(30, Number.NaN).page).toBe(1);
  });
  it('shows the pager only with more than one page', () => {
    expect(paginate(20, 1).visible).toBe(false);
    expect(paginate(26, 1)).toMatchObject({ visible: true, hasNext: true, hasPrevious: false });
  });
  it('uses the given page size', () => {
    expect(paginate(100, 1, 25).pages).toBe(4);
  });
});

describe('winRatio (p2 §2.8)', () => {
  it('is won divided by lost to 2 decimals', () => {
    expect(winRatio(12, 5)).toEqual({ value: 2.4, fractionDigits: 2 });
    expect(winRatio(10, 3)).toEqual({ value: 3.33, fractionDigits: 2 });
    expect(winRatio(2, 3)).toEqual({ value: 0.67, fractionDigits: 2 });
  });
  it('is simply the battles won with no losses', () => {
    expect(winRatio(18, 0)).toEqual({ value: 18, fractionDigits: 0 });
    expect(winRatio(0, 0)).toEqual({ value: 0, fractionDigits: 0 });
    expect(winRatio(null, undefined)).toEqual({ value: 0, fractionDigits: 0 });
  });
});

describe('validateDraft and trimDraft (p2 §5)', () => {
  it('needs a chosen recipient, a subject and content, in that order', () => {
    expect(validateDraft({ recipient: null, subject: '', content: '' })).toEqual(['recipient', 'subject', 'content']);
    expect(validateDraft({ recipient: 'nova', subject: '  ', content: '\n' })).toEqual(['subject', 'content']);
    expect(validateDraft({ recipient: 'nova', subject: 'Hola', content: 'Texto' })).toEqual([]);
  });
  it('trims subject and content', () => {
    expect(trimDraft({ recipient: 'nova', subject: '  Hola ', content: '\n<p>x</p>  ' })).toEqual({
      recipient: 'nova',
      subject: 'Hola',
      content: '<p>x</p>',
    });
  });
});

describe('applyFormat and insertAt (compose toolbar)', () => {
  it('wraps the selection in bold, italic or underline and keeps it selected', () => {
    const edit = applyFormat('hola mundo', 5, 10, 'bold');
    expect(edit.text).toBe('hola <b>mundo</b>');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('mundo');
    expect(applyFormat('a', 0, 1, 'italic').text).toBe('<i>a</i>');
    expect(applyFormat('a', 1, 0, 'underline').text).toBe('<u>a</u>');
  });
  it('puts the caret between empty tags', () => {
    const edit = applyFormat('ab', 1, 1, 'bold');
    expect(edit.text).toBe('a<b></b>b');
    expect(edit.selectionStart).toBe(4);
  });
  it('turns selected lines into list items', () => {
    expect(applyFormat('uno\ndos', 0, 7, 'bulletList').text).toBe('<ul>\n  <li>uno</li>\n  <li>dos</li>\n</ul>');
    const empty = applyFormat('', 0, 0, 'numberedList');
    expect(empty.text).toBe('<ol>\n  <li></li>\n</ol>');
    expect(empty.text.slice(0, empty.selectionStart)).toBe('<ol>\n  <li>');
  });
  it('inserts emoji at the caret', () => {
    expect(TOOLBAR_EMOJI).toHaveLength(8);
    const edit = insertAt('ab', 1, 1, '🚀');
    expect(edit.text).toBe('a🚀b');
    expect(edit.selectionStart).toBe(1 + '🚀'.length);
    expect(insertAt('abc', 1, 2, '⭐').text).toBe('a⭐c');
  });
});

describe('plainText', () => {
  it('drops tags, scripts and styles', () => {
    expect(plainText('<p>Hola <b>mundo</b></p><script>x()</script><style>p{}</style>')).toBe('Hola mundo');
  });
});

describe('bodyLength and bodyExcess (p2 §9: 10000 characters)', () => {
  it('counts characters, an emoji as one', () => {
    expect(bodyLength('Hola')).toBe(4);
    expect(bodyLength('🚀🚀')).toBe(2);
    expect(bodyLength('')).toBe(0);
  });
  it('is over the limit only past it', () => {
    expect(bodyExcess('a'.repeat(10_000), 10_000)).toBe(0);
    expect(bodyExcess('a'.repeat(10_001), 10_000)).toBe(1);
    expect(bodyExcess('a'.repeat(12_142), 10_000)).toBe(2_142);
  });
});
