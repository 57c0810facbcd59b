import { describe, expect, it } from 'vitest';
import { LEGACY_TOOLS } from './legacy-plans';
import { COMPARISON_GROUPS, toolColumns } from './comparison';

describe('legacy comparison table (part 1 §2)', () => {
  it.each([
    ['part 1 §2: every plan builds websites', 'site_builder', [true, true, true, true]],
    ['part 1 §2: email marketing from Marketer up', 'email_marketing', [false, true, true, true]],
    ['part 1 §9: the webinar room from Premium up', 'webinar_room', [false, false, true, true]],
    ['part 1 §2: automation only in Funnel Club', 'automation', [false, false, false, true]],
  ] as const)('%s', (_name, tool, columns) => {
    expect(toolColumns(tool)).toEqual(columns);
  });

  it('shows every tool and the four limits exactly once', () => {
    const rows = COMPARISON_GROUPS.flatMap((group) => group.rows.map((row) => (row.kind === 'tool' ? row.tool : row.key)));
    expect([...rows].sort()).toEqual([...LEGACY_TOOLS, 'domains', 'subdomains', 'subscribers', 'storage'].sort());
  });
});
