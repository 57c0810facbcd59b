import { useEffect, useRef } from 'react';
import { THREE_DS_AUTO_SUBMIT_MS } from '~/domain/constants';
import type { PaymentRedirect } from '~/stores/checkout/attempt/status';

/**
 * Sends the browser to a checked payment page (payment-status.ts `redirecting`): the 3-D Secure form is submitted
 * after 2 seconds (part 2 §4.4, §9), PayPal at once. A GET target keeps its own query, so it is opened as a URL
 * with the fields added; a POST target is a form.
 */
export function RedirectForm({ redirect }: { redirect: PaymentRedirect }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const go = () => {
      if (redirect.method === 'POST') {
        form.current?.submit();
        return;
      }
      const url = new URL(redirect.url);
      for (const [name, value] of Object.entries(redirect.fields)) url.searchParams.set(name, value);
      location.assign(url.href);
    };
    const timer = setTimeout(go, redirect.kind === 'threeDSecure' ? THREE_DS_AUTO_SUBMIT_MS : 0);
    return () => clearTimeout(timer);
  }, [redirect]);
  if (redirect.method !== 'POST') return null;
  return (
    <form ref={form} method="post" action={redirect.url} hidden>
      {Object.entries(redirect.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
