// @ts-check
/*
 * The checkout page's first script (decision 048), inlined in <head> before any stylesheet (a script after a
 * pending stylesheet waits for it) and minified by CheckoutStartScript.astro. While the page's JavaScript downloads:
 * 1. it picks the page's language as the island will (src/stores/checkout/load/start.ts, primePageLanguage): the
 *    account's language remembered from the last visit, then `?lang=`, then the browser's; `<html data-ui-lang>`
 *    shows the static texts in it and tells the text preloads which files to fetch;
 * 2. in a live build, it starts the office calls the load sequence makes from the URL alone (part 1 §4, §7): login
 *    status, the product lookup in the guessed office language, locale by IP and the sponsor of the URL, hash or
 *    cookie aid; each answer waits under its exact URL in `window.earlyAnswers` for the call that takes it
 *    (src/api/early-answers.ts). A URL built differently from the island's is simply not taken: the island asks.
 * Plain ES5-level script: it runs before anything else, in every browser the checkout supports.
 */
(
  /**
   * @param {{ office: string | null, locales: string[], langKey: string, reloadKey: string, aidCookie: string, companyAid: string }} c
   *   `office`: the office API's root with a trailing slash (null: no early calls, the sandbox); `langKey`: the
   *   localStorage key of the remembered account language; `reloadKey`: the sessionStorage key of the last reload
   *   for a missing start file; `aidCookie`: the referral cookie's name.
   */
  function (c) {
    var query = new URLSearchParams(location.search);
    /** @param {string | null} value */
    var identifier = function (value) {
      var v = (value || '').trim();
      return /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(v) ? v : null;
    };
    var remembered = null;
    try {
      remembered = localStorage.getItem(c.langKey);
    } catch (e) {
      // storage refused (privacy settings): no remembered language
    }
    var asked = (remembered && /^[a-z]{2,3}$/.test(remembered) ? remembered : null) || (query.get('lang') || '').trim() || (navigator.languages || [])[0] || navigator.language || 'en';
    var base = String(asked).trim().toLowerCase().split(/[-_]/)[0] || '';
    var officeLang = { br: 'pt', us: 'en', he: 'iw', il: 'iw' }[base] || base;
    var uiLang = c.locales.indexOf(officeLang) >= 0 ? officeLang : 'en';
    document.documentElement.setAttribute('data-ui-lang', uiLang);

    // The browser builds its number and plural data on the first formatter a page asks for: about 130 ms on the
    // bench's phone, which the cart's first prices paid once the office had answered. Asked here once the first
    // contentful paint is done (an animation frame was too early: it held that paint 60 ms), it is paid while the
    // page waits for its scripts.
    try {
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        setTimeout(function () {
          new Intl.NumberFormat(uiLang, { style: 'currency', currency: 'USD' }).format(1);
          new Intl.PluralRules(uiLang).select(1);
        });
      }).observe({ type: 'paint', buffered: true });
    } catch (e) {
      // a browser without paint timing: the island pays it later
    }

    // The page may come from the browser's cache (decision 048): after a deploy its start files can be gone. A start
    // file that fails before the page has loaded reloads it once a minute at most (a reload asks for the page again);
    // after `load` nothing does, so a later failure never reloads a page the buyer is using.
    var stale = function (/** @type {Event} */ event) {
      var target = /** @type {HTMLLinkElement & HTMLScriptElement} */ (event.target);
      var url = target && (target.tagName === 'LINK' || target.tagName === 'SCRIPT') ? String(target.href || target.src) : '';
      if (url.indexOf('/_astro/') < 0) return;
      try {
        if (Date.now() - Number(sessionStorage.getItem(c.reloadKey) || 0) < 60000) return;
        sessionStorage.setItem(c.reloadKey, String(Date.now()));
      } catch (e) {
        return; // without the guard a reload could repeat
      }
      location.reload();
    };
    addEventListener('error', stale, true);
    addEventListener('load', function () {
      removeEventListener('error', stale, true);
    });
    if (!c.office || typeof fetch !== 'function') return;

    /** @type {Record<string, Promise<Response>>} */
    var answers = {};
    var win = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window));
    win.earlyAnswers = answers;
    /** @param {string} path @param {Record<string, string | null>} params @returns {Promise<Response>} */
    var ask = function (path, params) {
      var url = new URL(c.office + path);
      for (var name in params) if (params[name] !== null) url.searchParams.set(name, /** @type {string} */ (params[name]));
      var answer = fetch(url.href, { headers: { accept: 'application/json' }, credentials: 'include' });
      answer.catch(function () {});
      answers[url.href] = answer;
      return answer;
    };

    var login = ask('br/office/login-status', { 'check-team-account': '1', 'get-current-plan': '1', cc: (query.get('currency') || '').trim().toUpperCase() || null });
    // Whether login status says visitor, read from a copy of its answer (the island reads the answer itself): the
    // page then fetches the first visitor screen's files with its own (integrations/module-preload.ts).
    win.earlyVisitor = login
      .then(function (response) {
        return response.ok ? response.clone().json() : null;
      })
      .then(
        function (/** @type {{ user?: { isLogged?: unknown } } | null} */ body) {
          return !!body && !!body.user && body.user.isLogged === false;
        },
        function () {
          return false;
        },
      );
    var segment = location.pathname.replace(/^\/payment\/?/, '').split('/')[0] || '';
    try {
      segment = decodeURIComponent(segment);
    } catch (e) {
      // kept as written: not an identifier, so not asked for
    }
    var slug = identifier(segment);
    if (slug === segment && slug) ask('br/office/plan-or-fee/' + encodeURIComponent(slug), { user_lang: officeLang });
    ask('br/office/search-locale-by-ip', {});
    /** @type {string | null} */
    var cookie = null;
    document.cookie.split(';').forEach(function (part) {
      var at = part.indexOf('=');
      if (cookie === null && at > 0 && part.slice(0, at).trim() === c.aidCookie) {
        cookie = part.slice(at + 1).trim();
        try {
          cookie = decodeURIComponent(cookie);
        } catch (e) {
          // kept as written
        }
      }
    });
    var aid = identifier(query.get('aid')) || identifier(new URLSearchParams(location.hash.replace(/^#\/?/, '')).get('aid')) || identifier(cookie);
    if (aid && aid !== c.companyAid) ask('br/office/get-account-infos', { id: aid });
  }
)
