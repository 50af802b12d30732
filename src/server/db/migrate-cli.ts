import { loadConfig } from '../config/config';
import { openDatabase } from './connection';

/** `npm run db:migrate`: applies the committed migrations to the configured database. */
const config = loadConfig();
const handle = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: `${config.dataDir}/db` },
);
await handle.migrate();
await handle.close();
console.log(`Migrations applied (${handle.kind}).`);
