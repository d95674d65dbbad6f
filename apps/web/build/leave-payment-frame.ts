import type { Plugin } from 'vite';

/**
 * The bank posts the 3-D Secure result to the shop inside the overlay's frame, so the result page
 * (/payment-result) first opens there: sandboxed, with an origin of its own, where the app's module
 * scripts cannot even load (decision 017). This head script takes the whole window to the same address
 * instead, before anything else of the page loads in the frame; the frame's sandbox allows exactly that
 * (allow-top-navigation, features/checkout/three-ds-overlay.tsx).
 */
export const LEAVE_PAYMENT_FRAME = `
(function () {
  if (window.top === window.self || !/^\\/payment-result\\/?$/i.test(location.pathname)) return;
  try {
    window.top.location.href = location.href;
    window.stop();
  } catch (e) {}
})();
`;

export const leavePaymentFramePlugin: Plugin = {
  name: 'kehribar-leave-payment-frame',
  transformIndexHtml: () => [{ tag: 'script', injectTo: 'head-prepend', children: LEAVE_PAYMENT_FRAME }],
};
