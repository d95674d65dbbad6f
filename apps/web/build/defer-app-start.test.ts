import { describe, expect, it } from 'vitest';
import { deferAppStart, KEEP_EARLY_TAPS } from './defer-app-start.ts';

const built = `<head><script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-def.js"></head>`;

describe('deferring the start of the app', () => {
  it('preloads the entry at once and imports it from the deferred start', () => {
    const html = deferAppStart(built);
    expect(html).not.toContain('src="/assets/index-abc.js"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-abc.js">');
    expect(html).toContain('import("/assets/index-abc.js")');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-def.js">');
  });

  it('waits for the first-screen pictures, with a limit, and a frame', () => {
    const script = deferAppStart(built).match(/<script type="module">([\s\S]*)<\/script>/)![1]!;
    expect(script).toContain('img[fetchpriority="high"]');
    expect(script).toContain('setTimeout(r,2500)');
    expect(script).toContain('requestAnimationFrame');
    // It is valid JavaScript (a syntax error would leave the shop without its app).
    expect(() => new Function(script.replace(/import\(/g, 'Promise.resolve('))).not.toThrow();
  });

  it('keeps taps on buttons from before the start, and hands them over when asked', () => {
    expect(deferAppStart(built)).toContain(`<script>${KEEP_EARLY_TAPS}</script>`);
    const listeners: Array<(event: unknown) => void> = [];
    const document = {
      addEventListener: (_type: string, listener: (event: unknown) => void) => listeners.push(listener),
      removeEventListener: (_type: string, listener: (event: unknown) => void) =>
        listeners.splice(listeners.indexOf(listener), 1),
    };
    class Element {
      constructor(private readonly button: unknown) {}
      closest() {
        return this.button;
      }
    }
    const window: { __kehribarEarlyTaps?: { stop(): unknown[] } } = {};
    new Function('document', 'window', 'Element', KEEP_EARLY_TAPS)(document, window, Element);

    const heart = { name: 'heart' };
    let prevented = 0;
    const tap = (target: unknown) =>
      listeners.forEach((l) => l({ target, preventDefault: () => prevented++ }));
    tap(new Element(heart));
    tap(new Element(null)); // not on a button: left alone
    expect(prevented).toBe(1);
    expect(window.__kehribarEarlyTaps!.stop()).toEqual([heart]);
    expect(listeners).toHaveLength(0);
  });

  it('refuses an index.html without its entry script', () => {
    expect(() => deferAppStart('<head></head>')).toThrow(/no module entry/);
  });
});
