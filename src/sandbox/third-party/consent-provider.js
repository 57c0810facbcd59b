// The sandbox's consent provider (decision 027): what the provider's script does, in miniature. Served as is at
// /sandbox/consent-provider.js in sandbox builds (integrations/sandbox.ts). Like the provider's, it runs the
// instructions the page queued in window._iub.cons_instructions before it arrived, then every one pushed after:
// ['init', { api_key }] and ['submit', { consent }, { success, error }]. A submit posts the consent to the sandbox's
// consent API (src/sandbox/handlers/consent.ts) and hands the callbacks { status, responseText } like an XHR.
(function () {
  var iub = (window._iub = window._iub || {});
  var queue = (iub.cons_instructions = iub.cons_instructions || []);
  var apiKey = '';
  var endpoint = new URL('/sandbox-api/consent/consent', location.href).href;

  function submit(consent, callbacks) {
    var done = function (name, response) {
      if (callbacks && typeof callbacks[name] === 'function') callbacks[name](response);
    };
    fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json', ApiKey: apiKey }, body: JSON.stringify(consent) })
      .then(function (response) {
        return response.text().then(function (text) {
          done(response.ok ? 'success' : 'error', { status: response.status, responseText: text });
        });
      })
      .catch(function (error) {
        done('error', { status: 0, responseText: String(error) });
      });
  }

  function run(instruction) {
    if (!instruction) return;
    if (instruction[0] === 'init') {
      apiKey = (instruction[1] && instruction[1].api_key) || '';
      if (typeof instruction[2] === 'function') instruction[2]();
    } else if (instruction[0] === 'submit') {
      submit(instruction[1] && instruction[1].consent, instruction[2]);
    }
  }

  var waiting = queue.splice(0, queue.length);
  queue.push = function () {
    for (var i = 0; i < arguments.length; i += 1) run(arguments[i]);
    return queue.length;
  };
  waiting.forEach(run);
})();
