// The federation's inbox: messages from staff, wrestlers and the world.
import { SimRefusal } from './refusal.ts';
import { takeId, type GameMessage, type MessageType, type World } from './world.ts';

/** Messages kept in a save; the oldest go first beyond this. */
export const MAX_MESSAGES = 200;

export function addMessage(world: World, type: MessageType, title: string, content: string, now: number): GameMessage {
  const message: GameMessage = {
    id: takeId(world, 'msg'),
    type,
    title,
    content,
    week: world.calendar.week,
    month: world.calendar.month,
    year: world.calendar.year,
    isRead: false,
    timestamp: now,
  };
  world.messages.push(message);
  if (world.messages.length > MAX_MESSAGES) world.messages.splice(0, world.messages.length - MAX_MESSAGES);
  return message;
}

export function markMessageRead(world: World, id: string): void {
  const message = world.messages.find((m) => m.id === id);
  if (!message) throw new SimRefusal('That message no longer exists.');
  message.isRead = true;
}

export function markAllMessagesRead(world: World): void {
  for (const message of world.messages) message.isRead = true;
}

export function unreadCount(world: World): number {
  return world.messages.filter((m) => !m.isRead).length;
}
