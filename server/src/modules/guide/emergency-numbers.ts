/**
 * The general emergency number guests should call, by ISO 3166-1 alpha-2 country code. 112 works on
 * mobile networks in most of the world (GSM standard), so it is the answer for countries not listed.
 * Sources: national emergency services; one number per country (the one for ambulance and fire
 * where police differs), the host adds local numbers as emergency contacts.
 */
const EU_112 = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  'IS', 'LI', 'NO', 'CH', 'AD', 'MC', 'SM', 'VA', 'AL', 'BA', 'ME', 'MK', 'RS', 'MD', 'UA', 'TR', 'GE', 'AM', 'AZ', 'XK', 'GI', 'FO', 'GL',
  'RU', 'IN', 'ID', 'ZA', 'KR', 'VN',
] as const;
const NANP_911 = ['US', 'CA', 'MX', 'PR', 'VI', 'GU', 'AS', 'MP', 'AR', 'CR', 'PA', 'UY', 'PY', 'DO', 'SV', 'HN', 'EC', 'VE', 'NI', 'GT', 'BZ', 'PH', 'SA', 'JO', 'BS', 'BB', 'JM', 'TT'] as const;

const TABLE: Record<string, string> = {
  ...Object.fromEntries(EU_112.map((code) => [code, '112'])),
  ...Object.fromEntries(NANP_911.map((code) => [code, '911'])),
  GB: '999',
  IM: '999',
  JE: '999',
  GG: '999',
  HK: '999',
  MO: '999',
  MY: '999',
  SG: '995',
  AE: '999',
  QA: '999',
  BH: '999',
  BD: '999',
  AU: '000',
  NZ: '111',
  JP: '119',
  CN: '120',
  TW: '119',
  TH: '1669',
  BR: '192',
  CO: '123',
  CL: '131',
  PE: '106',
  BO: '110',
  CU: '104',
  IL: '101',
  EG: '123',
  MA: '15',
  TN: '190',
  KE: '999',
  NG: '112',
};

/** The emergency number of a country (112 when the country is unknown or not listed). */
export function emergencyNumberFor(countryCode: string | null | undefined): string {
  return (countryCode && TABLE[countryCode.toUpperCase()]) || '112';
}
