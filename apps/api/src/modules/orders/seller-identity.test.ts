import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type UpdateStaticContentRequest } from '@kehribar/contracts';
import type { TestApp } from '../../test/harness.ts';
import { lastMailTo } from '../../test/mailbox.ts';
import {
  checkoutBody,
  createShopTestApp,
  fillBasket,
  guestCheckout,
  makeProducts,
  payAtBank,
} from '../../test/checkout-test-kit.ts';

/** docs/decisions/029-seller-identity.md: the seller's identity, kept in the back office, in the legal texts and every order e-mail. */

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createShopTestApp();
  admin = (await t.admin()).headers;
});
afterAll(() => t.close());

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
const seller = {
  sellerTradeName: 'Kehribar Takı Tasarım Ltd. Şti.',
  sellerMersisNo: '0123 4567 8901 2345',
  sellerAddress: 'Kapalıçarşı, Kalpakçılar Cad. No: 1, 34126 Fatih/İstanbul',
  sellerKepAddress: 'kehribar@hs01.kep.tr',
  sellerPhone: '+90 212 555 00 11',
  sellerEmail: 'satis@kehribar.test',
};

describe("the seller's identity", () => {
  it('is saved in the back office, MERSİS without spaces, and served with the site content', async () => {
    const res = await t.post(API.Products.UpdateStaticContent, { ...texts, ...seller }, admin);
    expect(res.statusCode, res.body).toBe(200);
    const content = (await t.get(API.Products.GetAllContent)).json().data.staticContent;
    expect(content).toMatchObject({ ...seller, sellerMersisNo: '0123456789012345' });
    // A save that leaves them out (an older form) keeps them.
    expect((await t.post(API.Products.UpdateStaticContent, texts, admin)).statusCode).toBe(200);
    expect((await t.get(API.Products.GetAllContent)).json().data.staticContent).toMatchObject({
      sellerTradeName: seller.sellerTradeName,
    });
  });

  it('refuses a MERSİS number that is not 16 digits and a KEP address outside a KEP provider, in both languages', async () => {
    const mersis = await t.post(
      API.Products.UpdateStaticContent,
      { ...texts, sellerMersisNo: '12345' },
      admin,
    );
    expect(mersis.statusCode).toBe(400);
    expect(mersis.body).toContain('MERSİS numarası 16 haneli olmalı');
    const kep = await t.post(
      API.Products.UpdateStaticContent,
      { ...texts, sellerKepAddress: 'kehribar@gmail.com' },
      { ...admin, 'accept-language': 'en-EN' },
    );
    expect(kep.statusCode).toBe(400);
    expect(kep.body).toContain('KEP address must be at a KEP provider');
  });

  it('heads the pre-information form and the contract, and closes every order e-mail', async () => {
    const { products } = await makeProducts(t, [{ stock: 3, priceTRY: 1800 }]);
    const line = [{ productId: products[0]!.id, quantity: 1 }];
    const guest = await t.guest();
    await fillBasket(t, guest.headers, line);
    const docs = (await t.post(API.Order.GetCheckoutContracts, checkoutBody(), guest.headers)).json().data;
    for (const text of [docs.preInformationForm, docs.distanceSellingContract]) {
      expect(text).toContain(`Unvan: ${seller.sellerTradeName}`);
      expect(text).toContain('MERSİS numarası: 0123456789012345');
      expect(text).toContain(`KEP adresi: ${seller.sellerKepAddress}`);
      expect(text).toContain(`Adres: ${seller.sellerAddress}`);
      expect(text).toContain(`Telefon: ${seller.sellerPhone}`);
      expect(text).toContain(`E-posta: ${seller.sellerEmail}`);
    }

    const email = `seller-${Date.now()}@example.com`;
    const { res, guest: buyer } = await guestCheckout(t, line, { email });
    expect(res.statusCode, res.body).toBe(200);
    await payAtBank(t, res.json().data.htmlContent);
    const confirmation = (await lastMailTo(t.app, email)).mail;
    expect(confirmation.subject).toContain('Siparişiniz alındı');
    // The after-sale e-mails share the same footer: the guest cancels and is mailed.
    const cancel = await t.post(
      API.Order.CancelOrder,
      { token: res.json().data.token },
      { ...buyer.headers, 'idempotency-key': `test-${crypto.randomUUID()}` },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    const canceled = (await lastMailTo(t.app, email)).mail;
    expect(canceled.id).not.toBe(confirmation.id);
    for (const body of [confirmation.text, confirmation.html, canceled.text, canceled.html]) {
      expect(body).toContain(seller.sellerTradeName);
      expect(body).toContain('0123456789012345');
      expect(body).toContain(seller.sellerKepAddress);
    }
  });
});
