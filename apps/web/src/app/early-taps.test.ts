import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyTaps, stopKeepingEarlyTaps } from './early-taps.ts';

const button = (state: { isConnected: boolean; disabled: boolean }) =>
  ({ ...state, click: vi.fn() }) as unknown as HTMLButtonElement & { click: ReturnType<typeof vi.fn> };

afterEach(() => vi.unstubAllGlobals());

describe('taps made before the app started', () => {
  it('are replayed once, in order, on buttons still on the page and enabled', () => {
    const heart = button({ isConnected: true, disabled: false });
    const gone = button({ isConnected: false, disabled: false });
    const disabled = button({ isConnected: true, disabled: true });
    const order: string[] = [];
    heart.click.mockImplementation(() => order.push('heart'));
    const stop = vi.fn(() => [heart, gone, disabled, heart]);
    const window: Window = { __kehribarEarlyTaps: { stop } } as unknown as Window;
    vi.stubGlobal('window', window);

    stopKeepingEarlyTaps();
    expect(stop).toHaveBeenCalledOnce();
    expect(window.__kehribarEarlyTaps).toBeUndefined();
    replayEarlyTaps();
    replayEarlyTaps();

    expect(order).toEqual(['heart', 'heart']);
    expect(gone.click).not.toHaveBeenCalled();
    expect(disabled.click).not.toHaveBeenCalled();
  });

  it('are nothing to replay when no keeper ran (the dev server, or a page the browser renders alone)', () => {
    vi.stubGlobal('window', {});
    stopKeepingEarlyTaps();
    expect(() => replayEarlyTaps()).not.toThrow();
  });
});
