// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetViewed, recordView, RECENTLY_VIEWED_MAX, viewedIds } from './recently-viewed.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

afterEach(() => localStorage.clear());

describe('the recently viewed products kept in the browser', () => {
  it('lists the newest first, each once', () => {
    recordView(id(1));
    recordView(id(2));
    recordView(id(1));
    expect(viewedIds()).toEqual([id(1), id(2)]);
  });

  it(`keeps at most ${RECENTLY_VIEWED_MAX}, the oldest dropping off`, () => {
    for (let n = 1; n <= RECENTLY_VIEWED_MAX + 3; n++) recordView(id(n));
    const ids = viewedIds();
    expect(ids).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(ids[0]).toBe(id(RECENTLY_VIEWED_MAX + 3));
    expect(ids).not.toContain(id(3));
    expect(ids).toContain(id(4));
  });

  it('forgets removed products, and ignores what is not a product id', () => {
    recordView(id(1));
    recordView(id(2));
    forgetViewed([id(1)]);
    expect(viewedIds()).toEqual([id(2)]);
    localStorage.setItem('recentlyViewed', JSON.stringify(['<script>', 7, id(5)]));
    expect(viewedIds()).toEqual([id(5)]);
    localStorage.setItem('recentlyViewed', '{not json');
    expect(viewedIds()).toEqual([]);
  });
});
