/** Types of scripts/chromium.mjs (plain Node, shared with the TypeScript test configs). */
export declare const chromiumPath: string;
export declare const chromiumFlags: string[];
