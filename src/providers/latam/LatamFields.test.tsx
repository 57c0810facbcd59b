// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxProviderUrl } from '~/api/payment/provider-endpoints';
import type { CurrencyCode } from '~/domain/currencies';
import { sandboxServer } from '~/sandbox/node';
import { fieldsProps } from '../../../tests/setup/provider-test-props';
import type { CollectResult, ProviderMethod } from '../provider';
import { Fields } from './LatamFields';

afterEach(cleanup);

const TOKENS = sandboxProviderUrl('u/tokens');

/** Every request provider U's tokeniser received, with its body (the api boundary). */
function recordTokeniser(): { url: string; body: unknown }[] {
  const seen: { url: string; body: unknown }[] = [];
  sandboxServer.events.on('request:start', ({ request }) => {
    if (request.url.startsWith(sandboxProviderUrl(''))) void request.clone().json().then((body) => seen.push({ url: request.url, body }));
  });
  return seen;
}

/** Renders provider U's fields and waits for its labels (they load with its chunk, latam-texts.ts). */
async function renderFields(method: ProviderMethod, currency: CurrencyCode, lang: 'pt' | 'es' | 'en' = 'es') {
  const fields = fieldsProps(method, { lang, currency });
  const { container } = render(<Fields {...fields.props} />);
  await waitFor(() => expect(container.querySelector('.spinner')).toBeNull());
  // The fields hand their handle from an effect once their part has loaded (a form with no input shows no spinner).
  await waitFor(() => expect(fields.handles.at(-1)).toBeTruthy());
  return { ...fields, user: userEvent.setup() };
}

async function masked(input: HTMLElement): Promise<void> {
  await waitFor(() => expect(input.getAttribute('data-masked')).toBe('true'));
}

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const list = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const describedText = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

async function collect(handle: () => { collect(input: { holderName: string }): Promise<CollectResult> }, holderName = ''): Promise<CollectResult> {
  let result: CollectResult | undefined;
  await act(async () => {
    result = await handle().collect({ holderName });
  });
  return result!;
}

describe('provider U card (part 2 §4.3, §5, §7; decision 036)', () => {
  it('part 2 §5: the expiry is masked ####/## (YYYY/MM), typed or pasted; number and CVC as provider B\'s', async () => {
    const { user } = await renderFields('creditCard', 'MXN');
    const expiry = box('Vencimiento (AAAA/MM)');
    await masked(expiry);
    await user.type(expiry, '203412');
    expect(expiry.value).toBe('2034/12');
    await user.clear(expiry);
    await user.paste('2031/07');
    expect(expiry.value).toBe('2031/07');
    await user.type(box('Número de la tarjeta'), '4242424242424242');
    expect(box('Número de la tarjeta').value).toBe('4242 4242 4242 4242');
    expect(expiry.getAttribute('autocomplete')).toBe('cc-exp');
    expect(expiry.inputMode).toBe('numeric');
  });

  it('part 2 §7: tokenises at provider U (not B) with month and year from YYYY/MM and answers token_card only', async () => {
    const seen = recordTokeniser();
    const { user, handle } = await renderFields('creditCard', 'COP');
    await masked(box('Número de la tarjeta'));
    await user.type(box('Número de la tarjeta'), '5555555555554444');
    await user.type(box('Vencimiento (AAAA/MM)'), '203107');
    await user.type(box('CVC'), '321');
    expect(await collect(handle, 'Camilo Rojas')).toEqual({ ok: true, payment: { token_card: expect.stringMatching(/^tok_sandbox_4444_\d+$/) } });
    expect(seen).toEqual([{ url: `${TOKENS}?appId=sandbox-latam-key`, body: { type: 'card', card: { number: '5555555555554444', holder_name: 'Camilo Rojas', exp_month: 7, exp_year: 2031, cvv: '321' } } }]);
  });

  it('part 2 §5: the tokeniser refuses a month 13 as an invalid date, marks the expiry and focuses it', async () => {
    const { user, handle } = await renderFields('creditCard', 'PEN', 'pt');
    await masked(box('Número do cartão'));
    await user.type(box('Número do cartão'), '4242424242424242');
    await user.type(box('Validade (AAAA/MM)'), '203413');
    await user.type(box('CVC'), '123');
    expect(await collect(handle, 'Lucia Quispe')).toEqual({ ok: false, message: { key: 'payment:errors.token_exp_month' } });
    expect(describedText(box('Validade (AAAA/MM)'))).toBe('A data de validade é inválida. Digite o mês e o ano impressos no cartão, no formato indicado no rótulo; a data deve ser este mês ou posterior.');
    expect(document.activeElement).toBe(box('Validade (AAAA/MM)'));
  });
});

