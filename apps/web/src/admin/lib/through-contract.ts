import { z } from 'zod';

/**
 * A form schema: the inputs' values checked by `draft`, turned into the request by `toRequest`, then
 * checked by the contract's own schema (the server's), with its issues kept as they are (code, path,
 * message) so field errors land on the fields of the same name.
 */
export function throughContract<D extends z.ZodType, C extends z.ZodType>(
  draft: D,
  toRequest: (value: z.output<D>) => z.input<C>,
  contract: C,
) {
  return draft.transform((value, ctx): z.output<C> => {
    const result = contract.safeParse(toRequest(value));
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue(issue as Parameters<typeof ctx.addIssue>[0]);
    return z.NEVER;
  });
}
