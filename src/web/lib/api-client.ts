import type { ApiError as ApiErrorBody } from '../../shared/catalogue';
import type { ApiTransport } from '../../shared/ssr';

/** A non-2xx answer from our API, carrying the server's own `message` for the caller to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string> | undefined;
  /** False when the answer carried no message of its own (a proxy's error page, an empty body). */
  readonly fromServer: boolean;

  constructor(status: number, message: string, errors?: Record<string, string>, fromServer = true) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.fromServer = fromServer;
  }

  /** As JSON (a server-drawn page's state): an Error's own message is not an enumerable field. */
  toJSON(): ApiErrorJson {
    return {
      status: this.status,
      message: this.message,
      errors: this.errors,
      fromServer: this.fromServer,
    };
  }

  static fromJson(json: ApiErrorJson): ApiError {
    return new ApiError(json.status, json.message, json.errors, json.fromServer);
  }
}

export interface ApiErrorJson {
  status: number;
  message: string;
  errors?: Record<string, string> | undefined;
  fromServer: boolean;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Admin calls send the session cookie; public calls stay credential-free (SPEC §6). */
  credentials?: RequestCredentials;
  /** Extra request headers, e.g. the background-refresh mark of a read nobody asked for. */
  headers?: Record<string, string>;
}

// The browser's fetch, or the server itself while it renders a page (entry-server.tsx).
let transport: ApiTransport = (path, init) => fetch(path, init);

/** Server-side rendering answers a page's reads in-process instead of over the network. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

function isErrorBody(body: unknown): body is ApiErrorBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const response = await transport(path, {
    method,
    headers,
    body: payload,
    signal: options.signal,
    credentials: options.credentials ?? 'same-origin',
  });
  const parsed = parseJson(await response.text());

  if (!response.ok) {
    if (isErrorBody(parsed)) throw new ApiError(response.status, parsed.message, parsed.errors);
    throw new ApiError(
      response.status,
      `Request failed with status ${response.status}`,
      undefined,
      false,
    );
  }
  return parsed as T;
}

/** The one fetch wrapper of the SPA: JSON in, JSON out, ApiError for every non-2xx answer. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) =>
    request<T>('DELETE', path, undefined, options),
};
