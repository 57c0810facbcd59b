// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Locale } from '~/i18n/languages';
import { setScenario } from '~/sandbox/scenario';
import { removeCoupon } from '~/stores/checkout/coupon/coupon';
import { $step, goNext } from '~/stores/checkout/steps';
import { PRODUCTS, seedCheckout } from '../../../../tests/setup/checkout-fixtures';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import { CartSummary } from '../cart/CartSummary';
import { VatWidget } from './VatWidget';

const TEXT = {
  pt: { country: 'Selecione seu país', confirm: 'Confirmar', yes: 'Sim', no: 'Não', number: 'Número de VAT', validate: 'Validar', retry: 'Tentar novamente' },
  en: { country: 'Select your country', confirm: 'Confirm', yes: 'Yes', no: 'No', number: 'VAT number', validate: 'Validate', retry: 'Try again' },
} as const;

function renderWidget(lang: 'pt' | 'en' = 'pt') {
  seedCheckout({ product: PRODUCTS.eurPremium(), lang: lang as Locale });
  render(
    <TestI18n lang={lang}>
      <CartSummary />
      <VatWidget />
    </TestI18n>,
  );
  return { user: userEvent.setup(), text: TEXT[lang] };
}

async function pickCountry(lang: 'pt' | 'en', code: string, optionName: string) {
  const { user, text } = renderWidget(lang);
  await screen.findByRole('option', { name: optionName });
  await user.selectOptions(screen.getByRole('combobox', { name: text.country }), code);
  await user.click(screen.getByRole('button', { name: text.confirm }));
  return { user, text };
}

async function enterNumber(lang: 'pt' | 'en', number: string) {
  const { user, text } = await pickCountry(lang, 'DE', lang === 'pt' ? 'Alemanha' : 'Germany');
  await user.click(await screen.findByRole('button', { name: text.yes }));
  const input = await screen.findByRole('textbox', { name: text.number });
  if (number) await user.type(input, number);
  await user.click(screen.getByRole('button', { name: text.validate }));
  return { user, text, input: input as HTMLInputElement };
}

