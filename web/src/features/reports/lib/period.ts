import { type ReportRequest } from '../api/get-report';

/** The period choices of the reports: the last 7, 30, 90 or 365 days, or two dates. */
export const PRESETS = ['7', '30', '90', '365', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];
/** What the reports open on. */
export const DEFAULT_PRESET: Preset = '30';

/** Today as the browser's calendar day, YYYY-MM-DD (only to fill in the two dates before a report has loaded). */
export const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Calendar days from `from` to `to`, both counted. */
export const spanDays = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/** The last `days` days up to the browser's today (the two dates' first values). */
export const lastDays = (days: number) => ({ from: addDays(today(), -(days - 1)), to: today() });

/** The report the page opens on: every property over the default period (started before the page's code arrives). */
export const defaultReportRequest = (): ReportRequest => ({ propertyId: null, days: Number(DEFAULT_PRESET) });
