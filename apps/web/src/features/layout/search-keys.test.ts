// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { overlayStore, closeOverlay } from '../../shared/state/shop-state.ts';
import { bufferSearchKeys, openSearch, searchOnTyping, takeSearchKeys } from './search-keys.ts';

const press = (key: string, target: EventTarget = document.body) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

afterEach(() => {
  takeSearchKeys();
  closeOverlay();
  document.body.innerHTML = '';
});

describe('keys typed before the search overlay is there', () => {
  it('are kept from the moment the search is opened and handed over once', () => {
    openSearch();
    expect(overlayStore.get()).toBe('search');
    for (const key of ['r', 'i', 'n', 'x']) press(key);
    press('Backspace');
    expect(press('g').defaultPrevented).toBe(true);
    expect(takeSearchKeys()).toBe('ring');
    expect(takeSearchKeys()).toBe('');
    // Handed over: the page's keys are its own again.
    expect(press('a').defaultPrevented).toBe(false);
  });

  it('leave a focused field its own typing, and shortcuts alone', () => {
    bufferSearchKeys();
    const field = document.createElement('input');
    document.body.append(field);
    expect(press('k', field).defaultPrevented).toBe(false);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'c', ctrlKey: true, bubbles: true }));
    expect(takeSearchKeys()).toBe('');
  });

  it('start with the letter typed on a focused search trigger', () => {
    const plain = { ctrlKey: false, metaKey: false, altKey: false };
    expect(searchOnTyping({ key: 'Tab', ...plain })).toBe(false);
    expect(searchOnTyping({ key: 'k', ...plain })).toBe(true);
    press('o');
    // Further keys on the trigger reach the page-wide keeper first; the trigger adds nothing twice.
    const button = document.createElement('button');
    document.body.append(button);
    button.addEventListener('keydown', (event) => searchOnTyping(event));
    press('l', button);
    expect(takeSearchKeys()).toBe('kol');
  });
});
