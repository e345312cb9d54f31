// Donate Now / Join Patreon targets, configured at build time (VITE_DONATE_URL, VITE_PATREON_URL).
// A button is hidden when its address is unset or is not an http(s) URL.

export interface SupportLinks {
  donate: string | null;
  patreon: string | null;
}

export function safeExternalUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function supportLinks(env: Record<string, unknown> = import.meta.env): SupportLinks {
  return { donate: safeExternalUrl(env.VITE_DONATE_URL), patreon: safeExternalUrl(env.VITE_PATREON_URL) };
}
