import {
  campaignLogHeaderSchema,
  CAMPAIGN_LOG_VERSION,
  type CampaignLogHeader,
} from '../campaign-log';
import type { DocumentKind } from '../migrations';

/** Campaign log headers, version 1. */
export const campaignLogKind: DocumentKind<CampaignLogHeader> = {
  kind: 'campaignLog',
  version: CAMPAIGN_LOG_VERSION,
  schema: campaignLogHeaderSchema,
  legacySchemas: {},
  migrations: [],
};
