import { describe, expect, it } from 'vitest';
import { jsonDepth } from '../../../shared/library/json-depth';

describe('JSON nesting depth before parsing', () => {
  it.each([
    ['1', 0],
    ['"[[["', 0],
    ['[]', 1],
    ['{"a":[1,{"b":[]}]}', 4],
    ['["\\"[", ["\\\\"]]', 2],
    ['[{"k": "}]]]"}, [[]]]', 3],
  ])('%s has depth %i', (text, depth) => {
    expect(jsonDepth(text)).toBe(depth);
    expect(JSON.parse(text)).toBeDefined();
  });

  it('stops as soon as the limit is passed, even for 10,000 levels', () => {
    const deep = '['.repeat(10000) + ']'.repeat(10000);
    expect(jsonDepth(deep)).toBe(10000);
    expect(jsonDepth(deep, 64)).toBe(65);
  });
});
