// Channels of the player display: the players' view (made in main by the engine's
// toPlayerView), the DM's visibility controls and live preview, the "screen off" switch and the
// optional read-only view on the local network.
import { z } from 'zod';
import type { CombatantReveal, CombatantVisibility, PlayerView } from '../../encounter/player-view';
import type { CombatantKind } from '../../encounter/types';
import type { Language } from '../../i18n/languages';
import { channel, push } from '../channel';

const hpVisibilitySchema = z.enum(['exact', 'descriptor', 'hidden']);

/**
 * What the players may see, chosen per campaign: HP of PCs and of everyone else (numbers,
 * descriptors such as "bloodied", or nothing), names of creatures other than PCs, conditions
 * and initiative scores.
 */
export const playerVisibilitySchema = z.strictObject({
  pcHp: hpVisibilitySchema,
  otherHp: hpVisibilitySchema,
  otherNames: z.enum(['shown', 'hidden']),
  showConditions: z.boolean(),
  showInitiativeScores: z.boolean(),
  /** The dead: collapsed at the end of the board, or left out (absent: collapsed). */
  dead: z.enum(['collapse', 'leave']).optional(),
});

/** What the players may see, chosen per campaign. */
export type PlayerVisibility = z.infer<typeof playerVisibilitySchema>;

/** The table-wide visibility a new campaign starts with (the engine's own defaults). */
export const defaultPlayerVisibility: PlayerVisibility = {
  pcHp: 'exact',
  otherHp: 'descriptor',
  otherNames: 'shown',
  showConditions: true,
  showInitiativeScores: false,
  dead: 'collapse',
};

/** A change to one creature's reveal choices: a value sets it, null returns it to the default. */
export const combatantRevealPatchSchema = z.strictObject({
  name: z.boolean().nullable().optional(),
  hp: hpVisibilitySchema.nullable().optional(),
  conditions: z.boolean().nullable().optional(),
  statblock: z.boolean().nullable().optional(),
});

/**
 * What the player display (and the DM's preview of it) receives. `view` is null while the
 * DM has the screen switched off, so nothing at all reaches the players then.
 */
export interface PlayerDisplayView {
  /** Increases whenever what the players see changes, so a window keeps only the newest. */
  readonly revision: number;
  readonly view: PlayerView | null;
  /** Changes when main restarts, so a window resets its revision counter. */
  readonly epoch?: string;
  /** The language the display speaks: the campaign's, else the interface's. */
  readonly language?: Language;
  /** The DM blanked the display. */
  readonly screenOff?: boolean;
}

/** One creature in the DM's visibility controls. */
export interface CombatantControl {
  readonly id: string;
  /** The name the DM knows it by. */
  readonly name: string;
  readonly kind: CombatantKind;
  /** Left out of the player view altogether. */
  readonly hidden: boolean;
  /** Not (or no longer) in the fight. */
  readonly present: boolean;
  /** It has a statblock the DM could show the players. */
  readonly hasStatblock: boolean;
  /** What the players see of it now. */
  readonly shown: CombatantVisibility;
  /** What they would see without the DM's per-creature choices (the campaign setting). */
  readonly byDefault: CombatantVisibility;
  /** The DM's per-creature choices (absent fields follow the table-wide settings). */
  readonly reveal: CombatantReveal;
}

/** The DM's controls of the player display. */
export interface PlayerControls {
  readonly visibility: PlayerVisibility;
  readonly screenOff: boolean;
  readonly combatants: readonly CombatantControl[];
}

/** The DM's live preview: exactly what the players get, with the controls that shape it. */
export interface PlayerPreview {
  readonly display: PlayerDisplayView;
  readonly controls: PlayerControls;
}

/** A network interface the read-only view can listen on. */
export interface LanInterface {
  /** The operating system's name for it (eth0, Wi-Fi…). */
  readonly name: string;
  readonly address: string;
  readonly family: 'IPv4' | 'IPv6';
  /** The loopback interface: reachable from this computer only. */
  readonly internal: boolean;
}

/** The QR code of the view's address: `size` rows of `size` cells, '1' for a dark one. */
export interface QrMatrix {
  readonly size: number;
  readonly rows: readonly string[];
}

/** State of the read-only view on the local network. */
export interface LanStatus {
  /** The server is listening. */
  readonly enabled: boolean;
  /** False when this build cannot serve the view (no built player page). */
  readonly available: boolean;
  readonly interfaces: readonly LanInterface[];
  /** The interface chosen (or listened on). */
  readonly address: string | null;
  /** The view's address with its secret token, while enabled. */
  readonly url: string | null;
  readonly qr: QrMatrix | null;
  /** Screens currently following the live stream. */
  readonly viewers: number;
}

const dm = ['dm'] as const;

/** The player display's request channels. */
export const playerChannels = {
  'player.getView': channel<PlayerDisplayView>()({
    request: z.strictObject({}),
    roles: ['dm', 'player'],
  }),
  'player.getPreview': channel<PlayerPreview>()({ request: z.strictObject({}), roles: dm }),
  'player.setVisibility': channel<PlayerPreview>()({
    request: playerVisibilitySchema.partial(),
    roles: dm,
  }),
  'player.setReveal': channel<PlayerPreview>()({
    request: z.strictObject({
      combatantId: z.string().min(1).max(200),
      reveal: combatantRevealPatchSchema,
    }),
    roles: dm,
  }),
  'player.setScreenOff': channel<PlayerPreview>()({
    request: z.strictObject({ screenOff: z.boolean() }),
    roles: dm,
  }),
  'player.getLan': channel<LanStatus>()({ request: z.strictObject({}), roles: dm }),
  'player.setLan': channel<LanStatus>()({
    request: z.strictObject({
      enabled: z.boolean(),
      address: z.string().min(1).max(100).optional(),
    }),
    roles: dm,
  }),
} as const;

/** The player display's push events. */
export const playerPushes = {
  // Only the player display: the DM's preview asks for its copy (player.getPreview).
  'player.viewChanged': push<PlayerDisplayView>(['player']),
  /** The DM changed what the players see (settings, a reveal, screen off). */
  'player.previewChanged': push<PlayerPreview>(dm),
  'player.lanChanged': push<LanStatus>(dm),
} as const;
