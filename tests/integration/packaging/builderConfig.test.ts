// electron-builder.yml checked against electron-builder's own JSON schema, plus the settings the
// app depends on (targets, shipped files, fuses).
import Ajv from 'ajv';
import { load } from 'js-yaml';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const schema = JSON.parse(
  readFileSync(require.resolve('app-builder-lib/scheme.json'), 'utf8'),
) as object;
const config = load(readFileSync('electron-builder.yml', 'utf8')) as Record<string, unknown>;

// Compiling electron-builder's schema takes seconds on a busy machine.
const SCHEMA_MS = 30_000;

function validator() {
  const ajv = new Ajv({ allErrors: true, strict: false });
  return ajv.compile(schema);
}

describe('electron-builder.yml', () => {
  it(
    'is valid against electron-builder’s schema',
    () => {
      const validate = validator();
      expect(validate(config), JSON.stringify(validate.errors, null, 2)).toBe(true);
    },
    SCHEMA_MS,
  );

  it(
    'would be caught by the schema check if it had a typo',
    () => {
      const validate = validator();
      expect(validate({ ...config, electronFusez: {} })).toBe(false);
      expect(validate({ ...config, asar: 'yes' })).toBe(false);
    },
    SCHEMA_MS,
  );

  it('names the app and builds the installers for every platform', () => {
    expect(config).toMatchObject({
      appId: 'org.combatmanager.desktop',
      productName: 'Combat Manager',
      asar: true,
      win: { target: ['nsis', 'portable'] },
      mac: { target: ['dmg'] },
      linux: { target: ['AppImage', 'deb'] },
    });
  });

  it('ships only the build output and package.json: no tests, sources, maps or node_modules', () => {
    expect(config.files).toEqual([
      'dist/main/**/*',
      'dist/renderer/**/*',
      'package.json',
      '!**/*.map',
      '!node_modules/**/*',
    ]);
  });

  it('sets the Electron fuses: no Node mode or inspection, encrypted cookies, asar only, no file:// privileges', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });
});
