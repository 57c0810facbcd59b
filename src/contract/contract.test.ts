import SwaggerParser from '@apidevtools/swagger-parser';
import { globSync, readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import type { RecordedCall } from './openapi';

// Every call runs its own code up to the request, which is recorded instead of sent (recording-request.ts).
vi.mock('~/api/request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('~/api/request')>()),
  request: (await import('./recording-request')).recordingRequest,
}));
// The shared set-up's sandbox handlers imported some calls with the real request already: every module loads anew.
vi.resetModules();
const { CONTRACT_CALLS, NOT_THE_BACKENDS } = await import('./calls');
const { DUTIES } = await import('./duties');
const { contractMarkdown } = await import('./markdown');
const { dutyBinds, openApiDocument, pathTemplate } = await import('./openapi');
const { RequestRecorded, takeRecorded } = await import('./recording-request');

async function recordAll(): Promise<RecordedCall[]> {
  const recorded: RecordedCall[] = [];
  for (const call of CONTRACT_CALLS) {
    takeRecorded();
    const error = await call.invoke().then(() => null, (e: unknown) => e);
    const requests = takeRecorded();
    // A call that swallows its failure (the log) ends without the error: its one request is what counts.
    if (requests.length !== 1 || (error !== null && !(error instanceof RequestRecorded))) {
      throw new Error(`contract: ${call.id} did not end in one recorded request (${requests.length}; ${String(error)})`);
    }
    recorded.push({ call, request: requests[0] as RecordedCall['request'] });
  }
  return recorded;
}

/** The calls src/api names, read from its sources: `call: 'x'`, `const call = 'x'`, or a helper given the name first. */
function callsNamedInSources(): Set<string> {
  const names = new Set<string>();
  for (const file of globSync('src/api/**/*.ts').filter((f) => !f.endsWith('.test.ts'))) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:\bcall: |\bconst call = |postPaypalQuantityInvoice\()'(\w+)'/g)) names.add(match[1] as string);
  }
  return names;
}

const recorded = await recordAll();
const document = openApiDocument(recorded);

describe('the backend contract, generated from src/api (docs/contract/)', () => {
  it('docs/contract/openapi.json and README.md are what the calls and duties give (run `npm run contract:build` after a change)', async () => {
    await expect(`${JSON.stringify(document, null, 2)}\n`).toMatchFileSnapshot('../../docs/contract/openapi.json');
    await expect(contractMarkdown(recorded)).toMatchFileSnapshot('../../docs/contract/README.md');
  });

  it('validates as OpenAPI 3.1', async () => {
    const api = (await SwaggerParser.validate(structuredClone(document) as never)) as { openapi?: string; paths?: object };
    expect([api.openapi, Object.keys(api.paths ?? {}).length]).toEqual(['3.1.0', Object.keys(document.paths as object).length]);
  });

  it('has one operation for every call src/api names, and none it does not', () => {
    const operations = new Set(CONTRACT_CALLS.map((call) => call.id.split('.')[0] as string));
    const named = callsNamedInSources();
    expect([...named].filter((name) => !operations.has(name) && !(name in NOT_THE_BACKENDS)).sort()).toEqual([]);
    expect([...operations].filter((name) => !named.has(name)).sort()).toEqual([]);
    expect(Object.keys(NOT_THE_BACKENDS).filter((name) => !named.has(name))).toEqual([]);
  });

  it('each operation is the call it names, and every main-payment endpoint is one', () => {
    for (const { call, request } of recorded) expect(request.call).toBe(call.id.split('.')[0]);
    expect(recorded.filter(({ call }) => call.id.startsWith('createPayment.')).map(({ request }) => request.path).sort()).toEqual(
      recorded.filter(({ request }) => request.call === 'createPayment').map(({ request }) => request.path).sort(),
    );
  });

  it('the body each call sends is one its body schema takes (the schema the sandbox reads it with)', () => {
    const refused = recorded.flatMap(({ call, request }) => {
      const body = request.json ?? request.form;
      if (body === undefined || !call.body) return [];
      const parsed = z.safeParse(call.body, body);
      return parsed.success ? [] : [{ call: call.id, issues: parsed.error.issues }];
    });
    expect(refused).toEqual([]);
    const named = recorded.filter(({ call, request }) => call.body && (request.json ?? request.form) !== undefined);
    expect(named.length).toBeGreaterThan(30);
  });

  it('decision 012: every payment-creating call sends an idempotency key in its body, and carries the duty', () => {
    const keyed = recorded.filter(({ call }) => dutyBinds(DUTIES.find((duty) => duty.id === 'idempotency-key') as never, call.id));
    expect(keyed.length).toBeGreaterThan(14);
    for (const { call, request } of keyed) expect({ call: call.id, key: (request.json as { idempotency_key?: unknown }).idempotency_key }).toEqual({ call: call.id, key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const others = recorded.filter(({ call }) => !keyed.some((k) => k.call.id === call.id));
    for (const { call, request } of others) expect({ call: call.id, key: (request.json as { idempotency_key?: unknown } | undefined)?.idempotency_key }).toEqual({ call: call.id, key: undefined });
  });

  it("every duty binds at least one operation, and the attempt lookup's path is decision 012's", () => {
    for (const duty of DUTIES) expect({ duty: duty.id, calls: recorded.some(({ call }) => dutyBinds(duty, call.id)) }).toEqual({ duty: duty.id, calls: true });
    const lookup = recorded.find(({ call }) => call.id === 'getPaymentAttempt') as RecordedCall;
    expect([lookup.request.base, lookup.request.method, pathTemplate(lookup.request.path, lookup.call.pathParams)]).toEqual(['office', 'GET', '/br/office/payment-attempts/{key}']);
  });
});
