// gettext-parser 10 ships no types (and @types/gettext-parser describes 9's CommonJS default
// export): the part of its ESM API this project uses.
declare module 'gettext-parser' {
  export interface GetTextComment {
    translator?: string;
    reference?: string;
    extracted?: string;
    flag?: string;
    previous?: string;
  }
  export interface GetTextTranslation {
    msgctxt?: string;
    msgid: string;
    msgid_plural?: string;
    msgstr: string[];
    comments?: GetTextComment;
  }
  export interface GetTextTranslations {
    charset: string;
    headers: Record<string, string>;
    translations: Record<string, Record<string, GetTextTranslation>>;
  }
  export const po: {
    /** Reads a PO file; a string is read as UTF-8. @throws Error on a syntax error (with `validation`, on duplicates too) */
    parse(input: string | Buffer, options?: { defaultCharset?: string; validation?: boolean }): GetTextTranslations;
    /** Writes a PO file. */
    compile(table: GetTextTranslations, options?: { foldLength?: number; sort?: boolean; eol?: string }): Buffer;
  };
}
