/**
 * The fault suite's tools: the built server started as a real process (as `npm start` runs it),
 * killed with SIGKILL or stopped with SIGTERM; fresh PostgreSQL databases; an HTTP client that signs
 * in as the web app does; local fakes of the mail server and the AI provider that can hold a
 * request open (so a kill lands "during" the work, without timing guesses); a round-robin proxy.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { AltchaChallenge } from '@common/contracts/auth';
import { solveAltcha } from '../../server/src/modules/bot-check/altcha';

export { FakeAi, FakeSmtp, RoundRobinProxy } from './fakes';
export { jpeg, startPartialUpload } from './uploads';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const tempDirs: string[] = [];
/** A new directory under the system's temp dir; server logs are written next to it and kept. */
export const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `gb-faults-${prefix}-`));
  tempDirs.push(dir);
  return dir;
};
/** Removes the directories made by tempDir (after the servers using them have stopped). */
export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it answers a truthy value (or throws after `timeoutMs`, naming `what`). */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T> | T,
  timeoutMs = 60_000,
  everyMs = 200,
): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      last = error;
    }
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await sleep(everyMs);
  }
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export const postgresUrl = () => process.env.TEST_DATABASE_URL;

/** A fresh database on the test PostgreSQL server (faults_<pid>_<n>), dropped by `drop()`. */
export async function createPostgresDatabase(): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const base = postgresUrl();
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `faults_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A query on a PostgreSQL database (a short-lived connection). */
export async function pgQuery<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export interface ServerOptions {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Name in the log file (several servers in one test). */
  name?: string;
}

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The start-up the fault cases share: a fresh PostgreSQL database for `postgres` (PGlite keeps its
 * data in dataDir), a server on it, and a client signed in as the demo host. Dropping the database
 * and stopping the server are added to `cleanups` (run in reverse: the server stops first).
 * `options` starts the same server again, e.g. after a kill.
 */
export async function startSignedIn(
  kind: DatabaseKind,
  server: Omit<ServerOptions, 'databaseUrl'>,
  cleanups: (() => Promise<unknown>)[],
): Promise<{ server: ServerProcess; host: Client; options: ServerOptions }> {
  const database = kind === 'postgres' ? await createPostgresDatabase() : null;
  if (database) cleanups.push(database.drop);
  const options: ServerOptions = { ...server, databaseUrl: database?.url };
  const started = await ServerProcess.start(options);
  cleanups.push(() => started.stop());
  const host = new Client(started.url);
  const signIn = await host.signIn('demo@guidebook.local', started.demoPassword());
  if (signIn.status !== 200)
    throw new Error(`the demo host's sign-in answered ${signIn.status}: ${JSON.stringify(signIn.body)}`);
  return { server: started, host, options };
}

/** One server process, started like `npm start` (scripts/start.mjs) on a free port. */
export class ServerProcess {
  private exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output = '';

  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
    readonly logFile: string,
  ) {
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /**
   * Starts a server. On a machine where other work rebuilds web/dist meanwhile (a shared checkout),
   * a start that finds the build half-written is retried once the build is back.
   */
  static async start(options: ServerOptions): Promise<ServerProcess> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await ServerProcess.startOnce(options);
      } catch (error) {
        if (attempt >= 3 || !String(error).includes('web/dist')) throw error;
        await waitFor(
          'the web build',
          () => existsSync(path.join(ROOT, 'web/dist/index.html')) && !existsSync(path.join(ROOT, 'web/.build.lock')),
          300_000,
          500,
        );
      }
    }
  }

  private static async startOnce(options: ServerOptions): Promise<ServerProcess> {
    const port = await freePort();
    const logFile = path.join(
      options.dataDir,
      `..`,
      `${path.basename(options.dataDir)}-${options.name ?? 'server'}-${port}.log`,
    );
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      // Set, so start.mjs runs the server in this very process (no re-exec): SIGKILL reaches the server itself.
      MALLOC_ARENA_MAX: '2',
      SKIP_WEB_BUILD: '1',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: '5000',
      ALTCHA_MAX_NUMBER: '20',
      FETCH_ALLOW_HOSTS: '127.0.0.1',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '5000',
      ...options.env,
    };
    delete env.TEST_DB_KIND;
    delete env.VITEST;
    delete env.VITEST_POOL_ID;
    delete env.VITEST_WORKER_ID;
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerProcess(child, port, logFile);
    const log = createWriteStream(logFile, { flags: 'a' });
    for (const stream of [child.stdout!, child.stderr!]) {
      stream.on('data', (chunk: Buffer) => {
        server.output += chunk.toString();
        log.write(chunk);
      });
    }
    child.once('exit', () => log.end());
    const started = await Promise.race([
      // The line printed once the server listens (and after the demo account is made).
      waitFor('the server to start', () => server.output.includes('Guidebook is running at'), 120_000, 50).then(
        () => true,
      ),
      server.exited.then(() => false),
    ]);
    if (!started) throw new Error(`the server exited while starting:\n${server.output.slice(-4000)}`);
    return server;
  }

  /** The demo account's password, printed at the first start on an empty database. */
  demoPassword(): string {
    const match = /Demo host account created - email: (\S+)\s+password: (\S+)/.exec(this.output);
    if (!match) throw new Error(`no demo account in the server output:\n${this.output.slice(-2000)}`);
    return match[2]!;
  }

  /** SIGKILL: no shutdown code runs, as in a power cut or the OOM killer. */
  async kill9(): Promise<void> {
    this.child.kill('SIGKILL');
    const { signal } = await this.exited;
    if (signal !== 'SIGKILL') throw new Error(`expected death by SIGKILL, got ${String(signal)}`);
  }

  /** SIGTERM and the exit code. */
  async stop(): Promise<number | null> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return this.child.exitCode;
    this.child.kill('SIGTERM');
    return (await this.exited).code;
  }
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: { result: T; errors: { code: string; description: string; field?: string }[] };
}

