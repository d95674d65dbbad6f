// Server-rendered pages beside the JSON product read (issue 21 point 1): home, product list and one
// product page asked for as a browser on its first visit asks (HTML, compression, no preference cookies,
// so the default language and currency), at the same connections and in the same turns as
// GetProductById, each page's rate given as a ratio to that JSON read's.
import http from 'node:http';
import zlib from 'node:zlib';
import { API } from '@kehribar/contracts';
import {
  CONNECTIONS,
  loadCounted,
  median,
  medianRatio,
  ROUND_SECONDS,
  ROUNDS,
  warmUpCounted,
  type LoadRequest,
  type Measured,
} from './support/load.ts';
import type { Shop } from './support/shop.ts';

export interface PageFigure {
  name: string;
  path: string;
  measured: Measured;
  /** This page's req/s over GetProductById's, the median over the turns. */
  ratio: number;
  /** The answer as sent (compressed) and its content-encoding, from the check before the load. */
  bytes: number;
  encoding: string;
  /** Answers under load that were not 200 text/html. */
  notHtml: number;
  /** Those answers by status and content-type, e.g. "500 application/json": 2. */
  notHtmlAnswers: Record<string, number>;
  /** What is wrong with the page, from the checks before and after the load; empty when it is right. */
  problems: string[];
}

export interface PagesReport {
  connections: number;
  rounds: number;
  roundSeconds: number;
  json: Measured;
  pages: PageFigure[];
}

/** As Chromium asks for a page it navigates to. */
export const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'tr-TR,tr;q=0.9,en;q=0.8',
};

const PAGE_TIMEOUT_SECONDS = 30;

interface PageCase {
  name: string;
  path: string;
  /** Text the server-rendered page has and the app shell alone has not. */
  expect: string | undefined;
}

export async function benchPages(shop: Shop, log: (line: string) => void): Promise<PagesReport> {
  const cases: PageCase[] = [
    { name: 'home', path: '/', expect: undefined },
    // The list's first page, as the JSON list's first page that shop.product was taken from.
    { name: 'product list', path: '/products', expect: shop.product.title },
    { name: 'product page', path: `/product/${shop.product.id}`, expect: shop.product.title },
  ];
  const json: LoadRequest = {
    url: `${shop.url}${API.Products.GetProductById}?id=${shop.product.id}`,
    method: 'GET',
    headers: shop.headers,
  };
  const pages = cases.map((c) => ({
    c,
    notHtml: 0,
    notHtmlAnswers: {} as Record<string, number>,
    turns: [] as Measured[],
  }));
  const requests = pages.map((p): LoadRequest => ({
    url: shop.url + p.c.path,
    method: 'GET',
    headers: BROWSER_HEADERS,
    // Slow renders on a busy machine are answers that took long, not errors (autocannon's default: 10 s).
    timeout: PAGE_TIMEOUT_SECONDS,
    onResponse: (status, headers) => {
      const type = headerOf(headers, 'content-type');
      if (status === 200 && type.startsWith('text/html')) return;
      p.notHtml++;
      const kind = `${status} ${type.split(';')[0] || 'no content-type'}`;
      p.notHtmlAnswers[kind] = (p.notHtmlAnswers[kind] ?? 0) + 1;
    },
  }));
  const before = await checkPages(shop.url, cases);
  for (const [i, p] of pages.entries()) {
    if (before[i]!.problems.length) log(`${p.c.path}: ${before[i]!.problems.join('; ')}`);
  }

  log(`pages and GetProductById: ${ROUNDS} rounds each…`);
  // The JSON read is measured as the pages are, in counted turns: a turn cut at a deadline and one counted
  // in answers differ by the answers in flight at its ends, and the ratio should hold the pages alone.
  let jsonRate = await warmUpCounted(json, shop.server);
  const rates: number[] = [];
  for (const request of requests) rates.push(await warmUpCounted(request, shop.server));
  for (const p of pages) {
    // the warm-up's answers are not counted
    p.notHtml = 0;
    p.notHtmlAnswers = {};
  }
  const jsonTurns: Measured[] = [];
  // Turn about, as in api.ts, so a machine that slows down weighs on the JSON read and the pages alike.
  // A page's turn is counted in answers, not cut at a deadline (support/load.ts, loadCounted).
  for (let round = 0; round < ROUNDS; round++) {
    const jsonTurn = await loadCounted(json, shop.server, jsonRate);
    jsonTurns.push(jsonTurn);
    if (jsonTurn.rps > 0) jsonRate = jsonTurn.rps;
    for (const [i, p] of pages.entries()) {
      const turn = await loadCounted(requests[i]!, shop.server, rates[i]!);
      p.turns.push(turn);
      // The next turn is sized by this one's rate, the latest the page showed.
      if (turn.rps > 0) rates[i] = turn.rps;
    }
  }
  const after = await checkPages(shop.url, cases);

  return {
    connections: CONNECTIONS,
    rounds: ROUNDS,
    roundSeconds: ROUND_SECONDS,
    json: median(jsonTurns),
    pages: pages.map((p, i) => ({
      name: p.c.name,
      path: p.c.path,
      measured: median(p.turns),
      ratio: medianRatio(p.turns, jsonTurns),
      bytes: before[i]!.bytes,
      encoding: before[i]!.encoding,
      notHtml: p.notHtml,
      notHtmlAnswers: p.notHtmlAnswers,
      problems: [
        ...Object.entries(p.notHtmlAnswers).map(([kind, count]) => `under load: ${count} answers ${kind}`),
        ...before[i]!.problems.map((problem) => `before the load: ${problem}`),
        ...after[i]!.problems.map((problem) => `after the load: ${problem}`),
      ],
    })),
  };
}

