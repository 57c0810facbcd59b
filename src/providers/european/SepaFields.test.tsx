// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldsProps } from '../../../tests/setup/provider-test-props';
import { SepaFields } from './SepaFields';

afterEach(cleanup);

const PT = {
  owner: 'Titular da conta',
  iban: 'IBAN',
  ownerRequired: 'O Campo Owner Name não pode ficar vazio',
  ibanRequired: 'O Campo IBAN Number não pode ficar vazio',
  ibanInvalid: 'IBAN inválido',
};

function renderSepa(lang: 'pt' | 'en' = 'pt') {
  const fields = fieldsProps('sepa', { lang });
  const view = render(<SepaFields {...fields.props} />);
  const owner = screen.getByRole('textbox', { name: lang === 'pt' ? PT.owner : 'Account holder' });
  const iban = screen.getByRole('textbox', { name: 'IBAN' });
  return { ...fields, view, owner: owner as HTMLInputElement, iban: iban as HTMLInputElement, user: userEvent.setup() };
}

/** The message that describes an input (aria-describedby), or null. */
function messageOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('SepaFields: messages (part 2 §5 SEPA) shown under the field', () => {
  it('says the owner name is required when the owner field is left empty, in pt', async () => {
    const { owner, iban, user } = renderSepa();
    await user.click(owner);
    await user.click(iban);
    expect(owner.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(owner)).toBe(PT.ownerRequired);
    expect(iban.getAttribute('aria-invalid')).toBeNull();
  });

  it('says the IBAN is required when the IBAN field is left empty, in pt', async () => {
    const { owner, iban, user } = renderSepa();
    await user.click(iban);
    await user.click(owner);
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(iban)).toBe(PT.ibanRequired);
  });

  it('says the IBAN is invalid for a malformed one and for bad check digits, keeping what was typed', async () => {
    const { owner, iban, user } = renderSepa();
    await user.type(iban, 'DE89370400440532013001');
    await user.click(owner);
    expect(messageOf(iban)).toBe(PT.ibanInvalid);
    expect(iban.value).toBe('DE89 3704 0044 0532 0130 01');
    await user.clear(iban);
    await user.type(iban, 'XX12 3');
    await user.click(owner);
    expect(messageOf(iban)).toBe(PT.ibanInvalid);
    expect(iban.value).toBe('XX12 3');
  });

  it('shows the messages in the page language (en)', async () => {
    const { owner, iban, user } = renderSepa('en');
    await user.click(owner);
    await user.click(iban);
    await user.click(owner);
    expect(messageOf(owner)).toBe("The account holder name can't be empty");
    expect(messageOf(iban)).toBe("The IBAN can't be empty");
  });

  it('clears a message as soon as the field is corrected', async () => {
    const { owner, iban, user } = renderSepa();
    await user.click(owner);
    await user.click(iban);
    expect(messageOf(owner)).toBe(PT.ownerRequired);
    await user.type(owner, 'Ana');
    expect(owner.getAttribute('aria-invalid')).toBeNull();
    expect(messageOf(owner)).toBeNull();
  });
});

