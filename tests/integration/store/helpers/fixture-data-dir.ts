import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ROSTER_VERSION } from '../../../../shared/model/roster';

const fixtures = join(__dirname, '../../../fixtures/store');

/**
 * Lays out a whole data folder written by an older (or the current) build, from the per-kind
 * fixtures of that version: settings, library, one campaign with roster, prepared encounters,
 * its between-fights log and one encounter log. Version 2 stands for the current build: each
 * kind at its newest version (the roster has moved on to 3).
 */
export async function buildFixtureDataDir(dir: string, version: 1 | 2): Promise<void> {
  const campaign = join(dir, 'campaigns', 'camp-curse');
  await mkdir(join(campaign, 'logs'), { recursive: true });
  const place = (from: string, to: string) => copyFile(join(fixtures, from), join(dir, to));
  await place(`settings/v${version}.json`, 'settings.json');
  await place(`library/v${version}.json`, 'library.json');
  await place(`campaign/v${version}.json`, 'campaigns/camp-curse/campaign.json');
  await place(
    `roster/v${version === 1 ? 1 : ROSTER_VERSION}.json`,
    'campaigns/camp-curse/roster.json',
  );
  await place(`saved-encounters/v${version}.json`, 'campaigns/camp-curse/encounters.json');
  await place('campaign-log/v1.header.json', 'campaigns/camp-curse/campaign-log.header.json');
  await place('campaign-log/v1.jsonl', 'campaigns/camp-curse/campaign-log.jsonl');
  const encounter = version === 1 ? 'enc1' : 'enc2';
  await place(
    `encounter-log/v${version}.header.json`,
    `campaigns/camp-curse/logs/${encounter}.header.json`,
  );
  await place(`encounter-log/v${version}.jsonl`, `campaigns/camp-curse/logs/${encounter}.jsonl`);
}
