import type { z } from 'zod';
import type { WindowRole } from './roles';

/**
 * One request/response channel: the zod schema every payload must pass, the window roles that
 * may call it, and (as a type only) what it answers.
 */
export interface ChannelDef<Request extends z.ZodType, Response> {
  readonly request: Request;
  readonly roles: readonly WindowRole[];
  /** Type-level marker of the response; never set at runtime. */
  readonly response?: Response;
}

/**
 * Declares a channel answering `Response`. Curried so the response type is written explicitly
 * while the request type is inferred from its schema: `channel<Settings>()({ request, roles })`.
 */
export function channel<Response>() {
  return <Request extends z.ZodType>(def: {
    request: Request;
    roles: readonly WindowRole[];
  }): ChannelDef<Request, Response> => def;
}

/** One push event sent by main: who may receive it and (as a type only) its payload. */
export interface PushDef<Payload> {
  readonly roles: readonly WindowRole[];
  /** Type-level marker of the payload; never set at runtime. */
  readonly payload?: Payload;
}

/** Declares a push event carrying `Payload`, delivered only to windows of the listed roles. */
export function push<Payload>(roles: readonly WindowRole[]): PushDef<Payload> {
  return { roles };
}
