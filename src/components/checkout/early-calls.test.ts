import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropEarlyAnswers, EARLY_ANSWERS_GLOBAL } from '~/api/early-answers';
import { apiUrl } from '~/api/endpoints';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { runLoadSequence } from '~/stores/checkout/load/load-sequence';
import { ACCOUNT_LANGUAGE_KEY } from '~/stores/checkout/load/remembered-language';
import { $lang, $officeLang } from '~/stores/checkout/session';
import { loadInput } from '../../../tests/setup/load-input';
import { earlyCallsConfig } from './early-calls-config';
import source from './early-calls.js?raw';

/*
 * Decision 048: the checkout page's first script asks the office what the load sequence asks from the URL alone,
 * and the sequence takes those answers. The script runs here as the page runs it (its own source, the office of this
 * build), with the browser's objects faked; its fetch and the sequence's go to the sandbox office.
 */

interface PageVisit {
  /** The page's address, e.g. 'https://www.example.com/payment/premium-plus-plan?aid=777'. */
  url: string;
  languages?: string[];
  cookie?: string;
  /** The account language kept in localStorage by an earlier visit. */
  remembered?: string;
  reload?: () => void;
}

const storage = new Map<string, string>();
const localStorageFake = {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
  removeItem: (key: string) => void storage.delete(key),
};

