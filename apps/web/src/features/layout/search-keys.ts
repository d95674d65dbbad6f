import { openOverlay } from '../../shared/state/shop-state.ts';

/**
 * The search overlay is its own chunk (docs/architecture.md §5): between the tap on a search trigger and
 * the overlay's field taking focus, keys typed would fall on the page and be lost. They are kept here
 * and handed to the field when the overlay opens (docs/product/storefront.md §2).
 */
let typed = '';
let listening = false;

const editable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

function keep(event: KeyboardEvent) {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
  // Once a field has focus (the overlay's own, or any other), typing is that field's.
  if (editable(event.target)) return;
  if (event.key.length === 1) typed += event.key;
  else if (event.key === 'Backspace') typed = typed.slice(0, -1);
  else return;
  event.preventDefault();
}

/** Starts keeping the page's keystrokes for the search field. */
export function bufferSearchKeys(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  typed = '';
  document.addEventListener('keydown', keep, true);
}

/** The keys typed since the search was asked for; stops keeping them. */
export function takeSearchKeys(): string {
  if (listening) document.removeEventListener('keydown', keep, true);
  listening = false;
  const kept = typed;
  typed = '';
  return kept;
}

/** Opens the search overlay, keeping what is typed until its field is there. */
export function openSearch(): void {
  bufferSearchKeys();
  openOverlay('search');
}

/**
 * A printable key on a focused search trigger (a keyboard user typing straight away) opens the search
 * with that key as its first letter.
 */
export function searchOnTyping(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }) {
  // Once the search is on its way, the page-wide keeper has every key already.
  if (listening) return true;
  if (event.key.length !== 1 || event.key === ' ' || event.ctrlKey || event.metaKey || event.altKey)
    return false;
  openSearch();
  typed = event.key;
  return true;
}
