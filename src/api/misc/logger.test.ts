import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { sandboxLogEntries } from '~/sandbox/handlers/misc-store';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { logPayloadSchema, sendLog, type LogEntry } from './logger';

const url = apiUrl('gateway', '/logger');

describe('sendLog (part 2 §7 /logger)', () => {
  it('part 2 §7: posts the entry with type WARNING by default', async () => {
    await expect(sendLog({ env: 'sandbox', message: 'amount is not a number', data: { amount: 'abc' }, ip: '203.0.113.10' })).resolves.toBe(true);
    expect(sandboxLogEntries()).toEqual([
      { application: 'OFFICE', env: 'sandbox', message: 'amount is not a number', data: { amount: 'abc' }, type: 'WARNING', ip: '203.0.113.10' },
    ]);
  });

  it.each([
    ['part 2 §7: a 2xx with an empty body still counts as delivered', () => new HttpResponse(null, { status: 200 }), true],
    ['part 2 §8: an HTTP 500 is reported as not delivered, never thrown', () => new HttpResponse(null, { status: 500 }), false],
    ['part 2 §8: a network failure is reported as not delivered, never thrown', () => HttpResponse.error(), false],
  ])('%s', async (_name, answer, delivered) => {
    sandboxServer.use(http.post(url, answer));
    await expect(sendLog({ env: 'sandbox', message: 'x' })).resolves.toBe(delivered);
  });

  it('part 2 §8: an injected offline fault is reported as not delivered', async () => {
    setScenario({ fault: 'offline', faultTimes: 1, faultPath: '/logger' });
    await expect(sendLog({ env: 'sandbox', message: 'x' })).resolves.toBe(false);
  });

  it.each([
    ['a payload missing a field', { env: 'sandbox' }, 'message'],
    ['a wrong type', { env: 'sandbox', message: 'x', type: 'DEBUG' }, 'type'],
  ])('rejects %s before sending, naming the field', async (_name, entry, field) => {
    const parsed = logPayloadSchema.safeParse(entry);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path.join('.')).toBe(field);
    await expect(sendLog(entry as LogEntry)).resolves.toBe(false);
    expect(sandboxLogEntries()).toEqual([]);
  });
});
