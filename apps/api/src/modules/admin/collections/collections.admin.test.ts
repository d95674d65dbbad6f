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

describe('Collection/GetCollectionProductCount', () => {
  it('counts the products a delete would leave without the collection, and only those', async () => {
    const collection: Collection = (
      await t.post(API.Collection.CreateCollection, { name: 'Sayılan', nameEN: 'Counted' }, admin)
    ).json().data;
    const other: Collection = (
      await t.post(API.Collection.CreateCollection, { name: 'Başka', nameEN: 'Other' }, admin)
    ).json().data;
    const count = async (id: number) => t.get(`${API.Collection.GetCollectionProductCount}?id=${id}`, admin);
    expect((await count(collection.id)).json().data).toEqual({ productCount: 0 });

    const category = await createCategory(t.app.ctx.db);
    const item = (collectionId: number, title: string) =>
      createProduct(t.app.ctx.db, {
        title,
        titleEN: title,
        categoryId: category.id,
        collectionId,
        priceTRY: 1,
        priceUSD: 1,
        priceForeign: 1,
      });
    await item(collection.id, 'Bir');
    await item(collection.id, 'İki');
    await item(collection.id, 'Üç');
    await item(other.id, 'Başkası');
    expect((await count(collection.id)).json().data).toEqual({ productCount: 3 });
    expect((await count(other.id)).json().data).toEqual({ productCount: 1 });

    // The count is what the delete then does: the three stay, without the collection.
    expect((await t.post(API.Collection.DeleteCollection, { id: collection.id }, admin)).statusCode).toBe(
      200,
    );
    expect((await count(collection.id)).statusCode).toBe(404);
    expect((await count(other.id)).json().data).toEqual({ productCount: 1 });
  });

  it('answers only the back office: 401 without a token, 400 for a bad id', async () => {
    expect((await t.get(`${API.Collection.GetCollectionProductCount}?id=1`)).statusCode).toBe(401);
    expect((await t.get(`${API.Collection.GetCollectionProductCount}?id=x`, admin)).statusCode).toBe(400);
  });
});
