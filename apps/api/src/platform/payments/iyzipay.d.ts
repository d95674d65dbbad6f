/** The parts of the official iyzipay client (CommonJS, untyped) that the shop uses. */
declare module 'iyzipay' {
  type Callback = (error: Error | null, result: Record<string, unknown> | undefined) => void;
  interface Resource {
    create(params: object, cb: Callback): void;
    retrieve(params: object, cb: Callback): void;
  }
  class Iyzipay {
    constructor(config: { uri: string; apiKey: string; secretKey: string });
    installmentInfo: Resource;
    threedsInitialize: Resource;
    threedsPayment: Resource;
    cancel: Resource;
    refund: Resource;
    payment: Resource;
    static LOCALE: { TR: 'tr'; EN: 'en' };
    static PAYMENT_GROUP: { PRODUCT: 'PRODUCT' };
    static PAYMENT_CHANNEL: { WEB: 'WEB' };
    static BASKET_ITEM_TYPE: { PHYSICAL: 'PHYSICAL'; VIRTUAL: 'VIRTUAL' };
  }
  export default Iyzipay;
}
