import {
  GENDER,
  PRICE_FIELD,
  toDecimal,
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

interface PriceColumns {
  priceTRY: number;
  priceUSD: number;
  priceForeign: number;
}

/** Minor units from the database → the decimals the API shows, plus the price in the request's currency. */
export function prices(row: PriceColumns, currency: Currency) {
  return {
    priceTRY: toDecimal(row.priceTRY),
    priceUSD: toDecimal(row.priceUSD),
    priceForeign: toDecimal(row.priceForeign),
    price: toDecimal(row[PRICE_FIELD[currency]]),
    currency,
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
