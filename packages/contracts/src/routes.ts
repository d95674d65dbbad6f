import { z } from 'zod';
import { installmentTableQuerySchema, installmentTableSchema } from './installment-table.ts';
import {
  auditLogPageSchema,
  auditLogQuerySchema,
  createStaffRequestSchema,
  revokeStaffRequestSchema,
  staffMemberSchema,
  updateStaffRoleRequestSchema,
} from './staff.ts';
import {
  addressInputSchema,
  clientCredentialsRequestSchema,
  confirmEmailRequestSchema,
  deleteAddressQuerySchema,
  mailQuerySchema,
  messageResponseSchema,
  refreshTokenRequestSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signInResponseSchema,
  signupRequestSchema,
  subscribeRequestSchema,
  subscribeResponseSchema,
  tokenResponseSchema,
  userInfoSchema,
} from './account.ts';
import {
  addColorRequestSchema,
  addStoreRequestSchema,
  adminUserListSchema,
  categoryVitrineRequestSchema,
  collectionVitrineRequestSchema,
  contactMessageListSchema,
  createCategoryRequestSchema,
  collectionProductCountSchema,
  createCollectionRequestSchema,
  createProductRequestSchema,
  createSubCategoryRequestSchema,
  createVariantRequestSchema,
  updateVariantRequestSchema,
  deleteCategoryImageQuerySchema,
  deleteCollectionImageQuerySchema,
  deleteProductImageQuerySchema,
  deleteProductRequestSchema,
  deleteVariantRequestSchema,
  imageUrlResponseSchema,
  intIdBodySchema,
  productVitrineRequestSchema,
  removeColorQuerySchema,
  subscriberListSchema,
  iysSummarySchema,
  updateAboutUsRequestSchema,
  updateCategoryRequestSchema,
  updateCollectionRequestSchema,
  updateProductRequestSchema,
  updateStaticContentRequestSchema,
  updateSubCategoryRequestSchema,
  videoUrlResponseSchema,
} from './admin.ts';
import { unsubscribeQuerySchema, unsubscribeRequestSchema, unsubscribeResponseSchema } from './consent.ts';
import {
  answerDataRequestSchema,
  createDataRequestResponseSchema,
  createDataRequestSchema,
  dataRequestSchema,
  deleteMyAccountRequestSchema,
  deleteMyAccountResponseSchema,
  myDataExportSchema,
} from './data-rights.ts';
import {
  basketRequestSchema,
  basketSchema,
  deleteBasketItemQuerySchema,
  deleteWholeProductTypeRequestSchema,
  getBasketQuerySchema,
  quantityRefreshRequestSchema,
  refreshHasLogonBasketRequestSchema,
} from './basket.ts';
import {
  cacheClearQuerySchema,
  cacheClearResponseSchema,
  categoriesAndCollectionsSchema,
  categoryListSchema,
  categorySchema,
  collectionListSchema,
  collectionSchema,
  colorListSchema,
  colorSchema,
  imageListSchema,
  intIdQuerySchema,
  loginRegisterUrlsSchema,
  productFinderRequestSchema,
  productListSchema,
  productPageSchema,
  productSchema,
  subCategoryListSchema,
  subCategorySchema,
  titleSearchQuerySchema,
  uuidQuerySchema,
  productIdsQuerySchema,
  variantSchema,
} from './catalog.ts';
import {
  checkoutContractsSchema,
  checkoutDetailsSchema,
  checkoutOrderRequestSchema,
  checkoutOrderResponseSchema,
} from './checkout.ts';
import { okSchema } from './common.ts';
import {
  aboutUsSchema,
  allContentSchema,
  contactRequestSchema,
  pressSchema,
  staticContentSchema,
  storeSchema,
} from './content.ts';
import {
  couponApplyRequestSchema,
  couponPriceResultSchema,
  couponSchema,
  createCouponRequestSchema,
  deleteCouponQuerySchema,
} from './coupon.ts';
import { favoriteRequestSchema, favoritesQuerySchema } from './favorites.ts';
import {
  adminOrderSchema,
  orderByIdQuerySchema,
  orderByTokenRequestSchema,
  cancelOrderRequestSchema,
  adminCancelOrderRequestSchema,
  requestReturnSchema,
  refundOrderRequestSchema,
  deliveryUpdateRequestSchema,
  completeReturnRequestSchema,
  orderSchema,
  shippingUpdateRequestSchema,
} from './order.ts';
import {
  contactsPageQuerySchema,
  contactsPageSchema,
  customersPageQuerySchema,
  customersPageSchema,
  handledContactMessageSchema,
  markContactHandledRequestSchema,
  ordersPageQuerySchema,
  ordersPageSchema,
  productsPageQuerySchema,
  productsPageSchema,
  subscribersPageQuerySchema,
  subscribersPageSchema,
  updateStockRequestSchema,
  updateStockResponseSchema,
} from './list-page-schemas.ts';
import {
  adminBannerSchema,
  adminCategorySchema,
  reorderRequestSchema,
  setCategoryHiddenRequestSchema,
} from './home-media.ts';
import { ENDPOINTS, type Endpoint } from './paths.ts';
import {
  installmentsInfoRequestSchema,
  installmentsInfoResponseSchema,
  paymentDifferenceSchema,
  paymentDifferencesQuerySchema,
} from './payment.ts';
import { dashboardQuerySchema, dashboardSchema, stockSettingsSchema } from './dashboard.ts';
import {
  adminReviewSchema,
  canReviewQuerySchema,
  canReviewSchema,
  createReviewRequestSchema,
  moderateReviewRequestSchema,
  myReviewSchema,
  productReviewsQuerySchema,
  productReviewsSchema,
  reviewsPageQuerySchema,
  reviewsPageSchema,
} from './reviews.ts';
import {
  cancelStockNoticeQuerySchema,
  cancelStockNoticeRequestSchema,
  cancelStockNoticeResponseSchema,
  notifyWhenInStockRequestSchema,
  notifyWhenInStockResponseSchema,
  stockWaitCountsSchema,
  stockWaitersQuerySchema,
  stockWaitersSchema,
} from './back-in-stock.ts';

