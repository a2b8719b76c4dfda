// Channels of campaigns: the campaigns list, a campaign's options, its roster and prepared
// encounters, the running encounter's session (which encounter is live, whether it is saved,
// undo/redo, pause/resume, ending it with the write-back to the roster), rests between fights,
// and the recovery notices of the data folder.
import { z } from 'zod';
import type { OptionDef } from '../../rules/types';
import type { Campaign } from '../../model/campaign';
import type { EncounterStatus } from '../../model/encounter-log';
import type { Language, RuleSystemId } from '../../model/ids';
import type { TimedRecoveryNotice, SaveState } from '../../model/recovery';
import type { RosterEntry } from '../../model/roster';
import type { SavedEncounter } from '../../model/saved-encounter';
import { languageSchema, ruleSystemIdSchema } from '../../model/ids';
import { channel, push } from '../channel';
import type { DmEncounterView } from '../views';

const recordId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/);
const name = z.string().trim().min(1).max(200);
const notes = z.string().max(20000);
const hp = z.number().int().min(-1000).max(100000);
const maxHp = z.number().int().min(0).max(100000);
const count = z.number().int().min(1).max(500);
const optionValue = z.union([z.boolean(), z.string().max(200), z.number()]);
const typedRolls = z.record(z.string().max(200), z.array(z.number()).max(1000));
const dm = ['dm'] as const;
const noParams = z.strictObject({});

/**
 * The numbers of a creature the DM types in; main turns them into a minimal statblock of the
 * campaign's rule system (or writes them over a library statblock).
 */
export const quickStatsSchema = z.strictObject({
  ac: z.number().int().min(-20).max(50),
  /** Only 5e has an initiative modifier (5E-INIT-01); 2e and OSR creatures need not send one. */
  initiativeBonus: z.number().int().min(-50).max(50).default(0),
  /** OSR hit dice ("3", "1+1", "1/2"); other systems ignore it. */
  hd: z
    .string()
    .regex(/^(\d{1,3}([+-]\d{1,3})?|1\/2)$/)
    .optional(),
});
/** The numbers of a typed-in creature. */
export type QuickStats = z.infer<typeof quickStatsSchema>;

// A system statblock is checked by the campaign's rule system in main; a typed-in creature by
// quickStatsSchema. The channel only bounds the size.
const statblock = z.record(z.string().max(200), z.unknown());

const hitDicePool = z.strictObject({
  die: z.number().int().min(2).max(100),
  total: z.number().int().min(0).max(1000),
  spent: z.number().int().min(0).max(1000),
});
const lastingCondition = z.strictObject({
  key: z.string().min(1).max(100),
  level: z.number().int().min(1).max(100).optional(),
  note: z.string().max(2000).optional(),
});
const injury = z.strictObject({
  key: z.string().min(1).max(100),
  note: z.string().max(2000).optional(),
});

/** The between-fights state the DM may set directly (the rest is kept). */
export const rosterStateInputSchema = z.strictObject({
  hp: hp.optional(),
  maxHp,
  tempHp: z.number().int().min(0).max(100000).optional(),
  hitDice: z.array(hitDicePool).max(20).optional(),
  conditions: z.array(lastingCondition).max(100).optional(),
  injuries: z.array(injury).max(100).optional(),
  dead: z.boolean().optional(),
});

const rosterKind = z.enum(['pc', 'npc', 'companion']);

/** A roster member as the DM enters it. */
export const rosterEntryInputSchema = z.strictObject({
  kind: rosterKind,
  name,
  player: z.string().max(200).optional(),
  /** A library statblock to start from; absent: the member's current one, or a minimal one. */
  statblock: statblock.optional(),
  quick: quickStatsSchema,
  notes: notes.optional(),
  state: rosterStateInputSchema,
});
/** A roster member as the DM enters it. */
export type RosterEntryInput = z.infer<typeof rosterEntryInputSchema>;

/** One line of a prepared encounter. */
export const preparedLineSchema = z.discriminatedUnion('source', [
  z.strictObject({ source: z.literal('roster'), rosterId: recordId, hidden: z.boolean() }),
  // A monster from the library (its statblock) or typed in (its numbers), `count` copies.
  z.strictObject({
    source: z.literal('inline'),
    name,
    statblock: statblock.optional(),
    quick: quickStatsSchema.extend({ maxHp }).optional(),
    count,
    hidden: z.boolean(),
    /** Library creatures: hit points at the average (absent) or rolled when the fight starts. */
    hitPoints: z.enum(['average', 'rolled']).optional(),
  }),
]);
/** One line of a prepared encounter. */
export type PreparedLine = z.infer<typeof preparedLineSchema>;

