// Every command of every rule system has a form: the schema walker describes each schema with
// nothing left over, and the generated file the window reads is what the schemas say today.
import { format, resolveConfig } from 'prettier';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listSystems } from '../../../shared/rules/registry';
import { commandFormsSource } from '../../../renderer/dm/actions/formSource';
import { COMMAND_FORMS } from '../../../renderer/dm/actions/generated/commandForms';
import { walkCommand } from '../../../renderer/dm/actions/schemaWalker';

const generatedFile = resolve('renderer/dm/actions/generated/commandForms.ts');

describe('command forms', () => {
  const systems = listSystems();

  it('knows the three built-in systems', () => {
    expect(systems.map((s) => s.id).sort()).toEqual(['adnd2e', 'dnd5e', 'osr']);
  });

  for (const system of systems) {
    it(`${system.id}: every command schema walks into a form with no unsupported field`, () => {
      const problems: string[] = [];
      for (const [type, schema] of Object.entries(system.commandSchemas)) {
        const { spec, unsupported } = walkCommand(schema);
        problems.push(...unsupported.map((u) => `${type}: ${u}`));
        expect(['object', 'union']).toContain(spec.kind);
      }
      expect(problems).toEqual([]);
      expect(Object.keys(COMMAND_FORMS[system.id] ?? {}).sort()).toEqual(
        Object.keys(system.commandSchemas).sort(),
      );
    });
  }

  it('the generated forms file is up to date with the schemas', async () => {
    const config = (await resolveConfig(generatedFile)) ?? {};
    const text = await format(commandFormsSource(systems), {
      ...config,
      filepath: generatedFile,
    });
    await expect(text).toMatchFileSnapshot(generatedFile);
  });
});
