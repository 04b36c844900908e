/**
 * Guest-facing pages: guest guides (/g/..., served by the server) and /link, where guests type a
 * guide's short code. They set no cookie and load no analytics tag (the privacy page promises it).
 */
export const isGuestPath = (pathname: string): boolean => /^(\/es)?\/(g|link)(\/|$)/.test(pathname);
