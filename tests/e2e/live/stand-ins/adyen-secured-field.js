// One secured field of the Adyen stand-in (served at checkoutshopper-test.adyen.com/checkoutshopper/securedfields/
// <clientKey>/<version>/securedFields.html by tests/e2e/live/stand-ins/adyen.ts; our own code, no Adyen code). Adyen
// Web's bundled code (our provider A chunk) runs for real in the page and talks to this frame with the messages its
// secured-fields parent expects (JSON strings, read from node_modules/@adyen/adyen-web/dist/es/components/internal/
// SecuredFields): it posts the field's configuration (fieldType, numKey, txVariant...), the frame answers `config`,
// then `brand` and `binValue` for the number, and `encryption` once the field is complete and valid, with the
// encrypted value(s); an edit that makes it incomplete again answers a validation message with an empty error.
// The card values never leave this frame unencrypted (https://docs.adyen.com/payment-methods/cards/custom-card-integration/).
// The "encryption" of the stand-in: the number's blob is the sandbox token `tok_sandbox_<last 4>`, which the
// sandbox gateway reads the outcome of; the others are opaque `adyenjs_stand-in$...` strings.
(() => {
  const params = new URLSearchParams(location.search);
  const parentOrigin = atob(params.get('d') ?? '');
  let config = null;
  let encrypted = false;
  let lastBrand = null;
  let lastBin = null;

  const send = (message) => parent.postMessage(JSON.stringify({ numKey: config.numKey, fieldType: config.fieldType, ...message }), parentOrigin);
  const digits = (value) => value.replace(/\D/g, '');
  const luhn = (number) => {
    let sum = 0;
    for (let i = 0; i < number.length; i += 1) {
      let d = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    return sum % 10 === 0;
  };
  const brandOf = (number) => (/^4/.test(number) ? 'visa' : /^(5[1-5]|2[2-7])/.test(number) ? 'mc' : /^3[47]/.test(number) ? 'amex' : 'card');

  function expiry(value) {
    const [month, year] = value.split('/').map((part) => Number(digits(part)));
    return { month, year: year < 100 ? 2000 + year : year };
  }

  function complete(value) {
    switch (config.fieldType) {
      case 'encryptedCardNumber':
        return digits(value).length >= 12 && digits(value).length <= 19 && luhn(digits(value));
      case 'encryptedExpiryDate': {
        const { month, year } = expiry(value);
        const now = new Date();
        return month >= 1 && month <= 12 && (year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1));
      }
      default:
        return /^\d{3,4}$/.test(digits(value));
    }
  }

  function encryption(value) {
    const blob = (name) => `adyenjs_stand-in$${name}$${Math.random().toString(36).slice(2)}`;
    switch (config.fieldType) {
      case 'encryptedCardNumber': {
        const number = digits(value);
        return { encryptedCardNumber: [{ encryptedFieldName: 'encryptedCardNumber', blob: `tok_sandbox_${number.slice(-4)}` }], endDigits: number.slice(-4), issuerBin: number.slice(0, 8) };
      }
      case 'encryptedExpiryDate': {
        const { month, year } = expiry(value);
        return { encryptedExpiryDate: [{ encryptedFieldName: 'encryptedExpiryMonth', blob: blob(`month-${month}`) }, { encryptedFieldName: 'encryptedExpiryYear', blob: blob(`year-${year}`) }], expiryDate: `${String(month).padStart(2, '0')}/${year}` };
      }
      default:
        return { [config.fieldType]: [{ encryptedFieldName: config.fieldType, blob: blob('cvc') }] };
    }
  }

  function render() {
    const input = document.createElement('input');
    const aria = config.iframeUIConfig?.ariaConfig?.[config.fieldType] ?? {};
    input.setAttribute('aria-label', aria.label ?? config.fieldType);
    input.placeholder = config.iframeUIConfig?.placeholders?.[config.fieldType] ?? '';
    input.inputMode = 'numeric';
    input.autocomplete = config.fieldType === 'encryptedCardNumber' ? 'cc-number' : config.fieldType === 'encryptedExpiryDate' ? 'cc-exp' : 'cc-csc';
    input.style.cssText = 'box-sizing:border-box;width:100%;height:36px;font-size:16px;border:0';
    document.body.style.margin = '0';
    document.body.appendChild(input);
    input.addEventListener('focus', () => send({ action: 'focus', focus: true }));
    input.addEventListener('blur', () => send({ action: 'focus', focus: false }));
    input.addEventListener('input', () => {
      const value = input.value;
      if (config.fieldType === 'encryptedCardNumber') {
        const number = digits(value);
        const brand = brandOf(number);
        if (brand !== lastBrand) {
          lastBrand = brand;
          send({ action: 'brand', brand, cvcPolicy: 'required', expiryDatePolicy: 'required' });
        }
        const bin = number.length >= 6 ? number.slice(0, 6) : null;
        if (bin !== lastBin) {
          lastBin = bin;
          // What Adyen Web's bin lookup sends on (binLookup call of adyen.ts): the BIN, encrypted.
          send(bin ? { action: 'binValue', binValue: bin, encryptedBin: `adyenjs_stand-in$bin$${bin}`, uuid: `${config.numKey}-${bin}` } : { action: 'binValue', binValue: '' });
        }
      }
      if (complete(value)) {
        encrypted = true;
        send({ action: 'encryption', ...encryption(value) });
      } else if (encrypted) {
        encrypted = false;
        send({ action: 'incomplete field', error: '' });
      }
    });
  }

  window.addEventListener('message', (event) => {
    if (event.origin !== parentOrigin || typeof event.data !== 'string') return;
    let data;
    try {
      data = JSON.parse(event.data);
    } catch {
      return;
    }
    if (!config) {
      if (typeof data.fieldType !== 'string' || data.numKey === undefined) return;
      config = data;
      render();
      send({ action: 'config' });
      return;
    }
    if (data.numKey !== config.numKey) return;
    if (data.focus === true) document.querySelector('input')?.focus();
  });
})();
