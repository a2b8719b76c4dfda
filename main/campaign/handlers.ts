// The campaign channels answered by the desk.
import type { ChannelHandlers } from '../ipc/router';
import type { CampaignDesk } from './desk';
import type { LiveEncounter } from './live-encounter';
import { addPartyToFight } from './party-join';
import type { campaignChannels } from '../../shared/ipc/channels/campaign';

/** Names of the campaign channels. */
type CampaignChannel = keyof typeof campaignChannels;

/** The campaign channels' handlers. */
export type CampaignHandlers = Pick<ChannelHandlers, CampaignChannel>;

/** Maps every campaign channel to the desk. */
export function createCampaignHandlers(desk: CampaignDesk, live: LiveEncounter): CampaignHandlers {
  return {
    'campaign.systems': () => desk.systems(),
    'campaign.list': () => desk.list(),
    'campaign.create': (request) => desk.create(request),
    'campaign.open': ({ campaignId }) => desk.openCampaign(campaignId),
    'campaign.get': () => desk.current(),
    'campaign.close': () => desk.close(),
    'campaign.rename': ({ campaignId, name }) => desk.rename(campaignId, name),
    'campaign.archive': ({ campaignId, archived }) => desk.archive(campaignId, archived),
    'campaign.setLanguage': ({ campaignId, language }) =>
      desk.setCampaignLanguage(campaignId, language),
    'campaign.setOption': ({ campaignId, key, value }) => desk.setOption(campaignId, key, value),
    'campaign.setMonsterHitPoints': ({ campaignId, value }) =>
      desk.setMonsterHitPoints(campaignId, value),
    'roster.add': ({ campaignId, entry }) => desk.addRosterEntry(campaignId, entry),
    'roster.update': ({ campaignId, rosterId, entry }) =>
      desk.updateRosterEntry(campaignId, rosterId, entry),
    'roster.remove': ({ campaignId, rosterId }) => desk.removeRosterEntry(campaignId, rosterId),
    'prepared.save': ({ campaignId, ...input }) => desk.savePrepared(campaignId, input),
    'prepared.remove': ({ campaignId, id }) => desk.removePrepared(campaignId, id),
    'prepared.start': ({ campaignId, id }) => desk.startPrepared(campaignId, id),
    'campaign.rest': ({ campaignId, rest }) => desk.rest(campaignId, rest),
    'campaign.addParty': () => addPartyToFight(desk, live),
    'campaign.damagedFiles': ({ campaignId }) => desk.damagedFiles(campaignId),
    'campaign.setAsideDamaged': ({ campaignId, file }) => desk.setAsideDamaged(campaignId, file),
    'session.get': () => desk.sessionState(),
    'session.pause': () => desk.pause(),
    'session.resume': ({ encounterId }) => desk.resume(encounterId),
    'session.end': ({ reason }) => desk.end(reason),
    'session.saveQuickFight': (request) => desk.saveQuickFight(request),
    'session.retrySave': () => desk.retrySave(),
    'session.dismissNotices': ({ upTo }) => desk.dismissNotices(upTo),
  };
}
