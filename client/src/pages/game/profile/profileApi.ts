// The profile's own calls beyond authApi's: delete the account, and download the account's data file
// with progress (a streamed body, so a large file shows how far it got).
import { apiRequest, NETWORK_ERROR, UNEXPECTED_ERROR, type ApiResult } from '#client/net/apiRequest.ts';
import { GOOGLE_SIGN_IN_URL } from '#client/net/authApi.ts';

export const EXPORT_PATH = '/api/profile/export';
/** Where the profile asks to come back to after "Sign in with Google again": the page, its delete dialog open. */
export const DELETE_RETURN_PATH = '/profile?delete=1';
export const GOOGLE_REAUTH_URL = `${GOOGLE_SIGN_IN_URL}?return=${encodeURIComponent(DELETE_RETURN_PATH)}`;

/** Error codes of DELETE /api/profile/account (server/auth/accountDeletion.ts). */
export const DeleteCodes = {
  wrongPassword: 'wrong_password',
  passwordNeeded: 'password_needed',
  googleReauth: 'google_reauth_required',
} as const;

export function deleteAccount(password: string | null): Promise<ApiResult<{ message: string }>> {
  return apiRequest<{ message: string }>('DELETE', '/api/profile/account', password === null ? {} : { password });
}

export interface DownloadProgress {
  received: number;
  /** The file's size when the server said it; null otherwise. */
  total: number | null;
}

export type DownloadResult = { ok: true; blob: Blob; fileName: string } | { ok: false; error: string };

const FALLBACK_NAME = 'main-event-mogul-data.json';

function fileNameOf(res: Response): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '');
  return match?.[1] ?? FALLBACK_NAME;
}

async function errorOf(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { error?: unknown };
    return typeof body.error === 'string' && body.error ? body.error : UNEXPECTED_ERROR;
  } catch {
    return UNEXPECTED_ERROR;
  }
}

/** Fetches the data file, reporting each chunk as it arrives. Never throws. */
export async function downloadAccountData(onProgress: (progress: DownloadProgress) => void): Promise<DownloadResult> {
  let res: Response;
  try {
    res = await fetch(EXPORT_PATH, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    return { ok: false, error: NETWORK_ERROR };
  }
  if (!res.ok) return { ok: false, error: await errorOf(res) };
  const length = Number(res.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  try {
    const reader = res.body?.getReader();
    if (!reader) return { ok: true, blob: await res.blob(), fileName: fileNameOf(res) };
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress({ received, total });
    }
    return { ok: true, blob: new Blob(chunks, { type: 'application/json' }), fileName: fileNameOf(res) };
  } catch {
    return { ok: false, error: NETWORK_ERROR };
  }
}

/** Hands a file to the browser's downloads, as a link with `download` does. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "1.4 MB", "820 KB", "512 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
