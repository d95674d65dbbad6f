import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type AdminCategory } from '@kehribar/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let admin: Record<string, string>;
let category: { id: number };
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).headers;
  category = (
    await t.post(API.Categories.CreateCategory, { name: 'Gizli Seri', nameEN: 'Hidden Line' }, admin)
  ).json().data;
  await t.post(API.SubCategories.CreateSubCategory, { categoryId: category.id, name: 'Alt Gizli' }, admin);
  const product = await t.post(
    API.Products.CreateProduct,
    {
      title: 'Zümrüt pırıltı kolye',
      titleEN: 'Emerald glimmer necklace',
      priceTRY: 100,
      priceUSD: 10,
      priceForeign: 9,
      categoryId: category.id,
      stock: 3,
    },
    admin,
  );
  productId = product.json().data.id;
});
afterAll(() => t.close());

const adminList = async () =>
  (await t.get(API.Categories.GetAllCategoryListForAdmin, admin)).json().data as AdminCategory[];
const menuIds = async () =>
  ((await t.get(API.Products.GetAllCategoriesAndCollections)).json().data.categories as { id: number }[]).map(
    (c) => c.id,
  );
const setHidden = (hidden: boolean) =>
  t.post(API.Categories.SetCategoryHidden, { id: category.id, hidden }, admin);

/** Every public read a shopper could find the category or its product through, as ids. */
async function publicSightings() {
  const ids = (res: { json(): { data: { id: number | string }[] } }) => res.json().data.map((x) => x.id);
  const finder = await t.post(API.Products.GetAllProductListWithFinderWithPagination, {
    categoryIds: [category.id],
  });
  const search = await t.get(`${API.Products.GetAllProductListWithFinderTitle}?title=zumrut%20piriltı`);
  const content = (await t.get(API.Products.GetAllContent)).json().data;
  return {
    menu: (await menuIds()).includes(category.id),
    list: ids(await t.get(API.Categories.GetAllCategoryList)).includes(category.id),
    listWithImages: ids(await t.get(API.Categories.GetAllCategoryListWithImages)).includes(category.id),
    subCategories: (
      (await t.get(API.SubCategories.GetAllSubCategoryListWithImages)).json().data as { categoryId: number }[]
    ).some((s) => s.categoryId === category.id),
    finder: (finder.json().data.items as { id: string }[]).some((p) => p.id === productId),
    search: (search.json().data as { id: string }[]).some((p) => p.id === productId),
    newest: (content.lastAddedProducts as { id: string }[]).some((p) => p.id === productId),
  };
}
const everywhere = {
  menu: true,
  list: true,
  listWithImages: true,
  subCategories: true,
  finder: true,
  search: true,
  newest: true,
};

describe('Categories/SetCategoryHidden', () => {
  it('takes a hidden category out of every public list at once and brings it back when shown', async () => {
    expect(await publicSightings()).toEqual(everywhere); // also fills the caches
    const res = await setHidden(true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: category.id, hidden: true });
    expect(await publicSightings()).toEqual(
      Object.fromEntries(Object.keys(everywhere).map((k) => [k, false])),
    );
    expect((await adminList()).find((c) => c.id === category.id)?.hidden).toBe(true);

    expect((await setHidden(false)).statusCode).toBe(200);
    expect(await publicSightings()).toEqual(everywhere);
  });

  it('keeps the product page and the category reachable by their links while hidden', async () => {
    const listing = `/products?categories=${category.id}</loc>`;
    expect((await t.get('/sitemap.xml')).body).toContain(listing);
    await setHidden(true);
    expect((await t.get('/sitemap.xml')).body, 'its listing is empty').not.toContain(listing);
    const product = await t.get(`${API.Products.GetProductById}?id=${productId}`);
    expect(product.statusCode).toBe(200);
    expect(product.json().data.categoryId).toBe(category.id);
    expect((await t.get(`${API.Categories.GetCategoryById}?id=${category.id}`)).statusCode).toBe(200);
    await setHidden(false);
  });

  it('answers 404 for an unknown category and is refused without the admin token', async () => {
    expect(
      (await t.post(API.Categories.SetCategoryHidden, { id: 999999, hidden: true }, admin)).statusCode,
    ).toBe(404);
    const customer = await t.customer();
    expect(
      (await t.post(API.Categories.SetCategoryHidden, { id: category.id, hidden: true }, customer.headers))
        .statusCode,
    ).toBe(403);
    expect((await t.get(API.Categories.GetAllCategoryListForAdmin, customer.headers)).statusCode).toBe(403);
    expect((await adminList()).find((c) => c.id === category.id)?.hidden).toBe(false);
  });
});

describe('Categories/ReorderCategories', () => {
  it('puts a new category last, and the menus follow the order the owner gives', async () => {
    const list = await adminList();
    expect(list.at(-1)!.id).toBe(category.id);
    expect(list.map((c) => c.sortOrder)).toEqual([...list.map((c) => c.sortOrder)].sort((a, b) => a - b));

    await menuIds();
    const wanted = [
      category.id,
      ...list
        .map((c) => c.id)
        .filter((id) => id !== category.id)
        .reverse(),
    ];
    const res = await t.post(API.Categories.ReorderCategories, { ids: wanted }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as AdminCategory[]).map((c) => c.id)).toEqual(wanted);
    expect(await menuIds()).toEqual(wanted);
    expect(
      ((await t.get(API.Categories.GetAllCategoryList)).json().data as { id: number }[]).map((c) => c.id),
    ).toEqual(wanted);
  });

  it('refuses an order that leaves a category out or repeats one, in the request language', async () => {
    const ids = (await adminList()).map((c) => c.id);
    const missing = await t.post(
      API.Categories.ReorderCategories,
      { ids: ids.slice(1) },
      {
        ...admin,
        'Accept-Language': 'en-US',
      },
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMessage).toContain('every record exactly once');
    expect(
      (await t.post(API.Categories.ReorderCategories, { ids: [...ids, ids[0]] }, admin)).statusCode,
    ).toBe(400);
    expect((await adminList()).map((c) => c.id)).toEqual(ids);
  });
});
