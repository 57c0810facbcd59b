// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxProviderUrl } from '~/api/payment/provider-endpoints';
import { sandboxServer } from '~/sandbox/node';
import { fieldsProps } from '../../../tests/setup/provider-test-props';
import type { ProviderMethod } from '../provider';
import { Fields } from './BrazilFields';

afterEach(cleanup);

const TOKENS = sandboxProviderUrl('b/tokens');

/** Every request the tokeniser received, with its body (the api boundary). */
function recordTokeniser(): { url: string; body: unknown }[] {
  const seen: { url: string; body: unknown }[] = [];
  sandboxServer.events.on('request:start', ({ request }) => {
    if (request.url.startsWith(TOKENS)) void request.clone().json().then((body) => seen.push({ url: request.url, body }));
  });
  return seen;
}

async function masked(input: HTMLElement): Promise<void> {
  await waitFor(() => expect(input.getAttribute('data-masked')).toBe('true'));
}

function renderFields(method: ProviderMethod, lang: 'pt' | 'es' | 'en' = 'pt') {
  const fields = fieldsProps(method, { lang, currency: 'BRL' });
  render(<Fields {...fields.props} />);
  return { ...fields, user: userEvent.setup() };
}

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const describedText = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

async function typeCard(user: ReturnType<typeof userEvent.setup>, number: string, expiry = '1234', cvc = '123') {
  await masked(box('Número do cartão'));
  await user.type(box('Número do cartão'), number);
  await user.type(box('Validade (MM/AA)'), expiry);
  await user.type(box('CVC'), cvc);
}

