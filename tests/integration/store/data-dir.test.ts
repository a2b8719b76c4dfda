import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectDataDir, resolveDataDir } from '../../../main/store/data-dir';

const fallback = '/home/dm/.config/Combat Manager';

describe('resolveDataDir', () => {
  it('uses the default when neither flag nor variable is given', () => {
    expect(resolveDataDir({ argv: ['electron', '.'], env: {}, fallback })).toEqual({
      path: fallback,
      source: 'default',
    });
  });

  it('takes COMBAT_MANAGER_DATA_DIR over the default', () => {
    const env = { COMBAT_MANAGER_DATA_DIR: '/srv/dm-data' };
    expect(resolveDataDir({ argv: [], env, fallback })).toEqual({
      path: '/srv/dm-data',
      source: 'env',
    });
    expect(
      resolveDataDir({ argv: [], env: { COMBAT_MANAGER_DATA_DIR: '  ' }, fallback }).source,
    ).toBe('default');
  });

  it('takes --data-dir over the variable, in both spellings, the last one winning', () => {
    const env = { COMBAT_MANAGER_DATA_DIR: '/srv/dm-data' };
    expect(resolveDataDir({ argv: ['app', '--data-dir', '/a'], env, fallback })).toEqual({
      path: '/a',
      source: 'flag',
    });
    expect(resolveDataDir({ argv: ['app', '--data-dir=/b'], env, fallback }).path).toBe('/b');
    expect(
      resolveDataDir({ argv: ['--data-dir=/a', '--data-dir', '/c'], env, fallback }).path,
    ).toBe('/c');
  });

  it('ignores a flag without a value', () => {
    expect(resolveDataDir({ argv: ['app', '--data-dir'], env: {}, fallback }).source).toBe(
      'default',
    );
    expect(resolveDataDir({ argv: ['--data-dir', '--other'], env: {}, fallback }).source).toBe(
      'default',
    );
  });

  it('resolves relative paths against the working folder', () => {
    expect(
      resolveDataDir({ argv: ['--data-dir=data'], env: {}, fallback, cwd: '/work' }).path,
    ).toBe('/work/data');
  });

  it('puts the serve data in the project .data folder', () => {
    expect(projectDataDir('/work/main')).toBe(join('/work/main', '.data'));
  });
});
