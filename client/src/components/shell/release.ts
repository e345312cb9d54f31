// The version the shell footer shows (read from package.json at build time) and the last-update date,
// the newest release's in the changelog, so neither is written twice.
import { version } from '#package.json';
import changelog from '#content/changelog/releases.json';

export const APP_VERSION: string = version;
/** Date of the latest release, e.g. "December 7, 2026". */
export const LAST_UPDATE = new Date(`${changelog.releases[0]!.date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
