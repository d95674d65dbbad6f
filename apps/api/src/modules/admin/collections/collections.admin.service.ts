import type { Collection, createCollectionRequestSchema } from '@kehribar/contracts';
import type { z } from 'zod';
import { collections, products } from '../../../db/schema/index.ts';
import { MESSAGES } from '../../../platform/messages.ts';
import { CategoryReader } from '../../catalog/index.ts';
import { refuseIfLastCouponTarget } from '../shared/coupon-guard.ts';
import { COLLECTION_GALLERY, Gallery } from '../shared/galleries.ts';
import type { TaxonomyKind } from '../shared/taxonomy.service.ts';

type CollectionInput = z.output<typeof createCollectionRequestSchema>;

const columns = ({ name, nameEN, isOnlyMan, isOnlyWoman }: CollectionInput) => ({
  name,
  nameEN,
  isOnlyMan,
  isOnlyWoman,
});

/**
 * CreateCollection, UpdateCollection, DeleteCollection. A delete keeps its products, without a
 * collection, and removes coupon links to it (cascade); it is refused (409) while the collection is the
 * last one a running coupon is limited to. Pictures go with it.
 */
export const COLLECTIONS: TaxonomyKind<typeof collections, CollectionInput, CollectionInput, Collection> = {
  table: collections,
  productRef: products.collectionId,
  notFound: MESSAGES.collectionNotFound,
  insertValues: columns,
  updateValues: columns,
  // Product payloads carry the collection's name.
  updateEffect: 'categoryAndProducts',
  read: async (ctx, id) => (await new CategoryReader(ctx.db).collections({ images: true, id }))[0],
  checkRemove: (tx, id) => refuseIfLastCouponTarget(tx, { collectionId: id }),
  filesOf: (ctx, tx, id) => new Gallery(ctx, COLLECTION_GALLERY).filesOf(tx, id),
};
