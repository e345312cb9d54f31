// Reads a JSON object body through a zod schema; answers 400 with one clear sentence otherwise.
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { ErrorCodes } from '#shared/api.ts';
import { firstIssue } from '#shared/validation/auth.ts';
import { sendError } from './errors.ts';

export function parseBody<T extends z.ZodType>(schema: T, req: Request, res: Response): z.infer<T> | null {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    sendError(res, 400, 'Request body must be a JSON object', ErrorCodes.validation);
    return null;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    sendError(res, 400, firstIssue(parsed.error), ErrorCodes.validation);
    return null;
  }
  return parsed.data;
}
