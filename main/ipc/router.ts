import {
  channels,
  fail,
  isChannelName,
  ok,
  type ChannelName,
  type ErrorParams,
  type IpcResult,
  type ResponseOf,
  type ValidRequestOf,
  type WindowRole,
} from '../../shared/ipc/index';
import { describeZodIssues } from './describeIssues';
import { checkPayloadShape } from './payloadShape';

/** Who is calling: the role main assigned to the window or connection, never one it claims. */
export interface CallContext {
  readonly role: WindowRole;
}

/** The main-side implementation of every channel, with validated requests. */
export type ChannelHandlers = {
  readonly [C in ChannelName]: (
    request: ValidRequestOf<C>,
    context: CallContext,
  ) => ResponseOf<C> | Promise<ResponseOf<C>>;
};

/** Receives failures that are bugs rather than bad requests, so they reach a log. */
export type InternalErrorReporter = (channel: string, error: unknown) => void;

/** Answers calls from any transport (Electron IPC or WebSocket) with typed results. */
export interface Router {
  handle(role: WindowRole, channel: unknown, payload: unknown): Promise<IpcResult<unknown>>;
}

/** An error that carries its own user-facing code, like the engine's rule errors. */
function isCodedError(error: unknown): error is { code: string; params?: ErrorParams } {
  if (typeof error !== 'object' || error === null) return false;
  const { code, params } = error as { code?: unknown; params?: unknown };
  return (
    typeof code === 'string' &&
    /^[A-Za-z][\w.]*$/.test(code) &&
    (params === undefined || (typeof params === 'object' && params !== null))
  );
}

/** Keeps only string and number parameters, so nothing else crosses the boundary. */
function plainParams(params: ErrorParams | undefined): ErrorParams {
  const result: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') result[key] = value;
  }
  return result;
}

/**
 * Builds the router: it checks the channel exists, the caller's role may use it and the
 * payload is within the depth and size limits and passes the channel's schema, then runs the
 * handler. Every outcome is a result: whatever throws on the way (a handler, a schema, a
 * getter) becomes a typed error for that caller and is reported once, never a crash of main.
 */
export function createRouter(
  handlers: ChannelHandlers,
  reportInternal: InternalErrorReporter,
): Router {
  const route = async (
    role: WindowRole,
    channel: ChannelName,
    payload: unknown,
  ): Promise<IpcResult<unknown>> => {
    const def = channels[channel];
    if (!def.roles.includes(role)) return fail('forbidden', { channel, role });
    // Before the schema: a payload nested thousands deep would overflow zod's recursion.
    const shape = checkPayloadShape(payload);
    if (shape) {
      return fail('invalidPayload', {
        channel,
        field: shape.field,
        problem: `${shape.problem}: more than ${shape.limit}`,
        issueCount: 1,
      });
    }
    const parsed = def.request.safeParse(payload);
    if (!parsed.success) {
      return fail('invalidPayload', { channel, ...describeZodIssues(parsed.error.issues) });
    }
    const handler = handlers[channel] as (
      request: unknown,
      context: CallContext,
    ) => unknown | Promise<unknown>;
    try {
      return ok(await handler(parsed.data, { role }));
    } catch (error) {
      if (isCodedError(error)) return fail(error.code, plainParams(error.params));
      throw error;
    }
  };
  return {
    async handle(role, channel, payload) {
      if (!isChannelName(channel)) {
        return fail('unknownChannel', { channel: safeChannelText(channel) });
      }
      try {
        return await route(role, channel, payload);
      } catch (error) {
        reportInternal(channel, error);
        return fail('internal', { channel });
      }
    },
  };
}

/** A channel name as text for an error, whatever was sent (a symbol or a throwing object too). */
function safeChannelText(channel: unknown): string {
  try {
    return String(channel).slice(0, 200);
  } catch {
    return 'unknown';
  }
}
