import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify/types/schema.js';
import { z } from 'zod';
import { en, tr } from 'zod/locales';
import { contractRule, type MessageText } from './messages.ts';

/**
 * Request validation that keeps each issue in both languages, because the language is the request's
 * and the schema is compiled once for all requests. zod's own wording comes from its tr and en locales;
 * a contract's own message (packages/contracts) comes from its twin in the catalogue.
 */

/** What a parse-wide error map returns when the schema has no message of its own. */
const ZOD_WORDING = '\u0000zod';
/** Made once: every request body, query and params is parsed with it. */
const PARSE_OPTIONS = { reportInput: true, error: () => ZOD_WORDING } as const;
const zodEnglish = en().localeError;
const zodTurkish = tr().localeError;
type RawIssue = Parameters<typeof zodEnglish>[0];
const said = (message: ReturnType<typeof zodEnglish>) =>
  typeof message === 'string' ? message : message?.message;
const english = (issue: RawIssue) => said(zodEnglish(issue)) ?? 'Invalid input';
const turkish = (issue: RawIssue) => said(zodTurkish(issue)) ?? 'Geçersiz değer';

/** zod's Turkish locale names the JavaScript types in English; these are said in Turkish. */
const TURKISH_TYPES: Record<string, string> = {
  string: 'metin',
  number: 'sayı',
  int: 'tam sayı',
  bigint: 'tam sayı',
  boolean: 'doğru/yanlış',
  array: 'liste',
  object: 'nesne',
  date: 'tarih',
  file: 'dosya',
  set: 'küme',
  map: 'eşleme',
  undefined: 'boş değer',
  null: 'boş değer',
  nan: 'NaN',
  value: 'değer',
};
const turkishType = (name: unknown) => (typeof name === 'string' ? (TURKISH_TYPES[name] ?? name) : name);

function inTurkish(issue: RawIssue): string {
  const named = {
    ...issue,
    origin: turkishType((issue as { origin?: unknown }).origin),
    expected: turkishType((issue as { expected?: unknown }).expected),
  };
  const text = turkish(named as RawIssue);
  // The received type is worked out from the input inside the locale, so it is renamed afterwards.
  return issue.code === 'invalid_type'
    ? text.replace(/alınan (\w+)$/, (_, t: string) => `alınan ${String(turkishType(t))}`)
    : text;
}

/** One issue of a failed parse: where (zod's path) and what, in both languages. */
export interface LocalizedIssue {
  path: PropertyKey[];
  code: string;
  text: MessageText;
}

/** Each issue of a failed parse in both languages; the input itself is not kept. */
export function safeParseLocalized<S extends z.ZodType>(
  schema: S,
  data: unknown,
): { success: true; data: z.output<S> } | { success: false; issues: LocalizedIssue[] } {
  const result = z.safeParse(schema, data, PARSE_OPTIONS);
  if (result.success) return { success: true, data: result.data };
  const issues = result.error.issues.map((issue) => {
    // reportInput kept the input on the issue, which zod's invalid_type wording reads.
    const raw = issue as unknown as RawIssue;
    const text =
      issue.message === ZOD_WORDING ? { tr: inTurkish(raw), en: english(raw) } : contractRule(issue.message);
    return { path: issue.path, code: issue.code, text };
  });
  return { success: false, issues };
}

/** A Fastify validation error whose issues carry their text in both languages. */
export type LocalizedValidationError = FastifySchemaValidationError & { params: { text: MessageText } };

export function isLocalizedValidation(
  error: unknown,
): error is { validation: LocalizedValidationError[]; validationContext?: string } {
  const validation = (error as { validation?: unknown } | null)?.validation;
  return (
    Array.isArray(validation) &&
    validation.length > 0 &&
    validation.every((v) => (v as LocalizedValidationError).params?.text !== undefined)
  );
}

/** fastify-type-provider-zod's validatorCompiler, with both languages kept on each issue. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParseLocalized(schema, data);
    if (result.success) return { value: result.data };
    return {
      error: result.issues.map(({ path, code, text }) => ({
        keyword: code,
        instancePath: `/${path.map(String).join('/')}`,
        schemaPath: `#/${path.map(String).join('/')}/${code}`,
        message: text.en,
        params: { text },
      })) satisfies LocalizedValidationError[],
    };
  };
