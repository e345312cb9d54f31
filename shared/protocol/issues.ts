// Sentences for payload problems the command schemas do not word themselves. Zod's defaults for these
// quote the input back (an unknown field's name, or every key of an object that is not a plain
// payload, such as a Buffer's methods); a refusal stays one short sentence whatever a client sent.
import type { z } from 'zod';

/** A per-parse error map: `schema.safeParse(input, { error: payloadIssueMessage })`. Messages set on a schema win. */
export function payloadIssueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'unrecognized_keys') return issue.keys.length === 1 ? 'Unexpected field' : 'Unexpected fields';
  if (issue.code === 'invalid_type' && (issue.path?.length ?? 0) === 0) return 'The command must be an object of fields';
  return undefined;
}