const headerOf = (headers: Record<string, string>, name: string) =>
  String(Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? '');

/** One after the other: the first renders of a page can be slow, and they should not queue on each other. */
async function checkPages(base: string, cases: PageCase[]): Promise<PageCheck[]> {
  const checks: PageCheck[] = [];
  for (const c of cases) checks.push(await checkPage(base, c));
  return checks;
}

interface PageCheck {
  bytes: number;
  encoding: string;
  problems: string[];
}

/**
 * One page asked for as the load asks for it, its body decoded: a 200 HTML page whose root the server
 * filled (not the bare app shell the server falls back to when rendering fails), with the expected text.
 */
async function checkPage(base: string, page: PageCase): Promise<PageCheck> {
  let answer: Awaited<ReturnType<typeof rawGet>>;
  try {
    answer = await rawGet(base + page.path, BROWSER_HEADERS);
  } catch (error) {
    return { bytes: NaN, encoding: '?', problems: [(error as Error).message] };
  }
  const encoding = String(answer.headers['content-encoding'] ?? 'identity');
  const problems: string[] = [];
  if (answer.status !== 200) problems.push(`status ${answer.status}`);
  const type = String(answer.headers['content-type'] ?? '');
  if (!type.startsWith('text/html')) problems.push(`content-type ${type || 'missing'}`);
  let html = '';
  try {
    html = decode(answer.body, encoding);
  } catch (error) {
    problems.push(`body not decodable as ${encoding} (${(error as Error).message})`);
  }
  if (html && !/<div id="root">\s*<(?!\/div>)/.test(html)) problems.push('not server-rendered (empty root)');
  if (html && page.expect && !html.includes(escapeHtml(page.expect)) && !html.includes(page.expect)) {
    problems.push(`without "${page.expect}"`);
  }
  return { bytes: answer.body.length, encoding, problems };
}

function decode(body: Buffer, encoding: string): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return zlib.inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A page checked outside the load answers within this, even on a busy machine. */
const CHECK_TIMEOUT_MS = 60_000;

/** A GET whose body is kept as sent (fetch would decode it and hide the encoding and size). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, timeout: CHECK_TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    request.on('timeout', () =>
      request.destroy(new Error(`no answer from ${url} in ${CHECK_TIMEOUT_MS / 1000} s`)),
    );
    request.on('error', reject);
  });
}
