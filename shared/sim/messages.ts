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
  // Counted without a copy: it runs for every message of every federation, and a list is built only to trim.
  let count = 0;
  for (const m of world.messages) if (m.federationId === federationId) count += 1;
  if (count > MAX_MESSAGES) {
    const own = world.messages.filter((m) => m.federationId === federationId);
    const drop = new Set(own.slice(0, own.length - MAX_MESSAGES));
    world.messages = world.messages.filter((m) => !drop.has(m));
  }
  return message;
}

export function inboxOf(world: World, federationId: string): GameMessage[] {
  return world.messages.filter((m) => m.federationId === federationId);
}

/**
 * The newest messages the synced state carries, whether read or not; every unread one is carried too, so
 * the unread badge and "Needs attention" are exact. Older read ones are fetched a page at a time
 * (getMessages, inboxPage). Our design (issue 18 figures): a 3-year inbox of 200 messages was ~60 KB of
 * a ~100 KB join; 30 covers several weeks of news, more than one screen of /messages.
 */
export const MESSAGES_SYNCED = 30;

/** The messages the synced state carries: the newest MESSAGES_SYNCED and every unread one, in inbox order (oldest first). */
export function syncedInbox(world: World, federationId: string): GameMessage[] {
  const inbox = inboxOf(world, federationId);
  const from = inbox.length - MESSAGES_SYNCED;
  return from <= 0 ? inbox : inbox.filter((m, index) => index >= from || !m.isRead);
}

/** One page of the whole inbox, newest first, and how many messages it holds. */
export function inboxPage(world: World, federationId: string, offset = 0, limit = 20): { items: GameMessage[]; total: number } {
  const inbox = inboxOf(world, federationId);
  const total = inbox.length;
  const end = Math.max(0, total - offset);
  const start = Math.max(0, end - limit);
  return { items: inbox.slice(start, end).reverse(), total };
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
