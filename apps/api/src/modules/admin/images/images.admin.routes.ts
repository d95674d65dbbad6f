import type { FastifyInstance } from 'fastify';
import {
  routes,
  uploadCategoryImagesFieldsSchema,
  uploadCollectionImagesFieldsSchema,
  uploadProductImagesFieldsSchema,
  type Route,
} from '@kehribar/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok, schemaOf } from '../../../platform/http.ts';
import { ADMIN } from '../shared/admin-route.ts';
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
  /** The overlay's three entries of the route table. */
  calls: { upload: Route; remove: Route; vitrine: Route };
  uploadFields: z.ZodObject & z.ZodType<Owned<K, Id>>;
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
    calls: {
      upload: routes.Products.UploadProductImages,
      remove: routes.Products.DeleteProductImage,
      vitrine: routes.Products.UpdateProductImageVitrine,
    },
    uploadFields: uploadProductImagesFieldsSchema,
  });
  overlay({
    gallery: new Gallery(ctx, CATEGORY_GALLERY),
    tags: ['Admin: categories'],
    owner: 'categoryId',
    calls: {
      upload: routes.Categories.UploadCategoryImages,
      remove: routes.Categories.DeleteCategoryImage,
      vitrine: routes.Categories.UpdateCategoryImageVitrine,
    },
    uploadFields: uploadCategoryImagesFieldsSchema,
  });
  overlay({
    gallery: new Gallery(ctx, COLLECTION_GALLERY),
    tags: ['Admin: collections'],
    owner: 'collectionId',
    calls: {
      upload: routes.Collection.UploadCollectionImages,
      remove: routes.Collection.DeleteCollectionImage,
      vitrine: routes.Collection.UpdateCollectionImageVitrine,
    },
    uploadFields: uploadCollectionImagesFieldsSchema,
  });
}

/**
 * The three calls of one overlay. The schemas validate each request as on any route, but the zod type
 * provider cannot see through generic schemas, so the routes are declared on the plain instance and the
 * requests typed from the same schemas.
 */
function galleryRoutes(app: FastifyInstance, ctx: AppContext) {
  return <K extends string, Id extends string | number>(spec: GalleryRoutes<K, Id>) => {
    const { gallery, tags, owner, calls, uploadFields } = spec;
    app.post(
      calls.upload.path,
      {
        schema: schemaOf(calls.upload, tags, `multipart: files (1-10 images), ${owner}`),
        config: ADMIN,
      },
      async (req) => {
        const form = await readMultipart(req, {
          fileFields: [FILES],
          maxFileBytes: ctx.config.uploadMaxBytes,
        });
        const fields = parseFields(uploadFields, form.fields) as Owned<K, Id>;
        return ok(await gallery.upload(fields[owner], requireFiles(form, FILES)));
      },
    );

    app.post(calls.remove.path, { schema: schemaOf(calls.remove, tags), config: ADMIN }, async (req) => {
      const query = req.query as ImageOf<K, Id>;
      return ok(await gallery.remove(query[owner], query.imageId));
    });

    app.post(calls.vitrine.path, { schema: schemaOf(calls.vitrine, tags), config: ADMIN }, async (req) => {
      const body = req.body as ImageOf<K, Id> & { isVitrinePhoto: boolean };
      return ok(await gallery.vitrine(body[owner], body.imageId, body.isVitrinePhoto));
    });
  };
}
