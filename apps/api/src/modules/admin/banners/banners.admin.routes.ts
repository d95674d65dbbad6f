import type { FastifyInstance } from 'fastify';
import { bannerFieldsSchema, routes, updateBannerIdSchema } from '@kehribar/contracts';
import type { AppContext } from '../../../context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { ok, route } from '../../../platform/http.ts';
import { MESSAGES } from '../../../platform/messages.ts';
import { ADMIN } from '../shared/admin-route.ts';
import { parseFields, readMultipart } from '../shared/multipart.ts';
import { BannersAdmin } from './banners.admin.service.ts';

const FIELDS =
  'multipart: imageFile (one image), title, titleEN, subtitle, subtitleEN, description, descriptionEN, buttonText, buttonTextEN, link (a path of this shop or an https URL; required with a button label), isActive';

/** Products/GetAllBanners, CreateBanner, UpdateBanner, DeleteBanner, ReorderBanners (the owner's banners). */
export function registerBannerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const admin = new BannersAdmin(ctx);
  const tags = ['Admin: content'];
  const { Products } = routes;
  const readForm = async (req: Parameters<typeof readMultipart>[0]) => {
    const form = await readMultipart(req, {
      fileFields: ['imageFile'],
      maxFileBytes: ctx.config.uploadMaxBytes,
      maxFiles: 1,
    });
    return { form, fields: parseFields(bannerFieldsSchema, form.fields), image: form.files[0] };
  };

  route(
    app,
    Products.GetAllBanners,
    { tags, description: 'Every banner in both languages, inactive ones too.', config: ADMIN },
    async () => ok(await admin.list()),
  );

  route(app, Products.CreateBanner, { tags, description: FIELDS, config: ADMIN }, async (req) => {
    const { fields, image } = await readForm(req);
    if (!image) throw badRequest(MESSAGES.noFileChosen);
    return ok(await admin.create(fields, image));
  });

  route(
    app,
    Products.UpdateBanner,
    { tags, description: `${FIELDS}, id; without imageFile the picture stays`, config: ADMIN },
    async (req) => {
      const { form, fields, image } = await readForm(req);
      const { id } = parseFields(updateBannerIdSchema, form.fields);
      return ok(await admin.update(id, fields, image));
    },
  );

  route(app, Products.DeleteBanner, { tags, config: ADMIN }, async (req) => {
    await admin.remove(req.body.id);
    return ok({ succeeded: true as const });
  });

  route(
    app,
    Products.ReorderBanners,
    { tags, description: 'ids: every banner once, in the new order.', config: ADMIN },
    async (req) => ok(await admin.reorder(req.body.ids)),
  );
}
