import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { getSponsorWalletCode } from '~/api/payment/sponsor-wallet-code';
import { setScenario } from '~/sandbox/scenario';
import { SANDBOX_WALLET_PAY_PATH } from './payment-office';
import { paymentRecords } from './payment-state';

/** What the sandbox's wallet script (src/sandbox/third-party/sponsor-wallet.js) posts when the buyer pays. */
async function payCode(code: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(apiUrl('office', SANDBOX_WALLET_PAY_PATH), { method: 'POST', body: new URLSearchParams({ code }) });
  return { status: response.status, body: await response.json() };
}

describe("the sandbox's sponsor wallet (decision 034)", () => {
  it('pays a code the office issued once, recording one sponsor-wallet payment; a second payment of it is refused', async () => {
    setScenario({ user: 'upline' });
    const code = await getSponsorWalletCode({ productId: 3342, userId: '1013', isPlan: true });
    const first = await payCode(code);
    expect(first).toEqual({ status: 200, body: { transactionCode: expect.stringMatching(/^PS-TX-\d+$/) } });
    expect(await payCode(code)).toEqual({ status: 409, body: { error: 'code_not_payable' } });
    expect(paymentRecords()).toEqual([{ key: code, call: 'sponsor-wallet', userId: '1013', outcome: 'payment_done' }]);
  });

  it('refuses a code the office never issued', async () => {
    expect(await payCode('PS-SANDBOX-1-999')).toEqual({ status: 409, body: { error: 'code_not_payable' } });
    expect(paymentRecords()).toEqual([]);
  });
});
