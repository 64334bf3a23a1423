// Sets the saved theme and language on <html> before React loads, so nothing flashes.
// The theme class itself is added by the app once styles load; this sets the colour scheme
// and background early. Keys: imperio.theme ('dark' | 'light'), imperio.locale ('es' | 'en').
(function () {
  try {
    var theme = localStorage.getItem('imperio.theme') === 'light' ? 'light' : 'dark';
    var locale = localStorage.getItem('imperio.locale') === 'en' ? 'en' : 'es';
    var root = document.documentElement;
    root.lang = locale;
    root.style.colorScheme = theme;
    root.style.background = theme === 'light' ? '#f4f6fb' : '#0b1020';
  } catch {
    /* storage blocked: defaults apply */
  }
})();

// Trusted Types (the CSP requires them for script sinks): a default policy that lets through
// only strings that cannot create elements (no '<'), such as the CSS text Radix writes into
// <style> tags. Message HTML goes through DOMPurify's own 'dompurify' policy instead.
(function () {
  if (!window.trustedTypes || !window.trustedTypes.createPolicy) return;
  try {
    window.trustedTypes.createPolicy('default', {
      createHTML: function (input) {
        if (String(input).indexOf('<') !== -1) throw new TypeError('Imperio: HTML blocked by the Trusted Types default policy');
        return input;
      },
    });
  } catch {
    /* a default policy already exists */
  }
})();
