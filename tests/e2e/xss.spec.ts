import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { XSS_VECTORS, type XssVector } from '../security/xss-vectors';
import { apiLogin, loginAsDemo } from './helpers';

/**
 * HTML messages against XSS in a real browser (spec p2 §2.7).
 *
 * Commander 'nova' sends every vector of tests/security/xss-vectors.ts to 'demo' through the
 * real API; demo opens each one in the reader. Nothing may run (no dialog, the `__xss` canary
 * stays 0) and the rendered body may hold only inert formatting. The sweep runs with the CSP
 * switched off (`bypassCSP`), so it tests the sanitiser alone; a second test opens all vectors
 * in one message under the real CSP and Trusted Types, and checks the CSP would still stop an
 * inline handler or script that got through.
 */

const PROBE = 'xss-probe';
/** Tags that must never reach the rendered body. */
const FORBIDDEN_TAGS = [
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'base',
  'meta',
  'link',
  'style',
  'svg',
  'math',
  'img',
  'video',
  'audio',
  'source',
  'template',
  'noscript',
  'details',
  'marquee',
  'isindex',
  'keygen',
  'plaintext',
  'xmp',
  'noembed',
  'noframes',
  'bgsound',
  'layer',
];

interface Sent {
  id: number;
  vector: XssVector;
}

let inbox: Sent[] = [];
/** The one message with every vector at once (the CSP test). */
let allInOneId = 0;
const allInOneHtml = XSS_VECTORS.map((vector) => `<div>${vector.html}</div>`).join('\n');
/** The message whose subject is itself a vector. */
let hostileSubject = { id: 0, subject: '' };
let cleanup: Array<{ access: string; ids: number[] }> = [];

async function authed(request: APIRequestContext, access: string, method: 'get' | 'post', url: string, data?: unknown) {
  const response = await request.fetch(url, { method, headers: { Authorization: `Bearer ${access}` }, data });
  expect(response.ok(), `${method} ${url} → ${response.status()}`).toBe(true);
  return response.json() as Promise<unknown>;
}

/** Every message of a folder whose subject starts with the probe marker (all pages). */
async function probes(request: APIRequestContext, access: string, folder: 'inbox' | 'sent') {
  const found: Array<{ id: number; subject: string }> = [];
  for (let page = 1; ; page++) {
    const body = (await authed(request, access, 'get', `/api/messages/?folder=${folder}&page_size=100&page=${page}&search=${PROBE}`)) as {
      results: Array<{ id: number; subject: string }>;
      next: string | null;
    };
    found.push(...body.results.filter((m) => m.subject.startsWith(PROBE)));
    if (!body.next) return found;
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const nova = await apiLogin(request, 'nova');
  const send = (subject: string, content: string) =>
    authed(request, nova.access, 'post', '/api/messages/send/', { recipient_username: 'demo', subject, content });
  for (const [index, vector] of XSS_VECTORS.entries()) await send(`${PROBE} ${String(index).padStart(3, '0')} ${vector.name}`, vector.html);
  await send(`${PROBE} all`, allInOneHtml);
  const subjectVector = `${PROBE} <img src=x onerror="top.__xss=1"><script>top.__xss=1</script>`;
  await send(subjectVector, '<p>asunto hostil</p>');

  const demo = await apiLogin(request, 'demo');
  const received = await probes(request, demo.access, 'inbox');
  inbox = [];
  for (const message of received) {
    const match = /^xss-probe (\d{3}) /.exec(message.subject);
    if (match) inbox.push({ id: message.id, vector: XSS_VECTORS[Number(match[1])]! });
    else if (message.subject === `${PROBE} all`) allInOneId = message.id;
    else if (message.subject === subjectVector) hostileSubject = { id: message.id, subject: subjectVector };
  }
  inbox.sort((a, b) => a.id - b.id);
  expect(inbox).toHaveLength(XSS_VECTORS.length);
  expect(allInOneId).toBeGreaterThan(0);
  // Read already, so opening one sends no mark-read call and the sweep stays quick.
  await authed(request, demo.access, 'post', '/api/messages/actions/', { action: 'mark_read', message_ids: received.map((m) => m.id) });
  cleanup = [
    { access: demo.access, ids: received.map((m) => m.id) },
    { access: nova.access, ids: (await probes(request, nova.access, 'sent')).map((m) => m.id) },
  ];
  await request.dispose();
});

