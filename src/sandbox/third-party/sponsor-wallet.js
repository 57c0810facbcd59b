// The sandbox's sponsor wallet (pagSeguro's lightbox checkout, decision 034): what the wallet's checkout script does,
// in miniature. Served as is at /sandbox/sponsor-wallet.js in sandbox builds (integrations/sandbox.ts). It defines
// the wallet's global, PagSeguroLightbox(code, { success, abort }), which opens the checkout for the office's code:
// here a small dialog in the page language whose "pay" button asks the sandbox office to pay the code
// (/sandbox-api/office/sandbox/sponsor-wallet/pay: a code is paid once, a second payment of it is refused) and calls
// success(transactionCode); "cancel" and Escape call abort(). It answers true when the checkout opened.
(function () {
  var PAY_URL = '/sandbox-api/office/sandbox/sponsor-wallet/pay';
  var LABELS = {
    en: ['Test wallet (sandbox)', 'Pay', 'Cancel', 'Payment code', 'The test wallet could not take the payment.'],
    pt: ['Carteira de teste (sandbox)', 'Pagar', 'Cancelar', 'Código do pagamento', 'A carteira de teste não conseguiu receber o pagamento.'],
    es: ['Billetera de prueba (sandbox)', 'Pagar', 'Cancelar', 'Código del pago', 'La billetera de prueba no pudo recibir el pago.'],
    it: ['Portafoglio di prova (sandbox)', 'Paga', 'Annulla', 'Codice del pagamento', 'Il portafoglio di prova non ha potuto ricevere il pagamento.'],
    fr: ['Portefeuille de test (sandbox)', 'Payer', 'Annuler', 'Code du paiement', "Le portefeuille de test n'a pas pu recevoir le paiement."],
    de: ['Test-Wallet (Sandbox)', 'Bezahlen', 'Abbrechen', 'Zahlungscode', 'Das Test-Wallet konnte die Zahlung nicht annehmen.'],
  };

  function open(request, callbacks) {
    var code = typeof request === 'string' ? request : request && request.code;
    if (!code || document.getElementById('sandbox-sponsor-wallet')) return false;
    var lang = (document.documentElement.lang || 'en').slice(0, 2);
    var texts = LABELS[lang] || LABELS.en;
    var opener = document.activeElement;
    var backdrop = document.createElement('div');
    backdrop.id = 'sandbox-sponsor-wallet';
    backdrop.style.cssText = 'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.5);font:16px/1.4 system-ui,sans-serif';
    var dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'sandbox-sponsor-wallet-title');
    dialog.lang = lang;
    dialog.style.cssText = 'min-width:280px;max-width:90vw;padding:20px;border-radius:8px;background:#fff;color:#1a1a1a;display:flex;flex-direction:column;gap:12px';
    var title = document.createElement('h2');
    title.id = 'sandbox-sponsor-wallet-title';
    title.textContent = texts[0];
    title.style.cssText = 'margin:0;font-size:1.2em';
    var codeLine = document.createElement('p');
    codeLine.style.margin = '0';
    codeLine.textContent = texts[3] + ': ' + code;
    var error = document.createElement('p');
    error.setAttribute('role', 'alert');
    error.style.cssText = 'margin:0;color:#a00000';
    var pay = document.createElement('button');
    pay.type = 'button';
    pay.textContent = texts[1];
    pay.style.cssText = 'padding:10px 16px;border:0;border-radius:6px;background:#0b5cad;color:#fff;font:inherit;cursor:pointer';
    var cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.textContent = texts[2];
    cancel.style.cssText = 'padding:10px 16px;border:1px solid #555;border-radius:6px;background:#fff;color:#1a1a1a;font:inherit;cursor:pointer';
    var done = false;
    function close(then) {
      if (done) return;
      done = true;
      backdrop.remove();
      if (opener && opener.focus) opener.focus();
      then();
    }
    cancel.addEventListener('click', function () {
      close(function () {
        if (callbacks && callbacks.abort) callbacks.abort();
      });
    });
    dialog.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') cancel.click();
    });
    pay.addEventListener('click', function () {
      pay.disabled = true;
      error.textContent = '';
      fetch(PAY_URL, { method: 'POST', body: new URLSearchParams({ code: code }) })
        .then(function (response) {
          return response.ok ? response.json() : null;
        })
        .catch(function () {
          return null;
        })
        .then(function (answer) {
          if (answer && answer.transactionCode) {
            close(function () {
              if (callbacks && callbacks.success) callbacks.success(answer.transactionCode);
            });
            return;
          }
          pay.disabled = false;
          error.textContent = texts[4];
        });
    });
    var actions = document.createElement('div');
    actions.style.cssText = 'display:flex;gap:8px;justify-content:flex-end';
    actions.append(cancel, pay);
    dialog.append(title, codeLine, error, actions);
    backdrop.append(dialog);
    document.body.append(backdrop);
    pay.focus();
    return true;
  }

  window.PagSeguroLightbox = open;
})();
