import { type FrameCollect, type FrameCollected, type FrameStatus } from '~/providers/sandbox/frame-protocol';
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

const post = (message: FrameStatus | FrameCollected) => parent.postMessage(message, location.origin);
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

window.addEventListener('message', (event: MessageEvent<FrameCollect>) => {
  if (event.origin !== location.origin || event.source !== parent || event.data?.type !== 'sandbox-card:collect') return;
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
