// What the fans say (spec: Game state socialComments): a few short comments after a show or a big event,
// each about something of this week the player can act on (docs/rules/fans.md).
import type { FanTopic } from '#shared/rules/fans.ts';

export interface SocialComment {
  id: string;
  /** The federation the comment is about (whose dashboard shows it). */
  federationId: string;
  /** totalWeeksProgressed of the week it was posted in. */
  weekIndex: number;
  /** The show it reacts to, when it reacts to one (the show summary lists it). */
  showId: string | null;
  text: string;
  /** The fan who posted it (rules/fans.ts FAN_HANDLES). */
  handle: string;
  /** What it is about: the generator that wrote it. */
  topic: FanTopic;
  /** Followers it moves while its talk lasts (FAN_BUZZ_WEEKS), signed, and why, in the social media report's words. */
  followers: { change: number; reason: string };
  /** The screen where the player can act on it. */
  href: string;
}

/** A comment as a generator writes it, before it is posted (the feed gives it its id, week and handle). */
export type CommentDraft = Pick<SocialComment, 'topic' | 'text' | 'href'> & { reason: string };
