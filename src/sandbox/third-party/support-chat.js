// The sandbox's support chat provider (decision 028): what a chat vendor's loader does, in miniature. Served as is at
// /sandbox/support-chat.js in sandbox builds (integrations/sandbox.ts). It draws a floating chat button in the page
// language (the script's data-lang), over the page, so nothing on the page moves; pressing it opens a small panel.
(function () {
  var script = document.currentScript;
  var lang = (script && script.getAttribute('data-lang')) || document.documentElement.lang || 'en';
  var LABELS = {
    en: ['Chat with support', 'Sandbox support chat: nobody answers here.', 'Support chat'],
    pt: ['Falar com o suporte', 'Chat de suporte do sandbox: ninguém responde aqui.', 'Chat de suporte'],
    es: ['Hablar con soporte', 'Chat de soporte del sandbox: aquí no responde nadie.', 'Chat de soporte'],
    it: ['Parla con il supporto', 'Chat di supporto del sandbox: qui non risponde nessuno.', 'Chat di supporto'],
    fr: ['Discuter avec le support', 'Chat de support du sandbox : personne ne répond ici.', 'Chat de support'],
    de: ['Mit dem Support chatten', 'Support-Chat der Sandbox: hier antwortet niemand.', 'Support-Chat'],
  };
  var texts = LABELS[lang] || LABELS.en;
  if (document.getElementById('sandbox-support-chat')) return;
  // A landmark of its own (an aside named in the page language), as chat widgets mark themselves up.
  var root = document.createElement('aside');
  root.id = 'sandbox-support-chat';
  root.setAttribute('aria-label', texts[2]);
  root.lang = lang;
  root.setAttribute('data-sandbox-chat', lang);
  root.style.cssText = 'position:fixed;right:16px;bottom:16px;z-index:2147483000;display:flex;flex-direction:column;align-items:flex-end;gap:8px;font:14px/1.4 system-ui,sans-serif';
  var panel = document.createElement('p');
  panel.id = 'sandbox-support-chat-panel';
  panel.hidden = true;
  panel.textContent = texts[1];
  panel.style.cssText = 'margin:0;max-width:260px;padding:12px;border-radius:8px;background:#fff;color:#1a1a1a;box-shadow:0 2px 12px rgba(0,0,0,.25)';
  var button = document.createElement('button');
  button.type = 'button';
  button.textContent = texts[0];
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-controls', panel.id);
  button.style.cssText = 'padding:10px 16px;border:0;border-radius:999px;background:#0b5cad;color:#fff;font:inherit;cursor:pointer;box-shadow:0 2px 8px rgba(0,0,0,.3)';
  button.addEventListener('click', function () {
    panel.hidden = !panel.hidden;
    button.setAttribute('aria-expanded', String(!panel.hidden));
  });
  root.append(panel, button);
  document.body.append(root);
})();
