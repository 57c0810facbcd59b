import { describe, expect, it } from 'vitest';
import { sandboxInvoice } from '~/sandbox/handlers/invoice';
import { sandboxLogEntries } from '~/sandbox/handlers/misc-store';
import { getScenario, setScenario } from '~/sandbox/scenario';
import { countSandboxCalls } from '../../../../tests/setup/count-calls';
import { loadInput } from '../../../../tests/setup/load-input';
import { runLoadSequence } from '../load/load-sequence';
import { $invoice } from '../session';
import { $step, goNext } from '../steps';
import { answerHasVat, selectVatCountry, setVatNumberInput, submitVatNumber, vatBack } from './widget';
import { $vatWidget } from './state';
import { loadVatCountries } from './countries';
import { writeVatInvoiceNote } from './invoice-note';

/*
 * Part 2 §5 "The VAT note is added to the invoice only for EUR, with empty values dropped", part 2 §3 vat_details
 * (number_completed, number, country, fee): the buyer's VAT choice reaches the invoice's note before payment, over
 * the sandbox office (update-invoice keeps the note it is sent). The writer starts with the first press that pays
 * (`writeVatInvoiceNote`, called by attempt/claim.ts, decision 054 addendum; the call itself is in wallet-pay.test.ts).
 */
const EUR_SLUG = 'premium-plan-59-eur';

async function loadEur(search = '?sales=camila'): Promise<number> {
  setScenario({ user: 'de' });
  await runLoadSequence(loadInput(EUR_SLUG, search));
  const id = $invoice.get()?.id;
  if (id === undefined) throw new Error('the EUR load made no invoice');
  return id;
}

const noteOf = (id: number) => sandboxInvoice(id)?.note ?? null;

describe('the VAT choice on the invoice note (part 2 §3, §5)', () => {
  it.each([
    ['part 1 §4: Germany without a number writes its fee', async () => {
      await selectVatCountry('DE');
      answerHasVat(false);
    }, { country: 'DE', fee: 19 }],
    ['part 1 §4: the Netherlands writes its fee at once', () => selectVatCountry('NL'), { country: 'NL', fee: 21 }],
    ['part 1 §4: Outside EU is exempt, country OE at 0 %', async () => {
      await loadVatCountries();
      await selectVatCountry('OEU');
    }, { country: 'OE', fee: 0 }],
    ['part 1 §8: a valid VAT number writes the number, its country and 0 % (empty company fields dropped)', async () => {
      await selectVatCountry('DE');
      answerHasVat(true);
      setVatNumberInput('DE812345673');
      await submitVatNumber();
    }, { number_completed: 'DE812345673', number: '812345673', country: 'DE', fee: 0 }],
  ] as const)('%s, beside the parts the load stored (sales)', async (_row, choose, vatDetails) => {
    const id = await loadEur();
    expect(noteOf(id)).toEqual({ sales: 'camila' });
    await choose();
    // Nothing is written before the press, and the press writes the choice of the moment.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(noteOf(id)).toEqual({ sales: 'camila' });
    writeVatInvoiceNote();
    await expect.poll(() => noteOf(id)).toEqual({ sales: 'camila', vat_details: vatDetails });
  });

  it('part 2 §5: after the press, a changed choice rewrites vat_details, an undone one takes it off', async () => {
    const id = await loadEur();
    writeVatInvoiceNote();
    await selectVatCountry('NL');
    await expect.poll(() => noteOf(id)).toEqual({ sales: 'camila', vat_details: { country: 'NL', fee: 21 } });
    vatBack();
    await expect.poll(() => noteOf(id)).toEqual({ sales: 'camila' });
    await selectVatCountry('DE');
    answerHasVat(false);
    await expect.poll(() => noteOf(id)).toEqual({ sales: 'camila', vat_details: { country: 'DE', fee: 19 } });
  });

  it('part 2 §5: an undone choice on a note with nothing else clears the note', async () => {
    const id = await loadEur('');
    writeVatInvoiceNote();
    await selectVatCountry('NL');
    await expect.poll(() => noteOf(id)).toEqual({ vat_details: { country: 'NL', fee: 21 } });
    vatBack();
    await expect.poll(() => noteOf(id)).toBeNull();
  });

  it('part 2 §5: a purchase outside EUR never writes vat_details', async () => {
    setScenario({ user: 'br' });
    await runLoadSequence(loadInput('premium-plus-plan', '?sales=camila'));
    const id = $invoice.get()?.id ?? -1;
    const updates = countSandboxCalls('/update-invoice');
    // A choice the widget could never make outside EUR: even then nothing is written.
    $vatWidget.set({ step: 'result', country: { company_name: 'Deutschland', country_code: 'DE', fee: 19 }, choice: { kind: 'countryFee', countryCode: 'DE', percentage: 19 }, notice: null });
    writeVatInvoiceNote();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(updates()).toBe(0);
    expect(noteOf(id)).toEqual({ sales: 'camila' });
  });

  it('a failed write does not hold the buyer: the next press writes it', async () => {
    const id = await loadEur();
    await selectVatCountry('NL');
    expect(goNext()).toBeNull();
    setScenario({ fault: 'http500', faultPath: '/update-invoice', faultTimes: 1 });
    writeVatInvoiceNote();
    // The write reached the office and took the fault.
    await expect.poll(() => getScenario().faultTimes).toBe(0);
    expect(noteOf(id)).toEqual({ sales: 'camila' });
    expect($step.get()).toBe('payment');
    writeVatInvoiceNote();
    await expect.poll(() => noteOf(id)).toEqual({ sales: 'camila', vat_details: { country: 'NL', fee: 21 } });
  });

  it('a write that fails again at the next press is logged for the office, and the buyer goes on', async () => {
    const id = await loadEur();
    await selectVatCountry('NL');
    expect(goNext()).toBeNull();
    setScenario({ fault: 'http500', faultPath: '/update-invoice', faultTimes: 2 });
    writeVatInvoiceNote();
    await expect.poll(() => getScenario().faultTimes).toBe(1);
    writeVatInvoiceNote();
    await expect.poll(() => sandboxLogEntries().some((e) => e.message === 'checkout: writing the VAT note to the invoice failed twice')).toBe(true);
    expect($step.get()).toBe('payment');
    expect(noteOf(id)).toEqual({ sales: 'camila' });
  });
});
