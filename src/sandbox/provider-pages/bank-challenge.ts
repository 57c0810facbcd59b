import { htmlLang } from '~/i18n/languages';
import { saveThreeDSecureSession, threeDSecureSession } from '~/sandbox/handlers/payment-state';
import { bankReturnUrl } from './bank-return';

// The page's language, picked before the first paint (UiLangScript: the challenge URL's `lang`, else the browser's),
// named on <html> for assistive technology and put in the title.
const uiLang = document.documentElement.dataset.uiLang ?? 'en';
document.documentElement.lang = htmlLang(uiLang);
document.title = document.querySelector(`h1 [data-lang="${uiLang}"]`)?.textContent ?? document.title;

/**
 * The sandbox bank's challenge page: Approve returns to the URL the gateway was given (bank-return.ts), whose
 * verification then answers the card's outcome (docs/sandbox.md); Decline marks the session refused first. Only a
 * return to this origin's checkout is followed.
 */
const challenge = new URL(location.href);
const identify = challenge.searchParams.get('identify') ?? '';
const session = identify ? threeDSecureSession(identify) : undefined;
const back = bankReturnUrl(challenge, session?.redirectResult ?? null);
const approve = document.getElementById('bank-approve') as HTMLButtonElement;
const decline = document.getElementById('bank-decline') as HTMLButtonElement;

function leave(): void {
  if (back) location.assign(back.href);
}

if (!back || !session) {
  (document.getElementById('bank-error') as HTMLElement).hidden = false;
} else {
  approve.addEventListener('click', leave);
  decline.addEventListener('click', () => {
    if (!session.final) saveThreeDSecureSession(identify, { ...session, after: 'refused' });
    leave();
  });
  approve.disabled = false;
  decline.disabled = false;
}
