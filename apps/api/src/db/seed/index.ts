import type { AppContext } from '../../context.ts';

/** Seeds the demo shop on first start (a database with no categories). */
export async function seedDemoShop(ctx: AppContext): Promise<void> {
  void ctx;
}
