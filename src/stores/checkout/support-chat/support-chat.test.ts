// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contextAfter, loadInput } from '../../../../tests/setup/load-input';
import { $lang } from '../session';
import { addSupportChatScript, SUPPORT_CHAT_SCRIPT_ID, supportChatScriptUrl } from './support-chat';

const chatScripts = () => [...document.querySelectorAll(`script#${SUPPORT_CHAT_SCRIPT_ID}`)] as HTMLScriptElement[];

afterEach(() => {
  for (const script of chatScripts()) script.remove();
  vi.useRealTimers();
});

describe('the support chat loader (part 1 §2 "A support chat is shown when enabled", decision 028)', () => {
  it.each([
    ['a {lang} placeholder takes the page language', 'https://chat.example.com/widget.js?locale={lang}', 'pt', 'https://chat.example.com/widget.js?locale=pt'],
    ['a URL without the placeholder stays as configured', 'https://chat.example.com/widget.js', 'de', 'https://chat.example.com/widget.js'],
  ])('%s', (_row, url, lang, expected) => {
    expect(supportChatScriptUrl(url, lang)).toBe(expected);
  });

  it('adds one async script in the page language, however often it is asked', () => {
    expect(addSupportChatScript('/sandbox/support-chat.js?l={lang}', 'es')).toBe(true);
    expect(addSupportChatScript('/sandbox/support-chat.js?l={lang}', 'es')).toBe(false);
    const [script, ...more] = chatScripts();
    expect(more).toEqual([]);
    expect([script?.async, script?.getAttribute('src'), script?.dataset.lang, script?.parentElement]).toEqual([true, '/sandbox/support-chat.js?l=es', 'es', document.head]);
  });

  it('part 1 §4 "decide on support": an enabled chat loads once the page is idle, in the language the page chose', async () => {
    vi.useFakeTimers();
    await contextAfter(['support'], loadInput('premium-plus-plan', '', { supportChatUrl: '/sandbox/support-chat.js' }));
    expect(chatScripts()).toEqual([]); // not during the load sequence: after it, when idle
    $lang.set('it');
    await vi.runAllTimersAsync();
    expect(chatScripts().map((s) => s.dataset.lang)).toEqual(['it']);
  });

  it('part 1 §2: a disabled chat adds no script at all', async () => {
    vi.useFakeTimers();
    await contextAfter(['support'], loadInput('premium-plus-plan', '?support-link=1', { supportChatUrl: null }));
    await vi.runAllTimersAsync();
    expect(chatScripts()).toEqual([]);
  });
});
