import path from 'node:path';
import type { AppConfig } from '../../config.js';
import { localStorage } from '../../platform/storage.js';
import type { Db } from '../client.js';
import { acmeSpec } from './acme.js';
import { northwindSpec } from './northwind.js';
import { createOrganisation } from './organisation-builder.js';

export interface SeedSummary {
  organisations: string[];
}

/** The demo: Acme Cloud (every card kind, two products) and Northwind Health. */
export async function seedDemo(db: Db, config: Pick<AppConfig, 'dataDir'>): Promise<SeedSummary> {
  const storage = localStorage(path.join(config.dataDir, 'files'));
  const specs = [acmeSpec, northwindSpec];
  for (const spec of specs) await createOrganisation(db, storage, spec);
  return { organisations: specs.map((s) => s.name) };
}