describe('provider B card (part 2 §5, §7; decision 032)', () => {
  it('part 2 §5: masks number, expiry and CVC as typed, with the phone keyboard hints', async () => {
    const { user, lastStatus } = renderFields('creditCard');
    await typeCard(user, '4242424242424242', '1234', '12345');
    expect(box('Número do cartão').value).toBe('4242 4242 4242 4242');
    expect(box('Validade (MM/AA)').value).toBe('12/34');
    expect(box('CVC').value).toBe('1234');
    for (const [name, autocomplete] of [['Número do cartão', 'cc-number'], ['Validade (MM/AA)', 'cc-exp'], ['CVC', 'cc-csc']] as const) {
      expect(box(name).inputMode).toBe('numeric');
      expect(box(name).getAttribute('autocomplete')).toBe(autocomplete);
    }
    expect(lastStatus()).toMatchObject({ numberComplete: true, expiryComplete: true, cvcComplete: true, error: null });
  });

  it('part 2 §5: a pasted number with spaces or dashes ends masked; a 19-digit card keeps all its digits', async () => {
    const { user } = renderFields('creditCard');
    await masked(box('Número do cartão'));
    await user.click(box('Número do cartão'));
    await user.paste('4242-4242-4242-4242');
    expect(box('Número do cartão').value).toBe('4242 4242 4242 4242');
    await user.clear(box('Número do cartão'));
    await user.paste('6205500000000000004');
    expect(box('Número do cartão').value).toBe('6205 5000 0000 0000 004');
    await user.type(box('Número do cartão'), '{Backspace}{Backspace}{Backspace}');
    expect(box('Número do cartão').value).toBe('6205 5000 0000 0000');
  });

  it('part 2 §7: tokenises straight at provider B with the split expiry and answers token_card only', async () => {
    const seen = recordTokeniser();
    const { user, handle } = renderFields('creditCard');
    await typeCard(user, '5555555555554444', '0731', '321');
    let result;
    await act(async () => {
      result = await handle().collect({ holderName: '  Ana Souza ' });
    });
    expect(result).toEqual({ ok: true, payment: { token_card: expect.stringMatching(/^tok_sandbox_4444_\d+$/) } });
    expect(seen).toEqual([{ url: `${TOKENS}?appId=sandbox-brazil-key`, body: { type: 'card', card: { number: '5555555555554444', holder_name: 'Ana Souza', exp_month: 7, exp_year: 2031, cvv: '321' } } }]);
  });

  it("each collect tokenises again: provider B's tokens are single-use (Pagar.me, 60 s), so the form keeps none", async () => {
    const seen = recordTokeniser();
    const { user, handle } = renderFields('creditCard');
    await typeCard(user, '5555555555554444', '0731', '321');
    const tokens: unknown[] = [];
    await act(async () => {
      for (let press = 0; press < 2; press += 1) {
        const result = await handle().collect({ holderName: 'Ana Souza' });
        tokens.push(result.ok ? result.payment.token_card : null);
      }
    });
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(tokens[0]).toMatch(/^tok_sandbox_4444_\d+$/);
    expect(tokens[1]).toMatch(/^tok_sandbox_4444_\d+$/);
    expect(tokens[0]).not.toBe(tokens[1]);
  });

  it('part 2 §8: an empty holder is refused before anything is sent ("O Titular do cartão esta incorreto")', async () => {
    const seen = recordTokeniser();
    const { user, handle } = renderFields('creditCard');
    await typeCard(user, '4242424242424242');
    let result;
    await act(async () => {
      result = await handle().collect({ holderName: '  ' });
    });
    expect(result).toEqual({ ok: false, message: { key: 'payment:errors.card_holder_missing' } });
    expect(seen).toEqual([]);
  });

  it.each([
    ['part 2 §5: number invalid', { number: '4242424242', expiry: '1234', cvc: '123' }, 'Número do cartão', 'payment:errors.token_number', 'O número do cartão é inválido. Digite todos os números da frente do cartão: normalmente 16, ou 15 no American Express.'],
    ['part 2 §5: exp_month invalid date', { number: '4242424242424242', expiry: '1320', cvc: '123' }, 'Validade (MM/AA)', 'payment:errors.token_exp_month', 'A data de validade é inválida. Digite o mês e o ano impressos no cartão, no formato indicado no rótulo; a data deve ser este mês ou posterior.'],
    ['part 2 §5: cvv 3 to 4 digits', { number: '4242424242424242', expiry: '1234', cvc: '12' }, 'CVC', 'payment:errors.token_cvv', 'O CVV deve ter de 3 a 4 dígitos. Digite os 3 números do verso do cartão, ou os 4 da frente no American Express.'],
  ])('%s: the tokeniser refusal marks its input with the message and what to do (WCAG 3.3.3), and focuses it', async (_name, card, label, key, text) => {
    const { user, handle } = renderFields('creditCard');
    await typeCard(user, card.number, card.expiry, card.cvc);
    let result;
    await act(async () => {
      result = await handle().collect({ holderName: 'Ana Souza' });
    });
    expect(result).toEqual({ ok: false, message: { key } });
    expect(box(label).getAttribute('aria-invalid')).toBe('true');
    expect(describedText(box(label))).toBe(text);
    expect(document.activeElement).toBe(box(label));
    // Editing the field clears its mark.
    await user.type(box(label), '{Backspace}');
    expect(box(label).getAttribute('aria-invalid')).toBeNull();
  });

  it('part 2 §5: a press with inputs empty names each, marks each with what to type (aria-errormessage) and focuses the first', async () => {
    const seen = recordTokeniser();
    const { user, handle } = renderFields('creditCard');
    await masked(box('Número do cartão'));
    await user.type(box('CVC'), '123');
    let message;
    act(() => {
      message = handle().showMissing!();
    });
    expect(message).toEqual({ key: 'payment:card_fix.missing', params: { fields: 'Número do cartão e Validade (MM/AA)' } });
    expect(document.activeElement).toBe(box('Número do cartão'));
    for (const [label, text] of [['Número do cartão', /^Digite todos os números/], ['Validade (MM/AA)', /^Digite o mês e o ano/]] as const) {
      expect(box(label).getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(box(label).getAttribute('aria-errormessage')!)?.textContent).toMatch(text);
      expect(describedText(box(label))).toMatch(text);
    }
    expect(box('CVC').getAttribute('aria-invalid')).toBeNull();
    expect(seen).toEqual([]);
  });

  it('part 2 §5: holder_name with special characters is the tokeniser\'s message, no card input marked', async () => {
    const { user, handle } = renderFields('creditCard');
    await typeCard(user, '4242424242424242');
    let result;
    await act(async () => {
      result = await handle().collect({ holderName: 'Ana <Souza>' });
    });
    expect(result).toEqual({ ok: false, message: { key: 'payment:errors.token_holder_name' } });
    expect(screen.queryAllByRole('textbox').filter((input) => input.getAttribute('aria-invalid'))).toEqual([]);
  });

  it('DESIGN.md Security: a tokeniser that fails outright throws (the step says the request failed), nothing typed is lost', async () => {
    sandboxServer.use(http.post(TOKENS, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const { user, handle } = renderFields('creditCard');
    await typeCard(user, '4242424242424242');
    await act(async () => {
      await expect(handle().collect({ holderName: 'Ana Souza' })).rejects.toThrow();
    });
    expect(box('Número do cartão').value).toBe('4242 4242 4242 4242');
  });

  it('decision 032: nothing about the card is stored in the browser', async () => {
    const { user, handle } = renderFields('creditCard');
    await typeCard(user, '4242424242424242');
    await act(async () => {
      await handle().collect({ holderName: 'Ana Souza' });
    });
    const stored = JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + document.cookie;
    expect(stored).not.toContain('4242');
  });

  it('labels the card fields in es', () => {
    renderFields('creditCard', 'es');
    expect((screen.getAllByRole('textbox') as HTMLInputElement[]).map((input) => input.labels?.[0]?.textContent)).toEqual(['Número de la tarjeta', 'Vencimiento (MM/AA)', 'CVC']);
  });
});

describe('provider B boleto and pix (part 2 §2, §5)', () => {
  const CPF_CNPJ = 'CPF/CNPJ';
  const INVALID = 'O CPF/CNPJ informado não esta correto. Verifique e tente novamente.';

  it('part 2 §5: the CPF mask switches to CNPJ by length, typed or pasted; alphanumeric CNPJs are accepted', async () => {
    const { user } = renderFields('pix');
    await masked(box(CPF_CNPJ));
    await user.type(box(CPF_CNPJ), '52998224725');
    expect(box(CPF_CNPJ).value).toBe('529.982.247-25');
    await user.type(box(CPF_CNPJ), '123');
    expect(box(CPF_CNPJ).value).toBe('52.998.224/7251-23');
    await user.clear(box(CPF_CNPJ));
    await user.paste('11.222.333/0001-81');
    expect(box(CPF_CNPJ).value).toBe('11.222.333/0001-81');
    await user.clear(box(CPF_CNPJ));
    await user.paste('12abc34501de35');
    expect(box(CPF_CNPJ).value.toUpperCase()).toBe('12.ABC.345/01DE-35');
  });

  it.each([
    ['a CPF', '529.982.247-25', '52998224725'],
    ['a CNPJ', '11222333000181', '11222333000181'],
    ['an alphanumeric CNPJ', '12.abc.345/01de-35', '12ABC34501DE35'],
  ])('part 2 §7: pix collects %s compact as cpf_or_cnpj', async (_name, typed, sent) => {
    const { user, handle } = renderFields('pix');
    await masked(box(CPF_CNPJ));
    await user.click(box(CPF_CNPJ));
    await user.paste(typed);
    let result;
    await act(async () => {
      result = await handle().collect({ holderName: '' });
    });
    expect(result).toEqual({ ok: true, payment: { cpf_or_cnpj: sent } });
    expect(screen.queryByRole('textbox', { name: 'Telefone com DDD' })).toBeNull();
  });

  it('part 2 §5: an invalid CPF/CNPJ gives the spec message under the field and focuses it', async () => {
    const { user, handle } = renderFields('pix');
    await masked(box(CPF_CNPJ));
    await user.type(box(CPF_CNPJ), '12345678900');
    let result;
    await act(async () => {
      result = await handle().collect({ holderName: '' });
    });
    expect(result).toEqual({ ok: false, message: { key: 'errors:validation.cpf_cnpj_invalid' }, invalid: 1 });
    expect(describedText(box(CPF_CNPJ))).toBe(INVALID);
    expect(document.activeElement).toBe(box(CPF_CNPJ));
  });

  it('part 2 §5: the boleto also takes the phone, masked (##) #####-####, and sends area code and number', async () => {
    const { user, handle } = renderFields('boleto');
    const phone = screen.getByRole('textbox', { name: 'Telefone com DDD' }) as HTMLInputElement;
    expect(phone.type).toBe('tel');
    expect(phone.getAttribute('autocomplete')).toBe('tel-national');
    await masked(phone);
    await user.type(box(CPF_CNPJ), '52998224725');
    await user.type(phone, '11912345678');
    expect(phone.value).toBe('(11) 91234-5678');
    let result;
    await act(async () => {
      result = await handle().collect({ holderName: '' });
    });
    expect(result).toEqual({ ok: true, payment: { cpf_or_cnpj: '52998224725', phone: { area_code: '11', number: '912345678' } } });
  });

  it('part 2 §5: a boleto without a valid phone is refused with the phone message', async () => {
    const { user, handle } = renderFields('boleto');
    await masked(box(CPF_CNPJ));
    await user.type(box(CPF_CNPJ), '52998224725');
    let result;
    await act(async () => {
      result = await handle().collect({ holderName: '' });
    });
    expect(result).toEqual({ ok: false, message: { key: 'errors:validation.phone' }, invalid: 1 });
  });

  it('part 2 §5, WCAG 3.3.1: the step\'s check of an empty boleto marks CPF/CNPJ and phone at once, each with its own message, focuses the first and counts 2', async () => {
    const { handle } = renderFields('boleto');
    await masked(box(CPF_CNPJ));
    const phone = box('Telefone com DDD');
    let count: number | undefined;
    act(() => {
      count = handle().check?.();
    });
    expect(count).toBe(2);
    expect(describedText(box(CPF_CNPJ))).toBe(INVALID);
    expect(describedText(phone)).toBe('Telefone inválido');
    expect(box(CPF_CNPJ).getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box(CPF_CNPJ));
  });

  it('part 2 §5, WCAG 3.3.1: a refused collect marks every refused input and says how many; nothing typed is cleared', async () => {
    const { user, handle } = renderFields('boleto');
    await masked(box(CPF_CNPJ));
    await user.type(box(CPF_CNPJ), '12345678900');
    await user.type(box('Telefone com DDD'), '119');
    let result;
    await act(async () => {
      result = await handle().collect({ holderName: '' });
    });
    expect(result).toEqual({ ok: false, message: { key: 'errors:validation.cpf_cnpj_invalid' }, invalid: 2 });
    expect(describedText(box('Telefone com DDD'))).toBe('Telefone inválido');
    expect(document.activeElement).toBe(box(CPF_CNPJ));
    expect(box(CPF_CNPJ).value).toBe('123.456.789-00');
    expect(box('Telefone com DDD').value).toBe('(11) 9');
  });

  it('labels the boleto fields in es', () => {
    renderFields('boleto', 'es');
    expect((screen.getAllByRole('textbox') as HTMLInputElement[]).map((input) => input.labels?.[0]?.textContent)).toEqual(['CPF/CNPJ (identificación fiscal brasileña)', 'Teléfono con código de área']);
  });

  it('WCAG 3.3.7: the CPF typed for pix and the phone typed for the boleto are there again when the buyer switches back and forth', async () => {
    const pix = renderFields('pix');
    await masked(box(CPF_CNPJ));
    await pix.user.type(box(CPF_CNPJ), '52998224725');
    cleanup();
    const boleto = renderFields('boleto');
    await masked(box(CPF_CNPJ));
    expect(box(CPF_CNPJ).value).toBe('529.982.247-25');
    await boleto.user.type(screen.getByRole('textbox', { name: 'Telefone com DDD' }), '11912345678');
    cleanup();
    renderFields('pix');
    expect(box(CPF_CNPJ).value).toBe('529.982.247-25');
    cleanup();
    const again = renderFields('boleto');
    expect((screen.getByRole('textbox', { name: 'Telefone com DDD' }) as HTMLInputElement).value).toBe('(11) 91234-5678');
    let result;
    await act(async () => {
      result = await again.handle().collect({ holderName: '' });
    });
    expect(result).toEqual({ ok: true, payment: { cpf_or_cnpj: '52998224725', phone: { area_code: '11', number: '912345678' } } });
  });
});

