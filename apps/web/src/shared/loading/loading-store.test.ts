import { describe, expect, it } from 'vitest';
import { createLoadingTracker } from './loading-store.ts';

function fakeClock() {
  let now = 0;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 1;
  return {
    now: () => now,
    setTimeout: (fn: () => void, ms: number) => {
      const id = nextId++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout: (id: unknown) => {
      timers = timers.filter((t) => t.id !== id);
    },
    advance(ms: number) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      due.forEach((t) => t.fn());
    },
  };
}

describe('loading indicator', () => {
  it('shows at least 300 ms even for a quick request', () => {
    const clock = fakeClock();
    const tracker = createLoadingTracker(300, clock);
    tracker.begin();
    expect(tracker.store.get()).toBe(true);
    clock.advance(50);
    tracker.end();
    expect(tracker.store.get()).toBe(true);
    clock.advance(249);
    expect(tracker.store.get()).toBe(true);
    clock.advance(1);
    expect(tracker.store.get()).toBe(false);
  });

  it('stays while any request runs and hides at once after a long one', () => {
    const clock = fakeClock();
    const tracker = createLoadingTracker(300, clock);
    tracker.begin();
    tracker.begin();
    clock.advance(500);
    tracker.end();
    expect(tracker.store.get()).toBe(true);
    tracker.end();
    expect(tracker.store.get()).toBe(false);
  });

  it('a new request during the minimum keeps it shown', () => {
    const clock = fakeClock();
    const tracker = createLoadingTracker(300, clock);
    tracker.begin();
    tracker.end();
    clock.advance(100);
    tracker.begin();
    clock.advance(300);
    expect(tracker.store.get()).toBe(true);
    tracker.end();
    expect(tracker.store.get()).toBe(false);
  });
});
