import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRepository, extractCitations, specSections } from '../../scripts/spec-citations';

const root = join(import.meta.dirname, '..', '..');

describe('spec citations', () => {
  it('reads a part marker, the bare sections that continue it, and a marker split over a comment line', () => {
    const { citations, orphans } = extractCitations("(spec p2 §3 'Building', §7, §9)\n/** spec p1\n * §2.3 points */ part 1 §8");
    expect(citations.map((c) => `p${c.part} §${c.section}`)).toEqual(['p2 §3', 'p2 §7', 'p2 §9', 'p1 §2.3', 'p1 §8']);
    expect(orphans).toEqual([]);
  });

  it('reports a bare § far from any part as an orphan and skips other documents’ sections', () => {
    const { citations, orphans } = extractCitations(`see §5 here\n${'x'.repeat(500)}\nRFC 9110 §7.6.1, docs/backend.md §4`);
    expect(citations).toEqual([]);
    expect(orphans).toEqual([1]);
  });

  it('takes the numbered headings of a spec page as its sections', () => {
    expect([...specSections('# Title\n## §1 Purpose\n### §2.7 Messages\nnot §3\n')]).toEqual(['1', '2.7']);
  });

  it('fails on a citation that docs/spec does not have', () => {
    const dir = mkdtempSync(join(tmpdir(), 'citations-'));
    try {
      mkdirSync(join(dir, 'docs/spec'), { recursive: true });
      mkdirSync(join(dir, 'packages'));
      writeFileSync(join(dir, 'docs/spec/p1.md'), '## §4 States\n');
      writeFileSync(join(dir, 'docs/spec/p2.md'), '## §5 Validation\n### §2.7 Messages\n');
      writeFileSync(join(dir, 'packages/a.ts'), '// spec p1 §4, p2 §2.7 and p2 §6\n');
      expect(checkRepository(dir)).toEqual({ problems: [{ file: 'packages/a.ts', line: 1, citation: 'p2 §6' }], checked: 3 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('every p1/p2 section the repository cites is a heading of docs/spec/p1.md or p2.md', () => {
    const { problems, checked } = checkRepository(root);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(500);
  });
});
