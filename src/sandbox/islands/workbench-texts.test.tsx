// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkbenchBar } from './WorkbenchBar';
import { workbenchText } from './workbench-texts';

// The workbench's own bar speaks the page language, from locales/<lang>/sandbox.json.
const LANGS = ['pt', 'en', 'es', 'it', 'fr', 'de'] as const;
const file = (lang: string) => (JSON.parse(readFileSync(`locales/${lang}/sandbox.json`, 'utf8')) as { workbench: Record<string, string> }).workbench;

afterEach(() => cleanup());

describe('the workbench bar in each of the six languages', () => {
  it.each(LANGS)('%s: heading, state, language and the way back are the language file\'s', (lang) => {
    const texts = file(lang);
    render(<WorkbenchBar t={workbenchText(lang)} island="methods" state="pay-refused" lang={lang} />);
    expect(screen.getByRole('banner', { name: texts.bar_label })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(texts.heading);
    expect(screen.getByRole('link', { name: texts.back }).getAttribute('href')).toBe('/sandbox');
    const line = screen.getByRole('banner').textContent ?? '';
    expect(line).toContain(texts.state!.replace('{{state}}', 'pay-refused'));
    expect(line).toContain(texts.language!.replace('{{lang}}', lang));
  });

  it('an island opened without a state names the island', () => {
    render(<WorkbenchBar t={workbenchText('de')} island="cart" state={null} lang="de" />);
    expect(screen.getByRole('banner').textContent).toContain('Insel: cart');
  });

  it('reads a browser code as its language, and a language without a file in English', () => {
    expect(workbenchText('pt-BR')('back')).toBe(file('pt').back);
    expect(workbenchText('pl')('back')).toBe(file('en').back);
  });

  it('every language has its own words, not the English ones', () => {
    const en = file('en');
    for (const lang of LANGS.filter((code) => code !== 'en')) {
      expect(workbenchText(lang)('heading'), lang).not.toBe(en.heading);
      expect(workbenchText(lang)('loading'), lang).not.toBe(en.loading);
    }
  });
});
