/** What the guide's script hands the concierge (launcher.ts) and the launcher hands its panel (panel.ts). */
export interface ConciergeOptions {
  slug: string;
  locale: 'en' | 'es';
  apiBase: string;
  /** The access code the guest unlocked the guide with, if any. */
  getCode: () => string | null;
  /** The token of the stay link this device opened, if any (opens the private details during the stay). */
  getStayToken?: () => string | null;
}