describe('SepaFields: the IBAN as typed (part 2 §7 iban_number)', () => {
  it('groups the IBAN by four and upper-cases it while it is typed', async () => {
    const { iban, user } = renderSepa();
    await user.type(iban, 'nl13test0123456789');
    expect(iban.value).toBe('NL13 TEST 0123 4567 89');
  });

  it('keeps the caret after the character typed in the middle', async () => {
    const { iban, user } = renderSepa();
    await user.type(iban, 'DE8937040044');
    await user.type(iban, 'X', { initialSelectionStart: 7, initialSelectionEnd: 7 });
    expect(iban.value).toBe('DE89 37X0 4004 4');
    expect(iban.selectionStart).toBe(8);
  });

  it('Backspace right after a group space deletes the character before it', async () => {
    const { iban, user } = renderSepa();
    await user.type(iban, 'DE893704');
    await user.type(iban, '{Backspace}', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(iban.value).toBe('DE83 704');
    expect(iban.selectionStart).toBe(3);
  });
});

describe('SepaFields: collect (part 2 §5, §7 owner_name, iban_number)', () => {
  it.each([
    ['NL13TEST0123456789', 'NL13TEST0123456789'],
    ['DE89370400440532013000', 'DE89370400440532013000'],
    ['de89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
  ])('answers owner and IBAN %s, compact and upper case', async (typed, sent) => {
    const { owner, iban, user, handle } = renderSepa();
    await user.type(owner, '  Ana Souza ');
    await user.type(iban, typed);
    let result;
    await act(async () => {
      result = await handle().collect({ holderName: '' });
    });
    expect(result).toEqual({ ok: true, payment: { owner_name: 'Ana Souza', iban_number: sent } });
    expect(iban.getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses bad check digits (DE89370400440532013001) with the IBAN message, focuses the IBAN and keeps it', async () => {
    const { owner, iban, user, handle } = renderSepa();
    await user.type(owner, 'Ana Souza');
    await user.type(iban, 'DE89370400440532013001');
    await user.click(owner);
    let result;
    await act(async () => {
      result = await handle().collect({ holderName: '' });
    });
    expect(result).toEqual({ ok: false, message: { key: 'errors:validation.iban' }, invalid: 1 });
    expect(document.activeElement).toBe(iban);
    expect(messageOf(iban)).toBe(PT.ibanInvalid);
    expect(iban.value).toBe('DE89 3704 0044 0532 0130 01');
    expect(owner.value).toBe('Ana Souza');
  });

  it('refuses empty fields with both messages and focuses the owner, the first invalid field', async () => {
    const { owner, iban, handle } = renderSepa();
    let result;
    await act(async () => {
      result = await handle().collect({ holderName: '' });
    });
    expect(result).toEqual({ ok: false, message: { key: 'errors:validation.sepa_owner_required' }, invalid: 2 });
    expect(messageOf(owner)).toBe(PT.ownerRequired);
    expect(messageOf(iban)).toBe(PT.ibanRequired);
    expect(document.activeElement).toBe(owner);
  });
});

describe('SepaFields: the step\'s check (part 2 §5 SEPA, WCAG 3.3.1)', () => {
  it('part 2 §5: marks owner and IBAN at once with their own messages, focuses the owner, counts 2 and keeps what was typed', async () => {
    const { owner, iban, user, handle } = renderSepa();
    await user.type(iban, 'DE89');
    let count: number | undefined;
    act(() => {
      count = handle().check?.();
    });
    expect(count).toBe(2);
    expect(messageOf(owner)).toBe(PT.ownerRequired);
    expect(messageOf(iban)).toBe(PT.ibanInvalid);
    expect(document.activeElement).toBe(owner);
    expect(iban.value).toBe('DE89');
  });
});

describe('SepaFields: status and handle (part 2 §5 "EUR SEPA needs owner name, IBAN")', () => {
  it('reports the account complete only while both fields are filled, never a value', async () => {
    const { owner, iban, user, lastStatus } = renderSepa();
    expect(lastStatus()?.accountComplete).toBe(false);
    await user.type(owner, 'Ana');
    expect(lastStatus()?.accountComplete).toBe(false);
    await user.type(iban, 'D');
    expect(lastStatus()).toEqual({ numberComplete: false, expiryComplete: false, cvcComplete: false, accountComplete: true, error: null });
    await user.clear(owner);
    expect(lastStatus()?.accountComplete).toBe(false);
  });

  it('gives a handle once and takes it back (null) when unmounted', () => {
    const { handles, view } = renderSepa();
    expect(handles).toHaveLength(1);
    expect(handles[0]).not.toBeNull();
    view.unmount();
    expect(handles.at(-1)).toBeNull();
  });
});
