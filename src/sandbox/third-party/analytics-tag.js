// The sandbox's GA4 tag (decision 035): what the vendor's gtag.js does, in miniature. Served as is at
// /sandbox/analytics-tag.js in sandbox builds (integrations/sandbox.ts). It reads gtag's commands from window.dataLayer
// (each an `arguments` object), those queued before it arrived and every one pushed after: 'config' keeps a
// measurement id, 'event' sends one beacon per id to the sandbox, which records the id and the event's name.
(function () {
  var layer = (window.dataLayer = window.dataLayer || []);
  var ids = [];
  function beacon(fields) {
    new Image().src = new URL('/sandbox-api/tracking/vendor/analytics?' + new URLSearchParams(fields), location.href).href;
  }
  function run(entry) {
    if (!entry || typeof entry !== 'object' || typeof entry.length !== 'number') return;
    if (entry[0] === 'config') ids.push(String(entry[1]));
    if (entry[0] === 'event') {
      ids.forEach(function (id) {
        beacon({ id: id, event: String(entry[1]) });
      });
    }
  }
  var push = layer.push;
  Array.prototype.slice.call(layer).forEach(run);
  layer.push = function () {
    Array.prototype.forEach.call(arguments, run);
    return push.apply(layer, arguments);
  };
})();
