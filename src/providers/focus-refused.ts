/**
 * Focuses the first refused input of our forms (WCAG 3.3.1). While the step pays, its fields sit in a disabled
 * fieldset (PaymentStepView), where nothing can take focus: a refusal found by collect() then focuses the input as
 * soon as the step unlocks them again, which follows the refusal at once. A fieldset still disabled after a second
 * (the step went on to something else) gives the focus up rather than move it later.
 * Example: focusRefused(inputs.cpfOrCnpj.current).
 */
export function focusRefused(element: HTMLElement | null | undefined): void {
  const locked = element?.closest('fieldset:disabled');
  if (!element || !locked) {
    element?.focus();
    return;
  }
  const observer = new MutationObserver(() => {
    if (locked.matches(':disabled')) return;
    observer.disconnect();
    element.focus();
  });
  observer.observe(locked, { attributes: true, attributeFilter: ['disabled'] });
  setTimeout(() => observer.disconnect(), 1000);
}
