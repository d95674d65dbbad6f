// autocannon as every benchmark here uses it: answers are counted and timed, their bodies never decoded.
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

/**
 * autocannon 9 appends every chunk of every answer to a string (`body += chunk`, a UTF-8 decode) to hand
 * the body to `onResponse`. No benchmark reads a body under load (pages.ts looks at the status and
 * headers, writes.ts at neither), and the decode is the load client's largest cost on a large or binary
 * answer: measured on the 17 KiB Brotli home page, 310 µs of the client's CPU per answer against 30 µs
 * for the 3.4 kB JSON product read, on the same two cores as the server. The page rates measured the
 * client, not the server (the server's own CPU per answer was the same for both, about 45 µs). So the
 * queue's addBody is emptied: `onResponse` gets '' for the body, everything else is autocannon's own.
 */
const queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody?: (data: Buffer) => void };
};
if (typeof queue.prototype.addBody !== 'function') {
  // A newer autocannon collects bodies elsewhere: fail rather than measure something else unannounced.
  throw new Error('autocannon no longer has PipelinedRequestsQueue.addBody: see bench/support/autocannon.ts');
}
queue.prototype.addBody = () => {};

/** Told beside the figures, so a reader knows what the load client did with the answers. */
export const BODIES_NOT_READ = "the load client counts answers' bytes without decoding their bodies";

export default autocannon;
