/**
 * Spec citations resolve inside the repository: every `p1 §N` / `p2 §N.M` (also written
 * `part 1 §8`, and a bare `§9` continuing the last cited part, as in `(p2 §3 'Building', §7,
 * §9)`) that the code and docs cite must be a heading `## §N …` / `### §N.M …` in
 * docs/spec/p1.md or docs/spec/p2.md. Run by the unit suite (tests/unit/spec-citations.test.ts)
 * and by `pnpm docs:citations`, which prints every unresolved citation and exits 1.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** One citation found in a file. */
export interface Citation {
  part: '1' | '2';
  /** The section as written, e.g. `2.7`. */
  section: string;
  /** 1-based line of the `§`. */
  line: number;
}

/** A bare `§N` continues the last `pX §` citation when it is at most this many characters after it. */
const CONTINUATION_WINDOW = 400;

/** `p1 §`, `p2§`, `part 1 §`, `spec part 2 §` — a part marker directly followed by `§`. */
const PART = /\b(?:p|part\s?)([12])[\s*/]*(?=§)/g;
/** `§4`, `§ 2.7`, `§7.3`. */
const SECTION = /§\s?(\d+(?:\.\d+)*)/g;
/** A `§` of another document, not the spec: `RFC 9110 §7.6.1`, `docs/backend.md §4`. */
const FOREIGN = /(?:RFC\s?\d+|\.md`?|issue\s\d+)\s*$/;

/**
 * The citations in one text. A `§N` right after a part marker takes that part; a bare `§N`
 * takes the part of the last marker within `CONTINUATION_WINDOW` characters before it; a bare
 * `§N` with no marker near it is returned under `orphans` (an unresolvable citation).
 * @returns the citations, and the 1-based lines of the orphan `§`s
 */
export function extractCitations(text: string): { citations: Citation[]; orphans: number[] } {
  const markers = [...text.matchAll(PART)].map((m) => ({ part: m[1] as '1' | '2', end: m.index + m[0].length }));
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const citations: Citation[] = [];
  const orphans: number[] = [];
  let next = 0;
  let current: { part: '1' | '2'; at: number } | null = null;
  for (const match of text.matchAll(SECTION)) {
    if (FOREIGN.test(text.slice(Math.max(0, match.index - 30), match.index))) continue;
    while (next < markers.length && markers[next]!.end <= match.index) {
      current = { part: markers[next]!.part, at: markers[next]!.end };
      next++;
    }
    const direct = current !== null && current.at === match.index;
    if (current && (direct || match.index - current.at <= CONTINUATION_WINDOW)) {
      citations.push({ part: current.part, section: match[1]!, line: lineAt(match.index) });
      current.at = match.index + match[0].length; // a list `§3, §7, §9` keeps extending the window
    } else orphans.push(lineAt(match.index));
  }
  return { citations, orphans };
}

/** The section numbers that are headings (`## §4 …`, `### §2.7 …`) of a docs/spec page. */
export function specSections(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{2,4} §(\d+(?:\.\d+)*)\b/gm)].map((m) => m[1]!));
}

const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-server',
  'storybook-static',
  '__screenshots__',
  '.git',
  '.vitest-attachments',
  'test-results',
]);
const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|md|mdx|json)$/;
/** Folders and root files whose text may cite the spec. docs/spec itself is the target, not a source. */
/** This checker and its test, whose comments hold example citations. */
const SELF = /spec-citations(\.test)?\.ts$/;
const SOURCES = ['packages', 'apps', 'scripts', 'tests', 'docs', '.storybook', 'README.md'];

function* walk(path: string): Generator<string> {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    if (EXTENSIONS.test(path)) yield path;
    return;
  }
  for (const entry of readdirSync(path)) if (!SKIP_DIRS.has(entry)) yield* walk(join(path, entry));
}

/** One citation that docs/spec does not resolve, or a `§` with no part to resolve it in. */
export interface Problem {
  file: string;
  line: number;
  citation: string;
}

/**
 * Checks every source file under `root` against docs/spec/p1.md and p2.md.
 * @returns the unresolved citations (empty when all resolve) and how many citations were checked
 */
export function checkRepository(root: string): { problems: Problem[]; checked: number } {
  const sections = {
    '1': specSections(readFileSync(join(root, 'docs/spec/p1.md'), 'utf8')),
    '2': specSections(readFileSync(join(root, 'docs/spec/p2.md'), 'utf8')),
  };
  const problems: Problem[] = [];
  let checked = 0;
  for (const source of SOURCES)
    for (const path of walk(join(root, source))) {
      const file = relative(root, path);
      if (file.startsWith(join('docs', 'spec')) || SELF.test(file)) continue;
      const { citations, orphans } = extractCitations(readFileSync(path, 'utf8'));
      checked += citations.length;
      for (const c of citations)
        if (!sections[c.part].has(c.section)) problems.push({ file, line: c.line, citation: `p${c.part} §${c.section}` });
      for (const line of orphans) problems.push({ file, line, citation: '§ without p1/p2 before it' });
    }
  return { problems, checked };
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const { problems, checked } = checkRepository(join(import.meta.dirname, '..'));
  for (const p of problems) console.log(`${p.file}:${p.line}  ${p.citation}`);
  console.log(`${checked} citations checked, ${problems.length} unresolved.`);
  process.exit(problems.length ? 1 : 0);
}
