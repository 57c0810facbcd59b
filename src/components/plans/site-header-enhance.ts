/**
 * Small enhancements of the static header (the menus work without them): Escape or a click elsewhere
 * closes an open menu, and the enterprise links follow the browser language (part 1 §2).
 */
import { applyEnterpriseLinks } from './enterprise-link';

/** Wires the header of `doc`. Example: enhanceSiteHeader(document, navigator.languages). */
export function enhanceSiteHeader(doc: Document, languages: readonly string[]): void {
  applyEnterpriseLinks(doc, languages);
  const openMenus = () => [...doc.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]')];
  doc.addEventListener('click', (event) => {
    for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false;
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of openMenus()) {
      menu.open = false;
      menu.querySelector('summary')?.focus();
    }
  });
}
