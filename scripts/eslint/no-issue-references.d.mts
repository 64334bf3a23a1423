import type { ESLint, Rule } from 'eslint';

/** One tracker reference in a comment's text: the word issue or item followed by a number, or a hash and a number. */
export declare const ISSUE_REFERENCE: RegExp;
/** The same pattern with the global flag, for counting. */
export declare const ISSUE_REFERENCES: RegExp;
/** The rule `local/no-issue-references`. */
export declare const noIssueReferences: Rule.RuleModule;
/** The local ESLint plugin holding it. */
export declare const localPlugin: ESLint.Plugin;