/**
 * The schemas of one endpoint: the JSON body, the query string, and the data inside the { data } envelope
 * of a success. A multipart upload has no body schema (its fields are read part by part on the server).
 */
export interface RouteSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  multipart?: true;
  response: z.ZodType;
}

export type Route = Endpoint & RouteSchemas;

/**
 * Endpoints that answer with something other than { data } JSON: the ALTCHA challenge, the bank's redirect,
 * the subscribers' İYS file (CSV), the back office's CSV exports and an order's invoice PDF.
 */
type Unwrapped =
  | 'Captcha'
  | 'Callback3ds'
  | 'ExportIys'
  | 'ExportOrders'
  | 'ExportCustomers'
  | 'ExportSubscribers'
  | 'GetInvoice'
  | 'GetMyInvoice';

/** One controller's routes: every endpoint of ENDPOINTS (but the unwrapped ones) with its schemas. */
const controller = <
  C extends Record<string, Endpoint>,
  const S extends { [A in keyof C as A extends Unwrapped ? never : A]: RouteSchemas },
>(
  endpoints: C,
  schemas: S,
) =>
  Object.fromEntries(
    Object.entries(schemas).map(([action, s]) => [action, { ...endpoints[action], ...s }]),
  ) as unknown as { [A in keyof S & keyof C]: C[A] & S[A] };

const ok = { response: okSchema };
const images = { response: imageListSchema };

/**
 * Every JSON endpoint with its method, path and schemas (docs/decisions/023-typed-route-table.md). The
 * server registers its routes from it, so request and answer are typed and checked from one place; the web
 * client reads only its types (`import type`) and takes method and path from the zod-free ENDPOINTS.
 */
