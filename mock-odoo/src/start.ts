import type { PGlite } from '@electric-sql/pglite';
import type { AddressInfo } from 'node:net';
import { buildShopSchema, buildStockSchema } from '../../graphql/schema/load-schema';
import { openDatabase } from './open-database';
import { applyOverrides, buildExecutableSchema } from './executable-schema';
import { NO_FAULTS, type Faults } from './faults';
import type { Profile } from './profile';
import { allOverrides, allResolvers, stockOverrides } from './installed-modules';
import { scheduleActions } from './scheduled-actions';
import { createMockOdooServer } from './server';

export interface StartOptions {
  /** `memory` or a data directory. */
  database: string;
  /** For `memory`: a freshly seeded database's dump to start from (open-database.ts `dumpSeedImage`). */
  seedImage?: string;
  port: number;
  host?: string;
  faults?: Faults;
  /**
   * The website's default language (seeded: nl_NL), which answers requests without a
   * `frontend_lang` cookie. Tests of the storefront set en_US to read Odoo's English source texts.
   */
  websiteLang?: string;
  /** Which Odoo to play (profile.ts); `full` unless given. */
  profile?: Profile;
}

export interface RunningMockOdoo {
  url: string;
  db: PGlite;
  server: ReturnType<typeof createMockOdooServer>;
  stop: () => Promise<void>;
}

/** Opens (and on first run seeds) the database and starts listening. Port 0 picks a free port. */
export async function startMockOdoo(options: StartOptions): Promise<RunningMockOdoo> {
  const db = await openDatabase(options.database, options.seedImage);
  if (options.websiteLang) {
    await db.query('UPDATE website SET default_lang = $1', [options.websiteLang]);
  }
  const profile = options.profile ?? 'full';
  const server = createMockOdooServer({
    db,
    schema: executableSchema(profile),
    faults: options.faults ?? NO_FAULTS,
    profile,
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  const unschedule = scheduleActions(db);
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    db,
    server,
    stop: async () => {
      unschedule();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Requests still held (a delay or hang fault) and idle keep-alive sockets end with it.
      server.closeAllConnections();
      await closed;
      await db.close();
    },
  };
}

function executableSchema(profile: Profile) {
  const full = buildShopSchema();
  if (profile === 'stock') {
    return applyOverrides(
      buildExecutableSchema(buildStockSchema(), full, allResolvers),
      ...stockOverrides,
    );
  }
  // Our modules extend graphql_vuestorefront's resolvers (punch-out restrictions): full only.
  return applyOverrides(buildExecutableSchema(full, full, allResolvers), ...allOverrides);
}