function vatLine(): string | null {
  const term = screen.queryByText(/^VAT \(/, { selector: 'dt' });
  return term ? `${term.textContent} ${term.nextElementSibling?.textContent}` : null;
}

beforeEach(() => {
  removeCoupon();
  $step.set('planOrFee');
});
afterEach(cleanup);

describe('<VatWidget /> (part 1 §4, §5, §8)', () => {
  it.each([
    ['pt', 'Alemanha', 'Taxa de VAT: 19%', 'VAT (19%) €\u00a011,21'],
    ['en', 'Germany', 'VAT rate: 19%', 'VAT (19%) €11.21'],
  ] as const)('part 1 §4: in %s, Germany without a VAT number adds a 19%% line', async (lang, name, rate, line) => {
    const { user, text } = await pickCountry(lang, 'DE', name);
    expect(vatLine()).toBeNull();
    await user.click(await screen.findByRole('button', { name: text.no }));
    expect(screen.getByText(rate)).toBeTruthy();
    expect(vatLine()).toBe(line);
  });

  it('part 1 §4: the Netherlands applies its fee at once, without the VAT-number question', async () => {
    await pickCountry('pt', 'NL', 'Países Baixos');
    expect(await screen.findByText('Taxa de VAT: 21%')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sim' })).toBeNull();
    expect(vatLine()).toBe('VAT (21%) €\u00a012,39');
  });

  it('part 1 §4: Outside EU is exempt at 0%', async () => {
    await pickCountry('pt', 'OEU', 'Fora da União Europeia');
    expect(await screen.findByText('Sem cobrança de VAT (0%)')).toBeTruthy();
    expect(vatLine()).toBe('VAT (0%) €\u00a00,00');
  });

  it.each([
    ['pt', 'O número de VAT DE812345673 é válido', 'Número de VAT empresarial válido: 0% de VAT (autoliquidação)', 'VAT (0%) €\u00a00,00'],
    ['en', 'The VAT number DE812345673 is valid', 'Valid business VAT number: 0% VAT (reverse charge)', 'VAT (0%) €0.00'],
  ] as const)('part 1 §8: in %s a registered number gives 0%% reverse charge and the valid message', async (lang, valid, reverse, line) => {
    await enterNumber(lang, 'DE812345673');
    expect(await screen.findByText(valid)).toBeTruthy();
    expect(screen.getByText(reverse)).toBeTruthy();
    expect(vatLine()).toBe(line);
  });

  it.each([
    ['pt', 'DE314159262', 'O número de VAT DE314159262 é inválido!'],
    ['en', 'DE314159262', 'The VAT number DE314159262 is invalid.'],
    ['pt', 'DE123', 'O Número de VAT DE123 não é um formato válido. Favor verificar o número e tente novamente.'],
    ['en', 'DE123', 'The VAT number DE123 is not in a valid format. Please check the number and try again.'],
    ['pt', '', 'Nenhum número de VAT foi preenchido'],
    ['en', '', 'No VAT number was entered'],
  ] as const)('part 1 §5, §8: in %s the number %s is refused with its message, kept and linked to the input', async (lang, number, message) => {
    const { input } = await enterNumber(lang, number);
    const alert = await screen.findByText(message);
    expect(alert.getAttribute('role')).toBe('alert');
    expect(input.value).toBe(number);
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(vatLine()).toBeNull();
  });

  it.each([
    ['pt', 'Voce precisa selecionar seu pais, para prosseguir o pagamento'],
    ['en', 'Please select your country to continue to payment'],
  ] as const)('part 1 §5: in %s confirming without a country asks for one', async (lang, message) => {
    const { user, text } = renderWidget(lang);
    await user.click(screen.getByRole('button', { name: text.confirm }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it.each([
    ['pt', 'Para prosseguir para a etapa de pagamento, é preciso escolher a taxa de VAT do seu país, ou adicionar um número de VAT válido.'],
    ['en', "To continue to payment, please choose your country's VAT rate or enter a valid VAT number."],
  ] as const)('part 1 §4, §8: in %s the move to payment in EUR without a choice is held, told and focused', async (lang, message) => {
    const { text } = renderWidget(lang);
    await screen.findByRole('option', { name: lang === 'pt' ? 'Alemanha' : 'Germany' });
    let blocked: string | null = null;
    act(() => {
      blocked = goNext();
    });
    expect(blocked).toBe('errors:vat.choice_required');
    expect($step.get()).toBe('planOrFee');
    expect((await screen.findByText(message)).getAttribute('role')).toBe('alert');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: text.country }));
  });

  it('part 1 §4: once a choice is made the move to payment passes', async () => {
    await pickCountry('pt', 'NL', 'Países Baixos');
    await screen.findByText('Taxa de VAT: 21%');
    expect(goNext()).toBeNull();
  });

  it.each([
    ['pt', 'http500', 'O servidor respondeu com um erro. Tente novamente.', 'O número de VAT DE812345673 é válido'],
    ['en', 'http500', 'The server responded with an error. Please try again.', 'The VAT number DE812345673 is valid'],
    ['pt', 'malformed', 'Recebemos uma resposta inesperada do servidor. Tente novamente.', 'O número de VAT DE812345673 é válido'],
  ] as const)('DESIGN.md Failures: in %s, %s on the validation shows a message and the retry validates the kept number', async (lang, fault, message, valid) => {
    setScenario({ fault, faultTimes: 1, faultPath: '/vat/validate' });
    const { user, text, input } = await enterNumber(lang, 'DE812345673');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(input.value).toBe('DE812345673');
    await user.click(screen.getByRole('button', { name: text.retry }));
    expect(await screen.findByText(valid)).toBeTruthy();
  });

  it('part 1 §4: the keyboard alone reaches a result, focus following each sub-step', async () => {
    const { user } = renderWidget('pt');
    await screen.findByRole('option', { name: 'Alemanha' });
    const select = screen.getByRole('combobox', { name: 'Selecione seu país' });
    select.focus();
    await user.selectOptions(select, 'DE');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(await screen.findByRole('button', { name: 'Sim' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(await screen.findByRole('textbox', { name: 'Número de VAT' }));
    await user.keyboard('DE812345673{Enter}');
    expect(await screen.findByText('O número de VAT DE812345673 é válido')).toBeTruthy();
  });

  it('part 1 §2: the widget is not shown outside EUR', () => {
    seedCheckout({ product: PRODUCTS.premiumPlus() });
    render(<TestI18n lang="pt"><VatWidget /></TestI18n>);
    expect(screen.queryByRole('region', { name: 'VAT' })).toBeNull();
  });
});
