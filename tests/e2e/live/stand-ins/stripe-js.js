// The Stripe.js stand-in of the live rehearsal (served at js.stripe.com by tests/e2e/live/stand-ins/stripe.ts; our
// own code, written from Stripe's documentation and @stripe/stripe-js's TypeScript types, no Stripe code). It gives
// `window.Stripe` with the calls our adapters make (src/providers/international/*.tsx) and holds what Stripe documents
// about them; the API's rules (intent states) are held by the api.stripe.com stand-in in stripe.ts. Card fields are
// iframes served from js.stripe.com: the page never holds a card number, and tokens are made by the number frame.
(() => {
  const ORIGIN = 'https://js.stripe.com';
  const API = 'https://api.stripe.com/v1';
  const FRAME = `${ORIGIN}/v3/stand-in/frame.html`;
  const CHALLENGE = 'https://hooks.stripe.com/stand-in/three-d-secure.html';
  let frameCount = 0;
  const pendingReplies = new Map();

  window.addEventListener('message', (event) => {
    if (event.origin !== ORIGIN && event.origin !== new URL(CHALLENGE).origin) return;
    const data = event.data;
    if (!data || data.standIn !== 'stripe') return;
    if (data.reply && pendingReplies.has(data.reply)) {
      const resolve = pendingReplies.get(data.reply);
      pendingReplies.delete(data.reply);
      resolve(data);
      return;
    }
    const element = elementsById.get(data.frame);
    if (element) element.fromFrame(data);
  });

  function ask(frame, message) {
    const reply = `r${Math.random().toString(36).slice(2)}`;
    return new Promise((resolve) => {
      pendingReplies.set(reply, resolve);
      frame.contentWindow.postMessage({ standIn: 'stripe', reply, ...message }, ORIGIN);
    });
  }

  // Stripe's error object (https://docs.stripe.com/api/errors): type, code, message, and the intent when there is one.
  const apiError = (body, status) => body?.error ?? { type: status >= 500 ? 'api_error' : 'invalid_request_error', message: `HTTP ${status}` };

  async function api(method, path, params, key) {
    const body = new URLSearchParams({ key, ...params });
    const url = method === 'GET' ? `${API}${path}?${body}` : `${API}${path}`;
    let response;
    try {
      response = await fetch(url, method === 'GET' ? { method } : { method, body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    } catch (error) {
      return { error: { type: 'api_connection_error', message: String(error) } };
    }
    const json = await response.json().catch(() => null);
    return response.ok ? { result: json } : { error: apiError(json, response.status) };
  }

  const elementsById = new Map();

  class Element {
    constructor(group, type, options) {
      this.group = group;
      this.type = type;
      this.options = options ?? {};
      this.handlers = new Map();
      this.id = `standin-${++frameCount}`;
      this.frame = null;
      elementsById.set(this.id, this);
    }
    on(event, handler) {
      if (!this.handlers.has(event)) this.handlers.set(event, new Set());
      this.handlers.get(event).add(handler);
      return this;
    }
    off(event, handler) {
      this.handlers.get(event)?.delete(handler);
      return this;
    }
    emit(event, payload) {
      for (const handler of this.handlers.get(event) ?? []) handler(payload);
    }
    mount(target) {
      const host = typeof target === 'string' ? document.querySelector(target) : target;
      const frame = document.createElement('iframe');
      const params = new URLSearchParams({ frame: this.id, type: this.type, group: this.group.id, locale: this.group.stripe.locale });
      frame.src = `${FRAME}?${params}`;
      frame.title = this.type === 'expressCheckout' ? 'Secure express checkout frame' : 'Secure card payment input frame';
      frame.setAttribute('frameborder', '0');
      frame.style.cssText = `border:0;width:100%;height:${this.type === 'expressCheckout' ? 48 : 40}px;display:block`;
      host.appendChild(frame);
      this.frame = frame;
    }
    update(options) {
      this.options = { ...this.options, ...options };
    }
    destroy() {
      this.frame?.remove();
      this.frame = null;
      elementsById.delete(this.id);
      this.group.elements.delete(this.type);
    }
    unmount() {
      this.frame?.remove();
      this.frame = null;
    }
    focus() {}
    blur() {}
    clear() {}
    fromFrame(data) {
      if (data.event === 'ready' && this.type === 'expressCheckout') {
        // https://docs.stripe.com/js/elements_object/express_checkout_element_ready_event: the wallets the buyer's
        // browser offers, among those the options allow (`'never'` hides one).
        const allowed = this.options.paymentMethods ?? {};
        const offered = { applePay: false, googlePay: allowed.googlePay !== 'never', amazonPay: false, link: false, paypal: false, klarna: false };
        this.emit('ready', { elementType: 'expressCheckout', availablePaymentMethods: offered });
        return;
      }
      if (data.event === 'ready') return this.emit('ready', { elementType: this.type });
      if (data.event === 'change') return this.emit('change', { elementType: this.type, empty: data.empty, complete: data.complete, error: data.error ?? undefined, brand: data.brand });
      if (data.event === 'focus' || data.event === 'blur') return this.emit(data.event, { elementType: this.type });
      if (data.event === 'wallet-click') return this.walletConfirm();
    }
    // The buyer approved the sheet: the `confirm` event (https://docs.stripe.com/js/elements_object/express_checkout_element_confirm_event).
    walletConfirm() {
      this.group.walletConfirmed = true;
      this.emit('confirm', {
        elementType: 'expressCheckout',
        expressPaymentType: 'google_pay',
        billingDetails: { name: 'Wallet Buyer', email: 'wallet@example.com' },
        paymentFailed: (payload) => {
          this.group.walletFailure = payload ?? { reason: 'fail' };
        },
      });
    }
  }

  let groupCount = 0;
  class Elements {
    constructor(stripe, options) {
      this.stripe = stripe;
      this.options = options ?? {};
      this.id = `group-${++groupCount}`;
      this.elements = new Map();
      this.submitted = false;
      this.walletConfirmed = false;
      this.walletFailure = null;
      checkDeferredOptions(this.options);
    }
    create(type, options) {
      // https://docs.stripe.com/js/elements_object/create_element: one Element of each type per Elements group.
      if (this.elements.has(type)) throw new Error(`IntegrationError: Can only create one Element of type ${type}.`);
      const element = new Element(this, type, options);
      this.elements.set(type, element);
      return element;
    }
    getElement(type) {
      return this.elements.get(type) ?? null;
    }
    update(options) {
      this.options = { ...this.options, ...options };
      checkDeferredOptions(this.options);
    }
    fetchUpdates() {
      return Promise.resolve({});
    }
    // https://docs.stripe.com/js/elements/submit: validates the Elements and collects the wallet's data; must be
    // called before the intent is created and confirmPayment is called, and only after the buyer's gesture.
    async submit() {
      if (this.options.mode && !this.walletConfirmed) return { error: { type: 'validation_error', message: 'elements.submit() was called before the buyer confirmed the wallet.' } };
      this.submitted = true;
      return {};
    }
  }

  // Deferred intent Elements (https://docs.stripe.com/js/elements_object/create_without_intent): `mode`, `currency`
  // (lowercase) and, for `payment`, `amount`: a positive integer in the currency's smallest unit
  // (https://docs.stripe.com/currencies#zero-decimal: JPY, KRW, CLP, VND... have no cents).
  function checkDeferredOptions(options) {
    if (!options.mode) return;
    if (options.mode === 'payment' && !(Number.isInteger(options.amount) && options.amount > 0)) throw new Error(`IntegrationError: Invalid value for elements(): amount should be a positive integer. You specified: ${options.amount}.`);
    if (typeof options.currency !== 'string' || options.currency !== options.currency.toLowerCase()) throw new Error(`IntegrationError: Invalid value for elements(): currency should be a lowercase ISO code. You specified: ${options.currency}.`);
  }

  const intentId = (clientSecret) => String(clientSecret).split('_secret_')[0];

  // The issuer's 3-D Secure challenge, as Stripe's test mode shows it: a frame on hooks.stripe.com with "Complete" and
  // "Fail" (https://docs.stripe.com/testing#regulatory-cards). Resolves once the buyer chose.
  function challenge(clientSecret) {
    return new Promise((resolve) => {
      const dialog = document.createElement('div');
      dialog.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.4);display:flex;align-items:center;justify-content:center;z-index:2147483647';
      const frame = document.createElement('iframe');
      const reply = `c${Math.random().toString(36).slice(2)}`;
      frame.src = `${CHALLENGE}?${new URLSearchParams({ intent: intentId(clientSecret), reply })}`;
      frame.title = '3D Secure challenge';
      frame.style.cssText = 'width:400px;height:300px;border:0;background:#fff';
      dialog.appendChild(frame);
      document.body.appendChild(dialog);
      pendingReplies.set(reply, (data) => {
        dialog.remove();
        resolve(data.outcome === 'complete');
      });
    });
  }

  // Runs the intent's next action (https://docs.stripe.com/payments/paymentintents/lifecycle "requires_action"): the
  // challenge, whose outcome the issuer tells Stripe; the intent then reads `succeeded`, or `requires_payment_method`
  // with `last_payment_error` when the buyer failed it.
  async function runNextAction(stripe, intent, clientSecret) {
    const passed = await challenge(clientSecret);
    const done = await api('POST', `/payment_intents/${intent.id}/stand_in_authenticate`, { client_secret: clientSecret, outcome: passed ? 'complete' : 'fail' }, stripe.key);
    if (done.error) return { error: done.error };
    const after = done.result;
    if (after.status === 'requires_payment_method') {
      return { error: { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.', payment_intent: after } };
    }
    return { paymentIntent: after };
  }

  function Stripe(key, options) {
    if (typeof key !== 'string' || !/^pk_(test|live)_/.test(key)) throw new Error('IntegrationError: Invalid API Key provided: Stripe() takes a publishable key (pk_...).');
    if (!(this instanceof Stripe)) return new Stripe(key, options);
    this.key = key;
    this.locale = options?.locale ?? 'auto';
    this.version = 'endive';
  }

  Stripe.version = 'endive';
  Stripe.prototype._registerWrapper = function () {};
  Stripe.prototype.registerAppInfo = function () {};
  Stripe.prototype.elements = function (options) {
    return new Elements(this, options);
  };

  // https://docs.stripe.com/js/tokens/create_token?type=cardElement: the card data of the mounted cardNumber Element
  // (with its sibling cardExpiry and cardCvc of the same Elements group) and the optional holder name.
  Stripe.prototype.createToken = async function (element, data) {
    if (!element || element.type !== 'cardNumber' || !element.frame) throw new Error('IntegrationError: createToken: the first argument must be a mounted card or cardNumber Element.');
    const answer = await ask(element.frame, { command: 'tokenize', key: this.key, name: data?.name ?? '' });
    return answer.error ? { error: answer.error } : { token: answer.token };
  };

  Stripe.prototype.createPaymentMethod = async function () {
    return { error: { type: 'invalid_request_error', message: 'createPaymentMethod is not used by the checkout (stand-in)' } };
  };

  // https://docs.stripe.com/js/payment_intents/confirm_card_payment: confirms the intent with `data.payment_method`
  // (an id, or card details) or, without data, the payment method already attached; the API refuses an intent in
  // `requires_payment_method` confirmed without one (stripe.ts). Runs the next action when the intent needs one.
  Stripe.prototype.confirmCardPayment = async function (clientSecret, data, options) {
    const params = { client_secret: clientSecret };
    if (data?.payment_method !== undefined) {
      if (typeof data.payment_method !== 'string') return { error: { type: 'invalid_request_error', message: 'The stand-in takes payment_method as an id (pm_...).' } };
      params.payment_method = data.payment_method;
    }
    const confirmed = await api('POST', `/payment_intents/${intentId(clientSecret)}/confirm`, params, this.key);
    if (confirmed.error) return { error: confirmed.error };
    const intent = confirmed.result;
    if (intent.status === 'requires_action' && options?.handleActions !== false) return runNextAction(this, intent, clientSecret);
    return { paymentIntent: intent };
  };

  // https://docs.stripe.com/js/payment_intents/handle_next_action: only for an intent in `requires_action`
  // (confirmed on the server); any other status is an error.
  Stripe.prototype.handleNextAction = async function (options) {
    const clientSecret = options?.clientSecret;
    const retrieved = await api('GET', `/payment_intents/${intentId(clientSecret)}`, { client_secret: clientSecret }, this.key);
    if (retrieved.error) return { error: retrieved.error };
    const intent = retrieved.result;
    if (intent.status !== 'requires_action') {
      return { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `handleNextAction: the PaymentIntent has a status of ${intent.status}; it must be requires_action.`, payment_intent: intent } };
    }
    return runNextAction(this, intent, clientSecret);
  };

  // ---- SetupIntents (decision 056) ----
  // https://docs.stripe.com/js/setup_intents/confirm_card_setup: `data.payment_method` holds the mounted card or
  // cardNumber Element and `billing_details`; Stripe.js makes the PaymentMethod from the card (here from the number
  // frame's token, https://docs.stripe.com/api/payment_methods/create#create_payment_method-card), confirms the
  // SetupIntent and runs the 3-D Secure challenge itself when the intent needs it. Resolves `{ setupIntent }` or
  // `{ error }` (a failed challenge: `setup_intent_authentication_failure`, https://docs.stripe.com/error-codes).
  Stripe.prototype.confirmCardSetup = async function (clientSecret, data, options) {
    const card = data?.payment_method?.card;
    if (!card || card.type !== 'cardNumber' || !card.frame) throw new Error('IntegrationError: confirmCardSetup: payment_method.card must be a mounted card or cardNumber Element.');
    const name = data.payment_method.billing_details?.name;
    const tokenized = await ask(card.frame, { command: 'tokenize', key: this.key, name: name ?? '' });
    if (tokenized.error) return { error: tokenized.error };
    const params = { client_secret: clientSecret, 'payment_method_data[type]': 'card', 'payment_method_data[card][token]': tokenized.token.id };
    if (name) params['payment_method_data[billing_details][name]'] = name;
    const confirmed = await api('POST', `/setup_intents/${intentId(clientSecret)}/confirm`, params, this.key);
    if (confirmed.error) return { error: confirmed.error };
    const intent = confirmed.result;
    if (intent.status !== 'requires_action' || options?.handleActions === false) return { setupIntent: intent };
    const passed = await challenge(clientSecret);
    const done = await api('POST', `/setup_intents/${intent.id}/stand_in_authenticate`, { client_secret: clientSecret, outcome: passed ? 'complete' : 'fail' }, this.key);
    if (done.error) return { error: done.error };
    if (done.result.status === 'requires_payment_method') {
      return { error: { type: 'card_error', code: 'setup_intent_authentication_failure', message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.', setup_intent: done.result } };
    }
    return { setupIntent: done.result };
  };

  Stripe.prototype.retrievePaymentIntent = async function (clientSecret) {
    const retrieved = await api('GET', `/payment_intents/${intentId(clientSecret)}`, { client_secret: clientSecret }, this.key);
    return retrieved.error ? { error: retrieved.error } : { paymentIntent: retrieved.result };
  };

  // Deferred-intent Elements against the intent they confirm. Stripe documents no error of its own for an Elements
  // amount that differs from the intent's (https://docs.stripe.com/payments/accept-a-payment-deferred,
  // https://docs.stripe.com/js/elements_object/create_without_intent); it documents that the Elements amount is what
  // the wallet's sheet shows and the intent's `amount` what is collected (https://docs.stripe.com/api/payment_intents/object,
  // retrievable with the publishable key). The closest documented behaviour, kept here: Stripe.js checks a deferred
  // intent against its Elements before confirming (its mobile SDKs' deferred-intent validators, "parity with web"),
  // and refuses with Stripe's invalid_request_error shape (https://docs.stripe.com/api/errors), `param` amount, the
  // intent attached, nothing confirmed: the buyer is never charged another amount than the sheet showed.
  async function checkDeferredIntent(stripe, elements, clientSecret) {
    if (!elements.options.mode) return null;
    const retrieved = await api('GET', `/payment_intents/${intentId(clientSecret)}`, { client_secret: clientSecret }, stripe.key);
    if (retrieved.error) return retrieved.error;
    const intent = retrieved.result;
    if (intent.amount === elements.options.amount && intent.currency === elements.options.currency) return null;
    return {
      type: 'invalid_request_error',
      param: 'amount',
      message: `The amount and currency of Elements (${elements.options.amount} ${elements.options.currency}) do not match the PaymentIntent's (${intent.amount} ${intent.currency}).`,
      payment_intent: intent,
    };
  }

  // https://docs.stripe.com/js/payment_intents/confirm_payment with Elements in deferred mode: `elements.submit()`
  // first (https://docs.stripe.com/js/elements/submit), a `return_url` (required unless `redirect: 'if_required'`
  // and the method does not redirect; always an absolute URL), and the Elements amount and currency held against the
  // intent's (checkDeferredIntent). A confirmation of an intent that can no longer be confirmed (a second one of a paid
  // intent) gets the API's `payment_intent_unexpected_state` with the intent attached, as Stripe.js passes it on.
  Stripe.prototype.confirmPayment = async function (options) {
    const { elements, clientSecret, confirmParams, redirect } = options ?? {};
    if (!elements || !clientSecret) throw new Error('IntegrationError: confirmPayment needs elements and clientSecret.');
    if (elements.options.mode && !elements.submitted) return { error: { type: 'invalid_request_error', code: 'elements_submit_required', message: 'elements.submit() must be called before stripe.confirmPayment().' } };
    if (redirect !== 'if_required' && !confirmParams?.return_url) throw new Error('IntegrationError: confirmPayment needs confirmParams.return_url.');
    if (confirmParams?.return_url !== undefined) new URL(confirmParams.return_url);
    const mismatch = await checkDeferredIntent(this, elements, clientSecret);
    if (mismatch) return { error: mismatch };
    const params = { client_secret: clientSecret, 'payment_method_data[type]': 'card', 'payment_method_data[wallet]': 'google_pay' };
    const confirmed = await api('POST', `/payment_intents/${intentId(clientSecret)}/confirm`, params, this.key);
    if (confirmed.error) return { error: confirmed.error };
    const intent = confirmed.result;
    if (intent.status === 'requires_action') return runNextAction(this, intent, clientSecret);
    return { paymentIntent: intent };
  };

  window.Stripe = Stripe;
})();
