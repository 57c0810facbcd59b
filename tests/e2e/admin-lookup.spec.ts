import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BROWSER_LOCALE } from './pages/checkout-page';

/*
 * The internal payment lookup /pAdmn (part 2 §2, §7, §8; DESIGN.md "Security": a token the office validates, no fixed
 * password, no prompt). The sandbox office lets `sandbox-admin-token` in; user 1001 has card and boleto payments.
 */

const TOKEN = 'sandbox-admin-token';
const TEXTS = {
  pt: { token: 'Token de acesso', user: 'ID do usuário', type: 'Tipo', search: 'Buscar', empty: 'Não veio nenhum retorno de pagamentos', count: '2 pagamentos', copy: 'Copiar ch_sandbox_0001', copied: 'Cobrança ch_sandbox_0001 copiada', refused: 'O office recusou o token. Obtenha um novo token no office e tente de novo.', needUser: 'Informe o ID numérico do usuário.', needToken: 'Informe o token de acesso.' },
  en: { token: 'Access token', user: 'User ID', type: 'Type', search: 'Search', empty: 'No payments came back', count: '2 payments', copy: 'Copy ch_sandbox_0001', copied: 'Charge ch_sandbox_0001 copied', refused: 'The office refused the token. Get a new token from the office and try again.', needUser: "Enter the user's numeric ID.", needToken: 'Enter the access token.' },
  es: { token: 'Token de acceso', user: 'ID de usuario', type: 'Tipo', search: 'Buscar', empty: 'No se recibió ningún pago', count: '2 pagos', copy: 'Copiar ch_sandbox_0001', copied: 'Cargo ch_sandbox_0001 copiado', refused: 'La oficina rechazó el token. Obtenga un token nuevo en la oficina y vuelva a intentarlo.', needUser: 'Introduzca el ID numérico del usuario.', needToken: 'Introduzca el token de acceso.' },
} as const;

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** The sandbox hint above the form (locales/<lang>/sandbox.json `lookup.hint`), written out. */
const HINT = {
  pt: `Sandbox: cole o token ${TOKEN}; o usuário 1001 tem pagamentos com cartão e boleto, qualquer outro id, nenhum.`,
  en: `Sandbox: paste the token ${TOKEN}; user 1001 has card and boleto payments, any other id none.`,
  es: `Sandbox: pegue el token ${TOKEN}; el usuario 1001 tiene pagos con tarjeta y boleto, cualquier otro id, ninguno.`,
} as const;

for (const lang of ['pt', 'en', 'es'] as const) {
  test.describe(`/pAdmn (${lang})`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    test('part 2 §2: a good token lists the user\'s payments; the charge copies by keyboard and says so', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const texts = TEXTS[lang];
      await page.goto('/pAdmn');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      // The sandbox's hint in the page's language, its token as code.
      const hint = page.locator('.lookup-page__sandbox');
      await expect(hint).toHaveText(HINT[lang], { useInnerText: true });
      await expect(hint.locator(`[lang="${lang}"] code`)).toHaveText(TOKEN);
      // Nothing filled: each field says what it needs, nothing is sent.
      await page.getByRole('button', { name: texts.search }).click();
      await expect(page.getByText(texts.needToken)).toBeVisible();
      await expect(page.getByText(texts.needUser)).toBeVisible();
      await expect(page.getByLabel(texts.token)).toBeFocused();
      await page.getByLabel(texts.token).fill(TOKEN);
      await page.getByLabel(texts.user).fill('1001');
      await page.getByLabel(texts.user).press('Enter');
      await expect(page.getByRole('status')).toHaveText(texts.count);
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
      await expect(page.getByRole('row', { name: /or_sandbox_0002/ })).toContainText('400000');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: texts.copy }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status')).toHaveText(texts.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('ch_sandbox_0001');
    });
  });
}

test('part 2 §8: a user without payments reads "Não veio nenhum retorno de pagamentos"', async ({ page }) => {
  const texts = TEXTS.pt;
  await page.goto('/pAdmn?lang=pt');
  await page.getByLabel(texts.token).fill(TOKEN);
  await page.getByLabel(texts.user).fill('4242');
  await page.getByRole('button', { name: texts.search }).click();
  await expect(page.getByRole('status')).toHaveText(texts.empty);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('DESIGN.md "Security": a token the office refuses is said, cleared and asked for again; the user id stays', async ({ page }) => {
  const texts = TEXTS.en;
  await page.goto('/pAdmn?lang=en');
  await page.getByLabel(texts.token).fill('guessed-password');
  await page.getByLabel(texts.user).fill('1001');
  await page.getByRole('button', { name: texts.search }).click();
  await expect(page.getByRole('alert')).toHaveText(texts.refused);
  await expect(page.getByLabel(texts.token)).toBeFocused();
  await expect(page.getByLabel(texts.token)).toHaveValue('');
  await expect(page.getByLabel(texts.user)).toHaveValue('1001');
  expect(await page.evaluate(() => sessionStorage.getItem('admin-lookup-token'))).toBeNull();
  await expectNoAxeViolations(page);
});

test('a failed search says why and its retry finds the payments (part 2 §8 request failure)', async ({ page }) => {
  const texts = TEXTS.pt;
  await page.goto('/pAdmn?lang=pt&sandbox-fault=offline&sandbox-fault-path=/info/payments&sandbox-fault-times=1');
  await page.getByLabel(texts.token).fill(TOKEN);
  await page.getByLabel(texts.user).fill('1001');
  await page.getByLabel(texts.type).selectOption('failed');
  await page.getByRole('button', { name: texts.search }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('alert').getByRole('button').click();
  await expect(page.getByRole('status')).toHaveText('1 pagamento');
  await expect(page.getByLabel(texts.user)).toHaveValue('1001');
});
