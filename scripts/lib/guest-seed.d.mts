/** Types of guest-seed.mjs (used from the TypeScript browser journeys). */
export interface SeededHost {
  email: string;
  password: string;
  token: string;
}
export interface SeededGuide {
  propertyId: number;
  slug: string;
  shortCode: string;
  accessCode: string;
  wifi: { network: string; password: string };
  titles: string[];
  sensitiveTitles: string[];
}
export function solveAltcha(challenge: {
  salt: string;
  challenge: string;
  maxnumber: number;
  algorithm: string;
  signature: string;
}): string;
export function signUpHost(
  base: string,
  options?: { firstName?: string; lastName?: string; locale?: 'en' | 'es' },
): Promise<SeededHost>;
export function rememberedSession(
  base: string,
  host: { email: string; password: string },
): Promise<{ token: string; refreshToken: string } & Record<string, unknown>>;
export function seedGuide(
  base: string,
  token: string,
  options?: { sections?: number; photos?: number; places?: number; accessCode?: string | null; published?: boolean },
): Promise<SeededGuide>;
