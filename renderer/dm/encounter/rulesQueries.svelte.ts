// The engine's queries (shared/index.ts) answer with each rule system's own code, so importing
// them brings every system into the bundle. The DM window loads them only when a panel that
// reads them is first shown (the grid, the 2e attack order), keeping its cold load small.
import type * as Engine from '../../../shared/index';

type Queries = typeof Engine;

const holder = $state<{ queries: Queries | null }>({ queries: null });
let loading: Promise<Queries> | null = null;

/** Resolves once the engine's queries are loaded (for code that must read them at once). */
export function loadRulesQueries(): Promise<Queries> {
  loading ??= import('../../../shared/index').then((module) => {
    holder.queries = module;
    return module;
  });
  return loading;
}

/** The engine's queries once loaded (null until then; the caller re-renders when they arrive). */
export function rulesQueries(): Queries | null {
  void loadRulesQueries();
  return holder.queries;
}
