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
  trimInbox(world, federationId);
  return message;
}

/**
 * Drops the federation's oldest messages beyond MAX_MESSAGES (a new list without them). It runs for every
 * message of every federation, so it reads no more than it must: counting from the newest end, it stops as
 * soon as the messages left to read could not take the count past MAX_MESSAGES. An AI federation's inbox is
 * emptied every week (ai/aiWeek.ts dropAiInboxes), so its message is settled in a few reads; the player's
 * full inbox is counted, then trimmed in one pass.
 */
function trimInbox(world: World, federationId: string): void {
  const messages = world.messages;
  let own = 0;
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    // Messages 0..i are left to read: even all of them the federation's would not pass the limit.
    if (own + i + 1 <= MAX_MESSAGES) return;
    if (messages[i]!.federationId === federationId) own += 1;
  }
  if (own <= MAX_MESSAGES) return;
  let drop = own - MAX_MESSAGES;
  const kept: GameMessage[] = [];
  for (const message of messages) {
    if (drop > 0 && message.federationId === federationId) drop -= 1;
    else kept.push(message);
  }
  world.messages = kept;
}

export function inboxOf(world: World, federationId: string): GameMessage[] {
  return world.messages.filter((m) => m.federationId === federationId);
}

/**
 * The newest messages the synced state carries, whether read or not; every unread one is carried too, so
 * the unread badge and "Needs attention" are exact. Older read ones are fetched a page at a time
 * (getMessages, inboxPage). Our design: a 3-year game's whole inbox (200 messages) would be
 * most of its join; 30 covers several weeks of news, more than one screen of /messages.
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
