import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { AccountSection } from './checkout/account-section';
import { CartSection } from './checkout/cart-section';
import { ConfirmationSection } from './checkout/confirmation-section';
import { CouponSection } from './checkout/coupon-section';
import { PaymentSection } from './checkout/payment-section';
import { label, type CheckoutLang } from './checkout/labels';
import { VatSection } from './checkout/vat-section';

export { BROWSER_LOCALE, label, normalise, type CheckoutLang } from './checkout/labels';

/** A sandbox fault injected into the next matching office/gateway calls (docs/sandbox.md "Scenarios"). */
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
  readonly cart: CartSection;
  readonly coupon: CouponSection;
  readonly vat: VatSection;
  readonly account: AccountSection;
  readonly payment: PaymentSection;
  readonly confirmation: ConfirmationSection;

  constructor(
    readonly page: Page,
    readonly lang: CheckoutLang,
  ) {
    this.cart = new CartSection(page, lang);
    this.coupon = new CouponSection(page, lang);
    this.payment = new PaymentSection(page, lang);
    this.vat = new VatSection(page, lang);
    this.account = new AccountSection(page, lang);
    this.confirmation = new ConfirmationSection(page, lang);
  }

  t(key: string, values?: Record<string, string | number>): string {
    return label(this.lang, key, values);
  }

  /**
   * Opens /payment/<slug> with a query (sandbox-user, flow parameters...). Step 3 leaves for the after-payment
   * target 5 s after a payment (part 2 §4.5); that navigation (an office or company page carrying the sponsor's
   * `aid` or the buyer's `iduser`) is answered 204 No Content, so the browser stays on step 3 for the test's checks.
   * The request is still made: `waitForAfterPaymentRedirect` sees it. A route a test adds later wins over this one.
   */
  async open(slug: string, query: Record<string, string> | string = {}): Promise<void> {
    await this.page.route(isAfterPaymentTarget, (route) =>
      route.request().isNavigationRequest() ? route.fulfill({ status: 204 }) : route.fallback(),
    );
    const search = typeof query === 'string' ? query : new URLSearchParams(query).toString();
    await this.page.goto(`/payment/${slug}${search ? `?${search}` : ''}`);
  }

  /** The navigation step 3 starts when its countdown ends (answered 204 by the route `open` adds). */
  waitForAfterPaymentRedirect(): Promise<Request> {
    return this.page.waitForRequest((request) => request.isNavigationRequest() && isAfterPaymentTarget(new URL(request.url())));
  }

  /**
   * Opens the checkout and waits until it is loaded (the step header is on screen). On a phone the order summary
   * starts folded to one line (part 1 §2); journeys read it open, as a buyer who taps it, unless `keepFolded`.
   */
  async openLoaded(slug: string, query: Record<string, string> | string = {}, { keepFolded = false } = {}): Promise<void> {
    await this.open(slug, query);
    await this.expectLoaded({ keepFolded });
  }

  async expectLoaded({ keepFolded = false } = {}): Promise<void> {
    await expect(this.steps()).toBeVisible({ timeout: 15_000 });
    // The summary renders with the step header (one commit), so a folded one is already there to open.
    if (!keepFolded) await this.cart.unfold();
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

  continueButton(): Locator {
    return this.page.getByRole('button', { name: this.t('checkout:steps.continue'), exact: true });
  }

  /** The error shown under a field, found through the field's aria-describedby (so the link is checked too). */
  async fieldMessage(field: Locator): Promise<string> {
    const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
    const texts = await Promise.all(ids.map((id) => this.page.locator(`[id="${id}"]`).innerText()));
    return texts.join(' ').trim();
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

  /** Axe on the whole page, or on `scope` only (a CSS selector: a modal dialog, whose page behind is inert). */
  async expectNoAxeViolations(scope?: string): Promise<void> {
    const builder = new AxeBuilder({ page: this.page });
    const { violations } = await (scope ? builder.include(scope) : builder).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  }
}

/** An after-payment target of the sandbox's configuration: the office or company site with aid or iduser. */
function isAfterPaymentTarget(url: URL): boolean {
  return /^https:\/\/(www|office)\.example\.com$/.test(url.origin) && (url.searchParams.has('aid') || url.searchParams.has('iduser'));
}

/** The company home and office are other sites: answer them locally so a redirect to them can be observed offline. */

export async function stubOtherSites(page: Page): Promise<void> {
  await page.route(/^https:\/\/(www|office)\.example\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>elsewhere</title><main>elsewhere</main></html>' }),
  );
}

/** Every URL the main frame showed, in order: a notice page that sends the browser on, or a reload, is still seen. */
export function recordNavigations(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}
