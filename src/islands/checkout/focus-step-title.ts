/**
 * Moves the focus to the active step's title once React has painted it (WCAG 2.4.3: the focus never falls to the
 * page): after Voltar, whose button is gone with step 2, and after a notice above the steps is closed.
 */
export function focusStepTitle(): void {
  requestAnimationFrame(() => {
    const title = document.querySelector<HTMLElement>('.checkout__main h2');
    if (!title) return;
    title.tabIndex = -1;
    title.focus();
  });
}
