// The durable documents custom creatures live in: the DM's global library (library.json, the
// store's LibraryService) and one library per campaign (campaigns/<id>/library.json, the same
// document kind and service at another path, so it has the same durability and migrations).
import { IpcFailure } from '../../shared/ipc/errors';
import type { LibraryScope } from '../../shared/library/types';
import type { StoreContext } from '../store/context';
import { campaignLibraryPath, layout } from '../store/layout';
import { LibraryService } from '../store/library-service';

/** The global library and the campaign libraries, opened on first use. */
export class LibraryStores {
  private readonly campaigns = new Map<string, LibraryService>();

  constructor(
    readonly context: StoreContext,
    /** The data folder's global library (DataStore.library when the store is open). */
    readonly global: LibraryService = new LibraryService(context, layout.library(context.root)),
  ) {}

  /** The library of `scope`; throws IpcFailure `library.campaignNotFound` for an unknown campaign. */
  async of(scope: LibraryScope): Promise<LibraryService> {
    if (scope.kind === 'global') return this.global;
    const cached = this.campaigns.get(scope.campaignId);
    if (cached) return cached;
    const root = this.context.root;
    if (!(await this.context.fs.exists(layout.campaign(root, scope.campaignId)))) {
      throw new IpcFailure('library.campaignNotFound', { campaignId: scope.campaignId });
    }
    const service = new LibraryService(this.context, campaignLibraryPath(root, scope.campaignId));
    this.campaigns.set(scope.campaignId, service);
    return service;
  }
}
