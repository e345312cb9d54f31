// A fetch stub answering by "METHOD /path" with canned JSON; unknown routes answer 404.
import { vi } from 'vitest';

export interface CannedResponse {
  status?: number;
  body?: unknown;
}

export type Routes = Record<string, CannedResponse | (() => CannedResponse | Promise<CannedResponse>)>;

export function mockFetch(routes: Routes) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${path}`;
    const route = routes[key];
    const canned = typeof route === 'function' ? await route() : (route ?? { status: 404, body: { error: `No route ${key}` } });
    const status = canned.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(canned.body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The "METHOD /path" keys fetch was called with, in order. */
export function calledRoutes(fn: ReturnType<typeof mockFetch>): string[] {
  return fn.mock.calls.map(([input, init]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return `${(init?.method ?? 'GET').toUpperCase()} ${new URL(url, 'http://localhost').pathname}`;
  });
}
