// The library as the DM's screen shows it: the search, its results, the chosen creature, and
// the actions on it. Main owns the library; this store asks and mirrors.
import type { IpcError } from '../../../shared/ipc/index';
import type { LibraryPage } from '../../../shared/library/search';
import type { CreatureDetail, CreatureOrigin, LibraryScope } from '../../../shared/library/types';
import type { RuleSystemId } from '../../../shared/model/ids';
import type { IpcClient } from '../../lib/ipc/ipcClient.svelte';

/** The filters the DM set. */
export interface LibraryFilters {
  text: string;
  system: RuleSystemId | '';
  type: string;
  levelMin: string;
  levelMax: string;
  origins: CreatureOrigin[];
  sort: 'relevance' | 'name' | 'level';
}

const PAGE = 60;
const SEARCH_DELAY_MS = 120;

function level(text: string): number | undefined {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (m) return Number(m[2]) === 0 ? undefined : Number(m[1]) / Number(m[2]);
  const n = Number(text.replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(n) || n < 0 ? undefined : Math.min(n, 100);
}

/** State and actions of the library panel. */
export class LibraryStore {
  filters: LibraryFilters = $state({
    text: '',
    system: '',
    type: '',
    levelMin: '',
    levelMax: '',
    origins: [],
    sort: 'relevance',
  });
  page: LibraryPage | undefined = $state.raw();
  limit = $state(PAGE);
  selected: CreatureDetail | undefined = $state.raw();
  selectedId: string | undefined = $state();
  error: IpcError | undefined = $state.raw();
  notice: string | undefined = $state();
  busy = $state(false);
  readonly campaignId: string | undefined;
  readonly #client: IpcClient;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #sequence = 0;

  constructor(client: IpcClient, campaignId?: string) {
    this.#client = client;
    this.campaignId = campaignId;
    client.on('library.changed', () => void this.refresh());
    client.onReconnect(() => void this.refresh());
  }

  /** Runs the search soon (typing) or now. */
  search(now = false): void {
    clearTimeout(this.#timer);
    this.limit = PAGE;
    if (now) void this.refresh();
    else this.#timer = setTimeout(() => void this.refresh(), SEARCH_DELAY_MS);
  }

  /** Shows more results of the same search. */
  more(): void {
    this.limit += PAGE;
    void this.refresh();
  }

  /** Fetches the results of the current filters; answers of older searches are dropped. */
  async refresh(): Promise<void> {
    const sequence = (this.#sequence += 1);
    const f = this.filters;
    const result = await this.#client.call('library.search', {
      text: f.text.trim() || undefined,
      system: f.system || undefined,
      types: f.type ? [f.type] : undefined,
      levelMin: level(f.levelMin),
      levelMax: level(f.levelMax),
      origins: f.origins.length > 0 ? [...f.origins] : undefined,
      sort: f.sort,
      limit: this.limit,
      campaignId: this.campaignId,
    });
    if (sequence !== this.#sequence) return;
    if (!result.ok) {
      this.error = result.error;
      return;
    }
    this.page = result.value;
    if (this.selectedId && !result.value.items.some((i) => i.id === this.selectedId)) {
      // The chosen creature may be beyond the page; keep showing it unless it is gone.
      if (this.selected) void this.select(this.selectedId, true);
    }
  }

  /** Shows one creature's statblock. */
  async select(id: string, quiet = false): Promise<void> {
    this.selectedId = id;
    const result = await this.#client.call('library.get', { id });
    if (this.selectedId !== id) return;
    if (result.ok) this.selected = result.value;
    else {
      this.selected = undefined;
      this.selectedId = undefined;
      if (!quiet) this.error = result.error;
    }
  }

  /**
   * Adds `count` copies of the chosen creature to the encounter, their hit points at the
   * average or rolled on the statblock's hit dice (by the engine, or the DM's faces per copy).
   */
  async addToEncounter(
    count: number,
    hidden: boolean,
    hp: { hitPoints?: 'average' | 'rolled'; typedHitPoints?: number[][] } = {},
  ): Promise<boolean> {
    if (!this.selected) return false;
    return this.#run(() =>
      this.#client.call('library.addToEncounter', {
        id: this.selected!.summary.id,
        count,
        hidden,
        ...hp,
      }),
    );
  }

  /** Stores a new creature. */
  async create(
    scope: LibraryScope,
    system: RuleSystemId,
    statblock: Record<string, unknown>,
  ): Promise<CreatureDetail | undefined> {
    return this.#detail(() => this.#client.call('library.create', { scope, system, statblock }));
  }

  /** Copies a creature into `scope` under `name`. */
  async duplicate(
    id: string,
    scope: LibraryScope,
    name: string,
  ): Promise<CreatureDetail | undefined> {
    return this.#detail(() => this.#client.call('library.duplicate', { id, scope, name }));
  }

  /** Replaces a custom creature's statblock. */
  async update(
    id: string,
    statblock: Record<string, unknown>,
  ): Promise<CreatureDetail | undefined> {
    return this.#detail(() => this.#client.call('library.update', { id, statblock }));
  }

  /** Deletes a custom creature. */
  async remove(id: string): Promise<boolean> {
    const done = await this.#run(() => this.#client.call('library.delete', { id }));
    if (done && this.selectedId === id) {
      this.selected = undefined;
      this.selectedId = undefined;
    }
    return done;
  }

  /** The library file of `scope` (JSON text) and its suggested name. */
  async exportFile(
    scope: LibraryScope,
  ): Promise<{ fileName: string; text: string; count: number } | undefined> {
    this.busy = true;
    try {
      const result = await this.#client.call('library.export', { scope });
      if (result.ok) return result.value;
      this.error = result.error;
      return undefined;
    } finally {
      this.busy = false;
    }
  }

  /** The 5e creatures of `scope` as Improved Initiative's library export, and how many were left out. */
  async exportImprovedInitiativeFile(
    scope: LibraryScope,
  ): Promise<{ fileName: string; text: string; count: number; skipped: number } | undefined> {
    this.busy = true;
    try {
      const result = await this.#client.call('library.exportImprovedInitiative', { scope });
      if (result.ok) return result.value;
      this.error = result.error;
      return undefined;
    } finally {
      this.busy = false;
    }
  }

  /** Whether the error shown is a library file that cannot be read (it can be set aside). */
  get damaged(): boolean {
    return this.error?.code === 'documentUnrecoverable' || this.error?.code === 'documentTooNew';
  }

  /**
   * Sets the unreadable library file aside (main keeps it as `.corrupt-<time>`) so the library
   * starts empty; resolves to where the damaged file went, or undefined when it failed.
   */
  async setAsideDamaged(): Promise<string | undefined> {
    const file = String(this.error?.params?.file ?? '');
    // The file named by the error tells which library it is: a campaign's or the DM's own.
    const campaign = /campaigns[\\/]([^\\/]+)[\\/]library\.json$/.exec(file)?.[1];
    const scope: LibraryScope = campaign
      ? { kind: 'campaign', campaignId: campaign }
      : { kind: 'global' };
    const result = await this.#client.call('library.setAsideDamaged', { scope });
    if (!result.ok) {
      this.error = result.error;
      return undefined;
    }
    this.error = undefined;
    await this.refresh();
    return result.value.movedTo ?? file;
  }

  dismiss(): void {
    this.error = undefined;
    this.notice = undefined;
  }

  async #run(call: () => Promise<{ ok: boolean; error?: IpcError }>): Promise<boolean> {
    this.busy = true;
    try {
      const result = await call();
      if (!result.ok) this.error = result.error;
      else this.error = undefined;
      return result.ok;
    } finally {
      this.busy = false;
    }
  }

  async #detail(
    call: () => Promise<{ ok: true; value: CreatureDetail } | { ok: false; error: IpcError }>,
  ): Promise<CreatureDetail | undefined> {
    this.busy = true;
    try {
      const result = await call();
      if (!result.ok) {
        this.error = result.error;
        return undefined;
      }
      this.error = undefined;
      this.selected = result.value;
      this.selectedId = result.value.summary.id;
      return result.value;
    } finally {
      this.busy = false;
    }
  }
}
