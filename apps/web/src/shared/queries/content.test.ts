import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { AllContent } from '@kehribar/contracts';

const side = vi.hoisted(() => ({ server: false }));
vi.mock('@tanstack/react-query', async (importOriginal) => {
  const original = await importOriginal<typeof import('@tanstack/react-query')>();
  return {
    ...original,
    get isServer() {
      return side.server;
    },
  };
});

const get = vi.hoisted(() => vi.fn());
vi.mock('../api/client.ts', () => ({ api: { call: get } }));

const { allContentQuery, shopContactQuery } = await import('./content.ts');

const content = {
  staticContent: {
    mailInfo: 'shop@example.com',
    phoneNumberInfo: '+90 212 000 00 00',
    instaInfo: 'kehribar',
  },
} as unknown as AllContent;

describe('content reads', () => {
  beforeEach(() => {
    get.mockReset();
    get.mockImplementation(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return content;
    });
    side.server = false;
  });

  it('a page showing all the content and its footer ask for it once', async () => {
    const client = new QueryClient();
    const [all, contact] = await Promise.all([
      client.fetchQuery(allContentQuery),
      client.fetchQuery(shopContactQuery),
    ]);
    expect(get).toHaveBeenCalledTimes(1);
    expect(all).toBe(content);
    expect(contact).toEqual(content.staticContent);
  });

  it('the footer picks its lines from the content already read', async () => {
    const client = new QueryClient();
    await client.fetchQuery(allContentQuery);
    await client.fetchQuery(shopContactQuery);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('the footer read started first is shared by the page, and stays a background read', async () => {
    const client = new QueryClient();
    const contact = client.fetchQuery(shopContactQuery);
    await Promise.resolve();
    await client.fetchQuery(allContentQuery);
    await contact;
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]![1]).toMatchObject({ background: true, auth: false });
  });

  it('on the server a part is read on its own, so the whole content stays out of the page state', async () => {
    side.server = true;
    const client = new QueryClient();
    expect(await client.fetchQuery(shopContactQuery)).toEqual(content.staticContent);
    expect(client.getQueryData(allContentQuery.queryKey)).toBeUndefined();
  });
});
