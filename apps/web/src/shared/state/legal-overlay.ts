import { useEffect } from 'react';
import type { LegalTextKey } from '@kehribar/contracts/plain';
import { createStore, useStore } from './create-store.ts';

/**
 * Which of the four legal texts is open (the footer's overlay). The footer holds it with
 * useLegalOverlay() instead of local state, so other parts of the app (the cookie notice's privacy
 * link) can open the same overlay with openLegalText().
 */
const legalStore = createStore<LegalTextKey | null>(null);
let hosts = 0;

export const openLegalText = (key: LegalTextKey): void => legalStore.set(key);
export const closeLegalText = (): void => legalStore.set(null);

/** True while a component that renders the overlay (the footer) is mounted. */
export const hasLegalTextHost = (): boolean => hosts > 0;

/** A drop-in for useState<LegalTextKey | null>(null) in the component that renders the overlay. */
export function useLegalOverlay(): [LegalTextKey | null, (key: LegalTextKey | null) => void] {
  useEffect(() => {
    hosts += 1;
    return () => {
      hosts -= 1;
    };
  }, []);
  return [useStore(legalStore), (key) => legalStore.set(key)];
}
