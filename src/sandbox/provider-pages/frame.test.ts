// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';

/*
 * The sandbox card frame's page (src/sandbox/pages/card-frame.astro) with the checkout as its parent: here the
 * test's window is its own parent, as a top-level page is.
 */
beforeAll(async () => {
  document.body.innerHTML = ['number', 'expiry', 'cvc'].map((name) => `<span id="label-${name}">${name}</span><input id="card-${name}" aria-labelledby="label-${name}" aria-describedby="card-${name}-error" /><span id="card-${name}-error"></span>`).join('');
  vi.spyOn(window, 'postMessage').mockImplementation(() => {});
  await import('./frame');
});

const input = (name: string) => document.getElementById(`card-${name}`) as HTMLInputElement;
const fromParent = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin: location.origin, source: window }));
/** The text a screen reader gives as the field's error: the element its aria-errormessage names. */
const errorOf = (name: string) => document.getElementById(input(name).getAttribute('aria-errormessage') ?? '')?.textContent ?? null;
const describedBy = (name: string) => document.getElementById(input(name).getAttribute('aria-describedby') ?? '')?.textContent ?? null;

describe('sandbox card frame page (WCAG 3.3.1, 1.3.1: each error in the field\'s own document)', () => {
  it('part 2 §5: shows the checkout\'s texts under their fields, ties them to them and focuses the first missing one', () => {
    fromParent({ type: 'sandbox-card:show', texts: { number: '', expiry: 'Enter the expiry.', cvc: 'Enter the CVC.' }, focus: 'expiry' });
    expect(input('expiry').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('expiry')).toBe('Enter the expiry.');
    expect(describedBy('cvc')).toBe('Enter the CVC.');
    expect(input('number').hasAttribute('aria-invalid')).toBe(false);
    expect(input('number').hasAttribute('aria-errormessage')).toBe(false);
    expect(document.activeElement).toBe(input('expiry'));
    fromParent({ type: 'sandbox-card:show', texts: { number: '', expiry: '', cvc: '' }, focus: null });
    expect(input('expiry').hasAttribute('aria-invalid')).toBe(false);
    expect(input('expiry').hasAttribute('aria-errormessage')).toBe(false);
  });

  it('ignores a show from another origin', () => {
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'sandbox-card:show', texts: { number: 'x', expiry: '', cvc: '' }, focus: null }, origin: 'https://elsewhere.example', source: window }));
    expect(input('number').hasAttribute('aria-invalid')).toBe(false);
  });
});
