/**
 * Taps on buttons made before the app started (kept by the head script of build/defer-app-start.ts):
 * the shopper's heart or menu tap happens once the buttons answer, instead of being lost.
 */
declare global {
  interface Window {
    __kehribarEarlyTaps?: { stop(): HTMLButtonElement[] };
  }
}

let kept: HTMLButtonElement[] = [];

/** From hydrateRoot (or createRoot) on React answers taps itself: stop keeping them. */
export function stopKeepingEarlyTaps(): void {
  kept = window.__kehribarEarlyTaps?.stop() ?? [];
  delete window.__kehribarEarlyTaps;
}

/** Once the page answers taps: each kept tap again, on buttons still on the page and enabled. */
export function replayEarlyTaps(): void {
  const taps = kept;
  kept = [];
  for (const button of taps) if (button.isConnected && !button.disabled) button.click();
}
