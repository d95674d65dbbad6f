import { useEffect } from 'react';
import { replayEarlyTaps } from './early-taps.ts';

/**
 * Marks `<html data-app-ready="true">` once the app answers taps: the journeys wait for it after a load,
 * and it tells a support session whether the app started. A server-rendered frame hydrates its parts
 * (header, page, footer) as separate tasks, so it is live only when every part is.
 */
const FRAME_PARTS = ['header', 'page', 'footer'] as const;
export type FramePart = (typeof FRAME_PARTS)[number];

const hydratedParts = new Set<FramePart>();

export function markAppLive(): void {
  document.documentElement.dataset.appReady = 'true';
  // After the effects of this commit: a replayed tap meets a settled page.
  setTimeout(replayEarlyTaps, 0);
}

/** Rendered last inside a frame part's Suspense boundary: its effect runs when that part is hydrated. */
export function PartLive({ part }: { part: FramePart }): null {
  useEffect(() => {
    hydratedParts.add(part);
    if (FRAME_PARTS.every((p) => hydratedParts.has(p))) markAppLive();
  }, [part]);
  return null;
}
