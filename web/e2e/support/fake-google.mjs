// A stand-in for Google's browser services for the third-party journeys: one HTTP server on
// 127.0.0.1 whose scripts speak the same client APIs the web app calls, and whose server endpoints
// speak the protocols the Guidebook server calls.
//
//   GET  /gsi/client              -> Google Identity Services: window.google.accounts.id.initialize/renderButton.
//                                    The rendered button fetches /gsi/credential and hands the ID token to
//                                    the initialize() callback, as Google's popup does.
//   GET  /gsi/credential?client_id= -> { credential }: an RS256 ID token (iss accounts.google.com, aud client_id,
//                                    a fresh verified e-mail address per call)
//   GET  /oauth2/v3/certs         -> the JWKS that verifies those tokens (GOOGLE_JWKS_URL)
//   GET  /recaptcha/api.js        -> reCAPTCHA v3: window.grecaptcha.ready/execute(siteKey, { action })
//   POST /recaptcha/api/siteverify -> Google's siteverify answer for tokens from execute() (success, score, action);
//                                    GET /verified lists the actions verified
//   GET  /gtag/js?id=             -> a gtag.js: reads window.dataLayer and sends each event to /g/collect
//   POST /g/collect               -> records a hit; GET /hits lists them (for assertions)
//   GET  /healthz                 -> 200
//
// Usage: FAKE_GOOGLE_PORT=3601 node web/e2e/support/fake-google.mjs
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

const port = Number(process.env.FAKE_GOOGLE_PORT ?? 3601);
const origin = `http://127.0.0.1:${port}`;
const KID = 'fake-google-key';
const { privateKey, publicKey } = await generateKeyPair('RS256');
const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' }] };
/** The actions of the reCAPTCHA tokens verified so far (GET /verified). */
const verified = [];
const hits = [];

const GSI_CLIENT = `(() => {
  let options = null;
  const id = {
    initialize(o) { options = o; },
    renderButton(parent, look) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Continue with Google';
      button.setAttribute('data-fake-google', look && look.text ? look.text : '');
      button.addEventListener('click', async () => {
        const answer = await fetch(${JSON.stringify(origin)} + '/gsi/credential?client_id=' + encodeURIComponent(options.client_id)).then((r) => r.json());
        options.callback({ credential: answer.credential, select_by: 'btn' });
      });
      parent.replaceChildren(button);
    },
    prompt() {},
    disableAutoSelect() {},
  };
  window.google = Object.assign(window.google || {}, { accounts: { id } });
})();
`;

const RECAPTCHA_API = `(() => {
  window.grecaptcha = {
    ready(callback) { setTimeout(callback, 0); },
    // Made in the page, like Google's (which needs no connect-src): the token carries the action.
    execute(siteKey, { action }) {
      return Promise.resolve('fake-recaptcha.' + btoa(action) + '.' + Math.random().toString(36).slice(2));
    },
  };
})();
`;

const GTAG = `(() => {
  const send = (args) => {
    const [command, name, params] = Array.from(args);
    if (command !== 'event' && command !== 'config') return;
    fetch(${JSON.stringify(origin)} + '/g/collect', { method: 'POST', body: JSON.stringify({ command, name, params: params || {} }), keepalive: true });
  };
  const layer = (window.dataLayer = window.dataLayer || []);
  layer.forEach(send);
  layer.push = (...entries) => { entries.forEach(send); return Array.prototype.push.apply(layer, entries); };
})();
`;

function body(request) {
  return new Promise((resolve) => {
    let data = '';
    request.on('data', (chunk) => (data += chunk));
    request.on('end', () => resolve(data));
  });
}

const server = http.createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', origin);
  const send = (status, type, text, extra = {}) => {
    response.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*', ...extra });
    response.end(text);
  };
  const json = (value, status = 200) => send(status, 'application/json', JSON.stringify(value));

  if (url.pathname === '/healthz') return send(200, 'text/plain', 'ok');
  if (url.pathname === '/gsi/client') return send(200, 'text/javascript', GSI_CLIENT);
  if (url.pathname === '/gsi/credential') {
    const email = `google.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;
    const credential = await new SignJWT({
      email,
      email_verified: true,
      given_name: 'Gabi',
      family_name: 'Google',
      locale: 'en',
    })
      .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
      .setIssuer('https://accounts.google.com')
      .setAudience(url.searchParams.get('client_id') ?? '')
      .setSubject(`fake-${randomBytes(8).toString('hex')}`)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    return json({ credential, email });
  }
  if (url.pathname === '/oauth2/v3/certs') return json(jwks);
  if (url.pathname === '/recaptcha/api.js') return send(200, 'text/javascript', RECAPTCHA_API);
  if (url.pathname === '/recaptcha/api/siteverify' && request.method === 'POST') {
    const form = new URLSearchParams(await body(request));
    const [prefix, encodedAction] = (form.get('response') ?? '').split('.');
    if (!form.get('secret') || prefix !== 'fake-recaptcha' || !encodedAction)
      return json({ success: false, 'error-codes': ['invalid-input-response'] });
    const action = Buffer.from(encodedAction, 'base64').toString('utf8');
    verified.push(action);
    return json({ success: true, score: 0.9, action, challenge_ts: new Date().toISOString(), hostname: '127.0.0.1' });
  }
  if (url.pathname === '/gtag/js') return send(200, 'text/javascript', GTAG);
  if (url.pathname === '/g/collect' && request.method === 'POST') {
    hits.push(JSON.parse((await body(request)) || '{}'));
    return send(204, 'text/plain', '');
  }
  if (url.pathname === '/hits') return json(hits);
  if (url.pathname === '/verified') return json(verified);
  return send(404, 'text/plain', 'not found');
});

server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
