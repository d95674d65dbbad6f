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
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../platform/http.ts';
import { ADMIN, MULTIPART } from '../shared/admin-route.ts';
import { CATEGORY_GALLERY, COLLECTION_GALLERY, Gallery, PRODUCT_GALLERY } from '../shared/galleries.ts';
import { parseFields, readMultipart, requireFiles } from '../shared/multipart.ts';

const FILES = 'files';

type Owned<K extends string, Id> = Record<K, Id>;
type ImageOf<K extends string, Id> = Owned<K, Id> & { imageId: string };

/** What differs between the photo overlays of products, categories and collections. */
interface GalleryRoutes<K extends string, Id extends string | number> {
  gallery: Gallery<Id>;
  tags: string[];
  /** The field that names the owner in every call: productId, categoryId or collectionId. */
  owner: K;
  paths: { upload: string; remove: string; vitrine: string };
  schemas: {
    uploadFields: z.ZodObject & z.ZodType<Owned<K, Id>>;
    removeQuery: z.ZodType<ImageOf<K, Id>>;
    vitrineBody: z.ZodType<ImageOf<K, Id> & { isVitrinePhoto: boolean }>;
  };
}

/**
 * The photo overlays of products, categories and collections: Upload*Images (multipart: `files`, 1-10
 * images, plus the owner's id), Delete*Image?{owner}Id&imageId and Update*ImageVitrine. Each answers
 * with the owner's pictures, vitrine first.
 */
export function registerImageAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const overlay = galleryRoutes(app, ctx);
  overlay({
    gallery: new Gallery(ctx, PRODUCT_GALLERY),
    tags: ['Admin: products'],
    owner: 'productId',
    paths: {
      upload: API.Products.UploadProductImages,
      remove: API.Products.DeleteProductImage,
      vitrine: API.Products.UpdateProductImageVitrine,
    },
    schemas: {
      uploadFields: uploadProductImagesFieldsSchema,
      removeQuery: deleteProductImageQuerySchema,
      vitrineBody: productVitrineRequestSchema,
    },
  });
  overlay({
    gallery: new Gallery(ctx, CATEGORY_GALLERY),
    tags: ['Admin: categories'],
    owner: 'categoryId',
    paths: {
      upload: API.Categories.UploadCategoryImages,
      remove: API.Categories.DeleteCategoryImage,
      vitrine: API.Categories.UpdateCategoryImageVitrine,
    },
    schemas: {
      uploadFields: uploadCategoryImagesFieldsSchema,
      removeQuery: deleteCategoryImageQuerySchema,
      vitrineBody: categoryVitrineRequestSchema,
    },
  });
  overlay({
    gallery: new Gallery(ctx, COLLECTION_GALLERY),
    tags: ['Admin: collections'],
    owner: 'collectionId',
    paths: {
      upload: API.Collection.UploadCollectionImages,
      remove: API.Collection.DeleteCollectionImage,
      vitrine: API.Collection.UpdateCollectionImageVitrine,
    },
    schemas: {
      uploadFields: uploadCollectionImagesFieldsSchema,
      removeQuery: deleteCollectionImageQuerySchema,
      vitrineBody: collectionVitrineRequestSchema,
    },
  });
}

/**
 * The three calls of one overlay. The schemas validate each request as on any route, but the zod type
 * provider cannot see through generic schemas, so the routes are declared on the plain instance and the
 * requests typed from the same schemas.
 */
function galleryRoutes(app: FastifyInstance, ctx: AppContext) {
  const list = responses(imageListSchema);
  return <K extends string, Id extends string | number>(spec: GalleryRoutes<K, Id>) => {
    const { gallery, tags, owner, paths, schemas } = spec;
    app.post(
      paths.upload,
      {
        schema: {
          tags,
          ...MULTIPART,
          description: `multipart: files (1-10 images), ${owner}`,
          response: list,
        },
        config: ADMIN,
      },
      async (req) => {
        const form = await readMultipart(req, {
          fileFields: [FILES],
          maxFileBytes: ctx.config.uploadMaxBytes,
        });
        const fields = parseFields(schemas.uploadFields, form.fields) as Owned<K, Id>;
        return ok(await gallery.upload(fields[owner], requireFiles(form, FILES)));
      },
    );

    app.post(
      paths.remove,
      { schema: { tags, querystring: schemas.removeQuery, response: list }, config: ADMIN },
      async (req) => {
        const query = req.query as ImageOf<K, Id>;
        return ok(await gallery.remove(query[owner], query.imageId));
      },
    );

    app.post(
      paths.vitrine,
      { schema: { tags, body: schemas.vitrineBody, response: list }, config: ADMIN },
      async (req) => {
        const body = req.body as ImageOf<K, Id> & { isVitrinePhoto: boolean };
        return ok(await gallery.vitrine(body[owner], body.imageId, body.isVitrinePhoto));
      },
    );
  };
}
