import type { Locator } from '@playwright/test';
import { Section } from './section';

/**
 * Step 3, the payment confirmation (part 2 §2, §3, §4.5): the screen's title, the document's codes, links and
 * buttons by their label keys, and the lines that change as the buyer waits (due date, pix minutes, pix checks,
 * copy feedback).
 */
export class ConfirmationSection extends Section {
  /** The screen's title (the focus lands on it when the screen changes). */
  heading(key: string): Locator {
    return this.page.getByRole('heading', { name: this.t(key) });
  }

  /** A code to copy (typed line, pix code, payment code, CLABE), a read-only text box named by its label. */
  code(key: string): Locator {
    return this.page.getByRole('textbox', { name: this.t(key) });
  }

  link(key: string): Locator {
    return this.page.getByRole('link', { name: this.t(key) });
  }

  button(key: string): Locator {
    return this.page.getByRole('button', { name: this.t(key) });
  }

  /** A document's picture (the boleto's bar code) named by its label. */
  image(key: string): Locator {
    return this.page.getByRole('img', { name: this.t(key) });
  }

  /** The pix QR code (the office's image, or the one drawn from the code). */
  pixQr(): Locator {
    return this.page.getByTestId('pix-qr');
  }

  speiReference(): Locator {
    return this.page.getByTestId('spei-reference');
  }

  /** The line counting down to the after-payment page. */
  redirectCountdown(): Locator {
    return this.page.getByTestId('redirect-countdown');
  }

  /** What the copy buttons say they did (a polite live region). */
  copyFeedback(): Locator {
    return this.page.getByTestId('copy-feedback');
  }

  dueDate(): Locator {
    return this.page.getByTestId('due-date');
  }

  /** The pix's minutes left. */
  pixTimeLeft(): Locator {
    return this.page.getByTestId('pix-time-left');
  }

  /** The pix checks' line (empty while they go well, "still checking" after a failed one). */
  pixPoll(): Locator {
    return this.page.getByTestId('pix-poll');
  }
}
