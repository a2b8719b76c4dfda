// Every keyboard shortcut of the encounter screen, in one table: the key handler reads it and
// the help overlay lists it, so the two cannot disagree.

/** What a shortcut does. */
export type ShortcutAction =
  | 'help'
  | 'selectNext'
  | 'selectPrevious'
  | 'selectActive'
  | 'toggleTarget'
  | 'clearTargets'
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
  | 'delay'
  | 'ready'
  | 'leave'
  | 'remove'
  | 'focusPrompt'
  | 'focusStatblock'
  | 'toggleGrid'
  | 'focusLog'
  | 'endEncounter'
  | 'close';

/** One shortcut: the keys that trigger it (as `matches` reads them) and its action. */
export interface Shortcut {
  readonly action: ShortcutAction;
  /** Keys as written in the help, e.g. `Ctrl+Z`, `Shift+C`, `?`. */
  readonly keys: readonly string[];
  /** Group in the help overlay. */
  readonly group: 'select' | 'act' | 'turn' | 'screen';
}

/** The shortcut table. */
export const SHORTCUTS: readonly Shortcut[] = [
  { action: 'selectNext', keys: ['J', '↓'], group: 'select' },
  { action: 'selectPrevious', keys: ['K', '↑'], group: 'select' },
  { action: 'selectActive', keys: ['.'], group: 'select' },
  { action: 'toggleTarget', keys: ['X'], group: 'select' },
  { action: 'clearTargets', keys: ['Shift+X'], group: 'select' },
  { action: 'damage', keys: ['D'], group: 'act' },
  { action: 'heal', keys: ['H'], group: 'act' },
  { action: 'tempHp', keys: ['T'], group: 'act' },
  { action: 'addCondition', keys: ['C'], group: 'act' },
  { action: 'removeCondition', keys: ['Shift+C'], group: 'act' },
  { action: 'deathSave', keys: ['S'], group: 'act' },
  { action: 'focusPrompt', keys: ['F'], group: 'act' },
  { action: 'focusStatblock', keys: ['B'], group: 'act' },
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
  { action: 'remove', keys: ['Delete'], group: 'screen' },
  { action: 'toggleGrid', keys: ['G'], group: 'screen' },
  { action: 'focusLog', keys: ['Shift+L'], group: 'screen' },
  { action: 'help', keys: ['?'], group: 'screen' },
  { action: 'close', keys: ['Esc'], group: 'screen' },
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
  if (base === 'Esc') return event.key === 'Escape';
  if (base === 'Delete') return event.key === 'Delete' && !shift;
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
