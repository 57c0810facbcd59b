import { AdyenCheckout, CustomCard } from '@adyen/adyen-web';
import type { CardBinLookupData, CardFieldValidData, CardFocusData, CoreConfiguration, OnChangeData, ValidationError } from '@adyen/adyen-web';
import { adyenFieldMessage } from '../card-field-errors';
import { EMPTY_FIELDS_STATUS, type CollectResult, type FieldsStatus, type ProviderHandle, type ProviderMessage } from '../provider';
import { ADYEN_CARD_BRANDS } from './adyen-config';

/** The secured fields of our layout, by the `data-cse` name Adyen looks for. */
export const SECURED_FIELDS = ['encryptedCardNumber', 'encryptedExpiryDate', 'encryptedSecurityCode'] as const;
export type SecuredField = (typeof SECURED_FIELDS)[number];

/** Part 2 §8 "Card-field error from the card provider: Erro no cartão". */
export const CARD_FIELD_ERROR = Object.freeze({ key: 'payment:errors.card_field_error' });

export type CardSessionState = 'loading' | 'ready' | 'failed';

/**
 * What the layout shows about the frames: the focused one (for the focus ring), those with an error, and each field's
 * text under it in the spec's words (part 2 §8), once the buyer left the field or pressed pay.
 */
export interface FramesView {
  focused: SecuredField | null;
  invalid: readonly SecuredField[];
  messages: Readonly<Partial<Record<SecuredField, ProviderMessage>>>;
}

/**
 * A co-badged card's brands, which the buyer chooses between (EU Regulation 2015/751 art. 8; Adyen's dual branding:
 * https://docs.adyen.com/payment-methods/cards/custom-card-integration/#dual-branded-cards): Adyen's ids, the first
 * preselected as Adyen's own card component does.
 */
export interface BrandChoice {
  brands: readonly string[];
  selected: string;
}

export interface CardSessionEvents {
  state(state: CardSessionState): void;
  /** The brand choice to offer, null when the card has one brand (or none is known yet). */
  brands(choice: BrandChoice | null): void;
  status(status: FieldsStatus): void;
  handle(handle: ProviderHandle | null): void;
  view(view: FramesView): void;
}

function securedField(fieldType: string): SecuredField | null {
  if (fieldType === 'encryptedExpiryMonth' || fieldType === 'encryptedExpiryYear') return 'encryptedExpiryDate';
  return (SECURED_FIELDS as readonly string[]).includes(fieldType) ? (fieldType as SecuredField) : null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Provider A's 3-D Secure browser fields (browserInfoSchema): the primitive values, nothing else. */
function browserInfoOf(info: unknown): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(info ?? {})) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  return out;
}

/**
 * One life of provider A's secured card fields (Adyen Web's CustomCard) in our layout: start (the checkout core,
 * then the card mounted on `root`, whose `data-cse` spans receive Adyen's iframes), the fields' events turned
 * into our FieldsStatus, collect, dispose. Card data never leaves the iframes; we only see completeness and,
 * once valid, the encrypted values. `start` may run again after a failed start (the retry).
 */
export class AdyenCardSession {
  private card: CustomCard | null = null;
  private run = 0;
  private disposed = false;
  private valid: Record<SecuredField, boolean> = { encryptedCardNumber: false, encryptedExpiryDate: false, encryptedSecurityCode: false };
  private invalid = new Set<SecuredField>();
  /** Each field's error text by Adyen's field type (month and year apart: their texts differ). */
  private errorText = new Map<SecuredField, ProviderMessage>();
  /** Fields the buyer left (Adyen reports the focus leaving its frame), and whether pay was pressed. */
  private left = new Set<SecuredField>();
  private pressed = false;
  private providerError = false;
  private focused: SecuredField | null = null;
  /** Adyen's secured fields said they are configured (`onConfigSuccess`): the card can collect. */
  private configured = false;
  private choice: BrandChoice | null = null;

  constructor(
    private readonly root: HTMLElement,
    private readonly config: CoreConfiguration,
    private readonly events: CardSessionEvents,
  ) {}

