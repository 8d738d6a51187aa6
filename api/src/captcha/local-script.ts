/**
 * Source of GET /captcha/local.js: a stand-in for Google's api.js offering the calls the site
 * uses, on `window.grecaptcha`:
 * - v2 (login): render(container, { sitekey, callback, 'expired-callback' }) -> widget id,
 *   getResponse(id?) -> token or '', reset(id?)
 * - v3 (anonymous signup): execute(siteKey, { action }) -> Promise<token>
 * - ready(callback), and the `onload` query parameter names a global to call once loaded.
 * - the `hl` query parameter picks the language of the checkbox label, as Google's script does
 *   (every user-facing string translated, rule lang.every-string); unknown languages read English.
 * Tokens come from POST /captcha/local/token on the script's own origin.
 */

/** "I'm not a robot" in each route language of the site. */
export const CAPTCHA_LABELS: Readonly<Record<string, string>> = {
  en: "I'm not a robot",
  ar: 'أنا لست برنامج روبوت',
  de: 'Ich bin kein Roboter',
  es: 'No soy un robot',
  fr: 'Je ne suis pas un robot',
  it: 'Non sono un robot',
  ja: '私はロボットではありません',
  nl: 'Ik ben geen robot',
  pl: 'Nie jestem robotem',
  pt: 'Não sou um robô',
  ru: 'Я не робот',
};

/** The script text; `ttlSeconds` is how long a v2 tick stays valid before it expires. */
export function localCaptchaScript(ttlSeconds: number): string {
  return `(function () {
  'use strict';
  var script = document.currentScript;
  var src = new URL(script ? script.src : '/captcha/local.js', location.href);
  var ttlMs = ${ttlSeconds * 1000};
  var labels = ${JSON.stringify(CAPTCHA_LABELS).replace(/</g, '\\u003c')};
  var language = (src.searchParams.get('hl') || document.documentElement.lang || 'en').toLowerCase().split('-')[0];
  var labelText = Object.prototype.hasOwnProperty.call(labels, language) ? labels[language] : labels.en;
  function fetchToken(kind, action) {
    return fetch(src.origin + '/captcha/local/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: kind, action: action || '' })
    }).then(function (r) { return r.json(); }).then(function (b) {
      if (!b || b.code !== 0) throw new Error((b && b.message) || 'captcha token request failed');
      return b.data.token;
    });
  }
  var widgets = [];
  function widget(id) { return widgets[id === undefined ? 0 : id]; }
  function clear(w) { w.token = ''; w.box.checked = false; clearTimeout(w.timer); }
  var api = {
    ready: function (cb) { cb(); },
    render: function (container, params) {
      var host = typeof container === 'string' ? document.getElementById(container) : container;
      if (!host) throw new Error('grecaptcha.render: container not found');
      var label = document.createElement('label');
      var box = document.createElement('input');
      box.type = 'checkbox';
      label.appendChild(box);
      label.appendChild(document.createTextNode(' ' + labelText));
      label.setAttribute('data-captcha', 'local');
      host.appendChild(label);
      var w = { token: '', box: box, params: params || {}, timer: 0 };
      var id = widgets.push(w) - 1;
      box.addEventListener('change', function () {
        if (!box.checked) { clear(w); return; }
        box.disabled = true;
        fetchToken('v2', 'login').then(function (token) {
          w.token = token;
          box.disabled = false;
          w.timer = setTimeout(function () {
            clear(w);
            if (typeof w.params['expired-callback'] === 'function') w.params['expired-callback']();
          }, ttlMs);
          if (typeof w.params.callback === 'function') w.params.callback(token);
        }, function () { box.disabled = false; clear(w); });
      });
      return id;
    },
    getResponse: function (id) { var w = widget(id); return w ? w.token : ''; },
    reset: function (id) { var w = widget(id); if (w) clear(w); },
    execute: function (siteKey, options) { return fetchToken('v3', options && options.action); }
  };
  window.grecaptcha = api;
  var onload = src.searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;
}
