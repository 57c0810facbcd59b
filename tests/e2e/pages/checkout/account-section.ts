import { expect, type Locator } from '@playwright/test';
import { Section } from './section';

type RegistrationText = 'name' | 'email' | 'emailConfirmation' | 'password' | 'passwordConfirmation' | 'phone';

/** Step 1 (part 1 §4-§8): the account card, registration, verification, login and recovery. */
export class AccountSection extends Section {
  card(): Locator {
    return this.page.getByRole('region', { name: this.t('checkout:account.card.title') });
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
  async fillRegistration(data: Partial<Record<RegistrationText, string>> & { country?: string; terms?: boolean; privacy?: boolean }): Promise<void> {
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
   * Presses the register button. It is never disabled: before both boxes are ticked a press re-checks the form and
   * shows its errors (part 1 §5).
   */
  async submitRegistration(): Promise<void> {
    await this.registerButton().click();
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
}