  /**
   * Starts (or, after a failure, starts again): the checkout core, then the card mounted on `root`. The card can
   * collect once Adyen says its secured fields are configured; fields that never load (Adyen Web gives up after 30 s
   * and reports an error) fail the start, and the retry starts again.
   */
  async start(): Promise<void> {
    const run = ++this.run;
    this.card?.unmount();
    this.card = null;
    this.configured = false;
    this.providerError = false;
    this.setChoice(null);
    this.events.state('loading');
    this.events.status(EMPTY_FIELDS_STATUS);
    try {
      const checkout = await AdyenCheckout(this.config);
      if (this.disposed || run !== this.run) return;
      this.card = new CustomCard(checkout, {
        brands: [...ADYEN_CARD_BRANDS],
        onConfigSuccess: () => this.onConfigured(run),
        onBinLookup: (data) => this.onBinLookup(data),
        onChange: (state) => this.onChange(state),
        onFieldValid: (data) => this.onFieldValid(data),
        onValidationError: (errors) => this.onValidationError(errors),
        onError: () => this.onProviderError(run),
        onFocus: (data) => this.onFocus(data),
      }).mount(this.root);
    } catch {
      if (!this.disposed && run === this.run) this.events.state('failed');
    }
  }

  /** The buyer chose one brand of a co-badged card: Adyen sends that brand with the encrypted card. */
  chooseBrand(brand: string): void {
    if (!this.choice?.brands.includes(brand)) return;
    this.card?.dualBrandingChangeHandler(brand);
    this.setChoice({ ...this.choice, selected: brand });
  }

  /** The encrypted card and browser fields when the card is valid; "Erro no cartão" (and the frames' own marks) otherwise. */
  async collect({ holderName }: { holderName: string }): Promise<CollectResult> {
    const card = this.card;
    if (!card?.isValid) {
      card?.showValidation();
      this.pressed = true;
      // A field Adyen has no error for yet (empty, or not finished) is named too: the press asked for all of them.
      for (const field of SECURED_FIELDS) if (!this.valid[field] && !this.errorText.has(field)) this.errorText.set(field, adyenFieldMessage(field)!);
      this.report();
      return { ok: false, message: CARD_FIELD_ERROR };
    }
    // Adyen's state data (https://docs.adyen.com/payment-methods/cards/custom-card-integration/#make-a-payment):
    // the encrypted fields and the chosen brand in `paymentMethod`, the device fingerprint in `riskData.clientData`.
    const { paymentMethod, browserInfo, riskData } = card.data as { paymentMethod?: Record<string, unknown>; browserInfo?: unknown; riskData?: { clientData?: unknown } };
    const number = text(paymentMethod?.encryptedCardNumber);
    const month = text(paymentMethod?.encryptedExpiryMonth);
    const year = text(paymentMethod?.encryptedExpiryYear);
    const securityCode = text(paymentMethod?.encryptedSecurityCode);
    const brand = text(paymentMethod?.brand);
    const clientData = text(riskData?.clientData);
    if (!number || !month || !year) return { ok: false, message: CARD_FIELD_ERROR };
    return {
      ok: true,
      payment: {
        'card-encrypt': {
          encryptedCardNumber: number,
          encryptedExpiryMonth: month,
          encryptedExpiryYear: year,
          ...(securityCode ? { encryptedSecurityCode: securityCode } : {}),
          holderName: holderName.trim(),
          ...(brand ? { brand } : {}),
        },
        browserInfo: browserInfoOf(browserInfo ?? card.browserInfo),
        ...(clientData ? { riskData: { clientData } } : {}),
      },
    };
  }

  /**
   * A press with fields missing (ProviderHandle.showMissing): Adyen's own marks (showValidation), our text under
   * each field not valid, the focus into the first one's frame (setFocusOn); answers those fields, none when all are valid.
   */
  markMissing(): SecuredField[] {
    const missing = SECURED_FIELDS.filter((field) => !this.valid[field]);
    if (!this.card || missing.length === 0) return [];
    this.card.showValidation();
    this.pressed = true;
    for (const field of missing) if (!this.errorText.has(field)) this.errorText.set(field, adyenFieldMessage(field)!);
    this.report();
    this.card.setFocusOn(missing[0]!);
    return missing;
  }

