import { resolve } from 'node:path';
import type { TimedRecoveryNotice } from '../../shared/model/recovery';
import { exportCampaign, type CampaignExportResult } from './campaign-export';
import { CampaignImporter, sweepImportStaging } from './campaign-import';
import { CampaignService } from './campaign-service';
import { createStoreContext, type StoreContext, type StoreContextOptions } from './context';
import { StoreError } from './errors';
import { layout } from './layout';
import { LibraryService } from './library-service';
import { SettingsService } from './settings-service';
import { acquireWriterLock, type WriterLock } from './writer-lock';

/** Options of openDataDir; tests inject a file system, a clock or a liveness check. */
export interface DataStoreOptions extends StoreContextOptions {
  /** Whether a pid still runs (stale-lock detection); defaults to process.kill(pid, 0). */
  isAlive?: (pid: number) => boolean;
  /** Largest campaign import accepted, in bytes. */
  maxImportBytes?: number;
}

/**
 * The one writer of a data folder: settings, the creature library and every campaign. Obtain
 * it with openDataDir and close it on shutdown to release the writer lock.
 */
export class DataStore {
  readonly settings: SettingsService;
  readonly library: LibraryService;
  readonly campaigns: CampaignService;
  /** Campaign import: preview a file, then commit it. */
  readonly importer: CampaignImporter;
  private closed = false;

  constructor(
    readonly context: StoreContext & { notices: TimedRecoveryNotice[] },
    private readonly lock: WriterLock,
    maxImportBytes?: number,
  ) {
    this.settings = new SettingsService(context, layout.settings(context.root));
    this.library = new LibraryService(context, layout.library(context.root));
    this.campaigns = new CampaignService(context);
    this.importer = new CampaignImporter(context, maxImportBytes);
  }

  /** The one-file export of a campaign (versioned JSON). */
  exportCampaign(id: string): Promise<CampaignExportResult> {
    return exportCampaign(this.context, this.campaigns, id);
  }

  /** The data folder. */
  get dir(): string {
    return this.context.root;
  }

  /** Everything the store recovered or upgraded on its own since it opened, for the DM. */
  get notices(): readonly TimedRecoveryNotice[] {
    return this.context.notices;
  }

  /** Flushes and closes every open log, then releases the writer lock. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      await this.campaigns.closeAll();
    } finally {
      await this.lock.release();
    }
  }
}

/**
 * Opens (creating if needed) a data folder and takes its writer lock. Throws
 * StoreError('dataDirLocked') when another writer holds it.
 */
export async function openDataDir(
  path: string,
  options: DataStoreOptions = {},
): Promise<DataStore> {
  const root = resolve(path);
  const context = createStoreContext(root, options);
  try {
    await context.fs.mkdir(layout.campaigns(root));
  } catch (error) {
    throw new StoreError('writeFailed', { file: root }, { cause: error });
  }
  const lock = await acquireWriterLock(context, layout.lock(root), options.isAlive);
  try {
    await sweepImportStaging(context);
  } catch (error) {
    await lock.release();
    throw error;
  }
  return new DataStore(context, lock, options.maxImportBytes);
}
