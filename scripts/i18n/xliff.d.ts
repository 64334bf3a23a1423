// The xliff package ships no types: the shapes this project uses (xliff 6.4, XLIFF 2.0).
declare module 'xliff/js2xliff' {
  import type { XliffDocument } from 'xliff/xliff2js';
  /** Writes an XLIFF document (2.0 by default). */
  export default function js2xliff(document: XliffDocument, options?: { indent?: string; targetXliffVersion?: string }): Promise<string>;
}
declare module 'xliff/xliff2js' {
  export interface XliffUnit {
    source?: string;
    target?: string;
    note?: string | string[];
    additionalAttributes?: Record<string, string | number>;
  }
  export interface XliffDocument {
    sourceLanguage: string;
    targetLanguage?: string;
    resources: Record<string, Record<string, XliffUnit>>;
  }
  /** Reads an XLIFF 1.2/2.x document. */
  export default function xliff2js(text: string): Promise<XliffDocument>;
}
