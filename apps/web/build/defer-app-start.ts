import type { Plugin } from 'vite';

/**
 * Starts the app (the module entry) once the first screen is painted: its high-priority pictures have
 * loaded (at most 2.5 s), and a frame has passed. A phone's CPU spends its first second on painting the
 * server-rendered page, not on evaluating and hydrating scripts; the scripts still download at once
 * (the entry is preloaded, and Vite preloads what it imports).
 */
export const START_AFTER_FIRST_SCREEN = `
var pending = [].filter
  .call(document.querySelectorAll('img[fetchpriority="high"]'), function (img) { return !img.complete; })
  .map(function (img) {
    return new Promise(function (r) {
      img.addEventListener('load', r, { once: true });
      img.addEventListener('error', r, { once: true });
    });
  });
var deadline = new Promise(function (r) { setTimeout(r,2500); });
Promise.race([Promise.all(pending), deadline]).then(function () {
  requestAnimationFrame(function () { setTimeout(function () { import(ENTRY); }, 0); });
});
`;

/**
 * Until the app starts, a tap on a button would do nothing (or submit a form the old way): it is kept
 * instead, and the app replays it once it answers taps (src/app/early-taps.ts). A classic script in the
 * head, so it listens from the first paint on.
 */
export const KEEP_EARLY_TAPS = `
(function () {
  var taps = [];
  function keep(event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    taps.push(button);
  }
  document.addEventListener('click', keep, true);
  window.__kehribarEarlyTaps = {
    stop: function () {
      document.removeEventListener('click', keep, true);
      return taps;
    },
  };
})();
`;

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** index.html with its entry script replaced by the tap keeper, a preload and the deferred start. */
export function deferAppStart(html: string): string {
  const entry = html.match(ENTRY_TAG);
  if (!entry) throw new Error('defer-app-start: index.html has no module entry script');
  const src = entry[1]!;
  return html.replace(
    ENTRY_TAG,
    () =>
      `<script>${KEEP_EARLY_TAPS}</script>\n` +
      `<link rel="modulepreload" crossorigin href="${src}">\n` +
      `<script type="module">${START_AFTER_FIRST_SCREEN.replace('ENTRY', JSON.stringify(src))}</script>`,
  );
}

export const deferAppStartPlugin: Plugin = {
  name: 'kehribar-defer-app-start',
  apply: 'build',
  transformIndexHtml: { order: 'post', handler: deferAppStart },
};
