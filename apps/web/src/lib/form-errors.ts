import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ACCESS_MESSAGES } from '@trust/shared';
import { ApiError } from './api';

/**
 * Validates a form with the route's own zod schema, sends it, and puts every error where the
 * person will see it: a field's message under the field (from zod or from the server's envelope,
 * whose field keys are dotted paths), anything else at the top of the form.
 */
export async function submitWith<S extends z.ZodType, V extends FieldValues>(
  form: UseFormReturn<V>,
  schema: S,
  values: unknown,
  send: (body: z.infer<S>) => Promise<void>,
): Promise<boolean> {
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      form.setError(issue.path.join('.') as Path<V>, { message: issue.message });
    return false;
  }
  try {
    await send(parsed.data);
    return true;
  } catch (error) {
    const fields = error instanceof ApiError ? error.fields : undefined;
    if (fields && Object.keys(fields).length > 0)
      for (const [path, message] of Object.entries(fields)) form.setError(path as Path<V>, { message });
    else
      form.setError('root', {
        message: error instanceof ApiError && error.status < 500 ? error.message : ACCESS_MESSAGES.unknown,
      });
    return false;
  }
}
