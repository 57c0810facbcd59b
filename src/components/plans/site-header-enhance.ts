/**
 * Small enhancements of the static page (the menus and links work without them): Escape or a click elsewhere
 * closes an open menu, the enterprise links follow the browser language (part 1 §2), and the checkout links carry
 * the visit's campaign (decision 042). One script, so the plans pages load one file for all three.
 */
import { applyCampaign } from './campaign-links';
import { applyEnterpriseLinks } from './enterprise-link';

/** Wires the header of `doc`. Example: enhanceSiteHeader(document, navigator.languages). */
export function enhanceSiteHeader(doc: Document, languages: readonly string[]): void {
  applyEnterpriseLinks(doc, languages);
  applyCampaign(doc, doc.location);
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
