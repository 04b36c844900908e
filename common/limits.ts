/** Constants shared by server and web (docs/api.md, "Constants and limits"). */
export const LIBRARY_PAGE_SIZE = 15;
export const LIBRARY_PAGE_LINKS = 3;
export const AUTH_RETRY_COUNT = 1;
export const AUTH_RETRY_DELAY_MS = 100;
export const WARN_TOAST_LIFE_MS = 3000;
export const LIST_TOAST_LIFE_MS = 3000;
export const BUILD_POLL_INTERVAL_MS = 3_600_000;
export const RELOAD_GUARD_MS = 10_000;
/** Onboarding steps a new user starts with; GET /user/onboard/{value} accepts 0..ONBOARDING_STEPS. */
export const ONBOARDING_STEPS = 5;

/** Reports (GET /reports): the longest period, the rows of the top lists, the default period. */
export const REPORT_LIMITS = {
  /** Longest period one report covers, in days (both ends included). */
  maxDays: 366,
  /** Rows in the top lists (sections, declined questions). */
  topRows: 20,
  /** Default period when no dates are given: the last 30 days, today included. */
  defaultDays: 30,
} as const;
