// The fans' voice (spec: Game state socialComments; our design, docs/rules/fans.md "The fans' voice").
// The spec names the comments and nothing of their rules: every figure below is ours. A comment is rare
// and says something about this week the player can act on; it never reaches the inbox.

/** What a comment is about: one generator each (fans/showComments.ts, fans/weekComments.ts). */
export const FAN_TOPICS = [
  'great_main_event',
  'record_crowd',
  'botched_title_change',
  'letdown',
  'missing_star',
  'wrestler_quit',
  'broken_promise',
  'rumour',
  'title_vacant',
  'champion_idle',
] as const;
export type FanTopic = (typeof FAN_TOPICS)[number];

/**
 * Comments a show can draw, at most. Two: the night's best and worst talking points, never a thread.
 * A show with more to say keeps the topics in FAN_TOPICS order (praise and scandal before complaints).
 */
export const FAN_COMMENTS_PER_SHOW = 2;
/**
 * Comments a federation can draw in one week, shows and the week's events together, at most. Three: a
 * show's two and one about the week; a second show in the week shares what is left.
 */
export const FAN_COMMENTS_PER_WEEK = 3;
/**
 * Comments kept per player's federation, newest first: the dashboard card and the show summaries read
 * them. Twenty is about seven weeks at the weekly cap, more than the talk lasts (FAN_BUZZ_WEEKS).
 */
export const FAN_COMMENTS_KEPT = 20;
/**
 * Weeks a comment's followers change lasts, the week it was posted included: the talk moves followers
 * while people repeat it, then fades and the followers return to what popularity and the roster draw.
 * A computer-run federation keeps only the comments still moving its followers (nobody reads the rest).
 */
export const FAN_BUZZ_WEEKS = 4;

/**
 * Followers (people) each topic's comment moves while its talk lasts. Against the 1,000 followers a point
 * of popularity draws (rules/staff.ts), a comment is worth a point or two of popularity in followers:
 * felt in the social media report, never a swing on its own.
 */
export const FAN_FOLLOWERS: Readonly<Record<FanTopic, number>> = {
  great_main_event: 1_500,
  record_crowd: 1_000,
  botched_title_change: -1_000,
  letdown: -1_500,
  missing_star: -750,
  wrestler_quit: -1_500,
  broken_promise: -1_000,
  rumour: -1_000,
  title_vacant: -500,
  champion_idle: -500,
};

/**
 * A great main event beats every main event of the federation's last FAN_GREAT_LOOKBACK_SHOWS shows (once
 * it has run FAN_COMPARE_MIN_SHOWS) and rates at least FAN_GREAT_MAIN_EVENT_STARS (0-10). Relative, because a good roster's main events rate 7-9
 * stars every week and praise for each would be filler; the floor keeps a weak roster's best from being
 * called great. About one show in ten of a steady federation.
 */
export const FAN_GREAT_MAIN_EVENT_STARS = 6;
export const FAN_GREAT_LOOKBACK_SHOWS = 10;
/**
 * A title that changed hands in a match rated below this many stars is a botched title change: main events
 * rate around 8, and a change in a match below 4 is one nobody will remember.
 */
export const FAN_BOTCHED_TITLE_STARS = 4;
/**
 * A show rated at least this many stars below its expected rating (what the announced card promised, the
 * figure that sold the tickets) is a letdown. The night's luck moves a card by a few tenths of a star;
 * 0.4 is the worst few shows in a hundred (an injury, a bad night for several matches).
 */
export const FAN_LETDOWN_STARS = 0.4;
/**
 * The most popular wrestler who could appear is missed when left off this many of the federation's shows
 * in a row (this one included), and only when at least FAN_STAR_MIN_POPULARITY popular: one rest is fine.
 */
export const FAN_STAR_MISSED_SHOWS = 2;
export const FAN_STAR_MIN_POPULARITY = 60;
/**
 * The fans compare a show with the federation's earlier ones (a record crowd, the best main event) once it
 * has run this many: its first shows beat each other every week and the fans do not notice.
 */
export const FAN_COMPARE_MIN_SHOWS = 5;
/**
 * A title not on the line for this many weeks gets a comment, and again every further FAN_IDLE_TITLE_WEEKS
 * (6, 12, 18, ...): past PRESTIGE_IDLE_WEEKS (4), so prestige is already fading when the fans say it.
 */
export const FAN_IDLE_TITLE_WEEKS = 6;

/** The fans who post (made-up handles); each comment's handle is chosen from its facts, not drawn. */
export const FAN_HANDLES: readonly string[] = [
  '@TopRopeTina',
  '@ChairShotCharlie',
  '@KayfabeKev',
  '@CheapSeatSam',
  '@BotchWatchBella',
  '@FrontRowFiona',
  '@SuplexCityStan',
  '@HeelTurnHarper',
  '@RingsideRosa',
  '@MoonsaultMo',
  '@PinfallPete',
  '@TurnbuckleTess',
];

/** The handle of a comment: the same facts always give the same fan (a string hash of `key`). */
export function fanHandle(key: string): string {
  let hash = 0;
  for (let i = 0; i < key.length; i += 1) hash = (hash * 31 + key.charCodeAt(i)) | 0;
  return FAN_HANDLES[Math.abs(hash) % FAN_HANDLES.length]!;
}
