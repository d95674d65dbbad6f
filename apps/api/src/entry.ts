// The built server's entry, dist/server.js (build.mjs). It loads nothing heavy, so a Node started without
// the server's start flags replaces itself at once with one that has them (start-flags.ts), and only then
// runs the server itself: server.ts, built beside it as server-main.js.
import { restartWithStartFlags } from './start-flags.ts';

restartWithStartFlags();
await import(new URL('./server-main.js', import.meta.url).href);
