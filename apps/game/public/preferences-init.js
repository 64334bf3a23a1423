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