/** Rests and healing between fights, per rule system. */
export const restRequestSchema = z.discriminatedUnion('kind', [
  // 5E: spend Hit Dice (kit-treated members when the healer's-kit rule is on).
  z.strictObject({
    kind: z.literal('shortRest'),
    memberIds: z.array(recordId).min(1).max(100),
    spend: z.record(recordId, z.number().int().min(0).max(30)).optional(),
    kitTreated: z.array(recordId).max(100).optional(),
    typedRolls: typedRolls.optional(),
  }),
  z.strictObject({
    kind: z.literal('longRest'),
    memberIds: z.array(recordId).min(1).max(100),
    spend: z.record(recordId, z.number().int().min(0).max(30)).optional(),
    typedRolls: typedRolls.optional(),
  }),
  // 2E natural healing: the kind of each day, oldest first.
  z.strictObject({
    kind: z.literal('days'),
    memberIds: z.array(recordId).min(1).max(100),
    days: z
      .array(z.enum(['bedRest', 'rest', 'strain', 'deprived']))
      .min(1)
      .max(3650),
  }),
  // Every system: hit points the DM (Referee) enters.
  z.strictObject({
    kind: z.literal('heal'),
    memberIds: z.array(recordId).min(1).max(100),
    amount: z.number().int().min(1).max(100000),
  }),
]);
/** A rest or healing between fights. */
export type RestRequest = z.infer<typeof restRequestSchema>;

/** A rule system and its options, as the options panel lists them. */
export interface SystemInfo {
  readonly id: RuleSystemId;
  /** Key of the system's name in its own catalog (namespace = system id). */
  readonly labelKey: string;
  readonly options: readonly OptionDef[];
  /** Rests the system has between fights. */
  readonly rests: readonly RestRequest['kind'][];
}

/** A started encounter of a campaign, as listed. */
export interface EncounterSummary {
  readonly id: string;
  readonly name: string;
  readonly status: EncounterStatus;
  readonly savedEncounterId: string | null;
  readonly createdAt: string;
  readonly endedAt: string | null;
  readonly writtenBack: boolean;
}

/** A campaign in the campaigns list, with its fight that was left unfinished, if any. */
export interface CampaignListItem {
  readonly campaign: Campaign;
  readonly unfinished: EncounterSummary | null;
}

/** The campaigns list; a campaign that could not be read is listed with the reason. */
export interface CampaignListView {
  readonly campaigns: readonly CampaignListItem[];
  /**
   * Campaigns that could not be read: their campaign file, or (with its `name`) a roster or log
   * of a campaign whose own file is fine. `params.file` names the damaged file.
   */
  readonly unreadable: readonly {
    id: string;
    name?: string;
    code: string;
    params: Record<string, string | number>;
    /** Which of the campaign's files is damaged, when main could tell. */
    file?: DamagedFileKind;
  }[];
}

/** The files of a campaign the DM may set aside to start them fresh. */
export const settableFileSchema = z.enum(['roster', 'prepared', 'campaignLog']);
/** A file of a campaign the DM may set aside to start it fresh. */
export type SettableFile = z.infer<typeof settableFileSchema>;
/** A file of a campaign: one the DM may set aside, or the campaign's own file. */
export type DamagedFileKind = SettableFile | 'campaign';

/** What of a campaign cannot be read now, and what was kept aside earlier. */
export interface DamagedFilesView {
  readonly campaignId: string;
  /** Files that cannot be read (damaged with no good backup, or from a newer version). */
  readonly damaged: readonly {
    file: DamagedFileKind;
    /** The file, relative to the data folder. */
    path: string;
    code: string;
    params: Record<string, string | number>;
  }[];
  /** Files kept aside as `<name>.corrupt-<time>`, relative to the data folder. */
  readonly keptAside: readonly string[];
}

/** What setting a damaged file aside did. */
export interface SetAsideReport {
  /** The names the damaged files are kept under, relative to the data folder. */
  readonly movedTo: readonly string[];
  readonly files: DamagedFilesView;
}

/** One roster member's state after a write-back or a rest (and before, when known). */
export interface RosterChange {
  readonly rosterId: string;
  readonly name: string;
  readonly hpBefore: number | null;
  readonly hp: number;
  readonly maxHp: number;
  readonly dead: boolean;
  /** Lingering injuries and lasting conditions gained (keys). */
  readonly gained: readonly string[];
  /** Lingering injuries and lasting conditions that went away (keys). */
  readonly lost: readonly string[];
  /** Hit Dice left (5e), when the member has any. */
  readonly hitDiceLeft: number | null;
  /** Experience points the fight's award added, when it added any. */
  readonly xpGained?: number;
}

