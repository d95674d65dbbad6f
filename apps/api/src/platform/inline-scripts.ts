import { createHash } from 'node:crypto';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

export interface InlineScript {
  /** The type attribute as written ('' when there is none). */
  type: string;
  nonce: string | null;
  /** The text the browser hashes: the element's text after parsing (CR LF already made LF). */
  text: string;
}

/** The JavaScript MIME type essences of the HTML standard: a script of one of these types runs. */
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);
/** Types the browser runs or reads as code, each under script-src. */
const CODE_TYPES = new Set(['module', 'importmap', 'speculationrules']);

/**
 * A data block (the server state, JSON-LD) is never run, so the page's script policy does not apply to
 * it; everything else with inline text is code and needs a hash.
 */
export function runsAsCode(script: Pick<InlineScript, 'type'>): boolean {
  const type = script.type.trim().toLowerCase();
  return type === '' || JAVASCRIPT_TYPES.has(type) || CODE_TYPES.has(type);
}

const attribute = (element: Element, name: string) =>
  element.attrs.find((a) => a.name === name)?.value ?? null;

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child);
  // A template's children live in its content fragment.
  if ('content' in node) yield* elements(node.content);
}

/** Every <script> of a document that has no src, in document order. */
export function inlineScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  for (const element of elements(parse(html))) {
    if (element.tagName !== 'script' || attribute(element, 'src') !== null) continue;
    const text = element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
    scripts.push({ type: attribute(element, 'type') ?? '', nonce: attribute(element, 'nonce'), text });
  }
  return scripts;
}

/** A CSP source expression allowing exactly this inline text. */
export const cspHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hash sources of the inline code of a page, each once. */
export function inlineScriptHashes(html: string): string[] {
  return [
    ...new Set(
      inlineScripts(html)
        .filter(runsAsCode)
        .map((script) => cspHash(script.text)),
    ),
  ];
}