test.afterAll(async ({ playwright }, testInfo) => {
  // Leave the demo mailboxes as they were for whatever runs next on this server.
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  for (const { access, ids } of cleanup) {
    if (ids.length) await authed(request, access, 'post', '/api/messages/actions/', { action: 'delete', message_ids: ids });
  }
  await request.dispose();
});

/** Arms the canary and records dialogs; returns the list of dialog texts. */
async function armCanary(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    (window as unknown as { __xss: number }).__xss = 0;
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

async function canary(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __xss: unknown }).__xss);
}

type DangerWindow = Window & { __dangers: (root: Element) => string[] };

/**
 * Installs `window.__dangers(root)`: everything dangerous left under `root` — forbidden tags or
 * foreign (SVG/MathML) elements, on* handlers, style, id, name, class, src-like or data-*
 * attributes, links that are not http(s)/mailto or lack target=_blank and
 * rel="noopener noreferrer". An empty list means the body is inert.
 */
async function installDangerCheck(page: Page): Promise<void> {
  await page.addInitScript((forbidden: string[]) => {
    (window as unknown as DangerWindow).__dangers = (root) => {
      const found: string[] = [];
      for (const element of root.querySelectorAll('*')) {
        const tag = element.localName;
        if (forbidden.includes(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml')
          found.push(`<${tag}> (${element.namespaceURI})`);
        for (const { name, value } of element.attributes) {
          if (/^on/i.test(name)) found.push(`${tag}[${name}]`);
          if (
            ['style', 'id', 'name', 'class', 'srcdoc', 'src', 'action', 'formaction', 'xlink:href', 'background'].includes(name) ||
            name.startsWith('data-')
          ) {
            found.push(`${tag}[${name}=${value}]`);
          }
        }
        if (element.hasAttribute('href')) {
          const raw = element.getAttribute('href') ?? '';
          const anchor = element as HTMLAnchorElement;
          if (tag !== 'a') found.push(`${tag}[href]`);
          if (!['http:', 'https:', 'mailto:'].includes(anchor.protocol) || !/^(?:https?:|mailto:)/i.test(raw)) found.push(`a[href=${raw}]`);
          if (anchor.target !== '_blank') found.push(`a[target=${anchor.target}]`);
          const rel = (anchor.getAttribute('rel') ?? '').split(/\s+/);
          if (!rel.includes('noopener') || !rel.includes('noreferrer')) found.push(`a[rel=${rel.join(' ')}]`);
        } else if (element.hasAttribute('target')) {
          found.push(`${tag}[target] without href`);
        }
      }
      return found;
    };
  }, FORBIDDEN_TAGS);
}

/** The dangers in the reader's rendered body (see installDangerCheck). */
async function dangers(page: Page): Promise<string[]> {
  return page.getByTestId('message-content').evaluate((root) => (window as unknown as DangerWindow).__dangers(root));
}

/**
 * Opens each message in the reader by router navigation (no reload), waits until its sanitised
 * body is in place and collects its dangers, all inside the page (no polling round trips).
 * Returns `[id, danger]` pairs.
 */
async function sweep(page: Page, ids: number[]): Promise<Array<[number, string]>> {
  return page.evaluate(async (list) => {
    const found: Array<[number, string]> = [];
    const wait = () => new Promise((resolve) => setTimeout(resolve, 15));
    for (const id of list) {
      history.pushState(null, '', `/messages?tab=messages&folder=inbox&message=${id}`);
      dispatchEvent(new PopStateEvent('popstate'));
      const deadline = Date.now() + 10_000;
      let body: Element | null = null;
      while (Date.now() < deadline) {
        const reader = document.querySelector('[data-testid="message-reader"]');
        const content = reader?.querySelector('[data-testid="message-content"][data-sanitized="true"]');
        if (content && reader?.querySelector('footer')?.textContent?.includes(`ID del mensaje: ${id} `)) {
          body = content;
          break;
        }
        await wait();
      }
      if (!body) found.push([id, 'the reader never showed it']);
      else for (const danger of (window as unknown as DangerWindow).__dangers(body)) found.push([id, danger]);
    }
    return found;
  }, ids);
}

test.describe('without the CSP, the sanitiser alone', () => {
  test.use({ bypassCSP: true });

  test('no vector runs and every body is inert', async ({ page }) => {
    test.setTimeout(180_000);
    const dialogs = await armCanary(page);
    await installDangerCheck(page);
    await loginAsDemo(page);
    await page.goto(`/messages?tab=messages&folder=inbox&message=${inbox[0]!.id}`);
    await expect(page.getByTestId('message-content')).toHaveAttribute('data-sanitized', 'true');
    // The checker itself catches what it should (without the CSP, innerHTML works here).
    const selfCheck = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.innerHTML = '<a href="javascript:x" onclick="x">a</a><b style="color:red" id="x">b</b><svg></svg><a href="https://e.org">c</a>';
      return (window as unknown as DangerWindow).__dangers(probe);
    });
    expect(selfCheck).toEqual([
      'a[onclick]',
      'a[href=javascript:x]',
      'a[target=]',
      'a[rel=]',
      'b[style=color:red]',
      'b[id=x]',
      '<svg> (http://www.w3.org/2000/svg)',
      'a[target=]',
      'a[rel=]',
    ]);
    const names = new Map(inbox.map(({ id, vector }) => [id, vector.name]));
    const problems = (await sweep(page, [...names.keys()])).map(([id, danger]) => `${names.get(id)}: ${danger}`);
    // Handlers of late-loading things (images, frames, media) have had their chance.
    await page.waitForTimeout(500);
    expect(problems).toEqual([]);
    expect(await canary(page)).toBe(0);
    expect(dialogs).toEqual([]);
    // Nothing clobbered the document or a global the app or the vectors name.
    expect(
      await page.evaluate(() => [
        typeof document.getElementById,
        typeof (window as unknown as Record<string, unknown>).config,
        document.cookie,
      ]),
    ).toEqual(['function', 'undefined', '']);
  });

  test('a subject made of HTML is shown as text', async ({ page }) => {
    const dialogs = await armCanary(page);
    await loginAsDemo(page);
    await page.goto(`/messages?tab=messages&folder=inbox&message=${hostileSubject.id}`);
    await expect(page.getByTestId('message-reader').getByRole('heading', { level: 2 })).toHaveText(hostileSubject.subject);
    await expect(page.getByText(hostileSubject.subject)).not.toHaveCount(0);
    await page.waitForTimeout(300);
    expect(await canary(page)).toBe(0);
    expect(dialogs).toEqual([]);
  });
});

