import { type FrameCollect, type FrameCollected, type FrameHeight, type FrameShow, type FrameStatus } from '~/providers/sandbox/frame-protocol';
import { sandboxCardToken } from '~/sandbox/fixtures/payments';
import { cvcComplete, digits, expiryComplete, expiryProblem, formatExpiry, formatNumber, numberComplete } from './card-rules';

/**
 * The sandbox's card-field frame (DESIGN.md "Payments": the checkout's document never holds a card number, in the
 * sandbox too). It reports completeness to the checkout that framed it and answers a collect with the sandbox token.
 * Only a parent on our own origin is listened to and written to.
 */
const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const number = field('card-number');
const expiry = field('card-expiry');
const cvc = field('card-cvc');
const touched = new Set<HTMLInputElement>();

function state(): FrameStatus {
  const n = digits(number.value);
  const status = {
    numberComplete: numberComplete(n),
    expiryComplete: expiryComplete(expiry.value, new Date()),
    cvcComplete: cvcComplete(cvc.value, n),
  };
  const wrong = (input: HTMLInputElement, complete: boolean) => touched.has(input) && input.value !== '' && !complete;
  const expiryPart = ({ month: 'expiryMonth', year: 'expiryYear', date: 'expiry', none: 'expiry' } as const)[expiryProblem(expiry.value, new Date()) ?? 'none'];
  const error = wrong(number, status.numberComplete) ? 'number' : wrong(expiry, status.expiryComplete) ? expiryPart : wrong(cvc, status.cvcComplete) ? 'cvc' : null;
  for (const [input, bad] of [[number, error === 'number'], [expiry, error?.startsWith('expiry') === true], [cvc, error === 'cvc']] as const) {
    if (bad) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }
  return { type: 'sandbox-card:status', ...status, error };
}

const post = (message: FrameStatus | FrameCollected | FrameHeight) => parent.postMessage(message, location.origin);
const report = () => post(state());

number.addEventListener('input', () => {
  number.value = formatNumber(number.value);
  report();
});
expiry.addEventListener('input', () => {
  expiry.value = formatExpiry(expiry.value);
  report();
});
cvc.addEventListener('input', () => {
  cvc.value = digits(cvc.value).slice(0, 4);
  report();
});
for (const input of [number, expiry, cvc]) {
  input.addEventListener('blur', () => {
    touched.add(input);
    report();
  });
}

/** The checkout's text for each field under it, tied to it; the field is marked while it has one. */
function show({ texts, focus }: FrameShow): void {
  for (const [name, input] of [['number', number], ['expiry', expiry], ['cvc', cvc]] as const) {
    const text = texts[name];
    document.getElementById(`card-${name}-error`)!.textContent = text;
    if (text) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-errormessage', `card-${name}-error`);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-errormessage');
    }
  }
  post({ type: 'sandbox-card:height', height: document.body.scrollHeight, texts: Object.values(texts).some(Boolean) });
  if (focus) ({ number, expiry, cvc })[focus].focus();
}

window.addEventListener('message', (event: MessageEvent<FrameCollect | FrameShow>) => {
  if (event.origin !== location.origin || event.source !== parent) return;
  if (event.data?.type === 'sandbox-card:show') return show(event.data);
  if (event.data?.type !== 'sandbox-card:collect') return;
  const status = state();
  const { id } = event.data;
  if (!status.numberComplete || !status.expiryComplete || !status.cvcComplete) {
    for (const input of [number, expiry, cvc]) touched.add(input);
    post(state());
    post({ type: 'sandbox-card:collected', id, ok: false });
    return;
  }
  const d = digits(expiry.value);
  post({ type: 'sandbox-card:collected', id, ok: true, token: sandboxCardToken(number.value), expMonth: d.slice(0, 2), expYear: d.slice(2) });
});

report();
