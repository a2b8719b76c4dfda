/** Error codes produced by the IPC layer itself; services and rule systems add their own codes. */
export const ipcErrorCodes = [
  'unknownChannel',
  'forbidden',
  'invalidPayload',
  'malformedMessage',
  'disconnected',
  'internal',
] as const;

/** One of the IPC layer's own error codes. */
export type IpcErrorCode = (typeof ipcErrorCodes)[number];

/** Parameters of an error, interpolated into its translated message. */
export type ErrorParams = Readonly<Record<string, string | number>>;

/**
 * A failure as it crosses the process boundary: a code the renderer translates and its
 * parameters. Never an English sentence, so every language can explain it.
 */
export interface IpcError {
  readonly code: string;
  readonly params: ErrorParams;
}

/** The answer to every call: a value, or a typed error. Calls never reject with a crash. */
export type IpcResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: IpcError };

/** Wraps a value as a successful result. */
export function ok<T>(value: T): IpcResult<T> {
  return { ok: true, value };
}

/** Builds a failed result with the given code and parameters. */
export function fail(code: string, params: ErrorParams = {}): IpcResult<never> {
  return { ok: false, error: { code, params } };
}

/**
 * Thrown by main-side services for an expected, user-facing failure; the router turns it into
 * a typed error result. Rule errors of the engine have the same `{ code, params }` shape.
 */
export class IpcFailure extends Error {
  constructor(
    readonly code: string,
    readonly params: ErrorParams = {},
  ) {
    super(code);
    this.name = 'IpcFailure';
  }
}
