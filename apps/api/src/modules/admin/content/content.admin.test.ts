import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type AllContent, type UpdateStaticContentRequest } from '@kehribar/contracts';
import { aboutUs } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { PAGE_PHOTO_IMAGE, PRESS_IMAGE } from '../shared/stored-images.ts';
import { existing, form, pictureFiles, png, qs, upload } from '../../../test/admin-test-kit.ts';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).headers;
  // The seeded pictures live in the uploads folder every test file shares: point the rows elsewhere
  // so replacing a picture here never deletes a file another test reads.
  await t.app.ctx.db.update(aboutUs).set({ imageUrl: '/uploads/test-placeholder/about-1440.webp' });
});
afterAll(() => t.close());

const content = async (): Promise<AllContent> => (await t.get(API.Products.GetAllContent)).json().data;
const en = () => ({ ...admin, 'accept-language': 'en-EN' });

describe('Products/UpdateAboutUs and UploadAboutUsImage', () => {
  it('writes both languages and the storefront shows them at once', async () => {
    await content();
    const res = await t.post(
      API.Products.UpdateAboutUs,
      { description: 'El yapımı kehribar.', descriptionEN: 'Handmade amber.' },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().data;
    expect(row).toMatchObject({ description: 'El yapımı kehribar.', descriptionEN: 'Handmade amber.' });
    expect((await content()).aboutUs.find((a) => a.id === row.id)).toMatchObject({
      description: 'El yapımı kehribar.',
    });

    const again = await t.post(
      API.Products.UpdateAboutUs,
      { id: row.id, description: 'Yeni', descriptionEN: 'New' },
      admin,
    );
    expect(again.json().data).toMatchObject({ id: row.id, description: 'Yeni' });
    expect(
      (await t.post(API.Products.UpdateAboutUs, { id: 999_999, description: 'a', descriptionEN: 'b' }, admin))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.post(API.Products.UpdateAboutUs, { description: 'only Turkish' }, admin)).statusCode,
    ).toBe(400);
  });

  it('replaces the picture with WebP variants and deletes the old files', async () => {
    const { id } = (
      await t.post(API.Products.UpdateAboutUs, { description: 'a', descriptionEN: 'b' }, admin)
    ).json().data;
    const send = async (data: Buffer, name = 'about.png', aboutId = String(id)) =>
      upload(
        t,
        API.Products.UploadAboutUsImage,
        form({ 'AboutUsDTO.Id': aboutId }, [{ field: 'files', name, data }]),
        admin,
      );
    const first = await send(await png(1000, 700));
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl: string = first.json().data.imageUrl;
    expect(firstUrl).toMatch(/^\/uploads\/about-us\/[0-9a-f-]{36}-960\.webp$/);
    const firstFiles = pictureFiles(t, { path: firstUrl }, [...PAGE_PHOTO_IMAGE.widths]);
    expect(existing(firstFiles)).toHaveLength(2);
    expect((await content()).aboutUs.find((a) => a.id === id)!.imageUrl).toBe(firstUrl);

    const second = await send(await png(600, 600));
    expect(second.json().data.imageUrl).not.toBe(firstUrl);
    expect(existing(firstFiles)).toEqual([]);

    expect((await send(Buffer.from('<svg'), 'about.jpg')).statusCode).toBe(415);
    expect((await send(await png(100, 100), 'a.png', '999999')).statusCode).toBe(404);
    expect((await send(await png(100, 100), 'a.png', 'x')).statusCode).toBe(400);
  });
});

