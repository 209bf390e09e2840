import { TOAST_MS } from '../../shared/constants';
import { ApiError } from './api-client';
import { toast } from './toast';

/** SPEC §9: admin messages close after 2 s. */
export const adminToast = {
  success: (message: string) => toast.success(message, { autoClose: TOAST_MS.admin }),
  /** `id`: a message that several failing calls raise at once is shown once. */
  error: (message: string, id?: string) =>
    toast.error(message, { autoClose: TOAST_MS.admin, ...(id ? { toastId: id } : {}) }),
  /** SPEC §9: a login-required message stays 3 s. */
  loginRequired: (message: string, id: string) =>
    toast.error(message, { autoClose: TOAST_MS.loginRequired, toastId: id }),
};

/**
 * SPEC §8 pattern for admin writes: a server answer shows the server's message (or the fallback),
 * anything else (network down, a bug) shows the generic exception text.
 */
export function failureMessage(error: unknown, fallback: string, exception: string): string {
  if (error instanceof ApiError) return error.fromServer ? error.message : fallback;
  return exception;
}
