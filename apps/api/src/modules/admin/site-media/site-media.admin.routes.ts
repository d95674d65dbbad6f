import type { FastifyInstance } from 'fastify';
import {
  API,
  imageUrlResponseSchema,
  updateLoginRegisterPhotoFieldsSchema,
  updateMainPhotoFieldsSchema,
  uploadCoverImageFieldsSchema,
  videoUrlResponseSchema,
} from '@kehribar/contracts';
import type { AppContext } from '../../../context.ts';
import { ok, responses, router } from '../../../platform/http.ts';
import { ADMIN, MULTIPART } from '../shared/admin-route.ts';
import { parseFields, readMultipart, requireOneFile } from '../shared/multipart.ts';
import { SiteMediaAdmin } from './site-media.admin.service.ts';

/** Products/UploadVideo, UpdateMainPhoto, UpdateLoginRegisterPhoto, UploadCoverImage (all multipart). */
export function registerSiteMediaAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = router(app);
  const admin = new SiteMediaAdmin(ctx);
  const tags = ['Admin: content'];
  const imageUrl = responses(imageUrlResponseSchema);
  const readOne = async (req: Parameters<typeof readMultipart>[0], field: string) => {
    const form = await readMultipart(req, {
      fileFields: [field],
      maxFileBytes: ctx.config.uploadMaxBytes,
      maxFiles: 1,
    });
    return { fields: form.fields, file: requireOneFile(form, field) };
  };

  r.post(
    API.Products.UploadVideo,
    {
      schema: {
        tags,
        ...MULTIPART,
        description: 'multipart: videoFile (MP4 or WebM, recognised by its content, up to VIDEO_MAX_MB)',
        response: responses(videoUrlResponseSchema),
      },
      config: ADMIN,
    },
    async (req) => ok(await admin.uploadVideo(req)),
  );

  r.post(
    API.Products.UpdateMainPhoto,
    {
      schema: {
        tags,
        ...MULTIPART,
        description: 'multipart: files (one image), MainPhoto.Id=1',
        response: imageUrl,
      },
      config: ADMIN,
    },
    async (req) => {
      const { fields, file } = await readOne(req, 'files');
      parseFields(updateMainPhotoFieldsSchema, fields);
      return ok(await admin.setPhoto('main', file));
    },
  );

  r.post(
    API.Products.UpdateLoginRegisterPhoto,
    {
      schema: {
        tags,
        ...MULTIPART,
        description:
          'multipart: files (one image), LoginRegisterPhoto.Id=1, LoginRegisterPhoto.IsLoginPhoto (true: login, false: register)',
        response: imageUrl,
      },
      config: ADMIN,
    },
    async (req) => {
      const { fields, file } = await readOne(req, 'files');
      const parsed = parseFields(updateLoginRegisterPhotoFieldsSchema, fields);
      return ok(await admin.setPhoto(parsed['LoginRegisterPhoto.IsLoginPhoto'] ? 'login' : 'register', file));
    },
  );

  r.post(
    API.Products.UploadCoverImage,
    {
      schema: {
        tags,
        ...MULTIPART,
        description: 'multipart: imageFile (one image), gender (0 men, 1 women)',
        response: imageUrl,
      },
      config: ADMIN,
    },
    async (req) => {
      const { fields, file } = await readOne(req, 'imageFile');
      const { gender } = parseFields(uploadCoverImageFieldsSchema, fields);
      return ok(await admin.setPhoto(gender === 0 ? 'cover-0' : 'cover-1', file));
    },
  );
}
