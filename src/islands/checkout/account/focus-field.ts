/**
 * Moves the focus to a form control by id, after React has painted the errors that describe it,
 * so a screen reader reads the label and the error together (checkout.md: focus to the first error).
 */
export function focusField(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
