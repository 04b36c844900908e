/** Constants shared by server and web (docs/api.md, "Constants and limits"). */
export const LIBRARY_PAGE_SIZE = 15;
export const LIBRARY_PAGE_LINKS = 3;
export const AUTH_RETRY_COUNT = 1;
export const AUTH_RETRY_DELAY_MS = 100;
export const WARN_TOAST_LIFE_MS = 3000;
export const LIST_TOAST_LIFE_MS = 3000;
export const BUILD_POLL_INTERVAL_MS = 3_600_000;
export const RELOAD_GUARD_MS = 10_000;
