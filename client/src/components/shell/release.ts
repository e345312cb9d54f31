// The version the shell footer shows (read from package.json at build time) and the last-update date.
import { version } from '#package.json';

export const APP_VERSION: string = version;
/** Date of the latest release; update it with the version. */
export const LAST_UPDATE = 'November 23, 2026';
