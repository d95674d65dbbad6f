/** Builds the <head> tags of one page and puts them into the SPA's index.html. */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  image?: string;
  type?: 'website' | 'product';
  jsonLd?: object;
  noindex?: boolean;
  /** The page's largest picture, fetched while the app's scripts load instead of after they render it. */
  preloadImage?: { href: string; srcset?: string; sizes: string };
}

const escapeAttr = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function headTags(head: PageHead): string {
  const tags = [
    `<meta name="description" content="${escapeAttr(head.description)}">`,
    `<link rel="canonical" href="${escapeAttr(head.canonical)}">`,
    `<meta property="og:site_name" content="Kehribar">`,
    `<meta property="og:title" content="${escapeAttr(head.title)}">`,
    `<meta property="og:description" content="${escapeAttr(head.description)}">`,
    `<meta property="og:url" content="${escapeAttr(head.canonical)}">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:locale" content="tr_TR">`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
  ];
  if (head.image) tags.push(`<meta property="og:image" content="${escapeAttr(head.image)}">`);
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  if (head.preloadImage) {
    const { href, srcset, sizes } = head.preloadImage;
    const responsive = srcset ? ` imagesrcset="${escapeAttr(srcset)}" imagesizes="${escapeAttr(sizes)}"` : '';
    tags.push(`<link rel="preload" as="image" href="${escapeAttr(href)}"${responsive} fetchpriority="high">`);
  }
  if (head.jsonLd) {
    // JSON inside <script> must not be able to close the tag.
    const json = JSON.stringify(head.jsonLd).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('\n    ');
}

/** Replaces the title and description of index.html and adds the page's tags before </head>. */
export function applyHead(html: string, head: PageHead): string {
  const title = `<title>${escapeAttr(head.title)}</title>`;
  // Replacers are functions: a '$&' or "$'" in a product's text (JSON-LD) must stay text, not a pattern.
  let out = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : html.replace(/<\/head>/i, () => `${title}\n</head>`);
  out = out.replace(/<meta\s+name="description"[^>]*>\s*/gi, '');
  return out.replace(/<\/head>/i, () => `    ${headTags(head)}\n  </head>`);
}
