import type { FastifyInstance } from 'fastify';
import {
  API,
  categoryVitrineRequestSchema,
  collectionVitrineRequestSchema,
  deleteCategoryImageQuerySchema,
  deleteCollectionImageQuerySchema,
  deleteProductImageQuerySchema,
  imageListSchema,
  productVitrineRequestSchema,
  uploadCategoryImagesFieldsSchema,
  uploadCollectionImagesFieldsSchema,
  uploadProductImagesFieldsSchema,
} from '@kehribar/contracts';
import type { AppContext } from '../../../context.ts';
import { ok, responses, router } from '../../../platform/http.ts';
import { ADMIN, MULTIPART } from '../shared/admin-route.ts';
import { CATEGORY_GALLERY, COLLECTION_GALLERY, Gallery, PRODUCT_GALLERY } from '../shared/galleries.ts';
import { parseFields, readMultipart, requireFiles } from '../shared/multipart.ts';

const FILES = 'files';

/**
 * The photo overlays of products, categories and collections: Upload*Images (multipart: `files`, 1-10
 * images, plus the owner's id), Delete*Image?{owner}Id&imageId and Update*ImageVitrine. Each answers
 * with the owner's pictures, vitrine first.
 */
export function registerImageAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = router(app);
  const products = new Gallery(ctx, PRODUCT_GALLERY);
  const categories = new Gallery(ctx, CATEGORY_GALLERY);
  const collections = new Gallery(ctx, COLLECTION_GALLERY);
  const list = responses(imageListSchema);
  const readFiles = (req: Parameters<typeof readMultipart>[0]) =>
    readMultipart(req, { fileFields: [FILES], maxFileBytes: ctx.config.uploadMaxBytes });

  // ---- products ----
  const productTags = ['Admin: products'];
  r.post(
    API.Products.UploadProductImages,
    {
      schema: {
        tags: productTags,
        ...MULTIPART,
        description: 'multipart: files (1-10 images), productId',
        response: list,
      },
      config: ADMIN,
    },
    async (req) => {
      const form = await readFiles(req);
      const { productId } = parseFields(uploadProductImagesFieldsSchema, form.fields);
      return ok(await products.upload(productId, requireFiles(form, FILES)));
    },
  );

  r.post(
    API.Products.DeleteProductImage,
    {
      schema: { tags: productTags, querystring: deleteProductImageQuerySchema, response: list },
      config: ADMIN,
    },
    async (req) => ok(await products.remove(req.query.productId, req.query.imageId)),
  );

  r.post(
    API.Products.UpdateProductImageVitrine,
    {
      schema: { tags: productTags, body: productVitrineRequestSchema, response: list },
      config: ADMIN,
    },
    async (req) => ok(await products.vitrine(req.body.productId, req.body.imageId, req.body.isVitrinePhoto)),
  );

  // ---- categories ----
  const categoryTags = ['Admin: categories'];
  r.post(
    API.Categories.UploadCategoryImages,
    {
      schema: {
        tags: categoryTags,
        ...MULTIPART,
        description: 'multipart: files (1-10 images), categoryId',
        response: list,
      },
      config: ADMIN,
    },
    async (req) => {
      const form = await readFiles(req);
      const { categoryId } = parseFields(uploadCategoryImagesFieldsSchema, form.fields);
      return ok(await categories.upload(categoryId, requireFiles(form, FILES)));
    },
  );

  r.post(
    API.Categories.DeleteCategoryImage,
    {
      schema: { tags: categoryTags, querystring: deleteCategoryImageQuerySchema, response: list },
      config: ADMIN,
    },
    async (req) => ok(await categories.remove(req.query.categoryId, req.query.imageId)),
  );

  r.post(
    API.Categories.UpdateCategoryImageVitrine,
    {
      schema: { tags: categoryTags, body: categoryVitrineRequestSchema, response: list },
      config: ADMIN,
    },
    async (req) =>
      ok(await categories.vitrine(req.body.categoryId, req.body.imageId, req.body.isVitrinePhoto)),
  );

  // ---- collections ----
  const collectionTags = ['Admin: collections'];
  r.post(
    API.Collection.UploadCollectionImages,
    {
      schema: {
        tags: collectionTags,
        ...MULTIPART,
        description: 'multipart: files (1-10 images), collectionId',
        response: list,
      },
      config: ADMIN,
    },
    async (req) => {
      const form = await readFiles(req);
      const { collectionId } = parseFields(uploadCollectionImagesFieldsSchema, form.fields);
      return ok(await collections.upload(collectionId, requireFiles(form, FILES)));
    },
  );

  r.post(
    API.Collection.DeleteCollectionImage,
    {
      schema: { tags: collectionTags, querystring: deleteCollectionImageQuerySchema, response: list },
      config: ADMIN,
    },
    async (req) => ok(await collections.remove(req.query.collectionId, req.query.imageId)),
  );

  r.post(
    API.Collection.UpdateCollectionImageVitrine,
    {
      schema: { tags: collectionTags, body: collectionVitrineRequestSchema, response: list },
      config: ADMIN,
    },
    async (req) =>
      ok(await collections.vitrine(req.body.collectionId, req.body.imageId, req.body.isVitrinePhoto)),
  );
}
