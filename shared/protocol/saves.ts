// The sentence a player reads when a save slot could not be read: written by the room, recognised by the
// client (which shows it, and only it, in the Load Error toast). One definition for both sides.

/** The sentence for a slot that could not be read; the id ties it to the server's log entry with the details. */
export function unreadableSaveMessage(slot: number, errorId: string): string {
  return `The save in slot ${slot} could not be read (error ${errorId}).`;
}

const UNREADABLE_SAVE = /^The save in slot \d+ could not be read \(error [0-9a-f]{1,16}\)\.$/;

/** True when `text` is exactly that sentence, so no other text can pass for it. */
export function isUnreadableSaveMessage(text: string): boolean {
  return UNREADABLE_SAVE.test(text);
}