test('under the CSP and Trusted Types all vectors at once render inert, and the CSP stops what would get through', async ({ page }) => {
  const dialogs = await armCanary(page);
  await installDangerCheck(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      // DOMPurify parses the message into an inert document that inherits the page's CSP, and
      // Chrome reports the handlers and <base> it meets there (source: the DOMPurify chunk),
      // though nothing in that document can run. Only reports from elsewhere count.
      if (/purify/.test(event.sourceFile)) return;
      w.__violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  await loginAsDemo(page);
  await page.goto(`/messages?tab=messages&folder=inbox&message=${allInOneId}`);
  await expect(page.getByTestId('message-content')).toHaveAttribute('data-sanitized', 'true');
  await expect(page.getByTestId('message-content')).toContainText('clic');
  expect(await dangers(page)).toEqual([]);
  await page.waitForTimeout(300);
  // Nothing reached the DOM that the CSP had to stop.
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);

  // 'Ver código fuente' shows exactly what was sent, as text (one <code>, no markup).
  await page.getByRole('button', { name: 'Ver código fuente' }).click();
  const source = page.getByTestId('message-source');
  await expect(source).toHaveText(allInOneHtml.trim(), { useInnerText: false });
  expect(await source.evaluate((pre) => pre.querySelectorAll('*').length)).toBe(1);
  await page.getByRole('button', { name: 'Ver mensaje' }).click();
  await expect(page.getByTestId('message-content')).toHaveAttribute('data-sanitized', 'true');
  expect(await dangers(page)).toEqual([]);

  // Trusted Types refuse every HTML, script and handler sink outright.
  const sinks = await page.evaluate(() => {
    const tries: Array<[string, () => void]> = [
      ['setAttribute onerror', () => document.createElement('img').setAttribute('onerror', 'top.__xss=1')],
      ['script text', () => (document.createElement('script').textContent = 'top.__xss=2')],
      ['innerHTML', () => (document.createElement('div').innerHTML = '<img src=x onerror="top.__xss=3">')],
      ['insertAdjacentHTML', () => document.createElement('div').insertAdjacentHTML('beforeend', '<b>x</b>')],
    ];
    return tries.map(([name, run]) => {
      try {
        run();
        return `${name}: accepted`;
      } catch (error) {
        return `${name}: ${(error as Error).name}`;
      }
    });
  });
  expect(sinks).toEqual([
    'setAttribute onerror: TypeError',
    'script text: TypeError',
    'innerHTML: TypeError',
    'insertAdjacentHTML: TypeError',
  ]);
  expect(await canary(page)).toBe(0);
  expect(dialogs).toEqual([]);
});

