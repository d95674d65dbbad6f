import {
  BANNER_IMAGE,
  CATEGORY_IMAGE,
  deleteImageFiles,
  type ImageSpec,
  PRODUCT_IMAGE,
  type StoredImage,
  storeImage,
} from '../../platform/images.ts';
import type { ObjectStorage } from '../../platform/storage/index.ts';
import { CATEGORIES, COLLECTIONS } from './catalog-data.ts';
import { BANNERS } from './content-data.ts';
import type { ProductSeed } from './products/index.ts';
import { PictureCache } from './picture-cache.ts';
import { inBatches, SceneRenderer } from './render.ts';
import { backdropKey } from './scenes/backdrops.ts';
import { productScene, type Scene, SHOTS } from './scenes/compose.ts';
import { bannerScene, siteScene } from './scenes/wide.ts';

/** Every picture of the demo shop, drawn and stored through the same pipeline as admin uploads. */

// The widths of the back office's own site and page photos, so replacing one there removes every
// variant written here; drawn at 960 px, the 1440 px variant is simply not made.
const MAIN: ImageSpec = { widths: [640, 1280, 1920], aspect: 16 / 7 };
const PORTRAIT: ImageSpec = { widths: [480, 960, 1440], aspect: 3 / 4 };
const ABOUT: ImageSpec = { widths: [480, 960, 1440], aspect: 4 / 3 };
// Two renders at a time keep both cores busy while the other two wait on encoding and the disk.
const IN_FLIGHT = 4;
const EFFORT = 1;
/** Part of the cache key: bump when the pipeline changes in a way the drawing does not show. */
const PIPELINE = 'v1';

interface Job {
  folder: string;
  spec: ImageSpec;
  /** Width drawn at: the largest variant unless that is bigger than the picture needs. */
  width?: number;
  scene: (width: number, height: number) => Scene;
}

export interface DemoPictures {
  products: StoredImage[][];
  categories: Map<string, StoredImage>;
  subCategories: Map<string, StoredImage>;
  collections: Map<string, StoredImage>;
  banners: StoredImage[];
  site: { main: StoredImage; login: StoredImage; register: StoredImage };
  about: StoredImage;
}

/** Product pictures go to products/<id>, as the back office's uploads do. */
export async function drawDemoPictures(
  storage: ObjectStorage,
  products: readonly ProductSeed[],
  productIds: readonly string[],
  cache: PictureCache | null,
): Promise<DemoPictures> {
  const square = (folder: string, spec: ImageSpec, draw: (px: number) => Scene): Job => ({
    folder,
    spec,
    scene: (w) => draw(w),
  });
  const jobs: Job[] = [];
  const add = (job: Job) => jobs.push(job) - 1;

  const productJobs = products.map((p, i) =>
    SHOTS.slice(0, p.pictures ?? 3).map((shot) =>
      add(
        square(`products/${productIds[i]!}`, PRODUCT_IMAGE, (px) =>
          productScene(p.look, shot, `product:${p.title}`, px),
        ),
      ),
    ),
  );
  const categoryJobs = CATEGORIES.map(
    (c) =>
      [
        c.key,
        add(
          square('categories', CATEGORY_IMAGE, (px) =>
            productScene(c.picture, 'hero', `category:${c.key}`, px),
          ),
        ),
      ] as const,
  );
  const subJobs = CATEGORIES.flatMap((c) =>
    c.subs.map(
      (s) =>
        [
          s.key,
          add(
            square('sub-categories', CATEGORY_IMAGE, (px) =>
              productScene(s.picture, 'hero', `sub:${s.key}`, px),
            ),
          ),
        ] as const,
    ),
  );
  const collectionJobs = COLLECTIONS.map(
    (c) =>
      [
        c.key,
        add(
          square('collections', CATEGORY_IMAGE, (px) =>
            productScene(c.picture, 'styled', `collection:${c.key}`, px, c.surface),
          ),
        ),
      ] as const,
  );
  const bannerJobs = BANNERS.map((b) =>
    add({ folder: 'banners', spec: BANNER_IMAGE, scene: (w, h) => bannerScene(b.scene, w, h) }),
  );
  const main = add({ folder: 'site/main', spec: MAIN, scene: (w, h) => siteScene('main', w, h) });
  const login = add({
    folder: 'site/login',
    spec: PORTRAIT,
    width: 960,
    scene: (w, h) => siteScene('login', w, h),
  });
  const register = add({
    folder: 'site/register',
    spec: PORTRAIT,
    width: 960,
    scene: (w, h) => siteScene('register', w, h),
  });
  const about = add({
    folder: 'about-us',
    spec: ABOUT,
    width: 960,
    scene: (w, h) => siteScene('about', w, h),
  });

  const renderer = new SceneRenderer();
  const stored: StoredImage[] = [];
  try {
    const results = await inBatches(
      jobs.map((job) => async () => {
        // Drawn at exactly the size of the largest variant: nothing is scaled twice.
        const width = job.width ?? Math.max(...job.spec.widths);
        const height = Math.round(width / (job.spec.aspect ?? 1));
        const scene = job.scene(width, height);
        const key =
          cache &&
          PictureCache.key(
            PIPELINE,
            scene.svg,
            backdropKey(scene.backdrop),
            `${width}x${height}`,
            JSON.stringify(job.spec),
            `${EFFORT}`,
          );
        let image = key ? await cache!.get(key, storage, job.folder) : null;
        if (!image) {
          const picture = await renderer.render(scene, width, height);
          image = await storeImage(storage, job.folder, picture, { ...job.spec, effort: EFFORT });
          if (key) await cache!.put(key, storage, image);
        }
        stored.push(image);
        return image;
      }),
      IN_FLIGHT,
    );
    const at = (i: number) => results[i]!;
    return {
      products: productJobs.map((list) => list.map(at)),
      categories: new Map(categoryJobs.map(([k, i]) => [k, at(i)])),
      subCategories: new Map(subJobs.map(([k, i]) => [k, at(i)])),
      collections: new Map(collectionJobs.map(([k, i]) => [k, at(i)])),
      banners: bannerJobs.map(at),
      site: { main: at(main), login: at(login), register: at(register) },
      about: at(about),
    };
  } catch (error) {
    await removePictures(storage, stored);
    throw error;
  }
}

export async function removePictures(storage: ObjectStorage, images: readonly StoredImage[]): Promise<void> {
  await Promise.all(images.map((i) => deleteImageFiles(storage, i.path, i.variantWidths)));
}

export function allPictures(p: DemoPictures): StoredImage[] {
  return [
    ...p.products.flat(),
    ...p.categories.values(),
    ...p.subCategories.values(),
    ...p.collections.values(),
    ...p.banners,
    p.site.main,
    p.site.login,
    p.site.register,
    p.about,
  ];
}
