import { get, useFormContext, useFormState, type FieldErrors } from 'react-hook-form';
import type { ModelDocument, ModelDocumentInput } from '../../../../shared/catalogue-editor';

/** The editor's form, as every tab reads it. */
export const useModelForm = () => useFormContext<ModelDocumentInput, unknown, ModelDocument>();

/** A field's message (client rule or server answer) by its path, e.g. `variants.1.price`. */
export function errorAt(errors: FieldErrors<ModelDocumentInput>, path: string): string | undefined {
  const found = get(errors, path) as
    { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = found?.message ?? found?.root?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** The form's errors, re-rendering only the component that asks. */
export function useErrors() {
  return useFormState<ModelDocumentInput>().errors;
}

/**
 * Every message in a react-hook-form error tree, by path ("variants.1.price"); an array's own
 * message (too few rows) is reported at the array's path.
 */
export function flattenErrors(errors: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || value === null || typeof value !== 'object') continue;
    const path = key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message !== '') out[path] = message;
    Object.assign(out, flattenErrors(value as object, path));
  }
  return out;
}
