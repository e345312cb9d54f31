// The table entry's own precheck: the room asks it before running a player's command, with the server's
// answers (CommandHost); here a stand-in host answers.
import { describe, expect, it } from 'vitest';
import { SimRefusal } from '../refusal.ts';
import type { CommandHost } from './command.ts';
import { COMMAND_TABLE, commandEntry, WORLD_COMMAND_NAMES } from './table.ts';
import { UNAVAILABLE_LOGO } from './world.ts';

const hostWith = (logos: string[]): CommandHost & { asked: string[] } => {
  const asked: string[] = [];
  return {
    asked,
    isAvailableLogo: async (logo) => {
      asked.push(logo);
      return logos.includes(logo);
    },
  };
};

describe('a command table entry precheck', () => {
  it('createFederation refuses a logo the server does not offer, in a sentence', async () => {
    const host = hostWith(['crown.svg']);
    const precheck = commandEntry('createFederation').precheck;
    expect(precheck).toBeDefined();
    await expect(precheck!({ name: 'Home Wrestling', logo: 'missing.svg' }, host)).rejects.toThrow(new SimRefusal(UNAVAILABLE_LOGO));
    expect(host.asked).toEqual(['missing.svg']);
  });

  it('createFederation passes a logo the server offers', async () => {
    const host = hostWith(['crown.svg']);
    await expect(commandEntry('createFederation').precheck!({ name: 'Home Wrestling', logo: 'crown.svg' }, host)).resolves.toBeUndefined();
    expect(host.asked).toEqual(['crown.svg']);
  });

  it('only commands that need the server carry one (the rest run on the world alone)', () => {
    const withPrecheck = WORLD_COMMAND_NAMES.filter((name) => COMMAND_TABLE[name].precheck !== undefined);
    expect(withPrecheck).toEqual(['createFederation']);
  });
});