/** Paint timing as the browser reports it: the first contentful paint at once. */
class PaintObserverFake {
  constructor(private readonly report: (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) {}
  observe(): void {
    this.report({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect: () => {} });
  }
}

/** Runs the page's first script for a visit; returns the language it named and the listeners it added. */
function runPageScript(visit: PageVisit): { uiLang: string | null; listeners: Map<string, EventListener> } {
  if (visit.remembered) storage.set(ACCOUNT_LANGUAGE_KEY, visit.remembered);
  const url = new URL(visit.url);
  const location = { pathname: url.pathname, search: url.search, hash: url.hash, reload: visit.reload ?? (() => {}) };
  const attributes = new Map<string, string>();
  const listeners = new Map<string, EventListener>();
  const navigator = { languages: visit.languages ?? ['pt-BR', 'en'], language: (visit.languages ?? ['pt-BR'])[0] };
  const document = { cookie: visit.cookie ?? '', documentElement: { setAttribute: (name: string, value: string) => void attributes.set(name, value) } };
  const params = ['location', 'navigator', 'document', 'localStorage', 'sessionStorage', 'addEventListener', 'removeEventListener', 'window', 'PerformanceObserver'];
  const start = new Function(...params, `return (${source})`)(
    location, navigator, document, localStorageFake, localStorageFake,
    (type: string, listener: EventListener) => listeners.set(type, listener),
    (type: string) => listeners.delete(type),
    globalThis,
    PaintObserverFake,
  ) as (config: unknown) => void;
  start(earlyCallsConfig(apiUrl('office', ''), '1'));
  return { uiLang: attributes.get('data-ui-lang') ?? null, listeners };
}

/** Every office request as it leaves, by URL (the page's early ones and the sequence's own). */
function recordRequests(): string[] {
  const urls: string[] = [];
  sandboxServer.events.on('request:start', ({ request }) => void urls.push(request.url));
  return urls;
}

const office = (path: string) => apiUrl('office', path);
const left = () => Object.keys(((globalThis as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL] ?? {}) as object);
const countOf = (urls: string[], part: string) => urls.filter((url) => url.includes(part)).length;

beforeEach(() => {
  vi.stubGlobal('localStorage', localStorageFake);
  storage.clear();
});

afterEach(async () => {
  // Answers no call took still arrive: let them, so no request of this test is seen by the next.
  await Promise.allSettled(Object.values(((globalThis as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL] ?? {}) as Record<string, Promise<Response>>));
  sandboxServer.events.removeAllListeners();
  dropEarlyAnswers();
  vi.unstubAllGlobals();
  setScenario({ user: null, fault: null, faultPath: '', faultTimes: 0 });
});

describe('the page asks the office before the JavaScript arrives (part 1 §4, §7; decision 048)', () => {
  it('a visitor from a campaign: login status, the product, locale by IP and the sponsor leave with the page, and the load sequence takes each, never asking twice', async () => {
    const requests = recordRequests();
    const search = '?aid=777&currency=usd';
    runPageScript({ url: `https://www.example.com/payment/premium-plus-plan${search}` });
    expect(left().sort()).toEqual([
      office('/br/office/get-account-infos?id=777'),
      office('/br/office/login-status?check-team-account=1&get-current-plan=1&cc=USD'),
      office('/br/office/plan-or-fee/premium-plus-plan?user_lang=pt'),
      office('/br/office/search-locale-by-ip'),
    ]);
    const status = await runLoadSequence(loadInput('premium-plus-plan', search));
    expect(status.state).toBe('ready');
    expect(left()).toEqual([]);
    const counted = Object.fromEntries(['login-status', 'plan-or-fee', 'search-locale-by-ip', 'get-account-infos'].map((call) => [call, countOf(requests, call)]));
    expect(counted).toEqual({ 'login-status': 1, 'plan-or-fee': 1, 'search-locale-by-ip': 1, 'get-account-infos': 1 });
  });

  it.each<[string, PageVisit, string, string]>([
    ['the URL\'s language', { url: 'https://www.example.com/payment/premium-plus-plan?lang=de' }, 'de', 'de'],
    ['the browser\'s, an office code the texts read in English', { url: 'https://www.example.com/payment/premium-plus-plan', languages: ['he-IL'] }, 'iw', 'en'],
    ['a blank ?lang= is no choice: the browser\'s', { url: 'https://www.example.com/payment/premium-plus-plan?lang=%20', languages: ['es-MX'] }, 'es', 'es'],
  ])('part 1 §1: the product is asked in %s, as the load sequence asks it', async (_name, visit, officeLang, uiLang) => {
    const requests = recordRequests();
    expect(runPageScript(visit).uiLang).toBe(uiLang);
    const url = new URL(visit.url);
    await runLoadSequence(loadInput('premium-plus-plan', url.search, { browserLanguages: visit.languages ?? ['pt-BR', 'en'] }));
    expect($officeLang.get()).toBe(officeLang);
    expect(requests.filter((r) => r.includes('plan-or-fee'))).toEqual([office(`/br/office/plan-or-fee/premium-plus-plan?user_lang=${officeLang}`)]);
  });

  it('the aid of the hash, then of the cookie, is the sponsor asked for; the company\'s own is not asked', async () => {
    const settle = () => Promise.allSettled(Object.values(((globalThis as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL] ?? {}) as Record<string, Promise<Response>>));
    runPageScript({ url: 'https://www.example.com/payment/premium-plus-plan#aid=777', cookie: 'aid=555' });
    expect(left()).toContain(office('/br/office/get-account-infos?id=777'));
    await settle();
    dropEarlyAnswers();
    runPageScript({ url: 'https://www.example.com/payment/premium-plus-plan', cookie: 'x=1; aid=777' });
    expect(left()).toContain(office('/br/office/get-account-infos?id=777'));
    await settle();
    dropEarlyAnswers();
    runPageScript({ url: 'https://www.example.com/payment/premium-plus-plan?aid=1', cookie: 'aidx=777' });
    expect(left().filter((url) => url.includes('get-account-infos'))).toEqual([]);
  });

  it('DESIGN.md "Security": a slug that is not an identifier is never sent', () => {
    runPageScript({ url: 'https://www.example.com/payment/..%2Fadmin' });
    expect(left().filter((url) => url.includes('plan-or-fee'))).toEqual([]);
    expect(left()).toContain(office('/br/office/search-locale-by-ip'));
  });

  it('a repeat visit of a logged-in account starts in its language: the product is asked once, in it', async () => {
    setScenario({ user: 'de' });
    const requests = recordRequests();
    expect(runPageScript({ url: 'https://www.example.com/payment/premium-plan-59-eur', remembered: 'de' }).uiLang).toBe('de');
    const status = await runLoadSequence(loadInput('premium-plan-59-eur', '', { accountLanguage: 'de' }));
    expect(status.state).toBe('ready');
    expect(requests.filter((r) => r.includes('plan-or-fee'))).toEqual([office('/br/office/plan-or-fee/premium-plan-59-eur?user_lang=de')]);
    expect(storage.get(ACCOUNT_LANGUAGE_KEY)).toBe('de');
  });

  it('the first logged-in visit keeps the account\'s language for the next; a visitor forgets it and reads the browser\'s', async () => {
    setScenario({ user: 'de' });
    await runLoadSequence(loadInput('premium-plan-59-eur'));
    expect(storage.get(ACCOUNT_LANGUAGE_KEY)).toBe('de');
    setScenario({ user: null });
    runPageScript({ url: 'https://www.example.com/payment/premium-plus-plan' });
    await runLoadSequence(loadInput('premium-plus-plan', '', { accountLanguage: 'de' }));
    expect(storage.has(ACCOUNT_LANGUAGE_KEY)).toBe(false);
    expect($lang.get()).toBe('pt');
  });

  it('part 1 §8: a failed early product lookup fails the load as the call itself did, and the reload asks the office again', async () => {
    setScenario({ fault: 'http500', faultPath: 'plan-or-fee', faultTimes: 1 });
    const requests = recordRequests();
    runPageScript({ url: 'https://www.example.com/payment/premium-plus-plan' });
    expect((await runLoadSequence(loadInput('premium-plus-plan'))).state).toBe('error');
    expect((await runLoadSequence(loadInput('premium-plus-plan'))).state).toBe('ready');
    expect(countOf(requests, 'plan-or-fee')).toBe(2);
  });

  it('part 1 §1: a fault on the early lookup in the browser\'s language is not the account\'s: the lookup in its language loads', async () => {
    setScenario({ user: 'br', fault: 'http500', faultPath: 'plan-or-fee', faultTimes: 1 });
    runPageScript({ url: 'https://www.example.com/payment/premium-plus-plan', languages: ['en-US'] });
    await expect(runLoadSequence(loadInput('premium-plus-plan', '', { browserLanguages: ['en-US'] }))).resolves.toEqual({ state: 'ready' });
  });

  it.each([
    ['answers 500', 'http500'],
    ['does not answer (offline)', 'offline'],
    ['answers what the schema refuses', 'malformed'],
  ] as const)('part 1 §8: an early login status that %s ends the load as the call itself did', async (_name, fault) => {
    setScenario({ fault, faultPath: 'login-status', faultTimes: 1 });
    const without = await runLoadSequence(loadInput('premium-plus-plan'));
    setScenario({ fault, faultPath: 'login-status', faultTimes: 1 });
    runPageScript({ url: 'https://www.example.com/payment/premium-plus-plan' });
    const withEarly = await runLoadSequence(loadInput('premium-plus-plan'));
    expect(without.state).toBe('error');
    expect(withEarly).toEqual(without);
  });
});

describe('a cached page whose start files a deploy removed reloads, once (decision 048)', () => {
  const reload = vi.fn();
  const failed = (tagName: string, url: string) => ({ target: { tagName, href: url, src: '' } }) as unknown as Event;

  beforeEach(() => reload.mockReset());

  it('a start file that fails before the page loaded reloads it; another within a minute does not; after load nothing does', () => {
    const { listeners } = runPageScript({ url: 'https://www.example.com/payment/premium-plus-plan', reload });
    const onError = listeners.get('error');
    expect(onError).toBeDefined();
    onError?.(failed('IMG', 'https://www.example.com/_astro/a.png'));
    onError?.(failed('LINK', 'https://cdn.example.com/other.js'));
    expect(reload).not.toHaveBeenCalled();
    onError?.(failed('LINK', 'https://www.example.com/_astro/Checkout.X.js'));
    onError?.(failed('SCRIPT', 'https://www.example.com/_astro/client.Y.js'));
    expect(reload).toHaveBeenCalledTimes(1);
    listeners.get('load')?.(new Event('load'));
    expect(listeners.has('error')).toBe(false);
  });
});
