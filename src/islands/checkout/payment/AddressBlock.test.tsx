// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { addressHasMasks } from '~/domain/address';
import type { CurrencyCode } from '~/domain/currencies';
import type { Locale } from '~/i18n/languages';
import { MaskedInput } from '~/providers/MaskedInput';
import { sandboxServer } from '~/sandbox/node';
import { $address, validateAddress } from '~/stores/checkout/choice/address';
import { $lang } from '~/stores/checkout/session';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import { AddressBlock } from './AddressBlock';

function renderBlock(currency: CurrencyCode, lang: Locale = 'pt') {
  $lang.set(lang);
  render(
    <TestI18n lang={lang}>
      {/* As the payment step shows it (MethodPanel): the masked input comes with an address that has masks. */}
      <AddressBlock currency={currency} maskedInput={addressHasMasks(currency) ? MaskedInput : undefined} />
    </TestI18n>,
  );
  return userEvent.setup();
}

const labels = () => screen.getAllByRole('group')[0]!.querySelectorAll('label');
const labelTexts = () => [...labels()].map((label) => label.textContent);
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const LOOKUP_FAILED = 'Infelizmente não conseguimos recuperar a localização pelo CEP. Favor preencha manualmente';

afterEach(cleanup);

/** imask arrives by a dynamic import: a masked input formats once it is attached. */
async function waitForMask(input: HTMLInputElement): Promise<void> {
  await act(async () => {
    await import('imask');
  });
  await waitFor(() => expect(input.getAttribute('data-masked')).toBe('true'));
}

