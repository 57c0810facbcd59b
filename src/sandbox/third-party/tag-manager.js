// The sandbox's tag manager (decision 035): what the vendor's gtm.js does, in miniature. Served as is at
// /sandbox/tag-manager.js in sandbox builds (integrations/sandbox.ts); the container id is the script's `id`
// parameter. It reads the page's window.dataLayer, the objects queued before it arrived and every one pushed after,
// and sends one beacon per event (not its own gtm.* markers) to the sandbox, which records the container and event.
(function () {
  var script = document.currentScript;
  var id = (script && new URL(script.src).searchParams.get('id')) || '';
  var layer = (window.dataLayer = window.dataLayer || []);
  function beacon(fields) {
    new Image().src = new URL('/sandbox-api/tracking/vendor/tag-manager?' + new URLSearchParams(fields), location.href).href;
  }
  function run(entry) {
    if (!entry || typeof entry !== 'object' || typeof entry.length === 'number') return;
    if (typeof entry.event === 'string' && entry.event.indexOf('gtm.') !== 0) beacon({ id: id, event: entry.event });
  }
  var push = layer.push;
  Array.prototype.slice.call(layer).forEach(run);
  layer.push = function () {
    Array.prototype.forEach.call(arguments, run);
    return push.apply(layer, arguments);
  };
})();