/** An entry of the campaign's between-fights log, ready to be shown. */
export interface CampaignLogItem {
  readonly seq: number;
  readonly at: string;
  /** `writeBack` after a fight, or the rest kind. */
  readonly kind: 'writeBack' | RestRequest['kind'];
  /** The encounter written back, for `writeBack`. */
  readonly encounterName?: string;
  readonly changes: readonly RosterChange[];
  /** Every die rolled: notation, faces and total (`typed` when the DM entered the dice). */
  readonly rolls: readonly {
    notation: string;
    dice: readonly number[];
    total: number;
    typed: boolean;
  }[];
}

/** An open campaign with everything its screens show. */
export interface CampaignView {
  readonly campaign: Campaign;
  readonly roster: readonly RosterEntry[];
  readonly prepared: readonly SavedEncounter[];
  readonly encounters: readonly EncounterSummary[];
  /** Started encounters whose log could not be read. */
  readonly unreadableEncounters: readonly {
    id: string;
    code: string;
    params: Record<string, string | number>;
  }[];
  /** The between-fights log, newest first (the latest 200 entries). */
  readonly log: readonly CampaignLogItem[];
}

/** A message for the DM about their stored data: a recovery report of the store, or of settings. */
export type DataNotice =
  TimedRecoveryNotice | { code: 'settingsReset'; params: { movedTo: string }; at: string };

/**
 * Whether the DM's work is on disk: the store's save state of the running encounter's log, or
 * `scratch` when no campaign is open (the fight lives in memory only).
 */
export type SessionSave = SaveState | { state: 'scratch' };

/** What the DM window's shell shows: the open campaign, the live encounter and its save state. */
export interface SessionState {
  /** Increases with every change. */
  readonly revision: number;
  readonly campaign: {
    id: string;
    name: string;
    system: RuleSystemId;
    language: Language;
  } | null;
  /** The campaign encounter in the encounter screen, or null for a fight without a campaign. */
  readonly encounter: EncounterSummary | null;
  /** The fight without a campaign, once it has a log in the data folder (it can be saved into one). */
  readonly quickFight?: (EncounterSummary & { readonly system: RuleSystemId }) | null;
  readonly save: SessionSave;
  readonly history: { canUndo: boolean; canRedo: boolean; position: number; length: number };
  /** Recovery reports not yet dismissed, oldest first; `index` identifies them for dismissal. */
  readonly notices: readonly (DataNotice & { index: number })[];
}

/** What ending an encounter did to the roster. */
export interface EndReport {
  readonly session: SessionState;
  readonly changes: readonly RosterChange[];
}

/** What starting a prepared encounter did. */
export interface StartReport {
  readonly session: SessionState;
  readonly view: DmEncounterView;
  /** Roster members left out because they are dead. */
  readonly skippedDead: readonly string[];
}

/** What a rest did. */
export interface RestReport {
  readonly item: CampaignLogItem;
  readonly view: CampaignView;
}

const campaignId = z.strictObject({ campaignId: recordId });

