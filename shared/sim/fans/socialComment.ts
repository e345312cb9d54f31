// What the fans say (spec: Game state socialComments): a few short comments after a show or a big event,
// each about something of this week the player can act on (docs/rules/fans.md).

export interface SocialComment {
  id: string;
  /** The federation the comment is about (whose dashboard shows it). */
  federationId: string;
  /** totalWeeksProgressed of the week it was posted in. */
  weekIndex: number;
  /** The show it reacts to, when it reacts to one (the show summary lists it). */
  showId: string | null;
  text: string;
}
