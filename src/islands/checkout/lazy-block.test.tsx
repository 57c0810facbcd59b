// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestI18n } from '../../../tests/setup/test-i18n';
import { lazyBlock } from './lazy-block';

function Widget() {
  return <p>widget ready</p>;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// DESIGN.md "Tests" (a clear message and a working retry): a failed request (here: a file of the checkout) gets a message and a retry, never a blank screen.
describe('DESIGN.md Tests (message and retry): lazyBlock, a part of the checkout loaded on demand', () => {
  it('a file that does not arrive leaves the rest of the page alone, shows the message (no focus taken) and a retry that loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the error the boundary caught
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(Widget);
    const Block = lazyBlock(load);
    render(<TestI18n lang="de"><h1>Bestellübersicht</h1><Block /></TestI18n>);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Keine Verbindung. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.');
    expect(document.activeElement).not.toBe(alert);
    expect(screen.getByRole('heading', { name: 'Bestellübersicht' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('widget ready')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders at once, without a fallback, once its file is loaded', async () => {
    const Block = lazyBlock(async () => Widget);
    await Block.preload();
    render(<TestI18n lang="pt"><Block /></TestI18n>);
    expect(screen.getByText('widget ready')).toBeTruthy();
  });

  it('keeps its state when the page renders again after the file arrived (no remount from the lazy tree)', async () => {
    let mounts = 0;
    function Field({ label }: { label: string }) {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <input aria-label={label} />;
    }
    const Block = lazyBlock(async () => Field);
    const { rerender } = render(<TestI18n lang="pt"><Block label="Card" /></TestI18n>);
    const input = await screen.findByRole('textbox', { name: 'Card' });
    await userEvent.type(input, '4242');
    rerender(<TestI18n lang="pt"><Block label="Card" /></TestI18n>);
    expect(screen.getByRole('textbox', { name: 'Card' })).toBe(input);
    expect((input as HTMLInputElement).value).toBe('4242');
    expect(mounts).toBe(1);
  });

  it('lets an error that is not a failed load go up to the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('a bug, not a network failure');
    };
    const Block = lazyBlock(async () => Broken);
    await Block.preload();
    expect(() => render(<TestI18n lang="pt"><Block /></TestI18n>)).toThrow('a bug, not a network failure');
  });
});
