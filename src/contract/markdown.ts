import { DUTIES } from './duties';
import { dutyBinds, pathTemplate, type RecordedCall } from './openapi';

/**
 * docs/contract/README.md: the duties in words, then every call with its service, method, path and duties. Written
 * from the same recorded calls as openapi.json, so the two never disagree.
 */
export function contractMarkdown(recorded: readonly RecordedCall[]): string {
  const lines: string[] = [
    '# The checkout backend contract',
    '',
    'What the checkout needs from the office and the gateway before it takes real money. Generated: do not edit; run',
    '`npm run contract:build` after changing a call in `src/api` or a duty in `src/contract/duties.ts` (a test fails',
    'until the two files here match the code).',
    '',
    '- `openapi.json`: the OpenAPI 3.1 document of every call the browser makes: method, path, query, body, the answer',
    '  the page reads (JSON Schema from the zod schemas of `src/api`, the wire side), its source in the spec or a',
    '  decision, whether it sends the office session cookie (`x-credentials`), its time limit (`x-timeout-ms`) and its',
    '  duties (`x-duties`).',
    '- Below: the duties, then the calls.',
    '',
    'A duty marked **required** is one the checkout needs to take money safely: without it a buyer can be charged twice,',
    'charged without the purchase being booked, or cannot pay. One marked **degrades** leaves the checkout safe: without',
    'it the buyer is told less and sent to the office\'s invoices.',
    '',
    '## Duties',
    '',
  ];
  for (const duty of DUTIES) {
    const calls = recorded.filter(({ call }) => dutyBinds(duty, call.id)).map(({ call }) => `\`${call.id}\``);
    lines.push(
      `### ${duty.title} (${duty.need})`,
      '',
      duty.rule,
      '',
      `**Without it:** ${duty.whenMissing}`,
      '',
      `Calls: ${duty.calls.includes('*') ? 'every call' : calls.join(', ')}. Source: ${duty.source}.`,
      '',
    );
  }
  lines.push('## Calls', '', '| Call | Service | Method and path | Source | Duties |', '|---|---|---|---|---|');
  for (const { call, request } of recorded) {
    const duties = DUTIES.filter((duty) => dutyBinds(duty, call.id) && !duty.calls.includes('*')).map((duty) => duty.id);
    lines.push(`| \`${call.id}\` | ${request.base} | \`${request.method} ${pathTemplate(request.path, call.pathParams)}\` | ${call.source} | ${duties.join(', ') || '-'} |`);
  }
  return `${lines.join('\n')}\n`;
}
