import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

/** Languages the checkout journeys read the page in. */
export type CheckoutLang = 'pt' | 'en' | 'de' | 'es';

/** The browser locale of a visitor whose page should be in that language (part 1 §1: the browser decides for visitors). */
export const BROWSER_LOCALE: Record<CheckoutLang, string> = { pt: 'pt-BR', en: 'en-US', de: 'de-DE', es: 'es-MX' };

type Texts = Record<string, unknown>;
const cache = new Map<string, Texts>();

function localeFile(lang: CheckoutLang, namespace: string): Texts {
  const key = `${lang}/${namespace}`;
  let texts = cache.get(key);
  if (!texts) {
    texts = JSON.parse(readFileSync(new URL(`../../../locales/${key}.json`, import.meta.url), 'utf8')) as Texts;
    cache.set(key, texts);
  }
  return texts;
}

/**
 * A label of the page's language, for locators only (buttons, fields, headings), read from the locale files.
 * Messages a journey checks are written out in the tests, so a wrong translation cannot pass unseen.
 * Example: label('pt', 'checkout:coupon.apply') === 'Aplicar'.
 */
export function label(lang: CheckoutLang, key: string, values: Record<string, string | number> = {}): string {
  const [namespace, path] = key.split(':') as [string, string];
  let node: unknown = localeFile(lang, namespace);
  for (const part of path.split('.')) node = (node as Texts | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no text for ${key} in ${lang}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** A sandbox fault injected into the next matching office/gateway calls (README "Sandbox scenarios"). */
export interface SandboxFault {
  fault: 'timeout' | 'http500' | 'malformed' | 'offline';
  /** Part of the call's path, e.g. 'check-coupon'. */
  path: string;
  times?: number;
}

/**
 * The checkout at /payment/<slug> as a buyer sees it: role locators named in the page's language,
 * nothing about how it is built. One instance per language; `lang` is what the page should be in.
 */
export class CheckoutPage {
  constructor(
    readonly page: Page,
    readonly lang: CheckoutLang,
  ) {}

  t(key: string, values?: Record<string, string | number>): string {
    return label(this.lang, key, values);
  }

  /** Opens /payment/<slug> with a query (sandbox-user, flow parameters...). */
  async open(slug: string, query: Record<string, string> | string = {}): Promise<void> {
    const search = typeof query === 'string' ? query : new URLSearchParams(query).toString();
    await this.page.goto(`/payment/${slug}${search ? `?${search}` : ''}`);
  }

  /** Opens the checkout and waits until it is loaded (the step header is on screen). */
  async openLoaded(slug: string, query: Record<string, string> | string = {}): Promise<void> {
    await this.open(slug, query);
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.steps()).toBeVisible({ timeout: 15_000 });
  }

  /** The loading view's announcement. */
  loading(): Locator {
    return this.page.getByRole('status').filter({ hasText: /\S/ }).first();
  }

  steps(): Locator {
    return this.page.getByRole('navigation', { name: this.t('checkout:account.step_header.label') });
  }

  /** The active step's item in the step header. */
  activeStep(): Locator {
    return this.steps().locator('[aria-current="step"]');
  }

  back(): Locator {
    return this.page.getByRole('button', { name: this.t('checkout:steps.back'), exact: true });
  }

  // ---- left column -------------------------------------------------------------------------------

  cart(): Locator {
    return this.page.getByRole('region', { name: this.t('checkout:cart.title') });
  }

  productTitle(): Locator {
    return this.cart().getByRole('heading', { level: 3 }).first();
  }

  /** The product's price for the period, as shown (normal spaces for the formatter's non-breaking ones). */
  async price(): Promise<string> {
    return normalise(await this.cart().locator('.cart-product__amount').innerText());
  }

  /** The cart's totals as [label, amount] rows (Subtotal, Desconto, VAT, Total...). */
  async totals(): Promise<[string, string][]> {
    const rows = await this.cart().locator('dl > div').all();
    return Promise.all(
      rows.map(async (row) => [normalise(await row.locator('dt').innerText()), normalise(await row.locator('dd').innerText())] as [string, string]),
    );
  }

  async total(): Promise<string> {
    const rows = await this.totals();
    return rows.find(([name]) => name === this.t('checkout:cart.total'))?.[1] ?? '';
  }

  period(name: 'monthly' | 'yearly'): Locator {
    return this.cart().getByRole('radio', { name: this.t(`checkout:cart.period.${name}`), exact: true });
  }

  /** Picks a period by its visible label, as a pointer user does. */
  async choosePeriod(name: 'monthly' | 'yearly'): Promise<void> {
    await this.cart().locator('label').filter({ hasText: this.t(`checkout:cart.period.${name}`) }).click();
  }

  couponBox(): Locator {
    return this.page.getByRole('region', { name: this.t('checkout:coupon.title') });
  }

  couponInput(): Locator {
    return this.couponBox().getByRole('textbox', { name: this.t('checkout:coupon.label') });
  }

  async applyCoupon(code: string): Promise<void> {
    await this.couponInput().fill(code);
    await this.couponBox().getByRole('button', { name: this.t('checkout:coupon.apply') }).click();
  }

  stamps(): Locator {
    return this.page.getByRole('region', { name: this.t('checkout:stamps.title') });
  }

  suggestions(): Locator {
    return this.page.getByRole('region', { name: this.t('checkout:suggestions.title') });
  }

  registryDetail(): Locator {
    return this.page.getByRole('region', { name: this.t('checkout:registry.title') });
  }

  vat(): Locator {
    return this.page.getByRole('region', { name: this.t('checkout:vat.title'), exact: true });
  }

  vatCountry(): Locator {
    return this.vat().getByRole('combobox', { name: this.t('checkout:vat.country_label') });
  }

  /** Picks a VAT country by its code and confirms it. */
  async chooseVatCountry(code: string): Promise<void> {
    await this.vatCountry().selectOption(code);
    await this.vat().getByRole('button', { name: this.t('checkout:vat.confirm') }).click();
  }

  vatNumber(): Locator {
    return this.vat().getByRole('textbox', { name: this.t('checkout:vat.number_label') });
  }

  /** Country, "has a VAT number? yes", the number and Validate. */
  async enterVatNumber(country: string, number: string): Promise<void> {
    await this.chooseVatCountry(country);
    await this.vat().getByRole('button', { name: this.t('checkout:vat.yes'), exact: true }).click();
    await this.vatNumber().fill(number);
    await this.vat().getByRole('button', { name: this.t('checkout:vat.validate') }).click();
  }

  // ---- step 1 ------------------------------------------------------------------------------------

  accountCard(): Locator {
    return this.page.getByRole('region', { name: this.t('checkout:account.card.title') });
  }

  continueButton(): Locator {
    return this.page.getByRole('button', { name: this.t('checkout:steps.continue'), exact: true });
  }

  registrationForm(): Locator {
    return this.page.getByRole('form', { name: this.t('checkout:account.registration.title') });
  }

  loginForm(): Locator {
    return this.page.getByRole('form', { name: this.t('checkout:account.login.title') });
  }

  verificationForm(): Locator {
    return this.page.getByRole('form', { name: this.t('checkout:account.verification.title') });
  }

  recoveryForm(): Locator {
    return this.page.getByRole('form', { name: this.t('checkout:account.recovery.title') });
  }

  /** A registration field by its label key under checkout:account.registration. */
  registrationField(name: string): Locator {
    return this.registrationForm().getByLabel(this.t(`checkout:account.registration.${name}`), { exact: true });
  }

  loginField(name: 'email' | 'password'): Locator {
    return this.loginForm().getByLabel(this.t(`checkout:account.login.${name}`), { exact: true });
  }

  /** Fills the registration form; `country` is the ISO code of the subsidiary. Boxes are ticked only when asked. */
  async fillRegistration(data: Partial<Record<'name' | 'email' | 'emailConfirmation' | 'password' | 'passwordConfirmation' | 'phone', string>> & {
    country?: string;
    terms?: boolean;
    privacy?: boolean;
  }): Promise<void> {
    const fields = {
      name: 'name', email: 'email', emailConfirmation: 'email_confirmation', password: 'password',
      passwordConfirmation: 'password_confirmation', phone: 'phone',
    } as const;
    for (const [field, labelName] of Object.entries(fields)) {
      const value = data[field as keyof typeof fields];
      if (value !== undefined) await this.registrationField(labelName).fill(value);
    }
    if (data.country) await this.registrationField('country').selectOption(data.country);
    if (data.terms) await this.registrationField('terms').check();
    if (data.privacy) await this.registrationField('privacy').check();
  }

  registerButton(): Locator {
    return this.registrationForm().getByRole('button', { name: this.t('checkout:account.registration.submit'), exact: true });
  }

  /**
   * Presses the register button. It is aria-disabled (not disabled) until both boxes are ticked, so a press
   * still reaches it and re-checks the form (part 1 §5); `force` lets the pointer press it as a buyer can.
   */
  async submitRegistration(): Promise<void> {
    await this.registerButton().click({ force: true });
  }

  /** The error shown under a field, found through the field's aria-describedby (so the link is checked too). */
  async fieldMessage(field: Locator): Promise<string> {
    const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
    const texts = await Promise.all(ids.map((id) => this.page.locator(`[id="${id}"]`).innerText()));
    return texts.join(' ').trim();
  }

  /** The code the sandbox "e-mailed" (shown on the verification screen in sandbox builds). */
  async sandboxCode(): Promise<string> {
    const note = this.verificationForm().getByRole('note');
    await expect(note).toHaveText(/\d{6}/);
    return /(\d{6})/.exec(await note.innerText())?.[1] ?? '';
  }

  async logIn(email: string, password: string): Promise<void> {
    await this.loginField('email').fill(email);
    await this.loginField('password').fill(password);
    await this.loginForm().getByRole('button', { name: this.t('checkout:account.login.submit'), exact: true }).click();
  }

  // ---- whole page --------------------------------------------------------------------------------

  /** Every announced alert's text (role=alert), in page order. */
  alerts(): Locator {
    return this.page.getByRole('alert');
  }

  /** Injects a sandbox fault into the next matching calls of this page, as `?sandbox-fault=` does on load. */
  async injectFault({ fault, path, times = 1 }: SandboxFault): Promise<void> {
    await this.page.evaluate(
      ({ fault, path, times }) => {
        const scenario = JSON.parse(sessionStorage.getItem('sandbox-scenario') ?? '{}') as Record<string, unknown>;
        sessionStorage.setItem('sandbox-scenario', JSON.stringify({ ...scenario, fault, faultPath: path, faultTimes: times }));
      },
      { fault, path, times },
    );
  }

  async expectNoAxeViolations(): Promise<void> {
    const { violations } = await new AxeBuilder({ page: this.page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  }
}

/** Text as read, with the formatter's non-breaking spaces as normal ones. */
export function normalise(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ').trim();
}

/** The company home and office are other sites: answer them locally so a redirect to them can be observed offline. */
export async function stubOtherSites(page: Page): Promise<void> {
  await page.route(/^https:\/\/(www|office)\.example\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>elsewhere</title><main>elsewhere</main></html>' }),
  );
}
