// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PoliteAnnouncement } from './PoliteAnnouncement';

describe('PoliteAnnouncement, step 3\'s once-said live region (DESIGN.md "Accessibility")', () => {
  afterEach(cleanup);

  it('is on the page empty before its text goes in, so a screen reader hears the text even when both arrive together', () => {
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((found) => records.push(...found));
    observer.observe(document.body, { childList: true, characterData: true, subtree: true });
    render(<PoliteAnnouncement text="Paid." testId="said" />);
    records.push(...observer.takeRecords());
    observer.disconnect();
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('Paid.');
    expect(region.className).toBe('visually-hidden');
    // The region arrived empty: its text came by a later change inside the region itself.
    const added = records.find((record) => record.addedNodes.length > 0 && [...record.addedNodes].includes(region));
    expect(added).toBeDefined();
    expect(records.some((record) => record.target === region || record.target.parentNode === region)).toBe(true);
  });

  it('holds nothing when there is nothing to say', () => {
    render(<PoliteAnnouncement text={null} testId="said" />);
    expect(screen.getByTestId('said').textContent).toBe('');
  });
});
