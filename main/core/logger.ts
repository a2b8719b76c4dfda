/** Where main writes what went wrong; stderr by default, something quieter in tests. */
export interface Logger {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

/** Writes to the process's standard error. */
export const consoleLogger: Logger = {
  warn: (message, detail) => console.warn(`[combat-manager] ${message}`, detail ?? ''),
  error: (message, detail) => console.error(`[combat-manager] ${message}`, detail ?? ''),
};
