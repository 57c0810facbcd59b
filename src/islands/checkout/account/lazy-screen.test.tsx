// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import { lazyScreen, type ScreenProps } from './lazy-screen';

function Title({ focusTitle }: ScreenProps) {
  return (
    <h2 tabIndex={-1} ref={(node) => void (focusTitle && node?.focus())}>
      Efetuar login
    </h2>
  );
}

/** A load that fails `failures` times (as a chunk that does not arrive), then gives the screen. */
function flakyLoad(failures: number) {
  let calls = 0;
  return vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module: /_astro/LoginForm.js');
    return Title;
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a visitor screen loaded on demand (DESIGN.md performance budgets)', () => {
  it('design: while the chunk loads a placeholder holds the place, then the screen shows', async () => {
    const Screen = lazyScreen(flakyLoad(0));
    const { container } = render(<TestI18n lang="pt"><Screen focusTitle={false} /></TestI18n>);
    expect(container.querySelector('.account-screen-loading[aria-busy="true"]')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Efetuar login' })).toBeTruthy();
    expect(container.querySelector('.account-screen-loading')).toBeNull();
  });

  it.each([
    ['pt', 'Sem conexão. Verifique sua internet e tente novamente.', 'Tentar novamente'],
    ['en', 'No connection. Please check your internet connection and try again.', 'Try again'],
  ] as const)('design: a chunk that fails to load shows the no-connection message and a retry that loads it (%s)', async (lang, message, retry) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = flakyLoad(2);
    const Screen = lazyScreen(load);
    render(<TestI18n lang={lang}><Screen focusTitle /></TestI18n>);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    // The visitor had switched screens: the button they pressed is gone, so the message takes the focus.
    expect(document.activeElement).toBe(alert);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: retry }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await user.click(screen.getByRole('button', { name: retry }));
    const title = await screen.findByRole('heading', { name: 'Efetuar login' });
    expect(document.activeElement).toBe(title);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('design: on the first screen (no switch) a failed load does not take the focus', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Screen = lazyScreen(flakyLoad(1));
    render(<TestI18n lang="pt"><Screen focusTitle={false} /></TestI18n>);
    await screen.findByRole('alert');
    expect(document.activeElement).toBe(document.body);
  });

  it('design: an error inside a loaded screen is not mistaken for a failed load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('a bug in the screen');
    };
    const Screen = lazyScreen(async () => Broken);
    await Screen.preload();
    expect(() => render(<TestI18n lang="pt"><Screen focusTitle={false} /></TestI18n>)).toThrow('a bug in the screen');
  });
});
