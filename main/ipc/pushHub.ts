import { pushes, type PushName, type PushPayloadOf, type WindowRole } from '../../shared/ipc/index';

/** Delivers one push event to one window or connection. */
export type PushSink = (event: PushName, payload: unknown) => void;

/** Fans push events out to subscribed windows, each receiving only the events its role may see. */
export interface PushHub {
  /** Registers a window or connection; returns the function that unregisters it. */
  subscribe(role: WindowRole, sink: PushSink): () => void;
  /** Sends an event to every subscriber whose role the event lists. */
  publish<P extends PushName>(event: P, payload: PushPayloadOf<P>): void;
}

/** Creates an empty hub. A sink that throws is reported and never stops the others. */
export function createPushHub(reportSinkError: (event: PushName, error: unknown) => void): PushHub {
  const subscribers = new Set<{ role: WindowRole; sink: PushSink }>();
  return {
    subscribe(role, sink) {
      const entry = { role, sink };
      subscribers.add(entry);
      return () => {
        subscribers.delete(entry);
      };
    },
    publish(event, payload) {
      const allowed = pushes[event].roles;
      for (const { role, sink } of [...subscribers]) {
        if (!allowed.includes(role)) continue;
        try {
          sink(event, payload);
        } catch (error) {
          reportSinkError(event, error);
        }
      }
    },
  };
}
