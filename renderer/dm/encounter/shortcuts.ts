// Every keyboard shortcut of the encounter screen, in one table: the key handler reads it and
// the help overlay lists it, so the two cannot disagree. The help also lists the keys other
// parts of the DM window handle while the screen is in view (its tabs and drawers, a
// confirmation, a focused panel); a component test presses every key to check that what is
// handled and what is listed are the same.

/** What a shortcut does. */
export type ShortcutAction =
  | 'help'
  | 'selectNext'
  | 'selectPrevious'
  | 'selectActive'
  | 'toggleTarget'
  | 'clearTargets'
  | 'attack'
  | 'move'
  | 'damage'
  | 'heal'
  | 'tempHp'
  | 'addCondition'
  | 'removeCondition'
  | 'deathSave'
  | 'initiative'
  | 'rollInitiative'
  | 'nextTurn'
  | 'previousTurn'
  | 'undo'
  | 'redo'
  | 'add'
  | 'addParty'
  | 'delay'
  | 'ready'
  | 'leave'
  | 'remove'
  | 'focusPrompt'
  | 'focusStatblock'
  | 'toggleGrid'
  | 'focusLog'
  | 'endEncounter'
  | 'actions'
  | 'close';

/** A group of keys in the help overlay, in the order it shows them. */
export const SHORTCUT_GROUPS = [
  'select',
  'act',
  'turn',
  'screen',
  'confirm',
  'panel',
  'window',
] as const;

/** A group of keys in the help overlay. */
export type ShortcutGroup = (typeof SHORTCUT_GROUPS)[number];

/** One shortcut: the keys that trigger it (as `matches` reads them) and its action. */
export interface Shortcut {
  readonly action: ShortcutAction;
  /** Keys as written in the help, e.g. `Ctrl+Z`, `Shift+C`, `?`. */
  readonly keys: readonly string[];
  /** Group in the help overlay. */
  readonly group: 'select' | 'act' | 'turn' | 'screen';
}

/** Keys the help lists that another part of the window handles; `id` names their text. */
export interface OtherKeys {
  readonly id:
    | 'confirm'
    | 'cancel'
    | 'pickChoice'
    | 'logMove'
    | 'logTravel'
    | 'gridMove'
    | 'gridDiagonal'
    | 'screens'
    | 'library'
    | 'playerScreen';
  /** Keys as written in the help; `1…9` stands for every key of the range. */
  readonly keys: readonly string[];
  readonly group: 'confirm' | 'panel' | 'window';
}

/** The shortcut table. */
export const SHORTCUTS: readonly Shortcut[] = [
  { action: 'selectNext', keys: ['J', '↓'], group: 'select' },
  { action: 'selectPrevious', keys: ['K', '↑'], group: 'select' },
  { action: 'selectActive', keys: ['.'], group: 'select' },
  { action: 'toggleTarget', keys: ['X'], group: 'select' },
  { action: 'clearTargets', keys: ['Shift+X'], group: 'select' },
  { action: 'attack', keys: ['Shift+D'], group: 'act' },
  { action: 'move', keys: ['M'], group: 'act' },
  { action: 'damage', keys: ['D'], group: 'act' },
  { action: 'heal', keys: ['H'], group: 'act' },
  { action: 'tempHp', keys: ['T'], group: 'act' },
  { action: 'addCondition', keys: ['C'], group: 'act' },
  { action: 'removeCondition', keys: ['Shift+C'], group: 'act' },
  { action: 'deathSave', keys: ['S'], group: 'act' },
  { action: 'focusPrompt', keys: ['F'], group: 'act' },
  { action: 'focusStatblock', keys: ['B'], group: 'act' },
  { action: 'actions', keys: ['Ctrl+K'], group: 'act' },
  { action: 'initiative', keys: ['I'], group: 'turn' },
  { action: 'rollInitiative', keys: ['R'], group: 'turn' },
  { action: 'nextTurn', keys: ['N'], group: 'turn' },
  { action: 'previousTurn', keys: ['P'], group: 'turn' },
  { action: 'delay', keys: ['W'], group: 'turn' },
  { action: 'ready', keys: ['E'], group: 'turn' },
  { action: 'leave', keys: ['L'], group: 'turn' },
  { action: 'endEncounter', keys: ['Shift+E'], group: 'turn' },
  { action: 'undo', keys: ['Ctrl+Z'], group: 'screen' },
  { action: 'redo', keys: ['Ctrl+Shift+Z', 'Ctrl+Y'], group: 'screen' },
  { action: 'add', keys: ['A'], group: 'screen' },
  { action: 'addParty', keys: ['Shift+A'], group: 'screen' },
  { action: 'remove', keys: ['Delete'], group: 'screen' },
  { action: 'toggleGrid', keys: ['G'], group: 'screen' },
  { action: 'focusLog', keys: ['Shift+L'], group: 'screen' },
  { action: 'help', keys: ['?'], group: 'screen' },
  { action: 'close', keys: ['Esc'], group: 'screen' },
];

/**
 * Keys handled elsewhere: while a confirmation is asked (this screen's handler), inside a
 * focused question, list, log or grid (their own handlers), and anywhere in the DM window
 * (the screen tabs, the library and the player display drawers).
 */
export const OTHER_KEYS: readonly OtherKeys[] = [
  { id: 'confirm', keys: ['Y', 'Enter'], group: 'confirm' },
  { id: 'cancel', keys: ['N', 'Esc'], group: 'confirm' },
  { id: 'pickChoice', keys: ['1…9'], group: 'panel' },
  { id: 'logMove', keys: ['↑', '↓'], group: 'panel' },
  { id: 'logTravel', keys: ['Enter'], group: 'panel' },
  { id: 'gridMove', keys: ['↑', '↓', '←', '→'], group: 'panel' },
  { id: 'gridDiagonal', keys: ['7', '9', '1', '3'], group: 'panel' },
  { id: 'screens', keys: ['Alt+1…4'], group: 'window' },
  { id: 'library', keys: ['Ctrl+Shift+L'], group: 'window' },
  { id: 'playerScreen', keys: ['Ctrl+Shift+B'], group: 'window' },
];

const ARROWS: Readonly<Record<string, string>> = { '↓': 'ArrowDown', '↑': 'ArrowUp' };

/** True when a key event presses `key` as the table writes it. */
function matches(event: KeyboardEvent, key: string): boolean {
  const parts = key.split('+');
  const base = parts[parts.length - 1] as string;
  const ctrl = parts.includes('Ctrl');
  const shift = parts.includes('Shift');
  if ((event.ctrlKey || event.metaKey) !== ctrl || event.altKey) return false;
  if (base === '?') return event.key === '?';
  if (base === 'Esc') return event.key === 'Escape' && event.shiftKey === shift;
  if (base === 'Delete') return event.key === 'Delete' && event.shiftKey === shift;
  if (ARROWS[base]) return event.key === ARROWS[base] && event.shiftKey === shift;
  if (base === '.') return event.key === '.';
  // Letters by their physical key, so shortcuts work with a Cyrillic layout too.
  return event.code === `Key${base}` && event.shiftKey === shift;
}

/** The action a key event triggers, if any. */
export function actionFor(event: KeyboardEvent): ShortcutAction | null {
  for (const shortcut of SHORTCUTS) {
    if (shortcut.keys.some((key) => matches(event, key))) return shortcut.action;
  }
  return null;
}
