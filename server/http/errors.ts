// JSON errors for the API: every refusal is a 4xx with { error, code? }; no stack traces leave the server.
import type { ErrorRequestHandler, Response } from 'express';
import { ErrorCodes, type ApiError } from '#shared/api.ts';
import { rateLimitedMessage } from '../auth/rateLimits.ts';
import type { Logger } from '../log.ts';

export function sendError(res: Response, status: number, error: string, code?: string): void {
  const body: ApiError = code ? { error, code } : { error };
  res.status(status).json(body);
}

/** 429 with Retry-After and a sentence saying when to try again. */
export function sendRateLimited(res: Response, retryAfterSeconds: number): void {
  res.set('Retry-After', String(retryAfterSeconds));
  sendError(res, 429, rateLimitedMessage(retryAfterSeconds), ErrorCodes.rateLimited);
}

interface HttpishError {
  type?: string;
  status?: number;
  statusCode?: number;
}

export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const e = (err ?? {}) as HttpishError;
    if (e.type === 'entity.too.large') return sendError(res, 413, 'Request body too large', 'body_too_large');
    if (e.type === 'entity.parse.failed') return sendError(res, 400, 'Malformed JSON body', 'malformed_json');
    if (e.type === 'charset.unsupported' || e.type === 'encoding.unsupported') return sendError(res, 415, 'Unsupported body encoding', 'unsupported_encoding');
    const status = e.status ?? e.statusCode;
    if (status === 404) return sendError(res, 404, 'Not found', 'not_found');
    if (status && status >= 400 && status < 500) return sendError(res, status, 'Bad request');
    log.error({ err, path: req.path }, 'request failed');
    sendError(res, 500, 'An unexpected error occurred');
  };
}
