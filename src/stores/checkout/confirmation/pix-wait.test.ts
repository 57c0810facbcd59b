import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentResult } from '../payment-result';
import { resetStores } from '~/stores/reset';
import { $pixMinutesLeft } from './pix-countdown';
import { $pixPoll } from './pix-polling';
import { awaitsPix, startPixWait } from './pix-wait';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const MINUTE = 60_000;
const pix = (extra: Partial<PaymentResult> = {}): PaymentResult => ({
  method: 'pix', kind: 'pending', gatewayIdentifier: 'p', hashToken: 'pix_wait_1',
  artifact: { kind: 'pix', qrCode: '00020126580014br.gov.bcb.pix', qrCodeUrl: null }, ...extra,
});

describe('the pix wait of step 3 (part 2 §4.5, §9)', () => {
  beforeEach(() => {
    resetStores('page');
    vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    resetStores('page');
    vi.useRealTimers();
  });

  it('waits for a pending pix only: not a paid pix, a boleto or a paid card', () => {
    const boleto: PaymentResult = { method: 'boleto', kind: 'pending', gatewayIdentifier: 'b', artifact: { kind: 'boleto', barCode: '1', barCodeImage: null, qrCode: null, dueDate: null, downloadPdf: null } };
    expect([awaitsPix(pix()), awaitsPix(pix({ kind: 'paid' })), awaitsPix(boleto), awaitsPix({ method: 'creditCard', kind: 'paid', gatewayIdentifier: 'c', artifact: null })]).toEqual([true, false, false, false]);
    startPixWait(boleto);
    expect([$pixMinutesLeft.get(), $pixPoll.get()]).toEqual([null, 'idle']);
  });

  it('§9: shows 10 minutes at once and polls the notification; a second start (another expiry) changes nothing', () => {
    startPixWait(pix());
    expect([$pixMinutesLeft.get(), $pixPoll.get()]).toEqual([10, 'waiting']);
    startPixWait(pix({ pixExpiresAt: NOW + 3 * MINUTE }));
    expect([$pixMinutesLeft.get(), $pixPoll.get()]).toEqual([10, 'waiting']);
  });

  it('§4.5: counts from the office\'s expiry when it gave one; one already past is expired at once and polls nothing', () => {
    startPixWait(pix({ pixExpiresAt: NOW + 7.5 * MINUTE }));
    expect($pixMinutesLeft.get()).toBe(8);
    resetStores('page');
    startPixWait(pix({ pixExpiresAt: NOW - MINUTE }));
    expect([$pixMinutesLeft.get(), $pixPoll.get()]).toEqual([0, 'idle']);
  });

  it('§4.5: a pix without its hash token counts down and polls nothing', () => {
    startPixWait(pix({ hashToken: null }));
    expect([$pixMinutesLeft.get(), $pixPoll.get()]).toEqual([10, 'idle']);
  });
});
