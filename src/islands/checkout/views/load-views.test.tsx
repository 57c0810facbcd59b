// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '~/i18n/languages';
import { setScenario } from '~/sandbox/scenario';
import { runLoadSequence } from '~/stores/checkout/load/load-sequence';
import { $status } from '~/stores/checkout/load/status';
import { clearNotices } from '~/stores/checkout/notice';
import { $lang, $product } from '~/stores/checkout/session';
import { testProduct } from '../../../../tests/setup/account-stores';
import { contextAfter, loadInput } from '../../../../tests/setup/load-input';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import { LoadErrorView } from './LoadErrorView';
import { LoadingView } from './LoadingView';
import { NoticeList } from './NoticeList';
import { ReadyView } from './ReadyView';

/*
 * The load's own views over the sandbox office (part 1 §2, §4, §8): the loading frame with its named message, the
 * load-error view with its reload, and the invalid-invoice notice, each in the page language the load chose.
 */

const BROWSER: Partial<Record<Locale, string>> = { pt: 'pt-BR', en: 'en-US', es: 'es-MX', de: 'de-DE' };

const LOAD_ERROR: Partial<Record<Locale, [string, string]>> = {
  pt: ['Opsss, Infelizmente ocorreu algum erro no carregamento do checkout, tente novamente clicando no botão abaixo', 'Tentar novamente'],
  en: ['Oops, something went wrong while loading the checkout. Please try again using the button below.', 'Try again'],
  es: ['¡Ups! Se produjo un error al cargar la página de pago. Inténtelo de nuevo con el botón de abajo.', 'Reintentar'],
};

afterEach(() => {
  cleanup();
  clearNotices();
});

describe('<LoadingView /> once the office said who is logged in (part 1 §2, §4)', () => {
  it.each<[string, Locale, string]>([
    ['part 1 §2: the buyer\'s first name (pt)', 'pt', 'Ana, estamos preparando o seu checkout...'],
    ['part 1 §2: the buyer\'s first name (en)', 'en', "John, we're preparing your checkout…"],
    ['part 1 §2: the buyer\'s first name (es)', 'es', 'Sofía, estamos preparando su pago…'],
  ])('%s', async (_row, lang, named) => {
    setScenario({ user: { pt: 'br', en: 'us', es: 'mx' }[lang as 'pt' | 'en' | 'es'] });
    await contextAfter(['loginStatus'], loadInput('premium-plus-plan', '', { browserLanguages: [BROWSER[lang] ?? lang] }));
    render(<TestI18n lang={lang}><LoadingView /></TestI18n>);
    expect(screen.getByRole('status').textContent).toBe(named);
  });
});

/** The classes of an element's children, in order: the boxes the checkout's grid places. */
const childBoxes = (parent: Element | null) => Array.from(parent?.children ?? [], (child) => child.className);

/** What the step header's list shows: each step's label and state. */
const stepLabels = (root: ParentNode) =>
  Array.from(root.querySelectorAll('.step-header__item'), (item) => [item.querySelector('.step-header__label')?.textContent, item.getAttribute('data-state')]);

describe('<LoadingView /> draws the checkout frame (decision 049, part 1 §2)', () => {
  it.each<[string, Locale, string, 'plan' | 'fee', string[]]>([
    ['a plan in Portuguese', 'pt', 'Estamos preparando o seu checkout...', 'plan', ['Plano', 'Pagamento', 'Confirmação']],
    ['a fee in English: step 1 reads Fee once the product is known', 'en', "We're preparing your checkout…", 'fee', ['Fee', 'Payment', 'Confirmation']],
  ])('%s: the three steps in the page language, step 1 active, and only the status read out', (_row, lang, preparing, kind, labels) => {
    $product.set(testProduct({ kind }));
    const { container } = render(<TestI18n lang={lang}><LoadingView /></TestI18n>);
    expect(stepLabels(container)).toEqual(labels.map((label, i) => [label, i === 0 ? 'active' : 'upcoming']));
    expect(screen.getByRole('status').textContent).toBe(preparing);
    // The step names and the grey blocks are drawing: screen readers hear "preparing", then the loaded checkout.
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });

  it.each<[string, string, 'form' | 'card']>([
    ['part 1 §2: a visitor gets Novo cadastro\'s place (the form\'s fields as blocks)', 'visitor', 'form'],
    ['part 1 §2: a logged-in buyer gets the account card\'s place once login status answered', 'br', 'card'],
  ])('%s', async (_row, user, shape) => {
    setScenario({ user });
    await contextAfter(['loginStatus'], loadInput('premium-plus-plan', ''));
    const { container } = render(<TestI18n lang="pt"><LoadingView /></TestI18n>);
    expect(container.querySelector('.checkout__main > .frame-step')?.classList.contains(`frame-step--${shape}`)).toBe(true);
  });

  it('holds the loaded checkout\'s boxes in its order: notices, step header, then the summary and the step in the columns', async () => {
    setScenario({ user: 'visitor' });
    await runLoadSequence(loadInput('premium-plus-plan', ''));
    const ready = render(<TestI18n lang="pt"><ReadyView /></TestI18n>).container;
    const readyBoxes = { page: childBoxes(ready.querySelector('.checkout')), columns: childBoxes(ready.querySelector('.checkout__columns')) };
    const readySteps = Array.from(ready.querySelectorAll('.step-header__item'), (item) => childBoxes(item));
    const readyLabels = stepLabels(ready);
    cleanup();
    const frame = render(<TestI18n lang="pt"><LoadingView /></TestI18n>).container;
    expect(childBoxes(frame.querySelector('.checkout'))).toEqual(readyBoxes.page);
    expect(frame.querySelector('.checkout')?.className).toBe('checkout checkout-loading');
    // The blocks after the step (coupon, stamps...) are not drawn: on a phone they start below the first screen.
    expect(childBoxes(frame.querySelector('.checkout__columns'))).toEqual(readyBoxes.columns.filter((box) => !box.includes('checkout-aside--blocks')));
    // The step header's items are built alike (marker, label), in the same places.
    expect(Array.from(frame.querySelectorAll('.step-header__item'), (item) => childBoxes(item))).toEqual(readySteps);
    expect(stepLabels(frame)).toEqual(readyLabels);
  });
});

