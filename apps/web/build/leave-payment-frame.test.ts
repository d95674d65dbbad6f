import { describe, expect, it } from 'vitest';
import { LEAVE_PAYMENT_FRAME } from './leave-payment-frame.ts';

/** Runs the head script in a window at `href`, framed or not; answers where the top window went. */
function run(href: string, framed: boolean) {
  const location = new URL(href);
  const top = { location: { href: 'https://kehribar.example/payment' } };
  let stopped = false;
  const window: Record<string, unknown> = { stop: () => (stopped = true) };
  window.self = window;
  window.top = framed ? top : window;
  new Function('window', 'location', LEAVE_PAYMENT_FRAME)(window, location);
  return { topHref: top.location.href, stopped };
}

describe('leaving the 3-D Secure frame', () => {
  it('takes the whole window to the result page the bank posted to inside the frame', () => {
    const result = 'https://kehribar.example/payment-result?token=abc';
    expect(run(result, true)).toEqual({ topHref: result, stopped: true });
    expect(run('https://kehribar.example/Payment-Result/?error=1', true).topHref).toContain('error=1');
  });

  it('leaves every other page, and the result page opened normally, where they are', () => {
    expect(run('https://kehribar.example/payment-result?token=abc', false).stopped).toBe(false);
    expect(run('https://kehribar.example/product/1', true)).toEqual({
      topHref: 'https://kehribar.example/payment',
      stopped: false,
    });
  });
});
