// JSON calls to the game server's HTTP API. Every call resolves (never throws) to ok + data or a
// readable error, so screens only decide which toast or message to show.
import type { ApiError } from '#shared/api.ts';

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: string; code?: string };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const NETWORK_ERROR = 'Could not reach the server. Check your connection and try again.';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

export async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR };
  }
  let json: unknown = null;
  if (res.status !== 204) {
    try {
      json = await res.json();
    } catch {
      json = null;
    }
  }
  if (res.ok) return { ok: true, status: res.status, data: json as T };
  const apiError = (json ?? {}) as Partial<ApiError>;
  return {
    ok: false,
    status: res.status,
    error: typeof apiError.error === 'string' && apiError.error ? apiError.error : UNEXPECTED_ERROR,
    code: apiError.code,
  };
}
