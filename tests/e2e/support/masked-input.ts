import { expect, type Locator } from '@playwright/test';

/** Waits until imask is attached to the input (it arrives with the first masked input of a form). */
export async function waitMasked(input: Locator): Promise<void> {
  await expect(input).toHaveAttribute('data-masked', 'true');
}

/** Types key by key into a masked input, as on a phone keyboard. */
export async function typeMasked(input: Locator, text: string): Promise<void> {
  await waitMasked(input);
  await input.click();
  await input.pressSequentially(text);
}

/** Pastes through the clipboard (Ctrl+V) over what the masked input holds, the way a buyer pastes a copied value. */
export async function pasteMasked(input: Locator, text: string): Promise<void> {
  await waitMasked(input);
  await input.click();
  await input.press('ControlOrMeta+A');
  await input.page().evaluate((value) => navigator.clipboard.writeText(value), text);
  await input.press('ControlOrMeta+V');
}
