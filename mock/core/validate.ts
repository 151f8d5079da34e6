import type { z } from 'zod';
import type { FieldError } from '../../src/contract/envelope.ts';
import { invalid } from './errors.ts';

/** Parses input with a contract schema; on failure throws a 422 listing each field and its reason. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: FieldError[] = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '_',
    message: issue.message,
  }));
  throw invalid(fields);
}
