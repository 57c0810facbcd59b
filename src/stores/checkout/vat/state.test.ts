import { describe, expect, it, vi } from 'vitest';
import { VAT_WIDGET_START } from '~/domain/vat-widget';

describe('VAT widget state (part 1 §4)', () => {
  it('starts where the domain state machine starts (the literal in vat-state.ts keeps the machine out of the first load)', async () => {
    vi.resetModules();
    const { $vatWidget } = await import('./state');
    expect($vatWidget.get()).toEqual(VAT_WIDGET_START);
  });
});
