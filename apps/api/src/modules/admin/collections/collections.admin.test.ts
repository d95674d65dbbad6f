import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type Collection, type ImageFile } from '@kehribar/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createCategory, createProduct } from '../../../test/fixtures.ts';
import { existing, form, pictureFiles, png, upload } from '../../../test/admin-test-kit.ts';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).headers;
});
afterAll(() => t.close());

const listed = async () => (await t.get(API.Collection.GetAllCollectionList)).json().data as Collection[];

describe('Collection/CreateCollection, UpdateCollection, DeleteCollection', () => {
  it('creates, renames and deletes a collection; the storefront and the products follow at once', async () => {
    await listed();
    const created = await t.post(
      API.Collection.CreateCollection,
      { name: 'Baltık', nameEN: 'Baltic', isOnlyMan: true },
      admin,
    );
    expect(created.statusCode).toBe(200);
    const collection: Collection = created.json().data;
    expect(collection).toMatchObject({
      name: 'Baltık',
      nameEN: 'Baltic',
      isOnlyMan: true,
      isOnlyWoman: false,
      collectionImageFiles: [],
    });
    expect((await listed()).map((c) => c.id)).toContain(collection.id);

    const category = await createCategory(t.app.ctx.db);
    const product = await createProduct(t.app.ctx.db, {
      title: 'Kolye',
      titleEN: 'Necklace',
      categoryId: category.id,
      collectionId: collection.id,
      priceTRY: 1,
      priceUSD: 1,
      priceForeign: 1,
    });
    const productUrl = `${API.Products.GetProductById}?id=${product.id}`;
    expect((await t.get(productUrl)).json().data.collectionName).toBe('Baltık');

    const updated = await t.post(
      API.Collection.UpdateCollection,
      {
        id: collection.id,
        name: 'Baltık Kehribarı',
        nameEN: 'Baltic Amber',
        isOnlyMan: false,
        isOnlyWoman: true,
      },
      admin,
    );
    expect(updated.json().data).toMatchObject({
      name: 'Baltık Kehribarı',
      isOnlyMan: false,
      isOnlyWoman: true,
    });
    expect((await t.get(productUrl)).json().data.collectionName).toBe('Baltık Kehribarı');
    expect((await t.get(`${API.Collection.GetCollectionById}?id=${collection.id}`)).json().data.name).toBe(
      'Baltık Kehribarı',
    );

    const [image] = (
      await upload(
        t,
        API.Collection.UploadCollectionImages,
        form({ collectionId: String(collection.id) }, [
          { field: 'files', name: 'c.png', data: await png(700, 700) },
        ]),
        admin,
      )
    ).json().data as ImageFile[];
    const files = pictureFiles(t, image!);
    expect(existing(files).length).toBeGreaterThan(0);

    expect((await t.post(API.Collection.DeleteCollection, { id: collection.id }, admin)).statusCode).toBe(
      200,
    );
    expect(existing(files)).toEqual([]);
    expect((await listed()).map((c) => c.id)).not.toContain(collection.id);
    // The product stays, without a collection.
    expect((await t.get(productUrl)).json().data).toMatchObject({ collectionId: null, collectionName: null });
  });

  it('refuses bad bodies with 400 and unknown ids with 404', async () => {
    expect((await t.post(API.Collection.CreateCollection, { name: '', nameEN: 'x' }, admin)).statusCode).toBe(
      400,
    );
    expect(
      (
        await t.post(
          API.Collection.CreateCollection,
          { name: 'a', nameEN: 'b', isOnlyMan: true, isOnlyWoman: true },
          admin,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.post(API.Collection.UpdateCollection, { id: 999_999, name: 'a', nameEN: 'b' }, admin))
        .statusCode,
    ).toBe(404);
    expect((await t.post(API.Collection.DeleteCollection, { id: 999_999 }, admin)).statusCode).toBe(404);
    expect((await t.post(API.Collection.DeleteCollection, {}, admin)).statusCode).toBe(400);
  });
});