/** The campaigns' request/response channels (all DM-only). */
export const campaignChannels = {
  'campaign.systems': channel<SystemInfo[]>()({ request: noParams, roles: dm }),
  'campaign.list': channel<CampaignListView>()({ request: noParams, roles: dm }),
  'campaign.create': channel<CampaignView>()({
    request: z.strictObject({
      name,
      system: ruleSystemIdSchema,
      language: languageSchema,
      options: z.record(z.string().max(200), optionValue).optional(),
    }),
    roles: dm,
  }),
  /** Opens a campaign (its unfinished fight resumes into the encounter screen). */
  'campaign.open': channel<CampaignView>()({ request: campaignId, roles: dm }),
  /** The open campaign. */
  'campaign.get': channel<CampaignView | null>()({ request: noParams, roles: dm }),
  /** Closes the open campaign; a running fight is paused. */
  'campaign.close': channel<SessionState>()({ request: noParams, roles: dm }),
  'campaign.rename': channel<Campaign>()({
    request: z.strictObject({ campaignId: recordId, name }),
    roles: dm,
  }),
  'campaign.archive': channel<Campaign>()({
    request: z.strictObject({ campaignId: recordId, archived: z.boolean() }),
    roles: dm,
  }),
  'campaign.setLanguage': channel<Campaign>()({
    request: z.strictObject({ campaignId: recordId, language: languageSchema }),
    roles: dm,
  }),
  /** Changes one option; in a running fight of the campaign it goes through the engine (logged). */
  'campaign.setOption': channel<Campaign>()({
    request: z.strictObject({
      campaignId: recordId,
      key: z.string().min(1).max(200),
      value: optionValue,
    }),
    roles: dm,
  }),
  /** How a library monster's hit points are set when an add picks nothing else. */
  'campaign.setMonsterHitPoints': channel<Campaign>()({
    request: z.strictObject({ campaignId: recordId, value: z.enum(['average', 'rolled']) }),
    roles: dm,
  }),
  'roster.add': channel<RosterEntry>()({
    request: z.strictObject({ campaignId: recordId, entry: rosterEntryInputSchema }),
    roles: dm,
  }),
  'roster.update': channel<RosterEntry>()({
    request: z.strictObject({
      campaignId: recordId,
      rosterId: recordId,
      entry: rosterEntryInputSchema,
    }),
    roles: dm,
  }),
  'roster.remove': channel<{ removed: string }>()({
    request: z.strictObject({ campaignId: recordId, rosterId: recordId }),
    roles: dm,
  }),
  'prepared.save': channel<SavedEncounter>()({
    request: z.strictObject({
      campaignId: recordId,
      /** Absent: a new prepared encounter. */
      id: recordId.optional(),
      name,
      notes: notes.optional(),
      lines: z.array(preparedLineSchema).max(1000),
    }),
    roles: dm,
  }),
  'prepared.remove': channel<{ removed: string }>()({
    request: z.strictObject({ campaignId: recordId, id: recordId }),
    roles: dm,
  }),
  /** Starts a prepared encounter: a new encounter log, shown in the encounter screen. */
  'prepared.start': channel<StartReport>()({
    request: z.strictObject({ campaignId: recordId, id: recordId }),
    roles: dm,
  }),
  /**
   * Adds the open campaign's living party (its PCs and companions not yet in it) to the fight on
   * the encounter screen, with the HP, conditions and injuries the roster carries; the fight
   * goes on (nothing is paused).
   */
  'campaign.addParty': channel<DmEncounterView>()({ request: noParams, roles: dm }),
  'campaign.rest': channel<RestReport>()({
    request: z.strictObject({ campaignId: recordId, rest: restRequestSchema }),
    roles: dm,
  }),
  /** The campaign's files that cannot be read now, and those kept aside earlier. */
  'campaign.damagedFiles': channel<DamagedFilesView>()({ request: campaignId, roles: dm }),
  /**
   * Sets a damaged file of the campaign aside (kept as `<name>.corrupt-<time>`) and starts it
   * fresh; a file that reads is refused, so nothing good is moved.
   */
  'campaign.setAsideDamaged': channel<SetAsideReport>()({
    request: z.strictObject({ campaignId: recordId, file: settableFileSchema }),
    roles: dm,
  }),
  'session.get': channel<SessionState>()({ request: noParams, roles: dm }),
  /** Pauses the campaign's running fight (it stays resumable). */
  'session.pause': channel<SessionState>()({ request: noParams, roles: dm }),
  /** Resumes a paused (or interrupted) fight of the open campaign at the same turn. */
  'session.resume': channel<SessionState>()({
    request: z.strictObject({ encounterId: recordId }),
    roles: dm,
  }),
  /** Ends the live fight (if the engine has not yet) and writes the survivors back. */
  'session.end': channel<EndReport>()({
    request: z.strictObject({ reason: z.string().max(200).optional() }),
    roles: dm,
  }),
  /**
   * Moves the fight started without a campaign, with its log, into a campaign: an existing one
   * of the same rule system, or a new one; that campaign opens with the fight in it.
   */
  'session.saveQuickFight': channel<CampaignView>()({
    request: z.union([
      z.strictObject({ campaignId: recordId }),
      z.strictObject({ create: z.strictObject({ name, language: languageSchema }) }),
    ]),
    roles: dm,
  }),
  /** Writes what a failed write left pending (after the DM freed disk space). */
  'session.retrySave': channel<SessionState>()({ request: noParams, roles: dm }),
  /** Dismisses the recovery notices up to and including `index`. */
  'session.dismissNotices': channel<SessionState>()({
    request: z.strictObject({ upTo: z.number().int().min(0) }),
    roles: dm,
  }),
} as const;

/** Pushes of campaigns: the session state (save state, undo/redo) and a campaign's contents. */
export const campaignPushes = {
  'session.changed': push<SessionState>(['dm']),
  'campaign.changed': push<CampaignView>(['dm']),
} as const;
