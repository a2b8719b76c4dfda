// Runs main's real core on a temporary data folder and calls its channels as the DM window
// does, through the router (payload validation included).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import { createCore, type Core } from '../../../main/core/createCore';
import type { FsLayer } from '../../../main/store/fs-layer';
import type {
  ChannelName,
  IpcError,
  PushName,
  PushPayloadOf,
  RequestOf,
  ResponseOf,
} from '../../../shared/ipc/index';
import type { RosterEntryInput } from '../../../shared/ipc/channels/campaign';

/** A core on a data folder, with its pushes recorded. */
export interface TestApp {
  readonly core: Core;
  readonly dataDir: string;
  call<C extends ChannelName>(channel: C, request: RequestOf<C>): Promise<ResponseOf<C>>;
  /** The typed error a call fails with. */
  fails<C extends ChannelName>(channel: C, request: RequestOf<C>): Promise<IpcError>;
  /** Pushes received so far, by event. */
  pushed<P extends PushName>(event: P): PushPayloadOf<P>[];
  /** Waits until the running fight's log says everything is on disk. */
  settled(): Promise<void>;
}

/** Starts a core on `dataDir` (a fresh folder when absent), on `fs` when given. */
export async function startApp(dataDir?: string, fs?: FsLayer): Promise<TestApp> {
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'cm-campaign-')));
  const core = await createCore({
    dataDir: dir,
    initialLanguage: 'en',
    logger: { warn: vi.fn(), error: vi.fn() },
    ...(fs ? { store: { fs } } : {}),
  });
  const pushes = new Map<string, unknown[]>();
  // Told of every push, so a wait ends when the awaited push arrives (no polling clock).
  const watchers = new Set<() => void>();
  core.pushes.subscribe('dm', (event, payload) => {
    const list = pushes.get(event) ?? [];
    list.push(payload);
    pushes.set(event, list);
    for (const watcher of [...watchers]) watcher();
  });
  const call = async <C extends ChannelName>(channel: C, request: RequestOf<C>) => {
    const result = await core.router.handle('dm', channel, request);
    if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
    return result.value as ResponseOf<C>;
  };
  return {
    core,
    dataDir: dir,
    call,
    async fails(channel, request) {
      const result = await core.router.handle('dm', channel, request);
      if (result.ok) throw new Error(`${channel} was expected to fail`);
      return result.error;
    },
    pushed: <P extends PushName>(event: P) => (pushes.get(event) ?? []) as PushPayloadOf<P>[],
    async settled() {
      await core.campaigns.desk.settled();
      // The shell is pushed every change of the save state: wait for one that says saved.
      const saved = () => {
        const { save } = core.campaigns.desk.sessionState();
        return save.state === 'saved' || save.state === 'scratch';
      };
      await new Promise<void>((resolve) => {
        const watcher = () => {
          if (!saved()) return;
          watchers.delete(watcher);
          resolve();
        };
        watchers.add(watcher);
        watcher();
      });
    },
  };
}

/** Stops a core and removes its folder. */
export async function removeApp(app: TestApp): Promise<void> {
  await app.core.close();
  await rm(app.dataDir, { recursive: true, force: true });
}

/** A typed-in player character. */
export function pc(name: string, maxHp: number, ac = 15, initiativeBonus = 2): RosterEntryInput {
  return {
    kind: 'pc',
    name,
    quick: { ac, initiativeBonus },
    state: { maxHp, hitDice: [{ die: 8, total: 3, spent: 0 }] },
  };
}
