// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCTS, seedCheckout } from '../../../../tests/setup/checkout-fixtures';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import { CartSummary } from './CartSummary';
import { SuggestionsCarousel } from './SuggestionsCarousel';

const TEXT = {
  pt: { region: 'Recomendados para você', next: 'Próximas ferramentas', previous: 'Ferramentas anteriores', add: (n: string) => `Adicionar ${n} ao carrinho`, remove: (n: string) => `Remover ${n}`, page: (p: number, t: number) => `Página ${p} de ${t}` },
  en: { region: 'Recommended for you', next: 'Next tools', previous: 'Previous tools', add: (n: string) => `Add ${n} to the cart`, remove: (n: string) => `Remove ${n}`, page: (p: number, t: number) => `Page ${p} of ${t}` },
} as const;

function shownTools(): string[] {
  const region = screen.getByRole('region', { name: /Recomendados|Recommended/ });
  return within(region).getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent ?? '');
}

function total(): string {
  const term = screen.getByText('Total', { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

afterEach(cleanup);

describe('<SuggestionsCarousel /> (part 1 §2, part 2 §9)', () => {
  it.each(['pt', 'en'] as const)('part 2 §9: in %s shows 3 per page and pages with buttons', async (lang) => {
    seedCheckout({ product: PRODUCTS.funnelBuilderTool(), lang });
    const text = TEXT[lang];
    const user = userEvent.setup();
    render(<TestI18n lang={lang}><SuggestionsCarousel /></TestI18n>);
    expect(shownTools()).toEqual(['Email Marketing', 'Members Area', 'Webinar Room']);
    expect(screen.getByText(text.page(1, 3))).toBeTruthy();
    expect((screen.getByRole('button', { name: text.previous }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: text.next }));
    expect(shownTools()).toEqual(['CRM', 'Checkout Pages', 'Blog']);
    await user.click(screen.getByRole('button', { name: text.next }));
    expect(shownTools()).toEqual(['Automation', 'Quiz Builder']);
    expect((screen.getByRole('button', { name: text.next }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(text.page(3, 3))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: lang === 'pt' ? 'Ir para a página 1' : 'Go to page 1' }));
    expect(shownTools()).toEqual(['Email Marketing', 'Members Area', 'Webinar Room']);
  });

  it.each([
    ['pt', 'US$\u00a029,00', 'US$\u00a048,00'],
    ['en', '$29.00', '$48.00'],
  ] as const)('part 1 §2: in %s a tool moves into the cart and back, changing the total', async (lang, before, after) => {
    seedCheckout({ product: PRODUCTS.funnelBuilderTool(), lang });
    const text = TEXT[lang];
    const user = userEvent.setup();
    render(<TestI18n lang={lang}><CartSummary /><SuggestionsCarousel /></TestI18n>);
    expect(total()).toBe(before);
    await user.click(screen.getByRole('button', { name: text.add('Email Marketing') }));
    expect(total()).toBe(after);
    expect(shownTools()).toEqual(['Members Area', 'Webinar Room', 'CRM']);
    await user.click(screen.getByRole('button', { name: text.remove('Email Marketing') }));
    expect(total()).toBe(before);
    expect(screen.getByText(text.page(1, 3))).toBeTruthy();
  });

  it('part 2 §9: one page of suggestions shows no paging (no "Página 1 de 1", no disabled buttons)', () => {
    const tool = PRODUCTS.funnelBuilderTool();
    seedCheckout({ product: { ...tool, suggestions: tool.suggestions.slice(0, 2) } });
    render(<TestI18n lang="pt"><SuggestionsCarousel /></TestI18n>);
    expect(shownTools()).toEqual(['Email Marketing', 'Members Area']);
    expect(screen.queryByText(TEXT.pt.page(1, 1))).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: TEXT.pt.next })).toBeNull();
  });

  it('part 1 §2: only tool purchases show the carousel', () => {
    seedCheckout({ product: PRODUCTS.premiumPlus() });
    render(<TestI18n lang="pt"><SuggestionsCarousel /></TestI18n>);
    expect(screen.queryByRole('region', { name: TEXT.pt.region })).toBeNull();
  });
});