describe('<LoadErrorView /> after a load that failed (part 1 §4, part 2 §8, DESIGN.md Failures)', () => {
  it.each<[string, Locale, string, string, string, Record<string, unknown>]>([
    ['part 2 §8 error_domain: an order the office does not know', 'pt', 'br', 'domain-registry', '?order=UNKNOWN', {}],
    ['part 2 §8 error_domain: someone else\'s order', 'es', 'mx', 'domain-registry', '?order=ORD-1001', {}],
    ['DESIGN.md Failures: a malformed plan lookup', 'pt', 'br', 'premium-plus-plan', '', { fault: 'malformed', faultTimes: 1, faultPath: 'plan-or-fee' }],
    ['DESIGN.md Failures: login-status offline', 'en', 'us', 'premium-plus-plan', '', { fault: 'offline', faultTimes: 1, faultPath: 'login-status' }],
    ['DESIGN.md Failures: HTTP 500 on invoice/create', 'es', 'mx', 'premium-plus-plan', '', { fault: 'http500', faultTimes: 1, faultPath: 'invoice/create' }],
  ])('%s (%s, %s): the message takes the focus and its button runs the load again', async (_row, lang, user, slug, search, fault) => {
    setScenario({ user, ...fault });
    const input = loadInput(slug, search, { browserLanguages: [BROWSER[lang] ?? lang] });
    const status = await runLoadSequence(input);
    expect(status).toEqual({ state: 'error', messageKey: 'errors:load.load_error' });
    expect($lang.get()).toBe(lang);
    const [message, reload] = LOAD_ERROR[lang] ?? ['', ''];
    let reloads = 0;
    let reloaded: Promise<unknown> = Promise.resolve();
    render(
      <TestI18n lang={lang}>
        <LoadErrorView messageKey={status.state === 'error' ? status.messageKey : ''} onReload={() => { reloads += 1; reloaded = runLoadSequence(input); }} />
      </TestI18n>,
    );
    expect(screen.getByRole('alert').querySelector('p')?.textContent).toBe(message);
    expect(document.activeElement?.textContent).toBe(message);
    await userEvent.setup().click(screen.getByRole('button', { name: reload }));
    expect(reloads).toBe(1);
    // The reload's load runs to its end here, so none of its calls meets the next row's fault.
    await reloaded;
    if (slug === 'premium-plus-plan') {
      expect($status.get()).toEqual({ state: 'ready' });
      expect($product.get()?.title).toBe('Premium Plus');
    }
  });
});

describe('<NoticeList /> after the load replaced the invoice of the URL (part 1 §8)', () => {
  it.each<[string, Locale, string, string, string]>([
    ['part 1 §8: someone else\'s invoice (pt)', 'pt', 'br', '5003', 'Invoice invalida – A Invoice 5003, não pertece a seu usuario. Criamos uma nova para voce efetuar a compra!'],
    ['part 1 §8: someone else\'s invoice (en)', 'en', 'us', '5001', "Invalid invoice – Invoice 5001 doesn't belong to your account. We've created a new one so you can complete your purchase."],
  ])('%s: the notice names it', async (_row, lang, user, invoice, notice) => {
    setScenario({ user });
    await runLoadSequence(loadInput('premium-plus-plan', `?invoice=${invoice}`, { browserLanguages: [BROWSER[lang] ?? lang] }));
    const { container } = render(<TestI18n lang={lang}><NoticeList /></TestI18n>);
    expect(container.querySelector('.notice')?.firstChild?.textContent).toBe(notice);
  });
});
