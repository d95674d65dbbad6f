import { describe, expect, it } from 'vitest';
import { readServerState, serializeState, SERVER_STATE_ID, type ServerRenderState } from './server-state.ts';

const state: ServerRenderState = {
  url: '/products?title=x',
  view: { language: 'tr-TR', currency: 'TRY' },
  queries: {
    mutations: [],
    queries: [],
  },
  router: { loaderData: {}, actionData: null, errors: null },
};

/** The part of a document readServerState reads, holding what the browser would parse out of `html`. */
function documentWith(html: string): Document {
  const json = /<script type="application\/json" id="([^"]+)">([\s\S]*?)<\/script>/.exec(html);
  return {
    getElementById: (id: string) => (json && json[1] === id ? { textContent: json[2] } : null),
  } as unknown as Document;
}

describe('server render state', () => {
  it('round-trips through the page, text that would close the script included', () => {
    const tricky = { ...state, url: '/products?title=</script><script>alert(1)</script>' };
    const html = serializeState(tricky);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain(`id="${SERVER_STATE_ID}"`);
    expect(readServerState(documentWith(html))).toEqual(tricky);
  });

  it('is null on a page the browser renders alone or when the state is unreadable', () => {
    expect(readServerState(documentWith('<div id="root"></div>'))).toBeNull();
    expect(
      readServerState(documentWith(`<script type="application/json" id="${SERVER_STATE_ID}">{oops</script>`)),
    ).toBeNull();
  });
});
