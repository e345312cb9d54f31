// A count of the catalog written into a player-facing text (once "85+ talents" where the game had 105)
// goes stale the day the catalog changes: texts derive it (WRESTLERS.length) or do not state one. This scans the client's source for such literals.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
// "105 original wrestlers", "85+ original talents", "18 logos", "14 TV networks" (advice such as
// "Sign 6-8 wrestlers" is not a count of the catalog).
const COUNT = /\b\d+\+?\s+(?:(?:original|fictional)\s+\w+|(?:original\s+)?(?:logos|TV networks|networks|venues)\b)/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('catalog counts in player-facing text', () => {
  it('no client text hard-codes how many wrestlers, logos, networks or venues the catalog holds', () => {
    const found: string[] = [];
    for (const file of sources(ROOT)) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          // Comments are for us, not for players.
          if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
          if (COUNT.test(line)) found.push(`${file.slice(ROOT.length + 1)}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
