// Federation setup (spec: app-shell §5 "Federation setup", README: max 50 at setup, the federationName characters).
import { z } from 'zod';
import { FEDERATION_NAME_CHARS } from './text.ts';

export const FEDERATION_NAME_MAX = 50;

export const federationSetupNameSchema = z
  .string({ error: 'Federation name is required' })
  .trim()
  .min(1, 'Federation name is required')
  .max(FEDERATION_NAME_MAX, `Federation name must be ${FEDERATION_NAME_MAX} characters or less`)
  .regex(FEDERATION_NAME_CHARS, 'Federation name contains invalid characters');

/** Logo: '' for none, or a path under /logos/ (the server checks that the file exists). */
export const logoPathSchema = z
  .string({ error: 'Logo must be a text path' })
  .max(200, 'Logo path is too long')
  .regex(/^(|\/logos\/[A-Za-z0-9._-]+)$/, 'Logo must be one of the available logos');