describe('provider U cash, bank transfer, Nequi and Yape (part 2 §2, §3, §5, §7)', () => {
  it('part 2 §5: cash asks for the state, 2 letters (typed digits and a third letter are not taken), and sends it upper-cased', async () => {
    const { user, handle } = await renderFields('cash', 'ARS');
    const state = box('Estado o departamento (2 letras)');
    expect(await collect(handle)).toEqual({ ok: false, message: { key: 'errors:validation.state' }, invalid: 1 });
    expect(describedText(state)).toBe('Estado o provincia no válidos');
    await masked(state);
    await user.type(state, 'b1ax');
    expect(state.value).toBe('ba');
    expect(state.getAttribute('aria-invalid')).toBeNull();
    expect(await collect(handle)).toEqual({ ok: true, payment: { state: 'BA' } });
  });

  it('part 2 §2: the MXN transfer is SPEI: nothing required', async () => {
    const { handle } = await renderFields('bankTransfer', 'MXN');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(await collect(handle)).toEqual({ ok: true, payment: {} });
  });

  it('part 2 §5: the COP transfer (PSE) marks every missing input with its message and focuses the first', async () => {
    const { handle } = await renderFields('bankTransfer', 'COP');
    expect(await collect(handle)).toEqual({ ok: false, message: { key: 'errors:validation.email' }, invalid: 7 });
    expect(document.activeElement).toBe(box('Correo electrónico de quien paga'));
    expect(describedText(list('Banco'))).toBe('Seleccione su banco');
    expect(describedText(list('Tipo de persona'))).toBe('Seleccione el tipo de persona');
    expect(describedText(list('Tipo de documento'))).toBe('Seleccione el tipo de documento');
    expect(describedText(box('Número de documento'))).toBe('Campo obligatorio');
    expect(describedText(box('Documento de identidad (DNI)'))).toBe('Número de documento no válido');
    expect(describedText(box('Celular'))).toBe('Teléfono no válido');
  });

  it.each([
    ['cash', 'MXN', 1],
    ['bankTransfer', 'COP', 7],
    ['nequi', 'COP', 3],
    ['yape', 'PEN', 4],
  ] as const)('part 2 §5, WCAG 3.3.1: the step\'s check of an empty %s (%s) marks every refused input with its own message, focuses the first and counts %i', async (method, currency, count) => {
    const { handle } = await renderFields(method, currency);
    let answered: number | undefined;
    act(() => {
      answered = handle().check?.();
    });
    expect(answered).toBe(count);
    const refused = [...document.querySelectorAll('[aria-invalid="true"]')] as HTMLElement[];
    expect(refused).toHaveLength(count);
    for (const control of refused) expect(describedText(control)).toBeTruthy();
    expect(document.activeElement).toBe(refused[0]);
  });

  it('part 2 §3, §7: the COP transfer lists the banks with their PSE codes, test entries marked, and sends the PSE block', async () => {
    const { user, handle } = await renderFields('bankTransfer', 'COP');
    const banks = [...list('Banco').options];
    expect(banks.length).toBeGreaterThan(45);
    expect(banks.find((option) => option.value === '1007')?.textContent).toBe('BANCOLOMBIA');
    expect(banks.find((option) => option.value === '1022')?.textContent).toBe('BANCO UNION COLOMBIANO (pruebas)');
    expect([...list('Tipo de persona').options].map((option) => option.value)).toEqual(['', 'N', 'J']);
    expect([...list('Tipo de documento').options].map((option) => option.value)).toEqual(['', 'CC', 'CE', 'NIT', 'TI', 'PP', 'RC', 'DE']);
    await user.type(box('Correo electrónico de quien paga'), 'camilo@sandbox.test');
    await user.selectOptions(list('Banco'), '1051');
    await user.selectOptions(list('Tipo de persona'), 'J');
    await user.selectOptions(list('Tipo de documento'), 'NIT');
    await user.type(box('Número de documento'), '900123456');
    await user.type(box('Documento de identidad (DNI)'), '1020304050');
    await user.type(box('Celular'), '+57 300 123 4567');
    expect(box('Celular').type).toBe('tel');
    expect(await collect(handle)).toEqual({
      ok: true,
      payment: {
        bankTransfer: { email: 'camilo@sandbox.test', bankCode: '1051', personType: 'J', identificationCode: 'NIT', identificationValue: '900123456' },
        dni: '1020304050',
        phone: { area_code: '', number: '3001234567' },
      },
    });
  });

  it('part 2 §5, §7: Nequi requires e-mail, dni and phone, then sends them', async () => {
    const { user, handle } = await renderFields('nequi', 'COP', 'pt');
    expect(await collect(handle)).toEqual({ ok: false, message: { key: 'errors:validation.email' }, invalid: 3 });
    expect(describedText(box('E-mail de quem paga'))).toBe('Coloque um e-mail valido');
    await user.type(box('E-mail de quem paga'), 'camilo@sandbox.test');
    await user.type(box('Documento de identidade (DNI)'), '1020304050');
    await user.type(box('Celular'), '3001234567');
    expect(await collect(handle)).toEqual({ ok: true, payment: { email: 'camilo@sandbox.test', dni: '1020304050', phone: { area_code: '', number: '3001234567' } } });
  });

  it('part 2 §5: the payer\'s e-mail starts as the logged-in account\'s, and another one typed over it is the one sent', async () => {
    const fields = fieldsProps('nequi', { lang: 'pt', currency: 'COP' });
    const { container } = render(<Fields {...fields.props} payerEmail="conta@sandbox.test" />);
    await waitFor(() => expect(container.querySelector('.spinner')).toBeNull());
    const user = userEvent.setup();
    const email = box('E-mail de quem paga');
    expect(email.value).toBe('conta@sandbox.test');
    await user.type(box('Documento de identidade (DNI)'), '1020304050');
    await user.type(box('Celular'), '3001234567');
    expect(await collect(fields.handle)).toEqual({ ok: true, payment: { email: 'conta@sandbox.test', dni: '1020304050', phone: { area_code: '', number: '3001234567' } } });
    await user.clear(email);
    await user.type(email, 'outro@sandbox.test');
    expect(await collect(fields.handle)).toEqual({ ok: true, payment: { email: 'outro@sandbox.test', dni: '1020304050', phone: { area_code: '', number: '3001234567' } } });
  });

  it('part 2 §5: Yape takes a code of 6 digits only (masked) and refuses a short one', async () => {
    const { user, handle } = await renderFields('yape', 'PEN', 'en');
    const code = box('Yape approval code (6 digits)');
    await masked(code);
    await user.type(box("Payer's e-mail"), 'lucia@sandbox.test');
    await user.type(box('National ID number (DNI)'), '45678912');
    await user.type(box('Mobile phone'), '987654321');
    expect(await collect(handle)).toEqual({ ok: false, message: { key: 'errors:validation.yape_code_required' }, invalid: 1 });
    await user.type(code, '12a345');
    expect(code.value).toBe('12345');
    expect(await collect(handle)).toEqual({ ok: false, message: { key: 'payment:errors.yape_code' }, invalid: 1 });
    expect(describedText(code)).toBe('The Yape code has 6 digits');
    await user.type(code, '67');
    expect(code.value).toBe('123456');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await collect(handle)).toEqual({ ok: true, payment: { email: 'lucia@sandbox.test', dni: '45678912', phone: { area_code: '', number: '987654321' }, yape_code: '123456' } });
  });

  it('WCAG 3.3.7: what the payer typed is there again when the panel comes back, but never the one-time Yape code', async () => {
    const first = await renderFields('yape', 'PEN', 'en');
    await masked(box('Yape approval code (6 digits)'));
    await first.user.type(box("Payer's e-mail"), 'lucia@sandbox.test');
    await first.user.type(box('National ID number (DNI)'), '45678912');
    await first.user.type(box('Yape approval code (6 digits)'), '123456');
    cleanup();
    await renderFields('yape', 'PEN', 'en');
    expect([box("Payer's e-mail").value, box('National ID number (DNI)').value, box('Yape approval code (6 digits)').value]).toEqual(['lucia@sandbox.test', '45678912', '']);
  });
});

