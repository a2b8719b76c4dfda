// The DM's desk: which campaign is open, which of its fights is in the encounter screen, and
// everything done to a campaign between fights. It wires the durable stores (campaigns,
// rosters, prepared encounters, encounter logs, the between-fights log) to the windows and
// makes the live encounter campaign-aware: a campaign fight is recorded step by step in its
// log, resumes at the same turn with its undo history when the campaign is opened again, and
// its end writes the survivors back to the roster.
import type { CreateEncounterInput, OptionValue } from '../../shared/index';
import { createEncounter, getSystem, History, resolveOptions } from '../../shared/index';
import type {
  CampaignListView,
  CampaignView,
  DamagedFilesView,
  DataNotice,
  EncounterSummary,
  EndReport,
  PreparedLine,
  RestReport,
  RestRequest,
  RosterEntryInput,
  SessionSave,
  SessionState,
  SetAsideReport,
  SettableFile,
  StartReport,
  SystemInfo,
} from '../../shared/ipc/channels/campaign';
import { IpcFailure } from '../../shared/ipc/errors';
import type { Campaign } from '../../shared/model/campaign';
import type { EncounterLogHeader } from '../../shared/model/encounter-log';
import type { Language, RuleSystemId } from '../../shared/model/ids';
import type { RosterEntry } from '../../shared/model/roster';
import type { SavedEncounter } from '../../shared/model/saved-encounter';
import { runBetweenFights } from '../store/between-fights';
import { StoreError } from '../store/errors';
import type { CampaignSession } from '../store/campaign-session';
import type { DataStore } from '../store/data-store';
import { newSeed } from '../encounter/newSeed';
import { PersistedEncounter } from '../store/encounter-store';
import { QuickFightStore } from '../store/quick-fight';
import { SerialQueue } from '../store/serial';
import { campaignLogItems, ENCOUNTER_WRITTEN_BACK, rosterChange, rosterChanges } from './changes';
import type { FightBinding, LiveEncounter } from './live-encounter';
import { changeOption } from './options';
import { preparedStart } from './prepared-start';
import { editedRosterEntry, newRosterEntry, savedLines } from './roster-input';
import { systemHasRest, systemInfos } from './systems';

/** What the desk needs from the rest of main. */
export interface DeskOptions {
  readonly store: DataStore;
  readonly live: LiveEncounter;
  /** Rule system of the fight shown while no campaign is open. */
  readonly scratchSystem: string;
  /** Switches the interface language (the open campaign's language follows). */
  readonly setLanguage: (language: Language) => Promise<unknown>;
  /** A fresh seed for a fight's dice. */
  readonly seed?: () => number;
  readonly onSession?: (state: SessionState) => void;
  readonly onCampaign?: (view: CampaignView) => void;
  /** Failures that are faults, not the DM's mistakes. */
  readonly onFault?: (error: unknown) => void;
}

interface OpenCampaign {
  readonly id: string;
  readonly session: CampaignSession;
}

const UNFINISHED = new Set(['active', 'paused']);

function summaryOf(header: Readonly<EncounterLogHeader>): EncounterSummary {
  return {
    id: header.id,
    name: header.name,
    status: header.status,
    savedEncounterId: header.savedEncounterId,
    createdAt: header.createdAt,
    endedAt: header.endedAt,
    writtenBack: header.writtenBack,
  };
}

/** An empty encounter's history. */
function emptyHistory(init: CreateEncounterInput): History {
  return new History(createEncounter(init));
}

