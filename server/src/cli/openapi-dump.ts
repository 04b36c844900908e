/**
 * `npm run lint:api`, first step: writes the OpenAPI document the app serves at {apiBase}/docs/json to
 * the file named on the command line (stdout without one). The app is built in-process on an
 * in-memory database, as the tests build it; nothing listens and nothing is sent.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { migrateDatabase, openPglite, wrapPglite } from '../db/client';

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gb-openapi-'));
  const database = wrapPglite(await openPglite(undefined));
  try {
    await migrateDatabase(database);
    const config = loadConfig({
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DEMO_ACCOUNT: 'false',
      MESSAGE_DISPATCH_SECONDS: '0',
    });
    const app = await buildApp({ config, database, logger: false, webDistDir: null });
    await app.ready();
    const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
    await app.close();
    const out = process.argv[2];
    if (out) {
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, document);
    } else process.stdout.write(document);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
