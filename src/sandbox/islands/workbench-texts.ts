import { contentLocale } from '~/i18n/languages';
import { createTranslator, type MessageTree } from '~/i18n/translator';

/*
 * The workbench's own words (its bar, its loading and error lines) in the page language: locales/<lang>/sandbox.json,
 * which only sandbox code reads. The workbench is sandbox-only (integrations/sandbox.ts), so these files are bundled
 * with it, all six at once (no budget applies to a QA page), and never reach a live build.
 */
const files = import.meta.glob<MessageTree>('/locales/*/sandbox.json', { eager: true, import: 'default' });

export type WorkbenchText = (key: string, values?: Readonly<Record<string, string>>) => string;

/** The workbench's translator for a language code (English where a text is missing). Example: workbenchText('pt')('back'). */
export function workbenchText(lang: string): WorkbenchText {
  const locale = contentLocale(lang);
  const messages = Object.fromEntries(
    [...new Set([locale, 'en'])].map((code) => [code, { sandbox: files[`/locales/${code}/sandbox.json`] ?? {} }]),
  );
  const { t } = createTranslator(locale, messages, 'sandbox');
  return (key, values = {}) => t(`workbench.${key}`, values);
}