/** A name for a fight started from the encounter screen rather than a prepared encounter. */
function quickFightName(at: Date): string {
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}`;
}

/** True when two sets of choices mean the same options for `system`. */
function sameOptions(
  system: string,
  a: CreateEncounterInput['options'],
  b: CreateEncounterInput['options'],
): boolean {
  const rules = getSystem(system);
  const x = resolveOptions(rules, a);
  const y = resolveOptions(rules, b);
  return rules.options.every((option) => x[option.key] === y[option.key]);
}

/** The desk; one per running app. */
export class CampaignDesk {
  private readonly queue = new SerialQueue();
  private open: OpenCampaign | null = null;
  private fight: PersistedEncounter | null = null;
  private revision = 0;
  private acknowledged = 0;
  private readonly extraNotices: DataNotice[] = [];
  private readonly seed: () => number;
  /** The fight started without a campaign, journaled in the data folder. */
  private readonly quick: QuickFightStore;
  private quickFight: PersistedEncounter | null = null;

  constructor(private readonly options: DeskOptions) {
    this.seed = options.seed ?? newSeed;
    this.quick = new QuickFightStore(options.store.context, () => ({
      system: options.scratchSystem as RuleSystemId,
      options: {},
    }));
    // A change of the live encounter may change the save state or the fight; the DM view
    // itself carries undo/redo, so only a change the shell shows is pushed.
    options.live.onChange(() => this.publishIfChanged());
    // An imported encounter took the encounter screen: the campaign fight it replaced is
    // paused (its log is complete up to its last step) and the screen's fight is not saved.
    options.live.onReplaced((binding) => {
      void this.queue
        .run(async () => {
          const fight = binding.persisted;
          if (fight && this.fight === fight) this.fight = null;
          await this.live.settled();
          if (fight && fight === this.quickFight) {
            this.quickFight = null;
            if (fight.header.status !== 'ended') await fight.pause();
          }
          if (fight && fight.header.status !== 'ended' && this.open) {
            if (this.open.session.openedEncounterLog(fight.header.id)) await fight.pause();
          }
          this.publishSession();
          await this.publishCampaign();
        })
        .catch((error: unknown) => this.options.onFault?.(error));
    });
    this.lastPublished = this.shellKey(this.sessionState());
  }

  private get store(): DataStore {
    return this.options.store;
  }

  private get live(): LiveEncounter {
    return this.options.live;
  }

  /** Adds a notice from outside the store (the settings file was damaged and reset). */
  addNotice(notice: DataNotice): void {
    this.extraNotices.push(notice);
    this.publishSession();
  }

  // ----- session -----

  private notices(): SessionState['notices'] {
    const all: DataNotice[] = [...this.store.notices, ...this.extraNotices].sort((a, b) =>
      a.at.localeCompare(b.at),
    );
    return all
      .map((notice, index) => ({ ...notice, index }))
      .filter((notice) => notice.index >= this.acknowledged);
  }

  /** The fight in the encounter screen that has a log, if any. */
  private currentFight(): PersistedEncounter | null {
    return this.live.bound?.persisted ?? this.fight;
  }

  private save(): SessionSave {
    // A quick fight is journaled like a campaign fight: its log's save state is shown.
    if (!this.open) return this.quickFight ? this.quickFight.saveState : { state: 'scratch' };
    const fight = this.currentFight();
    if (fight) return fight.saveState;
    // An imported encounter shown while a campaign is open is not part of the campaign.
    if (!this.live.bound) return { state: 'scratch' };
    if (this.live.bound.broken) {
      return {
        state: 'notSaved',
        lastSavedSeq: 0,
        pending: 0,
        error: { code: 'writeFailed', params: {} },
      };
    }
    // A campaign with no fight in progress has nothing waiting to be written.
    return { state: 'saved', lastSavedSeq: 0 };
  }

  /** What the shell shows now. */
  sessionState(): SessionState {
    const view = this.live.dmView();
    const finished = this.live.isFinished;
    const fight = this.currentFight();
    return {
      revision: this.revision,
      campaign: this.openCampaignSummary,
      encounter: this.open && fight ? summaryOf(fight.header) : null,
      quickFight:
        !this.open && this.quickFight
          ? { ...summaryOf(this.quickFight.header), system: this.quickFight.header.init.system }
          : null,
      save: this.save(),
      history: {
        canUndo: !finished && view.history.position > 0,
        canRedo: !finished && view.history.position < view.history.length,
        position: view.history.position,
        length: view.history.length,
      },
      notices: this.notices(),
    };
  }

  private openCampaignSummary: SessionState['campaign'] = null;

  private lastPublished = '';

  private publishSession(): SessionState {
    this.revision += 1;
    const state = this.sessionState();
    this.lastPublished = this.shellKey(state);
    this.options.onSession?.(state);
    return state;
  }

  /** What the shell shows of a session state (undo/redo and the revision left out). */
  private shellKey(state: SessionState): string {
    return JSON.stringify([
      state.campaign,
      state.encounter,
      state.quickFight,
      state.save,
      state.notices.length,
    ]);
  }

  private publishIfChanged(): void {
    if (this.shellKey(this.sessionState()) !== this.lastPublished) this.publishSession();
  }

  private async publishCampaign(): Promise<CampaignView | null> {
    if (!this.open) return null;
    const view = await this.view(this.open);
    this.options.onCampaign?.(view);
    return view;
  }

  /** Dismisses the notices up to and including `upTo`. */
  dismissNotices(upTo: number): SessionState {
    this.acknowledged = Math.max(this.acknowledged, upTo + 1);
    return this.publishSession();
  }

  // ----- campaigns -----

  /** The rule systems with their options and rests. */
  systems(): SystemInfo[] {
    return systemInfos();
  }

  /** Every campaign, with the fight each left unfinished. */
  list(): Promise<CampaignListView> {
    return this.queue.run(async () => {
      const { campaigns, unreadable } = await this.store.campaigns.list();
      const items = [];
      const damaged: CampaignListView['unreadable'][number][] = unreadable.map((u) =>
        this.withFile(u),
      );
      for (const campaign of campaigns) {
        // One campaign whose roster, prepared encounters or log cannot be read is named as
        // damaged; the rest show.
        try {
          const session = await this.store.campaigns.open(campaign.id);
          await session.savedEncounters.list();
          items.push({ campaign, unfinished: await this.unfinished(session) });
        } catch (error) {
          const failure =
            error instanceof StoreError
              ? error
              : new StoreError('readFailed', { id: campaign.id }, { cause: error });
          if (!(error instanceof StoreError)) this.options.onFault?.(error);
          damaged.push(
            this.withFile({
              id: campaign.id,
              name: campaign.name,
              code: failure.code,
              params: failure.params,
            }),
          );
        }
      }
      return { campaigns: items, unreadable: damaged };
    });
  }

  // Names which of the campaign's files a failure is about, so the DM is told what can be done.
  private withFile(
    entry: CampaignListView['unreadable'][number],
  ): CampaignListView['unreadable'][number] {
    const path = entry.params.file;
    const file = typeof path === 'string' ? this.store.campaigns.fileOf(entry.id, path) : null;
    return file ? { ...entry, file } : entry;
  }

  /** A campaign's files that cannot be read now, and those kept aside earlier. */
  damagedFiles(campaignId: string): Promise<DamagedFilesView> {
    return this.queue.run(async () => ({
      campaignId,
      ...(await this.store.campaigns.damagedFiles(campaignId)),
    }));
  }

  /**
   * Sets a damaged file of a campaign aside at the DM's request and starts it fresh; the open
   * campaign's screens are told.
   */
  setAsideDamaged(campaignId: string, file: SettableFile): Promise<SetAsideReport> {
    return this.queue.run(async () => {
      const movedTo = await this.store.campaigns.setAsideDamaged(campaignId, file);
      const files = { campaignId, ...(await this.store.campaigns.damagedFiles(campaignId)) };
      if (this.open?.id === campaignId && files.damaged.length === 0) await this.publishCampaign();
      return { movedTo, files };
    });
  }

  private async unfinished(session: CampaignSession): Promise<EncounterSummary | null> {
    for (const listing of await session.encounters()) {
      if (listing.ok && UNFINISHED.has(listing.header.status)) return summaryOf(listing.header);
    }
    return null;
  }

  /** Creates a campaign and opens it. */
  create(input: {
    name: string;
    system: RuleSystemId;
    language: Language;
    options?: Record<string, OptionValue> | undefined;
  }): Promise<CampaignView> {
    return this.queue.run(async () => {
      let options = {};
      for (const [key, value] of Object.entries(input.options ?? {})) {
        options = changeOption(input.system, options, key, value);
      }
      const campaign = await this.store.campaigns.create({
        name: input.name,
        system: input.system,
        language: input.language,
        options,
      });
      return this.openNow(campaign.id);
    });
  }

  /** Opens a campaign; its unfinished fight comes back into the encounter screen. */
  openCampaign(id: string): Promise<CampaignView> {
    return this.queue.run(() => this.openNow(id));
  }

  private async openNow(id: string): Promise<CampaignView> {
    if (this.open?.id === id) return this.view(this.open);
    await this.closeNow(false);
    await this.leaveQuickNow();
    const session = await this.store.campaigns.open(id);
    const campaign = await session.campaign();
    this.open = { id, session };
    this.openCampaignSummary = {
      id,
      name: campaign.name,
      system: campaign.system,
      language: campaign.language,
    };
    const unfinished = await this.unfinished(session);
    if (unfinished) await this.resumeNow(unfinished.id);
    else this.showDraft(campaign);
    await this.options.setLanguage(campaign.language);
    this.publishSession();
    const view = await this.view(this.open);
    return view;
  }

  /** The open campaign, or null. */
  current(): Promise<CampaignView | null> {
    return this.queue.run(async () => (this.open ? this.view(this.open) : null));
  }

  /** Closes the open campaign; a fight in progress is paused. */
  close(): Promise<SessionState> {
    return this.queue.run(async () => {
      await this.closeNow();
      return this.publishSession();
    });
  }

  private async closeNow(showQuick = true): Promise<void> {
    if (!this.open) return;
    await this.pauseNow();
    this.open = null;
    this.openCampaignSummary = null;
    if (showQuick) await this.showQuickNow();
  }

  // ----- the quick fight (no campaign) -----

  /** Restores the quick fight left on disk (the app was closed during it), else a fresh one. */
  restoreQuickFight(): Promise<SessionState> {
    return this.queue.run(async () => {
      if (!this.open) await this.showQuickNow();
      return this.publishSession();
    });
  }

  private quickBinding(persisted: PersistedEncounter | null): FightBinding {
    return {
      persisted,
      create: async (init: CreateEncounterInput, history: History) => {
        const fight = await PersistedEncounter.begin(
          this.store.context,
          this.quick,
          { name: quickFightName(this.store.context.now()) },
          init,
          history,
        );
        if (!this.open) this.quickFight = fight;
        this.publishSession();
        return fight;
      },
      // A quick fight has no roster: ending it only closes its log.
      onEnded: async (fight) => {
        await fight.end();
        this.publishSession();
      },
    };
  }

  /** Shows the quick fight on disk if one is unfinished, else an empty quick fight. */
  private async showQuickNow(): Promise<void> {
    await this.live.settled();
    this.live.detach();
    const header = await this.quick.current();
    if (header && header.status !== 'ended') {
      const fight = await PersistedEncounter.resume(this.store.context, this.quick, header.id);
      this.quickFight = fight;
      const init = fight.header.init as unknown as CreateEncounterInput;
      this.live.show(init, fight.history, this.quickBinding(fight));
      return;
    }
    // An ended quick fight that was never saved into a campaign is not continued.
    if (header) await this.quick.discard(header.id);
    this.quickFight = null;
    const scratch = { system: this.options.scratchSystem, seed: this.seed() };
    this.live.show(scratch, emptyHistory(scratch), this.quickBinding(null));
  }

  /** Lets go of the quick fight (a campaign is opening): it is paused, and stays on disk. */
  private async leaveQuickNow(): Promise<void> {
    await this.live.settled();
    const fight = this.quickFight ?? (this.open ? null : (this.live.bound?.persisted ?? null));
    this.quickFight = null;
    if (this.open) return;
    this.live.detach();
    if (fight && fight.header.status !== 'ended') await fight.pause();
  }

  /**
   * Moves the quick fight, with its log, into a campaign (an existing one of the same rule
   * system, or a new one created for it) and opens that campaign with the fight in it.
   */
  saveQuickFight(
    target: { campaignId: string } | { create: { name: string; language: Language } },
  ): Promise<CampaignView> {
    return this.queue.run(async () => {
      await this.live.settled();
      const fight = this.open ? null : (this.quickFight ?? this.live.bound?.persisted ?? null);
      if (!fight) throw new IpcFailure('campaign.noQuickFight');
      const system = fight.header.init.system;
      let campaignId: string;
      if ('campaignId' in target) {
        const campaign = await this.store.campaigns.get(target.campaignId);
        if (campaign.system !== system) {
          throw new IpcFailure('campaign.quickFightSystem', { name: campaign.name });
        }
        campaignId = campaign.id;
      } else {
        const campaign = await this.store.campaigns.create({
          name: target.create.name,
          system,
          language: target.create.language,
          options: fight.header.init.options,
        });
        campaignId = campaign.id;
      }
      this.live.detach();
      this.quickFight = null;
      if (fight.header.status !== 'ended') await fight.pause();
      const session = await this.store.campaigns.open(campaignId);
      const encounterId = await this.quick.moveInto(session, fight.header.id);
      const view = await this.openNow(campaignId);
      // The moved fight is the one shown (an ended one as it ended), whatever else is unfinished.
      if (this.currentFight()?.header.id !== encounterId) {
        await this.pauseNow();
        await this.resumeNow(encounterId);
        this.publishSession();
      }
      return this.open ? this.view(this.open) : view;
    });
  }

  private async change(id: string, apply: () => Promise<Campaign>): Promise<Campaign> {
    const campaign = await apply();
    if (this.open?.id === id) {
      this.openCampaignSummary = {
        id,
        name: campaign.name,
        system: campaign.system,
        language: campaign.language,
      };
      this.publishSession();
      await this.publishCampaign();
    }
    return campaign;
  }

  rename(id: string, name: string): Promise<Campaign> {
    return this.queue.run(() => this.change(id, () => this.store.campaigns.rename(id, name)));
  }

  /** Archives (hides from the start list) or brings back a campaign; archiving closes it. */
  archive(id: string, archived: boolean): Promise<Campaign> {
    return this.queue.run(async () => {
      if (!archived) return this.change(id, () => this.store.campaigns.unarchive(id));
      if (this.open?.id === id) {
        await this.closeNow();
        this.publishSession();
      }
      return this.store.campaigns.archive(id);
    });
  }

  /** The campaign's default for a library monster's hit points (each add may pick otherwise). */
  setMonsterHitPoints(id: string, value: 'average' | 'rolled'): Promise<Campaign> {
    return this.queue.run(() =>
      this.change(id, () => this.store.campaigns.setMonsterHitPoints(id, value)),
    );
  }

  /** The campaign's language; the interface follows while it is open. */
  setCampaignLanguage(id: string, language: Language): Promise<Campaign> {
    return this.queue.run(async () => {
      const campaign = await this.change(id, () => this.store.campaigns.setLanguage(id, language));
      if (this.open?.id === id) await this.options.setLanguage(language);
      return campaign;
    });
  }

  /** The interface language changed: the open campaign keeps it as its own. */
  languageChanged(language: Language): void {
    const open = this.open;
    if (!open || this.openCampaignSummary?.language === language) return;
    void this.queue
      .run(() => this.change(open.id, () => this.store.campaigns.setLanguage(open.id, language)))
      .catch((error: unknown) => this.options.onFault?.(error));
  }

  /**
   * Changes one option. During a fight of this campaign the change goes through the engine
   * (an event of the fight's log, undoable); the campaign keeps the choice for later fights.
   */
  setOption(id: string, key: string, value: OptionValue): Promise<Campaign> {
    return this.queue.run(async () => {
      const current = await this.store.campaigns.get(id);
      const options = changeOption(current.system, current.options, key, value);
      const inFight =
        this.open?.id === id &&
        this.live.bound !== null &&
        !this.live.isFinished &&
        this.fightStarted();
      if (inFight) this.live.dispatch({ type: 'setOption', key, value });
      const campaign = await this.change(id, () => this.store.campaigns.setOptions(id, options));
      // An empty draft simply starts again with the new choices.
      if (this.open?.id === id && !inFight && this.live.bound !== null) this.showDraft(campaign);
      return campaign;
    });
  }

  /** True when the fight in the encounter screen has a log (or its first step is on its way). */
  private fightStarted(): boolean {
    return this.live.bound?.persisted != null || this.live.dmView().history.length > 0;
  }

  private requireOpen(campaignId: string): OpenCampaign {
    if (!this.open || this.open.id !== campaignId) {
      throw new IpcFailure('campaign.notOpen', { id: campaignId });
    }
    return this.open;
  }

  // ----- roster and prepared encounters -----

  private system(campaign: Campaign): RuleSystemId {
    return campaign.system;
  }

  addRosterEntry(campaignId: string, input: RosterEntryInput): Promise<RosterEntry> {
    return this.queue.run(async () => {
      const session = await this.store.campaigns.open(campaignId);
      const campaign = await session.campaign();
      const entry = await session.roster.add(newRosterEntry(this.system(campaign), input));
      await this.publishCampaign();
      return entry;
    });
  }

  updateRosterEntry(
    campaignId: string,
    rosterId: string,
    input: RosterEntryInput,
  ): Promise<RosterEntry> {
    return this.queue.run(async () => {
      const session = await this.store.campaigns.open(campaignId);
      const campaign = await session.campaign();
      const current = await session.roster.get(rosterId);
      const { patch, state } = editedRosterEntry(this.system(campaign), current, input);
      await session.roster.update(rosterId, patch);
      await session.roster.setStates([{ id: rosterId, state }]);
      const entry = await session.roster.get(rosterId);
      await this.publishCampaign();
      return entry;
    });
  }

  /** Sets (a stored portrait's reference) or clears (null) a roster member's portrait. */
  setRosterPortrait(
    campaignId: string,
    rosterId: string,
    portrait: string | null,
  ): Promise<RosterEntry> {
    return this.queue.run(async () => {
      const session = await this.store.campaigns.open(campaignId);
      await session.roster.update(rosterId, { portrait: portrait ?? undefined });
      const entry = await session.roster.get(rosterId);
      await this.publishCampaign();
      return entry;
    });
  }

  removeRosterEntry(campaignId: string, rosterId: string): Promise<{ removed: string }> {
    return this.queue.run(async () => {
      const session = await this.store.campaigns.open(campaignId);
      const used = (await session.savedEncounters.list()).find((saved) =>
        saved.combatants.some((line) => line.source === 'roster' && line.rosterId === rosterId),
      );
      if (used) throw new IpcFailure('campaign.rosterMemberInUse', { encounter: used.name });
      await session.roster.remove(rosterId);
      await this.publishCampaign();
      return { removed: rosterId };
    });
  }

  savePrepared(
    campaignId: string,
    input: {
      id?: string | undefined;
      name: string;
      notes?: string | undefined;
      lines: PreparedLine[];
    },
  ): Promise<SavedEncounter> {
    return this.queue.run(async () => {
      const session = await this.store.campaigns.open(campaignId);
      const campaign = await session.campaign();
      const rosterIds = new Set((await session.roster.list()).map((entry) => entry.id));
      const combatants = savedLines(this.system(campaign), input.lines, rosterIds);
      const saved = input.id
        ? await session.savedEncounters.update(input.id, {
            name: input.name,
            ...(input.notes !== undefined ? { notes: input.notes } : {}),
            combatants,
          })
        : await session.savedEncounters.create({
            name: input.name,
            notes: input.notes ?? '',
            combatants,
          });
      await this.publishCampaign();
      return saved;
    });
  }

  removePrepared(campaignId: string, id: string): Promise<{ removed: string }> {
    return this.queue.run(async () => {
      const session = await this.store.campaigns.open(campaignId);
      await session.savedEncounters.remove(id);
      await this.publishCampaign();
      return { removed: id };
    });
  }

  /** Starts a prepared encounter of the open campaign; a fight in progress is paused first. */
  startPrepared(campaignId: string, id: string): Promise<StartReport> {
    return this.queue.run(async () => {
      const open = this.requireOpen(campaignId);
      const saved = await open.session.savedEncounters.get(id);
      const start = preparedStart(saved, await open.session.roster.list());
      const joining = start.setup.some((command) => command.type === 'addCombatants');
      if (start.rosterIds.length + start.combatants.length === 0 && !joining) {
        throw new IpcFailure('campaign.preparedEmpty', { name: saved.name });
      }
      await this.pauseNow();
      const fight = await PersistedEncounter.start(this.store.context, open.session, {
        name: saved.name,
        rosterIds: start.rosterIds,
        combatants: start.combatants,
        seed: this.seed(),
        savedEncounterId: saved.id,
      });
      for (const command of start.setup) await fight.dispatch(command);
      this.showFight(open, fight);
      const session = this.publishSession();
      await this.publishCampaign();
      return { session, view: this.live.dmView(), skippedDead: start.skippedDead };
    });
  }

  // ----- the fight -----

  private binding(open: OpenCampaign, persisted: PersistedEncounter | null): FightBinding {
    return {
      persisted,
      create: async (init: CreateEncounterInput, history: History) => {
        const campaign = await open.session.campaign();
        // The draft must be of the campaign as it is now: its log starts exactly as it did.
        if (
          init.system !== campaign.system ||
          !sameOptions(campaign.system, campaign.options, init.options)
        ) {
          throw new IpcFailure('campaign.optionsChanged');
        }
        // The log records the draft's own history from its start: nothing is decided again.
        const fight = await PersistedEncounter.begin(
          this.store.context,
          open.session,
          { name: quickFightName(this.store.context.now()) },
          init,
          history,
        );
        if (this.open === open) this.fight = fight;
        this.publishSession();
        void this.publishCampaign();
        return fight;
      },
      // Not queued: the desk's own end() waits for the live steps, this among them.
      onEnded: async (fight) => {
        await this.finish(open, fight, undefined);
      },
    };
  }

  private showDraft(campaign: Campaign): void {
    const open = this.open;
    if (!open) return;
    this.fight = null;
    const init: CreateEncounterInput = {
      system: campaign.system,
      options: campaign.options,
      seed: this.seed(),
    };
    this.live.show(init, emptyHistory(init), this.binding(open, null));
  }

  private showFight(open: OpenCampaign, fight: PersistedEncounter): void {
    this.fight = fight;
    const init = fight.header.init as unknown as CreateEncounterInput;
    // The screen runs the fight's own history (undo and redo steps included): one history,
    // whose every step the fight's log records.
    this.live.show(init, fight.history, this.binding(open, fight));
  }

  private async resumeNow(encounterId: string): Promise<void> {
    const open = this.open;
    if (!open) throw new IpcFailure('campaign.notOpen', { id: '' });
    const fight = await PersistedEncounter.resume(this.store.context, open.session, encounterId);
    if (fight.header.status === 'ended') {
      // Its write-back was finished on reopening; it is shown, not continued.
      this.showFight(open, fight);
      this.live.finish();
      return;
    }
    this.showFight(open, fight);
  }

  /** Pauses the fight in progress (it stays resumable) and shows an empty draft. */
  pause(): Promise<SessionState> {
    return this.queue.run(async () => {
      await this.pauseNow();
      const open = this.open;
      if (open) this.showDraft(await open.session.campaign());
      await this.publishCampaign();
      return this.publishSession();
    });
  }

  private async pauseNow(): Promise<void> {
    const fight = this.currentFight();
    await this.live.settled();
    this.live.detach();
    this.fight = null;
    if (fight && fight.header.status !== 'ended' && this.open) {
      if (this.open.session.openedEncounterLog(fight.header.id)) await fight.pause();
    }
  }

  /** Resumes a paused fight of the open campaign at the turn it was left. */
  resume(encounterId: string): Promise<SessionState> {
    return this.queue.run(async () => {
      const current = this.currentFight();
      if (current?.header.id !== encounterId || this.live.isFinished) {
        await this.pauseNow();
        await this.resumeNow(encounterId);
      }
      await this.publishCampaign();
      return this.publishSession();
    });
  }

  /** Ends the fight (the engine's end of encounter if it has not happened) and writes back. */
  end(reason?: string): Promise<EndReport> {
    return this.queue.run(async () => {
      const open = this.open;
      const fight = this.currentFight();
      if (!open || !fight) throw new IpcFailure('campaign.noFight');
      if (this.live.dmView().encounter.status !== 'ended') {
        // The live encounter ends it; its binding records the step and finishes the fight.
        this.live.dispatch({ type: 'endEncounter', ...(reason ? { reason } : {}) });
      }
      await this.live.settled();
      return this.finish(open, fight, reason);
    });
  }

  private readonly finishing = new WeakMap<PersistedEncounter, Promise<EndReport>>();

  /** Finishes a fight once, however many ways its end arrives. */
  private finish(
    open: OpenCampaign,
    fight: PersistedEncounter,
    reason: string | undefined,
  ): Promise<EndReport> {
    let done = this.finishing.get(fight);
    if (!done) {
      done = this.finishNow(open, fight, reason);
      this.finishing.set(fight, done);
    }
    return done;
  }

  private async finishNow(
    open: OpenCampaign,
    fight: PersistedEncounter,
    reason: string | undefined,
  ): Promise<EndReport> {
    this.live.finish();
    const before = await open.session.roster.list();
    await fight.end(reason);
    const after = await open.session.roster.list();
    const participants = new Set(Object.keys(fight.state.combatants));
    const changes = rosterChanges(before, after, participants);
    const log = await open.session.campaignLog();
    await log.append({
      t: 'cmd',
      commandId: `writeBack-${fight.header.id}`,
      at: this.store.context.now().toISOString(),
      command: { type: 'writeBack', encounterId: fight.header.id },
      events: [
        {
          type: ENCOUNTER_WRITTEN_BACK,
          encounterId: fight.header.id,
          name: fight.header.name,
          changes,
        },
      ],
    });
    if (this.open === open) this.fight = fight;
    const session = this.publishSession();
    await this.publishCampaign();
    return { session, changes };
  }

  /** Writes what a failed write left pending. */
  retrySave(): Promise<SessionState> {
    return this.queue.run(async () => {
      const fight = this.currentFight();
      if (fight) await fight.retrySave();
      return this.publishSession();
    });
  }

  // ----- between fights -----

  /** A rest or healing of roster members, decided by the campaign's rule system. */
  rest(campaignId: string, request: RestRequest): Promise<RestReport> {
    return this.queue.run(async () => {
      const session = await this.store.campaigns.open(campaignId);
      const campaign = await session.campaign();
      if (!systemHasRest(campaign.system, request.kind)) {
        throw new IpcFailure('campaign.restUnavailable', { kind: request.kind });
      }
      if (this.open?.id === campaignId && this.live.bound && this.fightStarted()) {
        throw new IpcFailure('campaign.fightInProgress');
      }
      const before = await session.roster.list();
      const ids = request.memberIds;
      const command = restCommand(request);
      const result = await runBetweenFights(this.store.context, session, ids, command);
      const previous = new Map(before.map((entry) => [entry.id, entry]));
      const log = await session.campaignLog();
      const [item] = campaignLogItems(log.entries.slice(0, result.seq), before, 1);
      const changes = Object.entries(result.states).map(([id, state]) =>
        rosterChange(id, previous.get(id)?.name ?? id, previous.get(id)?.state ?? null, state),
      );
      const view = await this.view({ id: campaignId, session });
      if (this.open?.id === campaignId) this.options.onCampaign?.(view);
      if (!item) throw new IpcFailure('campaign.restNotLogged');
      return { item: { ...item, changes }, view };
    });
  }

  // ----- views -----

  private async view(open: OpenCampaign): Promise<CampaignView> {
    const { session } = open;
    const campaign = await session.campaign();
    const roster = await session.roster.list();
    const listings = await session.encounters();
    const log = await session.campaignLog();
    const encounters: EncounterSummary[] = [];
    const unreadableEncounters: CampaignView['unreadableEncounters'][number][] = [];
    for (const listing of listings) {
      if (listing.ok) encounters.push(summaryOf(listing.header));
      else unreadableEncounters.push({ id: listing.id, ...listing.error });
    }
    return {
      campaign,
      roster,
      prepared: await session.savedEncounters.list(),
      encounters,
      unreadableEncounters,
      log: campaignLogItems(log.entries, roster),
    };
  }

  /** Resolves once every queued desk task and every recorded step has been handed on. */
  async settled(): Promise<void> {
    await this.queue.run(async () => undefined);
    await this.live.settled();
  }

  /** Pauses the fight in progress and lets go of the campaign (the app is closing). */
  shutdown(): Promise<void> {
    return this.queue.run(async () => {
      await this.pauseNow();
      if (!this.open) await this.leaveQuickNow();
      this.open = null;
      await this.quick.close();
    });
  }
}

/** The rule system's command for a rest request (members are the combatants by roster id). */
function restCommand(request: RestRequest): { type: string } & Record<string, unknown> {
  switch (request.kind) {
    case 'shortRest':
      return {
        type: 'shortRest',
        combatantIds: request.memberIds,
        ...(request.spend ? { spend: request.spend } : {}),
        ...(request.kitTreated ? { kitTreated: request.kitTreated } : {}),
        ...(request.typedRolls ? { typedRolls: request.typedRolls } : {}),
      };
    case 'longRest':
      return {
        type: 'longRest',
        combatantIds: request.memberIds,
        ...(request.spend ? { spend: request.spend } : {}),
        ...(request.typedRolls ? { typedRolls: request.typedRolls } : {}),
      };
    case 'days':
      return { type: 'rest', combatantIds: request.memberIds, days: request.days };
    case 'heal':
      return { type: 'heal', targetIds: request.memberIds, amount: request.amount };
  }
}
