import type { FastifyInstance } from 'fastify';
import { addPressFieldsSchema, routes, uploadAboutUsImageFieldsSchema } from '@kehribar/contracts';
import type { AppContext } from '../../../context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { ok, route } from '../../../platform/http.ts';
import { MESSAGES } from '../../../platform/messages.ts';
import { ADMIN } from '../shared/admin-route.ts';
import { ContentAdmin } from './content.admin.service.ts';
import { parseFields, readMultipart, requireOneFile } from '../shared/multipart.ts';

/** Eight legal texts in two languages can outgrow the API's default 1 MB JSON body limit. */
const STATIC_CONTENT_BODY_LIMIT = 4 * 1024 * 1024;
/** AddPress takes model and product photos in one form. */
const PRESS_MAX_FILES = 20;

/** Products/UpdateAboutUs, UploadAboutUsImage, UpdateStaticContent, AddStore, DeleteStore, AddPress, DeletePress. */
export function registerContentAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const admin = new ContentAdmin(ctx);
  const tags = ['Admin: content'];
  const Products = routes.Products;

  route(app, Products.UpdateAboutUs, { tags, config: ADMIN }, async (req) =>
    ok(await admin.updateAboutUs(req.body)),
  );

  route(
    app,
    Products.UploadAboutUsImage,
    { tags, description: 'multipart: files (one image), AboutUsDTO.Id', config: ADMIN },
    async (req) => {
      const form = await readMultipart(req, {
        fileFields: ['files'],
        maxFileBytes: ctx.config.uploadMaxBytes,
      });
      const fields = parseFields(uploadAboutUsImageFieldsSchema, form.fields);
      return ok(await admin.uploadAboutUsImage(fields['AboutUsDTO.Id'], requireOneFile(form, 'files')));
    },
  );

  route(
    app,
    Products.UpdateStaticContent,
    { tags, config: ADMIN, bodyLimit: STATIC_CONTENT_BODY_LIMIT },
    async (req) => ok(await admin.updateStaticContent(req.body)),
  );

  route(app, Products.AddStore, { tags, config: ADMIN }, async (req) => ok(await admin.addStore(req.body)));

  route(app, Products.DeleteStore, { tags, config: ADMIN }, async (req) => {
    await admin.deleteStore(req.query.id);
    return ok({ succeeded: true as const });
  });

  route(
    app,
    Products.AddPress,
    {
      tags,
      description:
        'multipart: ModelName, IsCelebrity, IsEditorial, ModelImages (images), ProductImages (images); all required',
      config: ADMIN,
    },
    async (req) => {
      const form = await readMultipart(req, {
        fileFields: ['ModelImages', 'ProductImages'],
        maxFileBytes: ctx.config.uploadMaxBytes,
        maxFiles: PRESS_MAX_FILES,
      });
      const fields = parseFields(addPressFieldsSchema, form.fields);
      const model = form.files.filter((f) => f.field === 'ModelImages');
      const product = form.files.filter((f) => f.field === 'ProductImages');
      if (model.length === 0 || product.length === 0) throw badRequest(MESSAGES.pressImagesRequired);
      return ok(await admin.addPress(fields, model, product));
    },
  );

  route(app, Products.DeletePress, { tags, config: ADMIN }, async (req) => {
    await admin.deletePress(req.query.id);
    return ok({ succeeded: true as const });
  });
}
