import { describe, expect, it } from 'vitest';
import { applyHead } from './page-head.ts';

const INDEX =
  '<html><head><title>Shell</title><meta name="description" content="x"></head><body></body></html>';

describe('applyHead', () => {
  it("keeps '$&' and \"$'\" in a page's texts as text (they are replacement patterns to String.replace)", () => {
    const name = "Kolye $& ve $' ve $`";
    const html = applyHead(INDEX, {
      title: name,
      description: name,
      canonical: 'https://kehribar.example/product/1',
      jsonLd: { '@type': 'Product', name },
    });
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<body>/g)).toHaveLength(1);
    expect(html).toContain(`<title>Kolye $&amp; ve $&#39; ve $\`</title>`);
    expect(html).toContain(JSON.stringify({ '@type': 'Product', name }));
  });
});
