/** The two kinds of window (or browser page) that talk to main. */
export const windowRoles = ['dm', 'player'] as const;

/** Which window is calling: the DM's screen or the player display. */
export type WindowRole = (typeof windowRoles)[number];

/** True when `value` names a window role. */
export function isWindowRole(value: unknown): value is WindowRole {
  return typeof value === 'string' && (windowRoles as readonly string[]).includes(value);
}
