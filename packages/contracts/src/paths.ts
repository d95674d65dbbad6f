/**
 * Every endpoint of the specification: its method and its path /api/{Controller}/{Action}. The server
 * matches paths case-insensitively; clients use these constants and never spell a path by hand. This file
 * carries no zod, so first-load code can import it (the schemas of each endpoint are in routes.ts,
 * docs/decisions/023-typed-route-table.md).
 */
export type Method = 'GET' | 'POST';

/** One endpoint: the path's literal type is its key in the route table (routes.ts). */
export interface Endpoint<M extends Method = Method, P extends string = string> {
  readonly method: M;
  readonly path: P;
}

const controller = <const N extends string, const A extends Record<string, Method>>(name: N, actions: A) =>
  Object.fromEntries(
    Object.entries(actions).map(([action, method]) => [action, { method, path: `/api/${name}/${action}` }]),
  ) as { [K in keyof A & string]: Endpoint<A[K], `/api/${N}/${K}`> };

export const ENDPOINTS = {
  Products: controller('Products', {
    GetAllProductListWithFinderWithPagination: 'POST',
    GetAllProductListWithImages: 'GET',
    GetAllProductList: 'GET',
    GetProductById: 'GET',
    GetProductVariantById: 'GET',
    GetAllContent: 'GET',
    GetAllCategoriesAndCollections: 'GET',
    GetAllProductListWithFinderTitle: 'GET',
    GetProductImages: 'GET',
    GetAllAvailableColors: 'GET',
    GetCustomerFavoritedProducts: 'POST',
    GetFavoritedProducts: 'GET',
    GetFavoritedProductsWithoutImages: 'GET',
    AddFavoritedProduct: 'POST',
    DeleteFavoritedProduct: 'POST',
    GetLoginRegisterUrls: 'GET',
    CreateProduct: 'POST',
    UpdateProduct: 'POST',
    DeleteProduct: 'POST',
    CreateProductVariant: 'POST',
    UpdateProductVariant: 'POST',
    DeleteProductVariant: 'POST',
    UploadProductImages: 'POST',
    DeleteProductImage: 'POST',
    UpdateProductImageVitrine: 'POST',
    UpdateAboutUs: 'POST',
    UploadAboutUsImage: 'POST',
    UpdateStaticContent: 'POST',
    AddStore: 'POST',
    DeleteStore: 'POST',
    AddPress: 'POST',
    DeletePress: 'POST',
    UploadVideo: 'POST',
    UpdateMainPhoto: 'POST',
    UpdateLoginRegisterPhoto: 'POST',
    UploadCoverImage: 'POST',
    AddColor: 'POST',
    RemoveColor: 'POST',
    CacheClear: 'GET',
  }),
  Categories: controller('Categories', {
    GetAllCategoryListWithImages: 'GET',
    GetAllCategoryList: 'GET',
    GetCategoryById: 'GET',
    GetCategoryImages: 'GET',
    GetAllCategoriesAndCollections: 'GET',
    CreateCategory: 'POST',
    UpdateCategory: 'POST',
    DeleteCategory: 'POST',
    UploadCategoryImages: 'POST',
    DeleteCategoryImage: 'POST',
    UpdateCategoryImageVitrine: 'POST',
  }),
  SubCategories: controller('SubCategories', {
    GetAllSubCategoryListWithImages: 'GET',
    CreateSubCategory: 'POST',
    UpdateSubCategory: 'POST',
    DeleteSubCategory: 'POST',
  }),
  Collection: controller('Collection', {
    GetAllCollectionList: 'GET',
    GetAllCollectionListWithImages: 'GET',
    GetCollectionById: 'GET',
    GetCollectionImages: 'GET',
    CreateCollection: 'POST',
    UpdateCollection: 'POST',
    DeleteCollection: 'POST',
    UploadCollectionImages: 'POST',
    DeleteCollectionImage: 'POST',
    UpdateCollectionImageVitrine: 'POST',
  }),
  Baskets: controller('Baskets', {
    GetBasket: 'GET',
    SaveOrUpdateBasket: 'POST',
    RefreshHasLogonBasket: 'POST',
    QuantityRefresher: 'POST',
    DeleteBasket: 'POST',
    DeleteWholeProductType: 'POST',
    DeleteBasketItem: 'POST',
  }),
  Account: controller('Account', {
    ClientCredentials: 'POST',
    signin: 'POST',
    Password: 'POST',
    RefreshToken: 'POST',
    Logout: 'POST',
    ConfirmEmail: 'POST',
    resetPassword: 'POST',
    signup: 'POST',
    ForgetUsernameOrPassword: 'POST',
    ResendEmailConfirmation: 'POST',
    AddSubscribe: 'POST',
    AddAddress: 'POST',
    DeleteAddress: 'POST',
    GetUserInfo: 'GET',
    GetAllUsers: 'GET',
    GetAllSubscribers: 'GET',
    GetAllContactUs: 'GET',
    AddContactInfo: 'POST',
    Captcha: 'GET',
    ExportMyData: 'GET',
    DeleteMyAccount: 'POST',
    CreateDataRequest: 'POST',
    GetDataRequests: 'GET',
    AnswerDataRequest: 'POST',
    CreateStaff: 'POST',
    GetStaff: 'GET',
    UpdateStaffRole: 'POST',
    RevokeStaff: 'POST',
    GetAuditLog: 'GET',
  }),
  Subscriber: controller('Subscriber', {
    Unsubscribe: 'POST',
    ExportIys: 'GET',
  }),
  Order: controller('Order', {
    GetAllOrders: 'GET',
    GetOrdersByEmail: 'GET',
    GetOrderById: 'GET',
    GetOrdersByToken: 'POST',
    ShippingUpdate: 'POST',
    CheckoutOrder: 'POST',
    GetCheckoutContracts: 'POST',
    CancelOrder: 'POST',
    AdminCancelOrder: 'POST',
    RequestReturn: 'POST',
    RefundOrder: 'POST',
    DeliveryUpdate: 'POST',
    CompleteReturn: 'POST',
    GetPaymentDifferences: 'GET',
  }),
  Coupon: controller('Coupon', {
    GetCouponWithCode: 'POST',
    GetAllCouponList: 'GET',
    CreateCoupon: 'POST',
    DeleteCoupon: 'POST',
  }),
  Payment: controller('Payment', { InstallmentsInfo: 'POST', Callback3ds: 'POST' }),
} as const;

type Endpoints = typeof ENDPOINTS;
type PathOf<E> = E extends Endpoint<Method, infer P> ? P : never;

/** The paths alone, for tests, links and the server's non-JSON routes. */
export const API = Object.fromEntries(
  Object.entries(ENDPOINTS).map(([name, actions]) => [
    name,
    Object.fromEntries(Object.entries(actions).map(([action, endpoint]) => [action, endpoint.path])),
  ]),
) as { [C in keyof Endpoints]: { [A in keyof Endpoints[C]]: PathOf<Endpoints[C][A]> } };
