// Picks the adapter: MongoDB when MONGODB_URI is set, the embedded SQLite file otherwise.
import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { Storage } from './port.ts';
import { SqliteStorage } from './sqlite/SqliteStorage.ts';

export const SQLITE_FILE = 'main-event-mogul.sqlite';

export async function createStorage(config: Pick<Config, 'mongodbUri' | 'dataDir'>): Promise<Storage> {
  if (config.mongodbUri) {
    const { MongoStorage } = await import('./mongo/MongoStorage.ts');
    return new MongoStorage(config.mongodbUri);
  }
  return new SqliteStorage(join(config.dataDir, SQLITE_FILE));
}
