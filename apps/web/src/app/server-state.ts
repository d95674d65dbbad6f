import type { DehydratedState } from '@tanstack/react-query';
import type { Currency, Language } from '@kehribar/contracts/plain';
import type { HydrationState } from 'react-router';

/** What a server-rendered page hands to the browser so hydration starts from the same data. */
export interface ServerRenderState {
  /** The path and query the page was rendered for. */
  url: string;
  view: { language: Language; currency: Currency };
  queries: DehydratedState;
  router: HydrationState;
}

/** The id of the (non-executed) JSON script holding the state. */
export const SERVER_STATE_ID = 'kehribar-state';

/** JSON that can sit inside a <script> element: nothing in it can close the element. */
export function serializeState(state: ServerRenderState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}

/** The state of a server-rendered page, or null for a page the browser renders alone. */
export function readServerState(doc: Document = document): ServerRenderState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerRenderState;
  } catch {
    return null;
  }
}
