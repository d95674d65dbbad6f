import {
  discountPercent,
  effectivePrices,
  GENDER,
  PRICE_FIELD,
  saleRunning,
  toDecimal,
  type SaleColumns,
  type Currency,
  type ImageFile,
  type Language,
  type Product,
  type Variant,
} from '@kehribar/contracts';

/** The language and currency a payload is built for (Accept-Language and Currency headers). */
export interface View {
  language: Language;
  currency: Currency;
}

export const viewKey = (view: View) => `${view.language}|${view.currency}`;

export const pick = (language: Language, tr: string, en: string) => (language === 'en-EN' ? en : tr);

const GENDER_NAMES: Record<number, { tr: string; en: string }> = {
  [GENDER.Man]: { tr: 'Erkek', en: 'Man' },
  [GENDER.Woman]: { tr: 'Kadın', en: 'Woman' },
  [GENDER.Unisex]: { tr: 'Unisex', en: 'Unisex' },
};

export function genderName(gender: number, language: Language): string {
  const names = GENDER_NAMES[gender] ?? GENDER_NAMES[GENDER.Unisex]!;
  return language === 'en-EN' ? names.en : names.tr;
}

type PriceColumns = SaleColumns;

const decimalOrNull = (minor: number | null) => (minor === null ? null : toDecimal(minor));

/**
 * Minor units from the database → the decimals the API shows: the regular prices, the price paid now in
 * the request's currency (the sale price while a sale is on, by effectivePrices), the running sale as the
 * owner set it, and the reference prices the shop computed (docs/decisions/025-sale-prices-and-reference-price.md).
 */
export function prices(row: PriceColumns, currency: Currency, now = Date.now()) {
  const { paid, reference } = effectivePrices(row, now);
  const running = saleRunning(row, now);
  const shown = (minor: number | null) => (running ? decimalOrNull(minor) : null);
  const paidHere = paid[PRICE_FIELD[currency]];
  const referenceHere = reference[currency];
  return {
    priceTRY: toDecimal(row.priceTRY),
    priceUSD: toDecimal(row.priceUSD),
    priceForeign: toDecimal(row.priceForeign),
    price: toDecimal(paidHere),
    currency,
    salePriceTRY: shown(row.salePriceTRY),
    salePriceUSD: shown(row.salePriceUSD),
    salePriceForeign: shown(row.salePriceForeign),
    saleEndDate: running && row.saleEndDate ? new Date(row.saleEndDate).toISOString() : null,
    saleStartDate: running && row.saleStartedAt ? new Date(row.saleStartedAt).toISOString() : null,
    referencePriceTRY: decimalOrNull(reference.TRY),
    referencePriceUSD: decimalOrNull(reference.USD),
    referencePriceForeign: decimalOrNull(reference.EUR),
    referencePrice: decimalOrNull(referenceHere),
    discountPercent: referenceHere === null ? null : discountPercent(paidHere, referenceHere),
  };
}

export interface VariantRow extends PriceColumns {
  id: string;
  productId: string;
  variantName: string;
  variantNameEN: string;
}

export function toVariant(row: VariantRow, currency: Currency): Variant {
  return {
    id: row.id,
    productId: row.productId,
    variantName: row.variantName,
    variantNameEN: row.variantNameEN,
    ...prices(row, currency),
  };
}

/** One product row joined with its category and collection (see productColumns). */
export interface ProductRow extends PriceColumns {
  id: string;
  title: string;
  titleEN: string;
  description: string;
  descriptionEN: string;
  color: string | null;
  size: string;
  gender: number;
  categoryId: number;
  subCategoryId: number | null;
  collectionId: number | null;
  createdTime: Date;
  isBestSeller: boolean;
  isExclusive: boolean;
  personalised: boolean;
  stock: number;
  lowStockThreshold: number | null;
  categoryName: string;
  categoryNameEN: string;
  sizeOptions: string | null;
  isCustomSizeInput: boolean;
  collectionName: string | null;
  collectionNameEN: string | null;
}

export function toProduct(row: ProductRow, images: ImageFile[], variants: Variant[], view: View): Product {
  const { language } = view;
  return {
    id: row.id,
    title: row.title,
    titleEN: row.titleEN,
    description: row.description,
    descriptionEN: row.descriptionEN,
    color: row.color,
    size: row.size,
    gender: row.gender,
    genderName: genderName(row.gender, language),
    categoryId: row.categoryId,
    categoryName: pick(language, row.categoryName, row.categoryNameEN),
    subCategoryId: row.subCategoryId,
    collectionId: row.collectionId,
    collectionName:
      row.collectionName === null
        ? null
        : pick(language, row.collectionName, row.collectionNameEN ?? row.collectionName),
    createdTime: new Date(row.createdTime).toISOString(),
    isBestSeller: row.isBestSeller,
    isExclusive: row.isExclusive,
    personalised: row.personalised,
    stock: row.stock,
    lowStockThreshold: row.lowStockThreshold,
    ...prices(row, view.currency),
    productImageFiles: images,
    variants,
    category: {
      id: row.categoryId,
      name: row.categoryName,
      nameEN: row.categoryNameEN,
      sizeOptions: row.sizeOptions,
      isCustomSizeInput: row.isCustomSizeInput,
    },
  };
}
