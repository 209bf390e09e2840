/** Error codes the API answers with; one table maps them to HTTP statuses (STYLE.md §6). */
const STATUS_BY_CODE = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof STATUS_BY_CODE;

/** An error whose message is safe to show the client. Anything else is answered as a bare 500. */
export class AppError extends Error {
  readonly statusCode: number;
  /** Sent as Retry-After with a 429 or 503. */
  retryAfterSeconds?: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS_BY_CODE[code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
