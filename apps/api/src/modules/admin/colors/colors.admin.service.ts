import { eq } from 'drizzle-orm';
import { COLOR_CODE_PATTERN, type AddColorRequest, type Color } from '@kehribar/contracts';
import type { AppContext } from '../../../context.ts';
import { colors } from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { MESSAGES } from '../../../platform/messages.ts';
import { invalidate } from '../shared/cache-effects.ts';

/** AddColor and RemoveColor: the palette the storefront's colour choices come from. */
export class ColorAdmin {
  constructor(private readonly ctx: AppContext) {}

  /** Names and code must be non-empty after trimming (the spec's message); the code is #rrggbb, stored lower-case. */
  async add(input: Required<AddColorRequest>): Promise<Color> {
    const colorName = input.colorName.trim();
    const colorNameEN = input.colorNameEN.trim();
    const colorCode = input.colorCode.trim();
    if (!colorName || !colorNameEN || !colorCode) throw badRequest(MESSAGES.colorRequired);
    if (!COLOR_CODE_PATTERN.test(colorCode)) throw badRequest(MESSAGES.colorCodeInvalid);
    const [row] = await this.ctx.db
      .insert(colors)
      .values({ colorName, colorNameEN, colorCode: colorCode.toLowerCase() })
      .returning();
    await invalidate(this.ctx.cache, 'colors');
    return row!;
  }

  async remove(id: number): Promise<void> {
    const deleted = await this.ctx.db.delete(colors).where(eq(colors.id, id)).returning({ id: colors.id });
    if (deleted.length === 0) throw notFound(MESSAGES.colorNotFound);
    await invalidate(this.ctx.cache, 'colors');
  }
}
