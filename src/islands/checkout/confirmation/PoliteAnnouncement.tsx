import { useEffect, useState } from 'react';

/**
 * A polite live region, off screen, for what is said once rather than shown (DESIGN.md "Accessibility": status changes
 * in live regions). Its text goes in only after the region is on the page: a region that arrives already holding its
 * text is not read by every screen reader, and step 3's screens open together with their countdowns.
 */
export function PoliteAnnouncement({ text, testId }: { text: string | null; testId: string }) {
  const [onPage, setOnPage] = useState(false);
  useEffect(() => setOnPage(true), []);
  return (
    <p className="visually-hidden" role="status" data-testid={testId}>
      {onPage && text ? text : ''}
    </p>
  );
}
