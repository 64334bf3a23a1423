import type { ESLint, Rule } from 'eslint';

/** One issue or item reference in a comment's text ("issue 31", "item 4", "#123"). */
export declare const ISSUE_REFERENCE: RegExp;
/** The same pattern with the global flag, for counting. */
export declare const ISSUE_REFERENCES: RegExp;
/** The rule `local/no-issue-references`. */
export declare const noIssueReferences: Rule.RuleModule;
/** The local ESLint plugin holding it. */
export declare const localPlugin: ESLint.Plugin;
