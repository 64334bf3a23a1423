// Sets the saved theme and language on <html> before React loads, so nothing flashes.
// The theme class itself is added by the app once styles load; this sets the colour scheme
// and background early. Keys: imperio.theme ('dark' | 'light'), imperio.locale (a language code).
(function () {
  try {
    var theme = localStorage.getItem('imperio.theme') === 'light' ? 'light' : 'dark';
    // Any language code (the list lives in the app's code, api-client languages.ts); the page
    // was prerendered in 'es', the default, so another choice renders afresh.
    var stored = localStorage.getItem('imperio.locale');
    var locale = stored && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(stored) ? stored : 'es';
    var root = document.documentElement;
    root.lang = locale;
    root.style.colorScheme = theme;
    root.style.background = theme === 'light' ? '#f4f6fb' : '#0b1020';
    // The build prerenders the login in Spanish and dark theme (fast first paint): the theme
    // class on <html> follows the choice, and the prerendered markup is hidden (data-boot) when
    // this visit shows something else first (a stored session, English, a logout notice).
    var themes = { dark: root.getAttribute('data-theme-dark'), light: root.getAttribute('data-theme-light') };
    if (themes.dark && themes.light) {
      root.classList.remove(themes.dark, themes.light);
      root.classList.add(themes[theme]);
    }
    var session = localStorage.getItem('imperio.access_token') && localStorage.getItem('imperio.user');
    var notice = sessionStorage.getItem('imperio.logout_unrevoked') === '1';
    if (session || notice || theme !== 'dark' || locale !== 'es') root.setAttribute('data-boot', 'render');
    // A returning player: the shell's files and this language's core texts (and the dashboard's
    // with its texts, where `/` leads) start downloading now, beside the entry's, not after it has
    // run (the build's templates, build/preloadSignedIn.ts).
    if (session) {
      var path = location.pathname;
      var dashboard = path === '/' || path === '/dashboard';
      var preloads = ['preload-shell', 'preload-texts-' + locale].concat(
        dashboard ? ['preload-dashboard', 'preload-dashboard-' + locale] : [],
      );
      for (var j = 0; j < preloads.length; j++) {
        var template = document.getElementById(preloads[j]);
        if (template && template.content) document.head.appendChild(template.content.cloneNode(true));
      }
    }
    // The browser's bar takes the chosen theme's colour (the metas' media queries apply without JS).
    var metas = document.querySelectorAll('meta[name="theme-color"]');
    for (var i = 0; i < metas.length; i++) metas[i].setAttribute('content', theme === 'light' ? '#f4f6fb' : '#0b1020');
  } catch {
    /* storage blocked: defaults apply */
  }
})();

// Trusted Types (the CSP requires them for script sinks): a default policy that lets through
// only strings that cannot create elements (no '<'), such as the CSS text Radix writes into
// <style> tags, and the two workers' script URLs. Message HTML goes through DOMPurify's own 'dompurify' policy instead.
(function () {
  if (!window.trustedTypes || !window.trustedTypes.createPolicy) return;
  try {
    window.trustedTypes.createPolicy('default', {
      createHTML: function (input) {
        if (String(input).indexOf('<') !== -1) throw new TypeError('Imperio: HTML blocked by the Trusted Types default policy');
        return input;
      },
      // The script URLs the page hands the browser: the service worker (offline and install), the
      // worker that sets up Intl off the main thread (intl-warm-up.js) and the
      // combat simulator's worker, a hashed build asset of our own (assets/simulator.worker-<hash>.js).
      createScriptURL: function (input) {
        var href = new URL(String(input), location.href).href;
        var path = href.indexOf(location.origin + '/') === 0 ? href.slice(location.origin.length) : '';
        var simulator = /^\/assets\/simulator\.worker-[\w-]+\.js$/.test(path);
        if (href !== location.origin + '/sw.js' && href !== location.origin + '/intl-warm-up.js' && !simulator) {
          throw new TypeError('Imperio: script URL blocked by the Trusted Types default policy');
        }
        return input;
      },
    });
  } catch {
    /* a default policy already exists */
  }
})();
