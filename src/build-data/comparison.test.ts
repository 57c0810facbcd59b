import { describe, expect, it } from 'vitest';
import { comparisonRows } from './comparison';
import type { PlanCard } from './plans-model';

const card = (tools: string[]): PlanCard => ({ tools: tools.map((title) => ({ id: title.charCodeAt(0), title })) }) as PlanCard;

describe('comparisonRows (part 1 §2 feature comparison)', () => {
  it.each([
    ['part 1 §2: tools in more plans come first', [['A'], ['A', 'B'], ['B', 'C', 'A']], ['A', 'B', 'C']],
    ['part 1 §2: ties keep the order tools first appear in', [['C', 'D'], ['D', 'C']], ['C', 'D']],
    ['part 1 §2: a tool in one plan only comes last', [['E'], ['F', 'G'], ['G']], ['G', 'E', 'F']],
  ])('%s', (_row, tools, expected) => {
    const rows = comparisonRows(tools.map(card), 'standard');
    expect(rows.map((r) => r.title)).toEqual(expected);
  });

  it('part 1 §2: marks which plans include each tool', () => {
    const rows = comparisonRows([card(['A']), card(['A', 'B'])], 'trial');
    expect(rows.map((r) => r.included)).toEqual([[true, true], [false, true]]);
  });

  it.each([
    ['part 1 §2: the WordPress view starts with the cloud server in its first three plans', 'wordpress', 4, [true, true, true, false]],
    ['part 1 §2: a three-plan WordPress view has it in every plan', 'wordpress', 3, [true, true, true]],
  ] as const)('%s', (_row, kind, count, included) => {
    const rows = comparisonRows(Array.from({ length: count }, () => card(['A'])), kind);
    expect(rows[0]).toEqual({ kind: 'cloud_server', title: null, included });
  });

  it.each([['standard'], ['trial']] as const)('part 1 §2: the %s view has no cloud server row', (kind) => {
    expect(comparisonRows([card(['A'])], kind).some((r) => r.kind === 'cloud_server')).toBe(false);
  });
});
