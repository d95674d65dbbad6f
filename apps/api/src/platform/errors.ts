import type { FastifyError, FastifyInstance } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorResponse } from '@kehribar/contracts';
import { MESSAGES, translate, type MessageText } from './messages.ts';
import { requestLanguage } from './language.ts';
import { isLocalizedValidation, type LocalizedValidationError } from './validation.ts';

/** One refused field: where, and why in both languages. */
export interface FieldProblem {
  path: string;
  text: MessageText;
}

/** An expected failure: the status, a machine code and a message in both languages. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly text: MessageText,
    readonly details?: FieldProblem[],
  ) {
    super(text.en);
  }
}

export const badRequest = (text: MessageText = MESSAGES.validationFailed, details?: FieldProblem[]) =>
  new AppError(400, 'VALIDATION_FAILED', text, details);

/** Refused input: the first problem is named in the message, every one in the details. */
export function invalidInput(problems: FieldProblem[]): AppError {
  const first = problems[0];
  const say = (language: 'tr' | 'en') =>
    first
      ? `${MESSAGES.validationFailed[language]} (${first.path}: ${first.text[language]})`
      : MESSAGES.validationFailed[language];
  return new AppError(400, 'VALIDATION_FAILED', { tr: say('tr'), en: say('en') }, problems);
}
export const notFound = (text: MessageText = MESSAGES.notFound) => new AppError(404, 'NOT_FOUND', text);
export const unauthorized = (text: MessageText = MESSAGES.unauthorized) =>
  new AppError(401, 'UNAUTHORIZED', text);
export const forbidden = (text: MessageText = MESSAGES.forbidden) => new AppError(403, 'FORBIDDEN', text);
export const conflict = (code: ErrorCode, text: MessageText) => new AppError(409, code, text);

const STATUS_CODES: Record<number, { code: ErrorCode; text: MessageText }> = {
  401: { code: 'UNAUTHORIZED', text: MESSAGES.unauthorized },
  403: { code: 'FORBIDDEN', text: MESSAGES.forbidden },
  404: { code: 'NOT_FOUND', text: MESSAGES.notFound },
  413: { code: 'PAYLOAD_TOO_LARGE', text: MESSAGES.payloadTooLarge },
  415: { code: 'UNSUPPORTED_MEDIA', text: MESSAGES.unsupportedMedia },
  429: { code: 'RATE_LIMITED', text: MESSAGES.rateLimited },
};

/** Fastify's refusal of a request part (validation.ts keeps each issue in both languages). */
function validationRefusal(error: {
  validation: LocalizedValidationError[];
  validationContext?: string;
}): AppError {
  return invalidInput(
    error.validation.map((v) => ({
      path: `${error.validationContext ?? ''}${v.instancePath.replace(/\//g, '.')}`,
      text: v.params.text,
    })),
  );
}

/** Fastify's own refusals of a malformed request, said in the catalogue's words rather than Fastify's English. */
const FASTIFY_REFUSALS: Record<string, MessageText> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.emptyJsonBody,
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidJsonBody,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MESSAGES.badContentLength,
  FST_ERR_BAD_URL: MESSAGES.badUrl,
};

/** Any other refusal keeps Fastify's reason for English readers; a Turkish reader gets no English. */
const withFastifyReason = (reason: string): MessageText => ({
  tr: MESSAGES.validationFailed.tr,
  en: `${MESSAGES.validationFailed.en} (${reason})`,
});

/** The one error handler: every failure leaves as { errorMessage, code } in the request's language. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    const send = (status: number, body: ErrorResponse) => reply.status(status).send(body);

    const refusal =
      error instanceof AppError ? error : isLocalizedValidation(error) ? validationRefusal(error) : null;
    if (refusal) {
      return send(refusal.status, {
        errorMessage: translate(refusal.text, language),
        code: refusal.code,
        ...(refusal.details
          ? { details: refusal.details.map((d) => ({ path: d.path, message: translate(d.text, language) })) }
          : {}),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return send(500, { errorMessage: translate(MESSAGES.internal, language), code: 'INTERNAL' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = STATUS_CODES[status];
      // Fastify's own client errors (bad JSON, wrong content type, body too large) keep their status.
      return send(status, {
        errorMessage: translate(
          known?.text ?? FASTIFY_REFUSALS[error.code] ?? withFastifyReason(error.message),
          language,
        ),
        code: known?.code ?? 'VALIDATION_FAILED',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { errorMessage: translate(MESSAGES.internal, language), code: 'INTERNAL' });
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({
      errorMessage: translate(MESSAGES.routeNotFound, requestLanguage(request)),
      code: 'NOT_FOUND',
    } satisfies ErrorResponse);
  });
}
