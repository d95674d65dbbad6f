import type { FastifyInstance } from 'fastify';
import {
  routes,
  updateLoginRegisterPhotoFieldsSchema,
  updateMainPhotoFieldsSchema,
  uploadCoverImageFieldsSchema,
} from '@kehribar/contracts';
import type { AppContext } from '../../../context.ts';
import { ok, route } from '../../../platform/http.ts';
import { ADMIN } from '../shared/admin-route.ts';
import { parseFields, readMultipart, requireOneFile } from '../shared/multipart.ts';
import { SiteMediaAdmin } from './site-media.admin.service.ts';

/** Products/UploadVideo, UpdateMainPhoto, UpdateLoginRegisterPhoto, UploadCoverImage (all multipart). */
export function registerSiteMediaAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const admin = new SiteMediaAdmin(ctx);
  const tags = ['Admin: content'];
  const upload = (description: string) => ({ tags, description, config: ADMIN });
  const readOne = async (req: Parameters<typeof readMultipart>[0], field: string) => {
    const form = await readMultipart(req, {
      fileFields: [field],
      maxFileBytes: ctx.config.uploadMaxBytes,
      maxFiles: 1,
    });
    return { fields: form.fields, file: requireOneFile(form, field) };
  };

  route(
    app,
    routes.Products.UploadVideo,
    upload('multipart: videoFile (MP4 or WebM, recognised by its content, up to VIDEO_MAX_MB)'),
    async (req) => ok(await admin.uploadVideo(req)),
  );

  route(
    app,
    routes.Products.UpdateMainPhoto,
    upload('multipart: files (one image), MainPhoto.Id=1'),
    async (req) => {
      const { fields, file } = await readOne(req, 'files');
      parseFields(updateMainPhotoFieldsSchema, fields);
      return ok(await admin.setPhoto('main', file));
    },
  );

  route(
    app,
    routes.Products.UpdateLoginRegisterPhoto,
    upload(
      'multipart: files (one image), LoginRegisterPhoto.Id=1, LoginRegisterPhoto.IsLoginPhoto (true: login, false: register)',
    ),
    async (req) => {
      const { fields, file } = await readOne(req, 'files');
      const parsed = parseFields(updateLoginRegisterPhotoFieldsSchema, fields);
      return ok(await admin.setPhoto(parsed['LoginRegisterPhoto.IsLoginPhoto'] ? 'login' : 'register', file));
    },
  );

  route(
    app,
    routes.Products.UploadCoverImage,
    upload('multipart: imageFile (one image), gender (0 men, 1 women)'),
    async (req) => {
      const { fields, file } = await readOne(req, 'imageFile');
      const { gender } = parseFields(uploadCoverImageFieldsSchema, fields);
      return ok(await admin.setPhoto(gender === 0 ? 'cover-0' : 'cover-1', file));
    },
  );
}
