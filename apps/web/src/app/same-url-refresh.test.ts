import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { refreshOnSameUrl } from './same-url-refresh.ts';

function setUp(start = '/products?categoryIds=2') {
  const router = createMemoryRouter(
    [
      { path: '/', element: null },
      { path: '/products', element: null },
    ],
    { initialEntries: [start] },
  );
  const queryClient = { invalidateQueries: vi.fn(async () => undefined) };
  const stop = refreshOnSameUrl(router, queryClient);
  return { router, queryClient, stop };
}

describe('navigating to the address already shown', () => {
  it('fetches the page reads again', async () => {
    const { router, queryClient } = setUp();
    await router.navigate('/products?categoryIds=2');
    expect(queryClient.invalidateQueries).toHaveBeenCalledTimes(1);
  });

  it('leaves the reads alone when the address changes', async () => {
    const { router, queryClient } = setUp();
    await router.navigate('/products?categoryIds=3');
    await router.navigate('/');
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled();
  });

  it('stops listening once unsubscribed', async () => {
    const { router, queryClient, stop } = setUp('/');
    stop();
    await router.navigate('/');
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled();
  });
});
