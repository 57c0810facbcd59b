// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusRefused } from './focus-refused';

afterEach(() => document.body.replaceChildren());

/** An input in the step's fieldset, locked (disabled) as while the step pays. */
function lockedInput(): { fieldset: HTMLFieldSetElement; input: HTMLInputElement } {
  const fieldset = document.createElement('fieldset');
  const input = document.createElement('input');
  fieldset.append(input);
  document.body.append(fieldset);
  fieldset.disabled = true;
  return { fieldset, input };
}

describe('focusRefused (WCAG 3.3.1)', () => {
  it('focuses the refused input at once when nothing locks it', () => {
    const input = document.createElement('input');
    document.body.append(input);
    focusRefused(input);
    expect(document.activeElement).toBe(input);
  });

  it('focuses the refused input as soon as the step unlocks its fieldset after the refusal', async () => {
    const { fieldset, input } = lockedInput();
    focusRefused(input);
    expect(document.activeElement).not.toBe(input);
    fieldset.disabled = false;
    await Promise.resolve();
    expect(document.activeElement).toBe(input);
  });
});