  /** Unmounts the card (its iframes and listeners) and takes the handle back; a start still on its way is dropped. */
  dispose(): void {
    this.disposed = true;
    this.run += 1;
    const card = this.card;
    this.card = null;
    card?.unmount();
    this.events.handle(null);
  }

  private onConfigured(run: number): void {
    if (this.disposed || run !== this.run || this.configured) return;
    this.configured = true;
    this.events.state('ready');
    this.events.handle({ collect: (input) => this.collect(input) });
  }

  /**
   * Adyen's BIN lookup: a card with more than one supported brand is co-badged, and the buyer chooses (the first
   * preselected and told to Adyen); a reset (the number cleared) or a single brand offers no choice.
   */
  private onBinLookup(data: CardBinLookupData): void {
    if (this.disposed) return;
    const brands = data.isReset ? [] : (data.supportedBrandsRaw ?? []).filter((raw) => raw.supported !== false).map((raw) => raw.brand);
    if (brands.length < 2) return this.setChoice(null);
    const selected = this.choice && brands.includes(this.choice.selected) ? this.choice.selected : brands[0]!;
    this.card?.dualBrandingChangeHandler(selected);
    this.setChoice({ brands, selected });
  }

  private setChoice(choice: BrandChoice | null): void {
    this.choice = choice;
    if (!this.disposed) this.events.brands(choice);
  }

  private onChange(state: OnChangeData): void {
    const valid = state.valid ?? {};
    this.valid = {
      encryptedCardNumber: valid.encryptedCardNumber === true,
      encryptedExpiryDate: valid.encryptedExpiryDate === true || (valid.encryptedExpiryMonth === true && valid.encryptedExpiryYear === true),
      encryptedSecurityCode: valid.encryptedSecurityCode === true,
    };
    this.invalid = new Set();
    this.errorText.clear();
    for (const [fieldType, error] of Object.entries(state.errors ?? {})) this.noteError(fieldType, text(error?.error));
    // A frame that reports its state again is working: a provider error from before is over.
    this.providerError = false;
    this.report();
  }

  private onFieldValid(data: CardFieldValidData): void {
    const field = securedField(data.fieldType);
    if (!field) return;
    this.valid = { ...this.valid, [field]: data.valid };
    if (data.valid) {
      this.invalid.delete(field);
      this.errorText.delete(field);
    }
    this.report();
  }

  private onValidationError(errors: ValidationError[]): void {
    this.invalid = new Set();
    this.errorText.clear();
    for (const error of errors) this.noteError(error.fieldType, text(error.error));
    this.report();
  }

  /** One field's error from Adyen (its field type and error code), or none. */
  private noteError(fieldType: string, code: string | null): void {
    const field = securedField(fieldType);
    const message = adyenFieldMessage(fieldType);
    if (!field || !code || !message) return;
    this.invalid.add(field);
    this.errorText.set(field, message);
  }

  /** Before the fields are configured an error means they did not load: the start failed (retry); after, a field error. */
  private onProviderError(run: number): void {
    if (this.disposed || run !== this.run) return;
    if (!this.configured) {
      this.card?.unmount();
      this.card = null;
      this.events.state('failed');
      return;
    }
    this.providerError = true;
    this.report();
  }

  private onFocus(data: CardFocusData): void {
    if (this.disposed) return;
    const field = securedField(data.fieldType);
    if (data.focus) this.focused = field;
    else {
      if (this.focused === field) this.focused = null;
      if (field) this.left.add(field);
    }
    this.events.view(this.view());
  }

  private report(): void {
    if (this.disposed) return;
    this.events.status({
      numberComplete: this.valid.encryptedCardNumber,
      expiryComplete: this.valid.encryptedExpiryDate,
      cvcComplete: this.valid.encryptedSecurityCode,
      accountComplete: false,
      // Field errors are shown under their fields (the view); the step's summary is for Adyen's own failure.
      error: this.providerError ? CARD_FIELD_ERROR : null,
    });
    this.events.view(this.view());
  }

  private view(): FramesView {
    const messages: Partial<Record<SecuredField, ProviderMessage>> = {};
    for (const [field, message] of this.errorText) if (this.pressed || this.left.has(field)) messages[field] = message;
    return { focused: this.focused, invalid: [...this.invalid], messages };
  }
}
