import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type Color } from '@kehribar/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { qs } from '../../../test/admin-test-kit.ts';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).headers;
});
afterAll(() => t.close());

const palette = async (): Promise<Color[]> => (await t.get(API.Products.GetAllAvailableColors)).json().data;

describe('Products/AddColor and RemoveColor', () => {
  it('adds a trimmed colour with a lower-case code, shown at once, and removes it', async () => {
    await palette();
    const res = await t.post(
      API.Products.AddColor,
      { colorName: ' Bal ', colorNameEN: 'Honey ', colorCode: '#D9820F' },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const color: Color = res.json().data;
    expect(color).toMatchObject({ colorName: 'Bal', colorNameEN: 'Honey', colorCode: '#d9820f' });
    expect((await palette()).map((c) => c.id)).toContain(color.id);

    expect(
      (await t.post(`${API.Products.RemoveColor}${qs({ colorId: color.id })}`, undefined, admin)).statusCode,
    ).toBe(200);
    expect((await palette()).map((c) => c.id)).not.toContain(color.id);
    expect(
      (await t.post(`${API.Products.RemoveColor}${qs({ colorId: color.id })}`, undefined, admin)).statusCode,
    ).toBe(404);
    expect(
      (await t.post(`${API.Products.RemoveColor}${qs({ colorId: 'red' })}`, undefined, admin)).statusCode,
    ).toBe(400);
  });

  it.each([
    ['an empty name', { colorName: '', colorNameEN: 'Honey', colorCode: '#000000' }],
    ['a blank English name', { colorName: 'Bal', colorNameEN: '   ', colorCode: '#000000' }],
    ['a blank code', { colorName: 'Bal', colorNameEN: 'Honey', colorCode: ' ' }],
    ['no fields at all', {}],
  ])("refuses %s with the spec's message", async (_name, body) => {
    const res = await t.post(API.Products.AddColor, body, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('Renk adı ve renk kodu boş olamaz.');
  });

  it('refuses a code that is not #rrggbb', async () => {
    for (const colorCode of ['red', '#fff', '#12345g', 'd9820f']) {
      const res = await t.post(
        API.Products.AddColor,
        { colorName: 'Bal', colorNameEN: 'Honey', colorCode },
        { ...admin, 'accept-language': 'en-EN' },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessage).toBe('The colour code must look like #rrggbb (e.g. #d9820f).');
    }
  });
});