describe('<AddressBlock /> (part 2 §3, §5, §8)', () => {
  it('part 2 §5: EUR shows zip, city, street and country, in that order, with autocomplete hints', () => {
    renderBlock('EUR');
    expect(screen.getByRole('group', { name: 'Endereço de cobrança' })).toBeTruthy();
    expect(labelTexts()).toEqual(['Código postal', 'Cidade', 'Endereço', 'País']);
    expect(box('Código postal').getAttribute('autocomplete')).toBe('postal-code');
    expect(box('Cidade').getAttribute('autocomplete')).toBe('address-level2');
    expect(box('Endereço').getAttribute('autocomplete')).toBe('address-line1');
    expect((screen.getByRole('combobox', { name: 'País' }) as HTMLSelectElement).getAttribute('autocomplete')).toBe('country');
  });

  it('part 2 §5: BRL shows CEP, city, street, state, district, number and complement, the CEP with a numeric keyboard', () => {
    renderBlock('BRL');
    expect(labelTexts()).toEqual(['CEP', 'Cidade', 'Endereço', 'Estado', 'Bairro', 'Número', 'Complemento']);
    expect(box('CEP').inputMode).toBe('numeric');
    expect(box('CEP').getAttribute('autocomplete')).toBe('postal-code');
    expect(box('Estado').getAttribute('autocomplete')).toBe('address-level1');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('part 2 §5: the CEP is masked 00000-000 as it is typed, and deleting goes back over the dash', async () => {
    const user = renderBlock('BRL');
    await waitForMask(box('CEP'));
    await user.type(box('CEP'), '01310100');
    expect(box('CEP').value).toBe('01310-100');
    expect($address.get().zipCode).toBe('01310-100');
    await user.type(box('CEP'), '{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(box('CEP').value).toBe('01310');
    await user.type(box('CEP'), '9999');
    expect(box('CEP').value).toBe('01310-999');
  });

  it('part 2 §5: a pasted CEP, with or without its dash, ends masked; letters are dropped', async () => {
    const user = renderBlock('BRL');
    await waitForMask(box('CEP'));
    await user.click(box('CEP'));
    await user.paste('20040002');
    expect(box('CEP').value).toBe('20040-002');
    await user.clear(box('CEP'));
    await user.paste('01310-100');
    expect(box('CEP').value).toBe('01310-100');
    await user.clear(box('CEP'));
    await user.paste('CEP 01310a100');
    expect(box('CEP').value).toBe('01310-100');
  });

  it('part 2 §5: the state takes at most 4 characters, typed or pasted', async () => {
    const user = renderBlock('BRL');
    await waitForMask(box('Estado'));
    await user.type(box('Estado'), 'SPXYZ');
    expect(box('Estado').value).toBe('SPXY');
    await user.clear(box('Estado'));
    await user.paste('Paraná');
    expect(box('Estado').value).toBe('Para');
    expect($address.get().stateCode).toBe('Para');
  });

  it('part 2 §5: a CEP typed before the mask arrives is formatted when it does', async () => {
    const user = renderBlock('BRL');
    await user.type(box('CEP'), '01310100');
    await waitFor(() => expect(box('CEP').value).toBe('01310-100'));
    expect($address.get().zipCode).toBe('01310-100');
  });

  it.each([
    ['de', 'EUR', ['Postleitzahl', 'Stadt', 'Adresse', 'Land'], 'Rechnungsadresse'],
    ['de', 'BRL', ['CEP (brasilianische Postleitzahl)', 'Stadt', 'Adresse', 'Bundesstaat', 'Stadtteil', 'Hausnummer', 'Adresszusatz'], 'Rechnungsadresse'],
  ] as const)('labels the fields in %s (%s)', (lang, currency, expected, title) => {
    renderBlock(currency, lang);
    expect(screen.getByRole('group', { name: title })).toBeTruthy();
    expect(labelTexts()).toEqual(expected);
  });

  it('part 2 §3: the country select lists Europe first, then the other countries, named in the page language', () => {
    renderBlock('EUR', 'de');
    const select = screen.getByRole('combobox', { name: 'Land' });
    const [europe, others] = within(select).getAllByRole('group');
    expect(europe?.getAttribute('label')).toBe('Europa');
    expect(within(europe!).getByRole('option', { name: 'Deutschland' })).toBeTruthy();
    expect(within(others!).getByRole('option', { name: 'Brasilien' })).toBeTruthy();
  });

  it('part 2 §5: in EUR, zip then country fill the city', async () => {
    const user = renderBlock('EUR');
    await user.type(box('Código postal'), '10115');
    await user.selectOptions(screen.getByRole('combobox', { name: 'País' }), 'DE');
    expect(await screen.findByDisplayValue('Berlin')).toBe(box('Cidade'));
  });

  it('part 2 §5: in BRL, leaving the CEP fills state, city, street and district', async () => {
    const user = renderBlock('BRL');
    await user.type(box('CEP'), '01310-100');
    await user.tab();
    await screen.findByDisplayValue('São Paulo');
    expect([box('Estado').value, box('Cidade').value, box('Endereço').value, box('Bairro').value]).toEqual(['SP', 'São Paulo', 'Avenida Paulista', 'Bela Vista']);
  });

  it('nothing typed is lost: the lookup fills only the empty fields', async () => {
    const user = renderBlock('BRL');
    await user.type(box('Endereço'), 'Rua Augusta');
    await user.type(box('Número'), '500');
    await user.type(box('CEP'), '01310100');
    await user.tab();
    await screen.findByDisplayValue('São Paulo');
    expect([box('Endereço').value, box('Número').value, box('Bairro').value]).toEqual(['Rua Augusta', '500', 'Bela Vista']);
  });

  it('announces the lookup politely while it runs', async () => {
    sandboxServer.use(http.get(apiUrl('zipBrazil', '/:zip/json/'), async () => {
      await delay(50);
      return HttpResponse.json({ uf: 'SP', localidade: 'São Paulo', logradouro: 'Avenida Paulista', bairro: 'Bela Vista' });
    }));
    const user = renderBlock('BRL');
    await user.type(box('CEP'), '01310-100');
    await user.tab();
    expect(screen.getByRole('status').textContent).toBe('Buscando a localização pelo CEP…');
    await screen.findByDisplayValue('São Paulo');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('part 2 §8: a failed lookup shows the message under the zip and leaves the city to type by hand', async () => {
    const user = renderBlock('BRL');
    await user.type(box('CEP'), '99999-999');
    await user.tab();
    const message = await screen.findByText(LOOKUP_FAILED);
    expect(message.getAttribute('aria-live')).toBe('polite');
    expect(box('CEP').getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(box('Cidade'));
    await user.type(box('Cidade'), 'Manaus');
    expect($address.get()).toMatchObject({ zipCode: '99999-999', city: 'Manaus', country: 'BR' });
    // Correcting the zip clears the message.
    await user.type(box('CEP'), '{Backspace}');
    expect(screen.queryByText(LOOKUP_FAILED)).toBeNull();
  });

  it('part 2 §5, WCAG 3.3.1: a blocked BRL payment gives each missing field (CEP, Cidade, Endereço, Estado) its own message tied to it', () => {
    renderBlock('BRL');
    act(() => void validateAddress('BRL'));
    const described = (input: HTMLElement) =>
      (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').filter(Boolean);
    for (const [name, message] of [['CEP', 'Preencha o campo CEP.'], ['Cidade', 'Preencha o campo Cidade.'], ['Endereço', 'Preencha o campo Endereço.'], ['Estado', 'Preencha o campo Estado.']] as const) {
      expect(box(name).getAttribute('aria-invalid')).toBe('true');
      expect(described(box(name))).toContain(message);
    }
    // Part 2 §5: district, number and complement are not required.
    for (const name of ['Bairro', 'Número', 'Complemento']) expect(box(name).getAttribute('aria-describedby')).toBeNull();
    expect(document.activeElement).toBe(box('CEP'));
  });

  it('part 2 §5, WCAG 3.3.1: the EUR country says it is missing in its own message (en)', () => {
    renderBlock('EUR', 'en');
    act(() => void validateAddress('EUR'));
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(country.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Country is required.');
  });

  it('WCAG 3.3.1: a check that leaves the focus to a refused field of the method above the block does not move it', () => {
    renderBlock('BRL');
    const before = document.createElement('input');
    document.body.prepend(before);
    before.focus();
    act(() => void validateAddress('BRL', { focusFirst: false }));
    expect(box('CEP').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(before);
    before.remove();
  });

  it('part 2 §5: a blocked payment shows address_required and focuses the first missing field', async () => {
    const user = renderBlock('EUR');
    await user.type(box('Código postal'), '10115');
    act(() => void validateAddress('EUR'));
    // The step's alert announces the press (it counts the fields); the block shows the spec's line without a second alert.
    expect(screen.getByText('Para finalizar o pagamento, é preciso preencher o endereço')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(box('Cidade'));
    expect(box('Cidade').getAttribute('aria-invalid')).toBe('true');
    expect(box('Código postal').getAttribute('aria-invalid')).toBeNull();
    // Typing narrows the list without moving the focus.
    await user.click(box('Endereço'));
    await user.type(box('Endereço'), 'Unter den Linden 1');
    expect(document.activeElement).toBe(box('Endereço'));
    expect(box('Endereço').getAttribute('aria-invalid')).toBeNull();
  });
});
