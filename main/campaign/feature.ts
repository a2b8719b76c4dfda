// Campaigns as main runs them: the desk over the durable store and the live encounter, its
// channel handlers, and its pushes.
import type { SessionState, CampaignView } from '../../shared/ipc/channels/campaign';
import type { Language } from '../../shared/model/ids';
import type { DataStore } from '../store/data-store';
import { CampaignDesk } from './desk';
import { createCampaignHandlers, type CampaignHandlers } from './handlers';
import type { LiveEncounter } from './live-encounter';

/** What campaigns need from main. */
export interface CampaignFeatureOptions {
  readonly store: DataStore;
  readonly live: LiveEncounter;
  readonly scratchSystem: string;
  readonly setLanguage: (language: Language) => Promise<unknown>;
  readonly onSession: (state: SessionState) => void;
  readonly onCampaign: (view: CampaignView) => void;
  readonly onFault: (error: unknown) => void;
  readonly seed?: () => number;
}

/** The running campaign feature. */
export interface CampaignFeature {
  readonly desk: CampaignDesk;
  readonly handlers: CampaignHandlers;
}

/** Builds the desk and its handlers. */
export function createCampaignFeature(options: CampaignFeatureOptions): CampaignFeature {
  const desk = new CampaignDesk(options);
  options.live.onFailure(options.onFault);
  return { desk, handlers: createCampaignHandlers(desk, options.live) };
}
