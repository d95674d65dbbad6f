import { asc, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Category, Collection, Color, ImageFile, SubCategory } from '@kehribar/contracts';
import type { Db } from '../../db/client.ts';
import {
  categories,
  categoryImages,
  collectionImages,
  collections,
  colors,
  subCategories,
  subCategoryImages,
} from '../../db/schema/index.ts';
import { groupImages, toImageFile } from './image-files.ts';

type ImageTable = typeof categoryImages | typeof subCategoryImages | typeof collectionImages;
const imageOrder = (t: ImageTable) => [desc(t.isVitrinePhoto), asc(t.sortOrder), asc(t.createdAt), asc(t.id)];

/** Categories (with sub-categories), collections and colours, each list in a fixed number of queries. */
export class CategoryReader {
  constructor(private readonly db: Db) {}

  /**
   * Every category in the owner's order, or the one with `id`, with its sub-categories; pictures only
   * when asked. Lists leave hidden categories out unless `withHidden` (the back office); one asked for
   * by id is found either way (docs/decisions/033-home-page-the-owner-controls.md).
   */
  async categories(options: { images: boolean; id?: number; withHidden?: boolean }): Promise<Category[]> {
    return (await this.categoriesWithPlace(options)).map(({ sortOrder: _s, hidden: _h, ...c }) => c);
  }

  /** categories(), each with its place in the menus and whether it is hidden (the back office's list). */
  async categoriesWithPlace(options: {
    images: boolean;
    id?: number;
    withHidden?: boolean;
  }): Promise<(Category & { sortOrder: number; hidden: boolean })[]> {
    const { db } = this;
    const { id } = options;
    const everything = id !== undefined || options.withHidden === true;
    const byCategory = <C extends SQL | undefined>(condition: C) =>
      id === undefined ? undefined : condition;
    const [categoryRows, subRows, categoryImageRows, subImageRows] = await Promise.all([
      db
        .select()
        .from(categories)
        .where(
          byCategory(eq(categories.id, id ?? 0)) ?? (everything ? undefined : eq(categories.hidden, false)),
        )
        .orderBy(asc(categories.sortOrder), asc(categories.id)),
      db
        .select()
        .from(subCategories)
        .where(byCategory(eq(subCategories.categoryId, id ?? 0)))
        .orderBy(asc(subCategories.id)),
      options.images
        ? db
            .select()
            .from(categoryImages)
            .where(byCategory(eq(categoryImages.categoryId, id ?? 0)))
            .orderBy(...imageOrder(categoryImages))
        : Promise.resolve([]),
      options.images
        ? db
            .select(getTableColumns(subCategoryImages))
            .from(subCategoryImages)
            .innerJoin(subCategories, eq(subCategoryImages.subCategoryId, subCategories.id))
            .where(byCategory(eq(subCategories.categoryId, id ?? 0)))
            .orderBy(...imageOrder(subCategoryImages))
        : Promise.resolve([]),
    ]);
    const categoryPictures = groupImages(categoryImageRows, (r) => r.categoryId);
    const subPictures = groupImages(subImageRows, (r) => r.subCategoryId);
    const subsOf = new Map<number, SubCategory[]>();
    for (const s of subRows) {
      let list = subsOf.get(s.categoryId);
      if (!list) subsOf.set(s.categoryId, (list = []));
      list.push({
        id: s.id,
        name: s.name,
        nameEN: s.nameEN,
        categoryId: s.categoryId,
        images: subPictures.get(s.id) ?? [],
      });
    }
    return categoryRows.map((c) => ({
      sortOrder: c.sortOrder,
      hidden: c.hidden,
      id: c.id,
      name: c.name,
      nameEN: c.nameEN,
      isOnlyMan: c.isOnlyMan,
      isOnlyWoman: c.isOnlyWoman,
      sizeOptions: c.sizeOptions,
      isCustomSizeInput: c.isCustomSizeInput,
      maxInstallments: c.maxInstallments,
      categoryImageFiles: categoryPictures.get(c.id) ?? [],
      subCategories: subsOf.get(c.id) ?? [],
    }));
  }

  /** Every sub-category of a shown category with its pictures, grouped by category. */
  async subCategories(): Promise<SubCategory[]> {
    const [rows, imageRows] = await Promise.all([
      this.db
        .select(getTableColumns(subCategories))
        .from(subCategories)
        .innerJoin(categories, eq(subCategories.categoryId, categories.id))
        .where(eq(categories.hidden, false))
        .orderBy(asc(subCategories.categoryId), asc(subCategories.id)),
      this.db
        .select()
        .from(subCategoryImages)
        .orderBy(...imageOrder(subCategoryImages)),
    ]);
    const pictures = groupImages(imageRows, (r) => r.subCategoryId);
    return rows.map((s) => ({
      id: s.id,
      name: s.name,
      nameEN: s.nameEN,
      categoryId: s.categoryId,
      images: pictures.get(s.id) ?? [],
    }));
  }

  async collections(options: { images: boolean; id?: number }): Promise<Collection[]> {
    const { id } = options;
    const [rows, imageRows] = await Promise.all([
      this.db
        .select()
        .from(collections)
        .where(id === undefined ? undefined : eq(collections.id, id))
        .orderBy(asc(collections.id)),
      options.images
        ? this.db
            .select()
            .from(collectionImages)
            .where(id === undefined ? undefined : eq(collectionImages.collectionId, id))
            .orderBy(...imageOrder(collectionImages))
        : Promise.resolve([]),
    ]);
    const pictures = groupImages(imageRows, (r) => r.collectionId);
    return rows.map((c) => ({
      id: c.id,
      name: c.name,
      nameEN: c.nameEN,
      isOnlyMan: c.isOnlyMan,
      isOnlyWoman: c.isOnlyWoman,
      collectionImageFiles: pictures.get(c.id) ?? [],
    }));
  }

  /** The category's pictures, vitrine first; null when there is no such category. */
  async categoryImages(id: number): Promise<ImageFile[] | null> {
    const [exists] = await this.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, id));
    if (!exists) return null;
    const rows = await this.db
      .select()
      .from(categoryImages)
      .where(eq(categoryImages.categoryId, id))
      .orderBy(...imageOrder(categoryImages));
    return rows.map(toImageFile);
  }

  async collectionImages(id: number): Promise<ImageFile[] | null> {
    const [exists] = await this.db
      .select({ id: collections.id })
      .from(collections)
      .where(eq(collections.id, id));
    if (!exists) return null;
    const rows = await this.db
      .select()
      .from(collectionImages)
      .where(eq(collectionImages.collectionId, id))
      .orderBy(...imageOrder(collectionImages));
    return rows.map(toImageFile);
  }

  async colors(): Promise<Color[]> {
    return this.db
      .select({
        id: colors.id,
        colorName: colors.colorName,
        colorNameEN: colors.colorNameEN,
        colorCode: colors.colorCode,
      })
      .from(colors)
      .orderBy(asc(colors.id));
  }
}