describe('Products/UpdateStaticContent', () => {
  const texts: UpdateStaticContentRequest = {
    distanceSellingContract: 'Mesafeli satış',
    distanceSellingContractEN: 'Distance selling',
    deliverAndReturn: 'Teslimat ve iade',
    deliverAndReturnEN: 'Delivery and returns',
    termOfUse: 'Kullanım koşulları',
    termOfUseEN: 'Terms of use',
    privacyPolicy: 'Gizlilik',
    privacyPolicyEN: 'Privacy',
    mailInfo: 'info@kehribar.test',
    instaInfo: '@kehribar',
    phoneNumberInfo: '+90 212 000 00 00',
  };

  it('saves every legal text and contact detail, shown in the storefront at once', async () => {
    await content();
    const res = await t.post(API.Products.UpdateStaticContent, texts, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject(texts);
    expect((await content()).staticContent).toMatchObject(texts);
  });

  it('keeps the return carrier and code, and leaves them as they are when a save does not send them', async () => {
    const returns = { returnCarrier: 'Yurtiçi Kargo', returnCode: '3344556677' };
    expect((await t.post(API.Products.UpdateStaticContent, { ...texts, ...returns }, admin)).statusCode).toBe(
      200,
    );
    expect((await content()).staticContent).toMatchObject(returns);
    expect((await t.post(API.Products.UpdateStaticContent, texts, admin)).statusCode).toBe(200);
    expect((await content()).staticContent).toMatchObject(returns);
  });

  it('takes long legal texts and refuses an incomplete body with 400', async () => {
    const long = 'Ş'.repeat(90_000);
    expect(
      (await t.post(API.Products.UpdateStaticContent, { ...texts, privacyPolicy: long }, admin)).statusCode,
    ).toBe(200);
    const { termOfUseEN: _, ...missing } = texts;
    const res = await t.post(API.Products.UpdateStaticContent, missing, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toContain('termOfUseEN');
  });

  it('refuses a blank legal text in either language and keeps the saved one', async () => {
    expect((await t.post(API.Products.UpdateStaticContent, texts, admin)).statusCode).toBe(200);
    const tr = await t.post(
      API.Products.UpdateStaticContent,
      { ...texts, privacyPolicy: '  \n ' },
      { ...admin, 'accept-language': 'tr-TR' },
    );
    expect(tr.statusCode).toBe(400);
    expect(tr.json().details).toEqual([
      { path: 'body.privacyPolicy', message: 'Yasal metin boş bırakılamaz.' },
    ]);
    const en = await t.post(
      API.Products.UpdateStaticContent,
      { ...texts, distanceSellingContractEN: '' },
      { ...admin, 'accept-language': 'en-EN' },
    );
    expect(en.statusCode).toBe(400);
    expect(en.json().details).toEqual([
      { path: 'body.distanceSellingContractEN', message: 'A legal text cannot be left empty.' },
    ]);
    expect((await content()).staticContent).toMatchObject({
      privacyPolicy: texts.privacyPolicy,
      distanceSellingContractEN: texts.distanceSellingContractEN,
    });
  });

  it('says the schema refusals in Turkish to a Turkish request', async () => {
    const res = await t.post(
      API.Products.UpdateStaticContent,
      { ...texts, mailInfo: 'x'.repeat(300) },
      { ...admin, 'accept-language': 'tr-TR' },
    );
    expect(res.statusCode).toBe(400);
    const [detail] = res.json().details;
    expect(detail.path).toBe('body.mailInfo');
    expect(detail.message).toMatch(/çok büyük|en fazla|karakter/i);
    expect(detail.message).not.toMatch(/too big|expected/i);
  });
});

describe('Products/AddStore and DeleteStore', () => {
  it('adds a store shown at once, deletes it, and answers 404 for an unknown one', async () => {
    await content();
    const res = await t.post(
      API.Products.AddStore,
      { storeTitle: 'Kapalıçarşı', storeAddress: 'Fatih, İstanbul', storeEmail: ' carsi@kehribar.test ' },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const store = res.json().data;
    expect(store).toMatchObject({ storeTitle: 'Kapalıçarşı', storeEmail: 'carsi@kehribar.test' });
    expect((await content()).stores.map((s) => s.id)).toContain(store.id);

    expect(
      (await t.post(`${API.Products.DeleteStore}${qs({ id: store.id })}`, undefined, admin)).statusCode,
    ).toBe(200);
    expect((await content()).stores.map((s) => s.id)).not.toContain(store.id);
    expect(
      (await t.post(`${API.Products.DeleteStore}${qs({ id: store.id })}`, undefined, admin)).statusCode,
    ).toBe(404);
  });

  it.each([
    ['no title', { storeTitle: '', storeAddress: 'a', storeEmail: 'a@b.co' }],
    ['no address', { storeTitle: 'a', storeAddress: ' ', storeEmail: 'a@b.co' }],
    ['a bad e-mail', { storeTitle: 'a', storeAddress: 'b', storeEmail: 'not-mail' }],
    ['no e-mail', { storeTitle: 'a', storeAddress: 'b' }],
  ])('refuses %s with 400', async (_name, body) => {
    expect((await t.post(API.Products.AddStore, body, admin)).statusCode).toBe(400);
  });
});

describe('Products/AddPress and DeletePress', () => {
  it('stores model and product photos, shows the item at once, and deletes its files with it', async () => {
    await content();
    const picture = await png(900, 1200);
    const res = await upload(
      t,
      API.Products.AddPress,
      form({ Id: '0', ModelName: 'Ayşe Model', IsCelebrity: 'true', IsEditorial: 'false' }, [
        { field: 'ModelImages', name: 'm1.png', data: picture },
        { field: 'ModelImages', name: 'm2.png', data: picture },
        { field: 'ProductImages', name: 'p1.png', data: picture },
      ]),
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().data;
    expect(item).toMatchObject({ modelName: 'Ayşe Model', isCelebrity: true, isEditorial: false });
    expect(item.modelImages).toHaveLength(2);
    expect(item.productImages).toHaveLength(1);
    expect((await content()).press.find((p) => p.id === item.id)).toMatchObject({ modelName: 'Ayşe Model' });
    const files = [...item.modelImages, ...item.productImages].flatMap((p: string) =>
      pictureFiles(t, { path: p }, [...PRESS_IMAGE.widths]),
    );
    expect(existing(files)).toHaveLength(6);

    expect(
      (await t.post(`${API.Products.DeletePress}${qs({ id: item.id })}`, undefined, admin)).statusCode,
    ).toBe(200);
    expect(existing(files)).toEqual([]);
    expect((await content()).press.map((p) => p.id)).not.toContain(item.id);
    expect(
      (await t.post(`${API.Products.DeletePress}${qs({ id: item.id })}`, undefined, admin)).statusCode,
    ).toBe(404);
  });

  it('requires the model name, model photos and product photos, all real pictures', async () => {
    const picture = await png(300, 300);
    const model = { field: 'ModelImages', name: 'm.png', data: picture };
    const product = { field: 'ProductImages', name: 'p.png', data: picture };
    const noProducts = await upload(t, API.Products.AddPress, form({ ModelName: 'A' }, [model]), en());
    expect(noProducts.statusCode).toBe(400);
    expect(noProducts.json().errorMessage).toBe('Model photos and product photos are required.');
    expect(
      (await upload(t, API.Products.AddPress, form({ ModelName: ' ' }, [model, product]), admin)).statusCode,
    ).toBe(400);
    expect(
      (
        await upload(
          t,
          API.Products.AddPress,
          form({ ModelName: 'A', IsCelebrity: 'maybe' }, [model, product]),
          admin,
        )
      ).statusCode,
    ).toBe(400);
    const notImage = await upload(
      t,
      API.Products.AddPress,
      form({ ModelName: 'A' }, [model, { ...product, data: Buffer.from('hello') }]),
      admin,
    );
    expect(notImage.statusCode).toBe(415);
  });
});