/** A signed-in (or anonymous) client of the API at one base URL. */
export class Client {
  token: string | null = null;
  constructor(public base: string) {}

  async call<T = unknown>(
    method: string,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const response = await fetch(`${this.base}${url}`, {
      method,
      headers: {
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...headers,
      },
      body: payload !== undefined ? JSON.stringify(payload) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let body: Answer<T>['body'];
    try {
      body = JSON.parse(text) as Answer<T>['body'];
    } catch {
      body = { result: text as T, errors: [] };
    }
    return { status: response.status, headers: response.headers, body };
  }

  /** Fails the test on anything but a 200. */
  async ok<T = unknown>(method: string, url: string, payload?: unknown): Promise<T> {
    const answer = await this.call<T>(method, url, payload);
    if (answer.status !== 200) throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.result;
  }

  async botToken(): Promise<string> {
    return solveAltcha(await this.ok<AltchaChallenge>('GET', '/api/auth/botcheck/challenge'));
  }

  async signIn(email: string, password: string): Promise<Answer<{ token: string; refreshToken: string }>> {
    const answer = await this.call<{ token: string; refreshToken: string }>('POST', '/api/auth/issuetoken', {
      email,
      password,
      rememberMe: false,
      botToken: await this.botToken(),
    });
    if (answer.status === 200) this.token = answer.body.result.token;
    return answer;
  }

  /** Uploads image files to a property's library (source 1, uploads). */
  async upload(
    propertyId: number,
    files: { name: string; data: Buffer; type: string }[],
  ): Promise<Answer<{ items: { mediaId: number }[] }>> {
    const form = new FormData();
    for (const file of files)
      form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
    const response = await fetch(`${this.base}/api/media/library/1/${propertyId}`, {
      method: 'POST',
      headers: this.token ? { authorization: `Bearer ${this.token}` } : {},
      body: form,
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Answer<{ items: { mediaId: number }[] }>['body'],
    };
  }
}

/** The English and Spanish texts of an error key from the locale bundles the web app uses. */
export function translations(key: string): { en: string; es: string } {
  const read = (locale: string) => {
    const bundle = JSON.parse(readFileSync(path.join(ROOT, `common/locales/${locale}/common.json`), 'utf8')) as Record<
      string,
      unknown
    >;
    let node: unknown = bundle;
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return node;
  };
  const en = read('en');
  const es = read('es');
  if (typeof en !== 'string' || typeof es !== 'string') throw new Error(`${key} is not translated in en and es`);
  return { en, es };
}

export interface Property {
  propertyId: number;
  modifyDate: string;
  name: string;
  guide: { slug?: string; published: boolean; sections: { kind: string; mediaIds?: number[] }[] } & Record<
    string,
    unknown
  >;
}

/** A new property saved with a name and a published guide (photos in its first section). */
export async function createGuide(
  client: Client,
  name: string,
  mediaIds: number[] = [],
  propertyId?: number,
): Promise<Property> {
  const created = propertyId
    ? (await client.ok<Property[]>('GET', '/api/property/user')).find((p) => p.propertyId === propertyId)!
    : await client.ok<Property>('POST', '/api/property/user');
  const sections = created.guide.sections.map((section, i) => (i === 0 ? { ...section, mediaIds } : section));
  return client.ok<Property>('PUT', '/api/property/user', {
    ...created,
    name,
    guide: { ...created.guide, published: true, sections },
  });
}
