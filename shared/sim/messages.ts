// Each federation's inbox: messages from staff, wrestlers and the world. A kind that needs the player's
// attention arrives unread; a routine one (show results) arrives read (rules/messages.ts MESSAGE_KINDS).
import { needsAttention } from '../rules/messages.ts';
import { SimRefusal } from './refusal.ts';
import { takeId, type GameMessage, type MessageType, type World } from './world.ts';

/** Messages kept per federation in a save; the oldest go first beyond this. */
export const MAX_MESSAGES = 200;

export function addMessage(world: World, federationId: string, type: MessageType, title: string, content: string, now: number): GameMessage {
  const message: GameMessage = {
    id: takeId(world, 'msg'),
    federationId,
    type,
    title,
    content,
    week: world.calendar.week,
    month: world.calendar.month,
    year: world.calendar.year,
    isRead: !needsAttention(type),
    timestamp: now,
  };
  world.messages.push(message);
  const own = world.messages.filter((m) => m.federationId === federationId);
  if (own.length > MAX_MESSAGES) {
    const drop = new Set(own.slice(0, own.length - MAX_MESSAGES));
    world.messages = world.messages.filter((m) => !drop.has(m));
  }
  return message;
}

export function inboxOf(world: World, federationId: string): GameMessage[] {
  return world.messages.filter((m) => m.federationId === federationId);
}

export function markMessageRead(world: World, federationId: string, id: string): void {
  const message = world.messages.find((m) => m.id === id && m.federationId === federationId);
  if (!message) throw new SimRefusal('That message no longer exists.');
  message.isRead = true;
}

export function markAllMessagesRead(world: World, federationId: string): void {
  for (const message of world.messages) if (message.federationId === federationId) message.isRead = true;
}

export function unreadCount(world: World, federationId: string): number {
  return world.messages.filter((m) => m.federationId === federationId && !m.isRead).length;
}
