/**
 * The time zone an address implies when no coordinates say better (docs/decisions/053-time-zone-from-the-address.md).
 * Countries with one zone need nothing here: the runtime's own list (CLDR, `Intl.Locale#getTimeZones`)
 * answers them. This table covers what that list cannot: states of multi-zone countries that lie
 * wholly in one zone (states split between zones are left out, so they derive nothing), and the
 * zone of the few countries whose other zones are outlying islands or an enclave a state names.
 * Keys are the codes of ./countries.ts and ./states.ts.
 */

/** Country code -> zone for an address without a state, or with a state not listed below. */
export const MAIN_TIME_ZONES: Readonly<Record<string, string>> = {
  // The Canaries, Ceuta and Melilla have their own zones below; every other province is on Madrid's.
  ES: 'Europe/Madrid',
  // The Azores and Madeira have their own zones below.
  PT: 'Europe/Lisbon',
  // Büsingen (an enclave in Switzerland) is the only other zone, with the same offsets.
  DE: 'Europe/Berlin',
};

const NEW_YORK = 'America/New_York';
const CHICAGO = 'America/Chicago';
const DENVER = 'America/Denver';
const LOS_ANGELES = 'America/Los_Angeles';
const MEXICO_CITY = 'America/Mexico_City';
const SAO_PAULO = 'America/Sao_Paulo';
const FORTALEZA = 'America/Fortaleza';
const CORDOBA = 'America/Argentina/Cordoba';
const SALTA = 'America/Argentina/Salta';

const each = (zone: string, codes: string[]) => Object.fromEntries(codes.map((code) => [code, zone]));

/** Country code -> state code -> the one zone the whole state keeps. */
export const STATE_TIME_ZONES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ES: { GC: 'Atlantic/Canary', TF: 'Atlantic/Canary', CE: 'Africa/Ceuta', ML: 'Africa/Ceuta' },
  PT: { '20': 'Atlantic/Azores', '30': 'Atlantic/Madeira' },
  // Split states (AK, AZ, FL, ID, IN, KS, KY, MI, NE, ND, NV, OR, SD, TN, TX) are left out.
  US: {
    ...each(NEW_YORK, ['CT', 'DE', 'DC', 'GA', 'ME', 'MD', 'MA', 'NH', 'NJ', 'NY', 'NC', 'OH', 'PA', 'RI', 'SC']),
    ...each(NEW_YORK, ['VT', 'VA', 'WV']),
    ...each(CHICAGO, ['AL', 'AR', 'IL', 'IA', 'LA', 'MN', 'MS', 'MO', 'OK', 'WI']),
    ...each(DENVER, ['CO', 'MT', 'NM', 'UT', 'WY']),
    ...each(LOS_ANGELES, ['CA', 'WA']),
    HI: 'Pacific/Honolulu',
  },
  // Split provinces (BC, NL, NT, NU, ON, QC, SK) are left out.
  CA: {
    AB: 'America/Edmonton',
    MB: 'America/Winnipeg',
    NB: 'America/Moncton',
    NS: 'America/Halifax',
    PE: 'America/Halifax',
    YT: 'America/Whitehorse',
  },
  // Split states (CHH, COA, NAY, NLE, TAM) are left out.
  MX: {
    ...each(MEXICO_CITY, ['AGU', 'CHP', 'CMX', 'COL', 'GUA', 'GRO', 'HID', 'JAL', 'MEX', 'MIC', 'MOR', 'OAX']),
    ...each(MEXICO_CITY, ['PUE', 'QUE', 'SLP', 'TAB', 'TLA', 'VER', 'ZAC']),
    ...each('America/Merida', ['CAM', 'YUC']),
    ...each('America/Mazatlan', ['BCS', 'SIN']),
    BCN: 'America/Tijuana',
    DUR: 'America/Monterrey',
    ROO: 'America/Cancun',
    SON: 'America/Hermosillo',
  },
  // Split states (NSW: Broken Hill and Lord Howe; WA: Eucla) are left out.
  AU: {
    ACT: 'Australia/Sydney',
    NT: 'Australia/Darwin',
    QLD: 'Australia/Brisbane',
    SA: 'Australia/Adelaide',
    TAS: 'Australia/Hobart',
    VIC: 'Australia/Melbourne',
  },
  // Split states (AM, PA, PE with Fernando de Noronha) are left out.
  BR: {
    ...each(SAO_PAULO, ['DF', 'ES', 'GO', 'MG', 'PR', 'RJ', 'RS', 'SC', 'SP']),
    ...each(FORTALEZA, ['CE', 'MA', 'PB', 'PI', 'RN']),
    ...each('America/Maceio', ['AL', 'SE']),
    AC: 'America/Rio_Branco',
    AP: 'America/Belem',
    BA: 'America/Bahia',
    MT: 'America/Cuiaba',
    MS: 'America/Campo_Grande',
    RO: 'America/Porto_Velho',
    RR: 'America/Boa_Vista',
    TO: 'America/Araguaina',
  },
  AR: {
    ...each('America/Argentina/Buenos_Aires', ['C', 'B']),
    ...each(CORDOBA, ['H', 'X', 'W', 'E', 'P', 'N', 'S', 'G']),
    ...each(SALTA, ['L', 'Q', 'R', 'A']),
    ...each('America/Argentina/Catamarca', ['K', 'U']),
    Y: 'America/Argentina/Jujuy',
    F: 'America/Argentina/La_Rioja',
    M: 'America/Argentina/Mendoza',
    J: 'America/Argentina/San_Juan',
    D: 'America/Argentina/San_Luis',
    Z: 'America/Argentina/Rio_Gallegos',
    V: 'America/Argentina/Ushuaia',
    T: 'America/Argentina/Tucuman',
  },
};

/** Old names the runtime's country list still answers, with the IANA name the editor stores. */
export const CURRENT_ZONE_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
};