export const routes = {
  Products: controller(ENDPOINTS.Products, {
    GetAllProductListWithFinderWithPagination: {
      body: productFinderRequestSchema,
      response: productPageSchema,
    },
    GetAllProductListWithImages: { response: productListSchema },
    GetAllProductList: { response: productListSchema },
    GetProductById: { query: uuidQuerySchema, response: productSchema },
    GetProductsByIds: { query: productIdsQuerySchema, response: productListSchema },
    GetProductVariantById: { query: uuidQuerySchema, response: variantSchema },
    GetAllContent: { response: allContentSchema },
    GetAllCategoriesAndCollections: { response: categoriesAndCollectionsSchema },
    GetAllProductListWithFinderTitle: { query: titleSearchQuerySchema, response: productListSchema },
    GetProductImages: { query: uuidQuerySchema, ...images },
    GetAllAvailableColors: { response: colorListSchema },
    GetCustomerFavoritedProducts: { response: z.array(productSchema) },
    GetFavoritedProducts: { query: favoritesQuerySchema, response: z.array(productSchema) },
    GetFavoritedProductsWithoutImages: { query: favoritesQuerySchema, response: z.array(z.string()) },
    AddFavoritedProduct: { body: favoriteRequestSchema, response: z.array(z.string()) },
    DeleteFavoritedProduct: { body: favoriteRequestSchema, response: z.array(z.string()) },
    GetLoginRegisterUrls: { response: loginRegisterUrlsSchema },
    CreateProduct: { body: createProductRequestSchema, response: productSchema },
    UpdateProduct: { body: updateProductRequestSchema, response: productSchema },
    DeleteProduct: { body: deleteProductRequestSchema, ...ok },
    CreateProductVariant: { body: createVariantRequestSchema, response: variantSchema },
    UpdateProductVariant: { body: updateVariantRequestSchema, response: variantSchema },
    DeleteProductVariant: { body: deleteVariantRequestSchema, ...ok },
    UploadProductImages: { multipart: true, ...images },
    DeleteProductImage: { query: deleteProductImageQuerySchema, ...images },
    UpdateProductImageVitrine: { body: productVitrineRequestSchema, ...images },
    UpdateAboutUs: { body: updateAboutUsRequestSchema, response: aboutUsSchema },
    UploadAboutUsImage: { multipart: true, response: aboutUsSchema },
    UpdateStaticContent: { body: updateStaticContentRequestSchema, response: staticContentSchema },
    AddStore: { body: addStoreRequestSchema, response: storeSchema },
    DeleteStore: { query: intIdQuerySchema, ...ok },
    AddPress: { multipart: true, response: pressSchema },
    DeletePress: { query: intIdQuerySchema, ...ok },
    UploadVideo: { multipart: true, response: videoUrlResponseSchema },
    UpdateMainPhoto: { multipart: true, response: imageUrlResponseSchema },
    UpdateLoginRegisterPhoto: { multipart: true, response: imageUrlResponseSchema },
    UploadCoverImage: { multipart: true, response: imageUrlResponseSchema },
    AddColor: { body: addColorRequestSchema, response: colorSchema },
    RemoveColor: { query: removeColorQuerySchema, ...ok },
    CacheClear: { query: cacheClearQuerySchema, response: cacheClearResponseSchema },
    GetProductsPage: { query: productsPageQuerySchema, response: productsPageSchema },
    UpdateStock: { body: updateStockRequestSchema, response: updateStockResponseSchema },
    // ---- home page (issue 20) ----
    GetAllBanners: { response: z.array(adminBannerSchema) },
    CreateBanner: { multipart: true, response: adminBannerSchema },
    UpdateBanner: { multipart: true, response: adminBannerSchema },
    DeleteBanner: { body: intIdBodySchema, ...ok },
    ReorderBanners: { body: reorderRequestSchema, response: z.array(adminBannerSchema) },
    GetStockSettings: { response: stockSettingsSchema },
    UpdateStockSettings: { body: stockSettingsSchema, response: stockSettingsSchema },
    NotifyWhenInStock: { body: notifyWhenInStockRequestSchema, response: notifyWhenInStockResponseSchema },
    CancelStockNotice: {
      body: cancelStockNoticeRequestSchema,
      query: cancelStockNoticeQuerySchema,
      response: cancelStockNoticeResponseSchema,
    },
    GetStockWaiters: { query: stockWaitersQuerySchema, response: stockWaitersSchema },
    GetStockWaitCounts: { response: stockWaitCountsSchema },
  }),
  Categories: controller(ENDPOINTS.Categories, {
    GetAllCategoryListWithImages: { response: categoryListSchema },
    GetAllCategoryList: { response: categoryListSchema },
    GetCategoryById: { query: intIdQuerySchema, response: categorySchema },
    GetCategoryImages: { query: intIdQuerySchema, ...images },
    GetAllCategoriesAndCollections: { response: categoriesAndCollectionsSchema },
    CreateCategory: { body: createCategoryRequestSchema, response: categorySchema },
    UpdateCategory: { body: updateCategoryRequestSchema, response: categorySchema },
    DeleteCategory: { body: intIdBodySchema, ...ok },
    UploadCategoryImages: { multipart: true, ...images },
    DeleteCategoryImage: { query: deleteCategoryImageQuerySchema, ...images },
    UpdateCategoryImageVitrine: { body: categoryVitrineRequestSchema, ...images },
    // ---- home page (issue 20) ----
    GetAllCategoryListForAdmin: { response: z.array(adminCategorySchema) },
    ReorderCategories: { body: reorderRequestSchema, response: z.array(adminCategorySchema) },
    SetCategoryHidden: { body: setCategoryHiddenRequestSchema, response: adminCategorySchema },
  }),
  SubCategories: controller(ENDPOINTS.SubCategories, {
    GetAllSubCategoryListWithImages: { response: subCategoryListSchema },
    CreateSubCategory: { body: createSubCategoryRequestSchema, response: subCategorySchema },
    UpdateSubCategory: { body: updateSubCategoryRequestSchema, response: subCategorySchema },
    DeleteSubCategory: { body: intIdBodySchema, ...ok },
  }),
  Collection: controller(ENDPOINTS.Collection, {
    GetAllCollectionList: { response: collectionListSchema },
    GetAllCollectionListWithImages: { response: collectionListSchema },
    GetCollectionById: { query: intIdQuerySchema, response: collectionSchema },
    GetCollectionImages: { query: intIdQuerySchema, ...images },
    CreateCollection: { body: createCollectionRequestSchema, response: collectionSchema },
    UpdateCollection: { body: updateCollectionRequestSchema, response: collectionSchema },
    DeleteCollection: { body: intIdBodySchema, ...ok },
    UploadCollectionImages: { multipart: true, ...images },
    DeleteCollectionImage: { query: deleteCollectionImageQuerySchema, ...images },
    UpdateCollectionImageVitrine: { body: collectionVitrineRequestSchema, ...images },
    GetCollectionProductCount: { query: intIdQuerySchema, response: collectionProductCountSchema },
  }),
  Baskets: controller(ENDPOINTS.Baskets, {
    GetBasket: { query: getBasketQuerySchema, response: basketSchema },
    SaveOrUpdateBasket: { body: basketRequestSchema, response: basketSchema },
    RefreshHasLogonBasket: { body: refreshHasLogonBasketRequestSchema, response: basketSchema },
    QuantityRefresher: { body: quantityRefreshRequestSchema, response: basketSchema },
    DeleteBasket: { body: basketRequestSchema, response: basketSchema },
    DeleteWholeProductType: { body: deleteWholeProductTypeRequestSchema, response: basketSchema },
    DeleteBasketItem: { query: deleteBasketItemQuerySchema, response: basketSchema },
  }),
  Account: controller(ENDPOINTS.Account, {
    ClientCredentials: { body: clientCredentialsRequestSchema, response: tokenResponseSchema },
    signin: { body: signInRequestSchema, response: signInResponseSchema },
    Password: { body: signInRequestSchema, response: tokenResponseSchema },
    RefreshToken: { body: refreshTokenRequestSchema, response: tokenResponseSchema },
    Logout: { body: refreshTokenRequestSchema, ...ok },
    ConfirmEmail: { body: confirmEmailRequestSchema, response: messageResponseSchema },
    resetPassword: { body: resetPasswordRequestSchema, response: messageResponseSchema },
    signup: { body: signupRequestSchema, response: messageResponseSchema },
    ForgetUsernameOrPassword: { query: mailQuerySchema, response: messageResponseSchema },
    ResendEmailConfirmation: { query: mailQuerySchema, response: messageResponseSchema },
    AddSubscribe: {
      body: subscribeRequestSchema,
      response: subscribeResponseSchema.extend({ message: z.string() }),
    },
    AddAddress: { body: addressInputSchema, response: userInfoSchema },
    DeleteAddress: { query: deleteAddressQuerySchema, response: userInfoSchema },
    GetUserInfo: { response: userInfoSchema },
    GetAllUsers: { response: adminUserListSchema },
    GetAllSubscribers: { response: subscriberListSchema },
    GetAllContactUs: { response: contactMessageListSchema },
    AddContactInfo: { body: contactRequestSchema, response: z.literal(true) },
    ExportMyData: { response: myDataExportSchema },
    DeleteMyAccount: { body: deleteMyAccountRequestSchema, response: deleteMyAccountResponseSchema },
    CreateDataRequest: { body: createDataRequestSchema, response: createDataRequestResponseSchema },
    GetDataRequests: { response: z.array(dataRequestSchema) },
    AnswerDataRequest: { body: answerDataRequestSchema, response: dataRequestSchema },
    GetCustomersPage: { query: customersPageQuerySchema, response: customersPageSchema },
    GetSubscribersPage: { query: subscribersPageQuerySchema, response: subscribersPageSchema },
    GetContactMessagesPage: { query: contactsPageQuerySchema, response: contactsPageSchema },
    MarkContactMessageHandled: {
      body: markContactHandledRequestSchema,
      response: handledContactMessageSchema,
    },
    CreateStaff: { body: createStaffRequestSchema, response: staffMemberSchema },
    GetStaff: { response: z.array(staffMemberSchema) },
    UpdateStaffRole: { body: updateStaffRoleRequestSchema, response: staffMemberSchema },
    RevokeStaff: { body: revokeStaffRequestSchema, response: z.array(staffMemberSchema) },
    GetAuditLog: { query: auditLogQuerySchema, response: auditLogPageSchema },
  }),
  Subscriber: controller(ENDPOINTS.Subscriber, {
    Unsubscribe: {
      body: unsubscribeRequestSchema,
      query: unsubscribeQuerySchema,
      response: unsubscribeResponseSchema,
    },
    GetIysSummary: { response: iysSummarySchema },
  }),
  Order: controller(ENDPOINTS.Order, {
    GetAllOrders: { response: z.array(adminOrderSchema) },
    GetOrdersByEmail: { response: z.array(orderSchema) },
    GetOrderById: { query: orderByIdQuerySchema, response: adminOrderSchema },
    GetOrdersByToken: { body: orderByTokenRequestSchema, response: orderSchema },
    ShippingUpdate: { body: shippingUpdateRequestSchema, response: adminOrderSchema },
    CheckoutOrder: { body: checkoutOrderRequestSchema, response: checkoutOrderResponseSchema },
    GetCheckoutContracts: { body: checkoutDetailsSchema, response: checkoutContractsSchema },
    CancelOrder: { body: cancelOrderRequestSchema, response: orderSchema },
    AdminCancelOrder: { body: adminCancelOrderRequestSchema, response: adminOrderSchema },
    RequestReturn: { body: requestReturnSchema, response: orderSchema },
    RefundOrder: { body: refundOrderRequestSchema, response: adminOrderSchema },
    DeliveryUpdate: { body: deliveryUpdateRequestSchema, response: adminOrderSchema },
    CompleteReturn: { body: completeReturnRequestSchema, response: adminOrderSchema },
    GetPaymentDifferences: {
      query: paymentDifferencesQuerySchema,
      response: z.array(paymentDifferenceSchema),
    },
    GetOrdersPage: { query: ordersPageQuerySchema, response: ordersPageSchema },
    GetDashboard: { query: dashboardQuerySchema, response: dashboardSchema },
    UploadInvoice: { multipart: true, response: adminOrderSchema },
  }),
  Coupon: controller(ENDPOINTS.Coupon, {
    GetCouponWithCode: { body: couponApplyRequestSchema, response: couponPriceResultSchema },
    GetAllCouponList: { response: z.array(couponSchema) },
    CreateCoupon: { body: createCouponRequestSchema, response: z.array(couponSchema) },
    DeleteCoupon: { query: deleteCouponQuerySchema, response: z.array(couponSchema) },
  }),
  Payment: controller(ENDPOINTS.Payment, {
    InstallmentsInfo: { body: installmentsInfoRequestSchema, response: installmentsInfoResponseSchema },
    GetInstallmentTable: { query: installmentTableQuerySchema, response: installmentTableSchema },
  }),
  Reviews: controller(ENDPOINTS.Reviews, {
    GetProductReviews: { query: productReviewsQuerySchema, response: productReviewsSchema },
    CanReview: { query: canReviewQuerySchema, response: canReviewSchema },
    CreateReview: { body: createReviewRequestSchema, response: myReviewSchema },
    GetReviewsPage: { query: reviewsPageQuerySchema, response: reviewsPageSchema },
    ApproveReview: { body: moderateReviewRequestSchema, response: adminReviewSchema },
    HideReview: { body: moderateReviewRequestSchema, response: adminReviewSchema },
  }),
};

type RouteTable = typeof routes;
type AnyRoute = { [C in keyof RouteTable]: RouteTable[C][keyof RouteTable[C]] }[keyof RouteTable];

/** The route of an endpoint, found by its path's literal type. */
export type RouteOf<E extends Endpoint> = Extract<AnyRoute, { path: E['path'] }>;

/** What a client sends to an endpoint (before defaults and transforms) and what it gets back. */
export type RouteBody<E extends Endpoint> =
  RouteOf<E> extends { multipart: true }
    ? FormData
    : RouteOf<E> extends { body: infer B extends z.ZodType }
      ? z.input<B>
      : undefined;
export type RouteQuery<E extends Endpoint> =
  RouteOf<E> extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;
export type RouteResponse<E extends Endpoint> = z.output<RouteOf<E>['response']>;
