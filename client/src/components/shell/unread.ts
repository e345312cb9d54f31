// The unread-messages badge text: nothing at 0, the count up to 9, "9+" above 9 (spec app-shell §9).
import type { GameMessage } from '#client/state/game.ts';

export const UNREAD_CAP = 9;

export function unreadLabel(count: number): string {
  if (count <= 0) return '';
  return count > UNREAD_CAP ? `${UNREAD_CAP}+` : String(count);
}

export function countUnread(items: readonly Pick<GameMessage, 'isRead'>[] | undefined): number {
  return items ? items.filter((item) => !item.isRead).length : 0;
}

/** The unread counts the menu shows: messages, and the staff's weekly reports. */
export interface UnreadCounts {
  messages: number;
  staffReports: number;
}
