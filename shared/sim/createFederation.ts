// Federation setup: names the player's federation, picks its logo and starts the game.
import { federationSetupNameSchema } from '../validation/federation.ts';
import type { SimEvent } from './events.ts';
import { addMessage } from './messages.ts';
import { SimRefusal } from './refusal.ts';
import { playerFederation, type World } from './world.ts';

export function createFederation(world: World, input: { name: string; logo: string }, now: number): SimEvent[] {
  if (world.gameStarted) throw new SimRefusal('Your federation already exists. Start a new game to found another one.');
  const parsed = federationSetupNameSchema.safeParse(input.name);
  if (!parsed.success) throw new SimRefusal(parsed.error.issues[0]?.message ?? 'Invalid federation name');
  const name = parsed.data;
  const federation = playerFederation(world);
  federation.name = name;
  federation.logo = input.logo;
  world.gameStarted = true;
  addMessage(
    world,
    'welcome',
    `Welcome to ${name}!`,
    'The board has handed you the keys. You start with $50,000 and a popularity of 10. ' +
      'Sign 6-8 wrestlers from the weekly market, book your first show and keep the fans coming back: ' +
      'every week without a completed show costs popularity.',
    now,
  );
  return [{ kind: 'federationCreated', name }];
}
