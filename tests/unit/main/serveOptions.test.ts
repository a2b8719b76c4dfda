import { describe, expect, it } from 'vitest';
import { parseServeOptions } from '../../../main/serve/serveOptions';

describe('serve options', () => {
  it('defaults to a free port and .data in the working folder', () => {
    expect(parseServeOptions([], {}, '/home/dm/app')).toEqual({
      port: 0,
      dataDir: '/home/dm/app/.data',
    });
  });

  it('takes flags over environment variables', () => {
    const env = { COMBAT_MANAGER_PORT: '7000', COMBAT_MANAGER_DATA_DIR: '/srv/cm' };
    expect(parseServeOptions([], env, '/x')).toEqual({ port: 7000, dataDir: '/srv/cm' });
    expect(parseServeOptions(['--port', '7100', '--data-dir', 'here'], env, '/x')).toEqual({
      port: 7100,
      dataDir: '/x/here',
    });
  });

  it('refuses bad ports and unknown flags with a readable error', () => {
    expect(() => parseServeOptions(['--port', 'abc'], {}, '/x')).toThrow(/port must be/);
    expect(() => parseServeOptions(['--port', '70000'], {}, '/x')).toThrow(/port must be/);
    expect(() => parseServeOptions(['--host', '0.0.0.0'], {}, '/x')).toThrow();
  });
});
