import { loadConfig } from '../../config.js';
import { isEmpty, openDatabase } from '../client.js';
import { seedDemo } from './demo.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
if (await isEmpty(database.db)) {
  const summary = await seedDemo(database.db, config);
  console.log(`Seeded ${summary.organisations.join(', ')}.`);
} else {
  console.log('The database already has organisations; the demo was not seeded again.');
}
await database.close();
