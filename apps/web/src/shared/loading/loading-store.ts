import { LIMITS } from '@kehribar/contracts/plain';
import { createStore, useStore } from '../state/create-store.ts';

export interface LoadingTracker {
  begin(): void;
  end(): void;
  /** Whether the indicator shows: while work runs, and for at least `minMs` once shown. */
  readonly store: ReturnType<typeof createStore<boolean>>;
}

/**
 * Counts running requests (and route loads). The indicator stays at least LIMITS.spinnerMinMs
 * (300 ms) once shown, so quick calls do not flicker.
 */
export function createLoadingTracker(
  minMs: number = LIMITS.spinnerMinMs,
  clock: {
    now(): number;
    setTimeout(fn: () => void, ms: number): unknown;
    clearTimeout(id: unknown): void;
  } = {
    now: () => Date.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  },
): LoadingTracker {
  const store = createStore(false);
  let running = 0;
  let shownAt = 0;
  let hideTimer: unknown;
  return {
    store,
    begin() {
      running += 1;
      if (hideTimer !== undefined) {
        clock.clearTimeout(hideTimer);
        hideTimer = undefined;
      }
      if (!store.get()) {
        shownAt = clock.now();
        store.set(true);
      }
    },
    end() {
      running = Math.max(0, running - 1);
      if (running > 0 || !store.get()) return;
      const left = minMs - (clock.now() - shownAt);
      if (left <= 0) {
        store.set(false);
        return;
      }
      hideTimer = clock.setTimeout(() => {
        hideTimer = undefined;
        if (running === 0) store.set(false);
      }, left);
    },
  };
}

export const loading = createLoadingTracker();

export function useIsLoading(): boolean {
  return useStore(loading.store);
}
