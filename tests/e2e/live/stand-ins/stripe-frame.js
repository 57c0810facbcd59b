// One Element frame of the Stripe.js stand-in (served at js.stripe.com/v3/stand-in/frame.html): a card field the
// test types into, or the Express Checkout wallet button. The card values stay in the frames of js.stripe.com: the
// number frame gathers expiry and CVC from its siblings (same origin, BroadcastChannel) and asks api.stripe.com for
// the token itself, as Stripe's frames do; the page only hears completeness and the token.
(() => {
  const params = new URLSearchParams(location.search);
  const frameId = params.get('frame');
  const type = params.get('type');
  const channel = new BroadcastChannel(`stripe-stand-in-${params.get('group')}`);
  const parentOrigin = document.referrer ? new URL(document.referrer).origin : '*';
  const tell = (message) => parent.postMessage({ standIn: 'stripe', frame: frameId, ...message }, parentOrigin);

  const LABELS = { cardNumber: 'Card number', cardExpiry: 'Expiration date', cardCvc: 'CVC' };
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
  const brandOf = (number) => (/^4/.test(number) ? 'visa' : /^(5[1-5]|2[2-7])/.test(number) ? 'mastercard' : /^3[47]/.test(number) ? 'amex' : 'unknown');
  function expiry(value) {
    const [month, year] = value.split('/').map((part) => Number(digits(part)));
    return { month, year: year < 100 ? 2000 + year : year };
  }
  function complete(value) {
    if (type === 'cardNumber') return digits(value).length >= 13 && luhn(digits(value));
    if (type === 'cardExpiry') {
      const { month, year } = expiry(value);
      const now = new Date();
      return month >= 1 && month <= 12 && (year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1));
    }
    return /^\d{3,4}$/.test(digits(value));
  }

  if (type === 'expressCheckout') {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Pay with Google Pay (stand-in)';
    button.addEventListener('click', () => tell({ event: 'wallet-click' }));
    document.body.appendChild(button);
    tell({ event: 'ready' });
    return;
  }

  const input = document.createElement('input');
  input.setAttribute('aria-label', LABELS[type]);
  input.autocomplete = type === 'cardNumber' ? 'cc-number' : type === 'cardExpiry' ? 'cc-exp' : 'cc-csc';
  input.inputMode = 'numeric';
  document.body.appendChild(input);
  input.addEventListener('input', () => {
    const value = input.value;
    tell({ event: 'change', empty: value === '', complete: complete(value), brand: type === 'cardNumber' ? brandOf(digits(value)) : undefined });
  });
  input.addEventListener('focus', () => tell({ event: 'focus' }));
  input.addEventListener('blur', () => tell({ event: 'blur' }));

  channel.addEventListener('message', (event) => {
    if (event.data?.ask === 'value' && event.data.type === type) channel.postMessage({ answer: event.data.id, type, value: input.value });
  });
  function sibling(wanted) {
    const id = Math.random().toString(36).slice(2);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), 2000);
      channel.addEventListener('message', function listen(event) {
        if (event.data?.answer !== id) return;
        clearTimeout(timer);
        channel.removeEventListener('message', listen);
        resolve(event.data.value);
      });
      channel.postMessage({ ask: 'value', type: wanted, id });
    });
  }

  window.addEventListener('message', async (event) => {
    const data = event.data;
    if (!data || data.standIn !== 'stripe' || data.command !== 'tokenize' || type !== 'cardNumber') return;
    const reply = (answer) => parent.postMessage({ standIn: 'stripe', reply: data.reply, ...answer }, event.origin);
    const [exp, cvc] = await Promise.all([sibling('cardExpiry'), sibling('cardCvc')]);
    // https://docs.stripe.com/js/tokens/create_token?type=cardElement: an incomplete card is a validation_error.
    if (!complete(input.value) || exp === null || cvc === null) return reply({ error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } });
    const { month, year } = expiry(exp);
    const body = new URLSearchParams({ key: data.key, 'card[number]': digits(input.value), 'card[exp_month]': String(month), 'card[exp_year]': String(year), 'card[cvc]': digits(cvc), 'card[name]': data.name });
    const response = await fetch('https://api.stripe.com/v1/tokens', { method: 'POST', body });
    const json = await response.json();
    reply(response.ok ? { token: json } : { error: json.error });
  });
  tell({ event: 'ready' });
})();
