// The sandbox's Facebook pixel (decision 035): what the vendor's fbevents.js does, in miniature. Served as is at
// /sandbox/facebook-pixel.js in sandbox builds (integrations/sandbox.ts). Like the vendor's, it takes over the command
// queue the page set up (window.fbq: `callMethod`), runs what was queued, and then every command: 'init' keeps a pixel
// id (and its advanced-matching data), 'track' sends one beacon per pixel to the sandbox, which records it
// (src/sandbox/handlers/tracking-events.ts): the id, the event and which matching fields came (never their values).
(function () {
  var fbq = window.fbq;
  if (typeof fbq !== 'function' || typeof fbq.callMethod === 'function') return;
  var pixels = [];
  function beacon(fields) {
    new Image().src = new URL('/sandbox-api/tracking/vendor/facebook?' + new URLSearchParams(fields), location.href).href;
  }
  fbq.callMethod = function (command, first, second) {
    if (command === 'init') pixels.push({ id: String(first), matched: second ? Object.keys(second).sort().join(',') : '' });
    if (command === 'track') {
      pixels.forEach(function (pixel) {
        beacon({ id: pixel.id, event: String(first), matched: pixel.matched });
      });
    }
  };
  var queued = fbq.queue || [];
  fbq.queue = [];
  queued.forEach(function (args) {
    fbq.callMethod.apply(null, args);
  });
})();
