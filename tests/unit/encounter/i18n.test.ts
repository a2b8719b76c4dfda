import { describe, expect, it } from 'vitest';
import { engineI18n } from '../../../shared';
import type { I18nTree } from '../../../shared';

function keys(tree: I18nTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

describe('engine i18n', () => {
  it('has every key in en, uk and ru, none empty', () => {
    const en = keys(engineI18n.en).sort();
    expect(keys(engineI18n.uk).sort()).toEqual(en);
    expect(keys(engineI18n.ru).sort()).toEqual(en);
  });
});
