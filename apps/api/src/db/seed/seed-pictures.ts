// The demo seed's picture drawing as a process of its own, started by draw-apart.ts: it draws every
// picture into the shop's file store, answers with what it stored, and ends. Its image buffers and the
// allocator's leftovers end with it (docs/decisions/036-memory-at-rest.md).
import { createStorage } from '../../platform/storage/index.ts';
import { PictureCache } from './picture-cache.ts';
import { drawDemoPictures } from './pictures.ts';
import { PRODUCTS } from './products/index.ts';
import type { DrawRequest, DrawReply } from './draw-apart.ts';

const reply = (message: DrawReply) =>
  new Promise<void>((resolve) => process.send!(message, undefined, {}, () => resolve()));

process.once('message', (request: DrawRequest) => {
  void createStorage(request.storage)
    .then((storage) =>
      drawDemoPictures(
        storage,
        PRODUCTS,
        request.productIds,
        request.cached ? PictureCache.forTests() : null,
      ),
    )
    .then(
      (pictures) => reply({ ok: true, pictures }),
      (error: unknown) =>
        reply({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    )
    .finally(() => process.disconnect());
});