/**
 * Adopts nodes parsed outside the page (an XHR document: no Trusted Types sink, as a sanitiser
 * miss would hand them over) into the live page, then fires an inline handler and a
 * javascript: link. Returns the canary afterwards.
 */
async function plantSurvivors(page: Page): Promise<unknown> {
  await page.route('**/__xss-fixture.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<img id="planted" src="/__missing.png" onerror="top.__xss=4"><a id="planted-link" href="javascript:top.__xss=5">x</a>',
    }),
  );
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Lanzar Imperio' })).toBeVisible();
  await page.evaluate(async () => {
    const doc = await new Promise<Document>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.responseType = 'document';
      xhr.onload = () => (xhr.responseXML ? resolve(xhr.responseXML) : reject(new Error('no document')));
      xhr.onerror = reject;
      xhr.open('GET', '/__xss-fixture.html');
      xhr.send();
    });
    const img = document.adoptNode(doc.getElementById('planted')!);
    const failed = new Promise((resolve) => img.addEventListener('error', resolve));
    document.body.append(img, document.adoptNode(doc.getElementById('planted-link')!));
    await failed;
  });
  await page.locator('#planted-link').click();
  await page.waitForTimeout(200);
  return canary(page);
}

test('the CSP stops an inline handler or a javascript: link that got past the sanitiser', async ({ browser }) => {
  // Control: without the CSP the planted nodes do run, so the check below can fail.
  const open = await browser.newContext({ bypassCSP: true });
  const openPage = await open.newPage();
  await armCanary(openPage);
  expect(await plantSurvivors(openPage)).not.toBe(0);
  await open.close();

  const strict = await browser.newContext();
  const page = await strict.newPage();
  await armCanary(page);
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type/i.test(message.text())) reports.push(message.text());
  });
  expect(await plantSurvivors(page)).toBe(0);
  expect(reports.length).toBeGreaterThan(0);
  await strict.close();
});
