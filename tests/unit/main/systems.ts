import { listSystems } from '../../../shared/index';
import { chooseDefaultSystem } from '../../../main/encounter/defaultSystem';

/** The rule system main would start with: these tests hold for any registered system. */
export const anySystem = chooseDefaultSystem(listSystems().map((system) => system.id));
