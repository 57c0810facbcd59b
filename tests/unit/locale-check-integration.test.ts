import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { localeCheckIntegration } from '../../integrations/locale-check';
import { LOCALES_DIR } from '../../src/i18n/locale-check';

/*
 * The translators' check: a build stops on a locale file that does not match English, naming the language, the file
 * and the key, in every mode (the integration runs in sandbox and live builds alike); `astro dev` warns.
 */

const dir = mkdtempSync(join(tmpdir(), 'locale-build-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (lang: string, content: unknown) => {
  mkdirSync(join(dir, lang), { recursive: true });
  writeFileSync(join(dir, lang, 'payment.json'), JSON.stringify(content));
};
write('en', { done: { redirect_in: 'You will be redirected in {{count}} seconds.' }, card: { cvc: 'CVC' } });
// A renamed placeholder and a missing key, as a translator's slip would leave them.
write('de', { done: { redirect_in: 'Weiterleitung in {{sekunden}} Sekunden.' } });

function setup(integration: AstroIntegration, command: 'build' | 'dev') {
  const logger = { warn: vi.fn(), info: vi.fn(), error: vi.fn(), debug: vi.fn() } as unknown as AstroIntegrationLogger;
  const hook = integration.hooks['astro:config:setup'] as unknown as (options: { command: string; logger: AstroIntegrationLogger }) => void;
  return { run: () => hook({ command, logger }), logger };
}

describe('the locale check in the build', () => {
  it('stops a build with the report: the language, the file and each key named', () => {
    const { run } = setup(localeCheckIntegration(dir), 'build');
    let message = '';
    try {
      run();
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('de/payment.json');
    expect(message).toContain('card.cvc');
    expect(message).toContain('done.redirect_in');
    expect(message).toMatch(/\{\{count\}\}/);
  });

  it('lets `astro dev` run and warns with the same report', () => {
    const { run, logger } = setup(localeCheckIntegration(dir), 'dev');
    expect(run).not.toThrow();
    expect(vi.mocked(logger.warn).mock.calls[0]?.[0]).toContain('de/payment.json');
  });

  it('passes the repository’s own locale files', () => {
    const { run, logger } = setup(localeCheckIntegration(LOCALES_DIR), 'build');
    expect(run).not.toThrow();
    expect(logger.warn).not.toHaveBeenCalled();
  });
});
