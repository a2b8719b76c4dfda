// The rule systems a campaign may use, as the options panel and the rest dialog list them:
// every option of the system (its OptionDef list, labels in the system's own catalog) and the
// rests it has between fights.
import { listSystems } from '../../shared/index';
import type { RestRequest, SystemInfo } from '../../shared/ipc/channels/campaign';
import { ruleSystemIdSchema, type RuleSystemId } from '../../shared/model/ids';

// 5e short and long rests (5E-SURGE-*, 5E-SLOWHEAL-01, 5E-HKIT-01); 2e natural healing by days
// (2E-HEAL-02..04); the OSR text has no healing rule, so the Referee enters what is healed.
const RESTS: Readonly<Record<RuleSystemId, readonly RestRequest['kind'][]>> = {
  dnd5e: ['shortRest', 'longRest', 'heal'],
  adnd2e: ['days', 'heal'],
  osr: ['heal'],
};

/** Every registered system a campaign can be created with. */
export function systemInfos(): SystemInfo[] {
  const out: SystemInfo[] = [];
  for (const system of listSystems()) {
    const id = ruleSystemIdSchema.safeParse(system.id);
    if (!id.success) continue;
    out.push({
      id: id.data,
      labelKey: system.labelKey,
      options: system.options.map((option) => ({ ...option })),
      rests: RESTS[id.data],
    });
  }
  return out;
}

/** True when `kind` is a rest the system has. */
export function systemHasRest(system: RuleSystemId, kind: RestRequest['kind']): boolean {
  return RESTS[system].includes(kind);
}
