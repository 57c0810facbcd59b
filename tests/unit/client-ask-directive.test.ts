// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import askDirective, { ASK_EVENTS, askedByAddress, preloadIsland, SUBMITTED_ATTRIBUTE } from '../../integrations/client-ask-directive';

// Decision 015: the plans island loads nothing until the visitor reaches for it, then all of it at once.

/** An island as Astro renders it: the toggles, a disclosure with the coupon field, its import list. */
function island(preload = '/_astro/A.js /_astro/b.js'): HTMLElement {
  document.head.innerHTML = '';
  document.body.innerHTML = `<astro-island ssr data-ask-preload="${preload}"><fieldset><input type="radio" id="yearly"></fieldset>
    <details><summary>Tem um cupom?</summary><input id="coupon" data-ask-focus=""></details></astro-island><button id="outside">x</button>`;
  return document.querySelector('astro-island') as HTMLElement;
}

/** Runs the directive on the island; `hydrated` resolves when Astro's hydrate step runs. */
function ask(el: HTMLElement, value: unknown = { query: ['coupon'] }, { fails = false } = {}) {
  let hydrated!: () => void;
  const done = new Promise<void>((resolve) => (hydrated = resolve));
  // Astro's hydrate step removes `ssr` from a hydrated island; a failed load leaves it (and hydrates nothing).
  const hydrate = vi.fn(async () => {
    if (!fails) el.removeAttribute('ssr');
    hydrated();
  });
  const load = vi.fn(async () => hydrate);
  askDirective(load, { name: 'PlansOffer', value: value as string }, el);
  return { load, hydrate, done };
}

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

beforeEach(() => history.replaceState(null, '', '/pt/plans'));
afterEach(() => {
  document.body.innerHTML = '';
});

describe('client:ask (decision 015)', () => {
  it('loads nothing while the visitor only looks at the page', async () => {
    const { load } = ask(island());
    document.getElementById('outside')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    window.dispatchEvent(new Event('scroll'));
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
  });

  it.each([
    ['a press on a toggle', 'yearly', () => new PointerEvent('pointerdown', { bubbles: true })],
    ['a click (keyboard or assistive technology)', 'yearly', () => new MouseEvent('click', { bubbles: true })],
    ['a focus reaching a control', 'coupon', () => new FocusEvent('focusin', { bubbles: true })],
    ['a key pressed in the island', 'yearly', () => new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' })],
    ['the coupon disclosure opened (toggle does not bubble)', 'details', () => new Event('toggle')],
  ])('hydrates on %s, preloading the whole import list first', async (_case, target, event) => {
    const { load, hydrate, done } = ask(island());
    const element = target === 'details' ? document.querySelector('details') : document.getElementById(target);
    element?.dispatchEvent(event());
    await done;
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual(['/_astro/A.js', '/_astro/b.js']);
  });

  it('hydrates once, however many events follow', async () => {
    const { load, done } = ask(island());
    const radio = document.getElementById('yearly');
    for (const type of ASK_EVENTS) radio?.dispatchEvent(new Event(type, { bubbles: true }));
    await done;
    radio?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(preloads()).toHaveLength(2);
  });

  it('part 1 §2: a link with a coupon (?coupon=OFF10) hydrates at once, without waiting for the visitor', async () => {
    history.replaceState(null, '', '/pt/plans?coupon=OFF10');
    const { load, done } = ask(island());
    await done;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('the first interaction is not lost: opening the disclosure puts the focus in its field before hydration', () => {
    const { load } = ask(island());
    const details = document.querySelector('details') as HTMLDetailsElement;
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
    expect(document.activeElement?.id).toBe('coupon');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again on the next interaction when the island\'s code did not load (offline)', async () => {
    const el = island();
    const { load, done } = ask(el, { query: ['coupon'] }, { fails: true });
    document.getElementById('yearly')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await done;
    await Promise.resolve();
    document.getElementById('yearly')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('closing the disclosure moves no focus', () => {
    ask(island());
    document.querySelector('details')?.dispatchEvent(new Event('toggle'));
    expect(document.activeElement).toBe(document.body);
  });

  it('part 1 §2: before hydration, typing turns Aplicar on and a submit is held for the island, not sent as a page load', async () => {
    const el = island();
    const form = document.createElement('form');
    form.innerHTML = '<input id="code"><button type="submit" data-ask-submit disabled>Aplicar</button><button type="button" id="other" disabled>x</button>';
    el.querySelector('details')?.append(form);
    const { done } = ask(el);
    const field = form.querySelector('input') as HTMLInputElement;
    const button = form.querySelector('button[type="submit"]') as HTMLButtonElement;
    field.value = 'OFF10';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(button.disabled).toBe(false);
    expect((document.getElementById('other') as HTMLButtonElement).disabled).toBe(true);
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(form.hasAttribute(SUBMITTED_ATTRIBUTE)).toBe(true);
    field.value = ' ';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(button.disabled).toBe(true);
    await done;
    await Promise.resolve(); // the directive finishes after Astro's hydrate step resolves
    // Once hydrated, the island owns the form: the directive no longer holds its submits.
    form.removeAttribute(SUBMITTED_ATTRIBUTE);
    const later = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.addEventListener('submit', (e) => e.preventDefault(), { once: true }); // jsdom would try to navigate
    form.dispatchEvent(later);
    expect(form.hasAttribute(SUBMITTED_ATTRIBUTE)).toBe(false);
  });

  it.each([
    ['a named parameter present', { query: ['coupon'] }, '?coupon=X', true],
    ['an empty value still asks', { query: ['coupon'] }, '?coupon=', true],
    ['another parameter', { query: ['coupon'] }, '?period=y', false],
    ['no options (client:ask alone)', true, '?coupon=X', false],
    ['no query list', {}, '?coupon=X', false],
  ])('askedByAddress: %s', (_case, options, search, expected) => {
    expect(askedByAddress(options, search)).toBe(expected);
  });

  it('preloadIsland adds nothing for an island without a list', () => {
    document.head.innerHTML = '';
    preloadIsland(document.createElement('astro-island'));
    expect(preloads()).toEqual([]);
  });
});
