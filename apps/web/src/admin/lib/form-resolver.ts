import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { requiredWhenEmpty } from './field-errors.ts';

/**
 * The back office's form resolver: the contract's zod schema (through zodResolver), with errors on
 * empty fields marked 'required', so fieldErrorText says 'Bu alan zorunlu.' for a missing value and
 * 'En az 3 karakter olmalı.' for a short one, though zod reports both alike.
 *
 * The form's values are the form's own type (its draft), taken from where the resolver is used, so a
 * form passes it to useForm without a cast.
 */
export function adminResolver<TValues extends FieldValues, TOutput = TValues>(
  schema: z.ZodType<TOutput>,
): Resolver<TValues, unknown, TOutput> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOutput>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    return Object.keys(result.errors).length
      ? { values: {}, errors: requiredWhenEmpty(result.errors, values) }
      : result;
  };
}
