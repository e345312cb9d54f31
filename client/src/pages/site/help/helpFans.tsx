// The help topic on the fans' comments and the followers they move (docs/rules/fans.md): figures from
// shared/rules/fans.ts, so the help says what the sim does.
import {
  FAN_BOTCHED_TITLE_STARS,
  FAN_BUZZ_WEEKS,
  FAN_COMMENTS_PER_SHOW,
  FAN_COMMENTS_PER_WEEK,
  FAN_GREAT_LOOKBACK_SHOWS,
  FAN_GREAT_MAIN_EVENT_STARS,
  FAN_IDLE_TITLE_WEEKS,
  FAN_LETDOWN_STARS,
  FAN_COMPARE_MIN_SHOWS,
  FAN_STAR_MIN_POPULARITY,
  FAN_STAR_MISSED_SHOWS,
} from '#shared/rules/fans.ts';
import { List } from './helpList.tsx';
import type { HelpTopic } from './helpTopics.tsx';

export const FANS_TOPIC: HelpTopic = {
  id: 'fans',
  title: 'What the fans say',
  body: (
    <>
      <p>
        The fans speak up only when something is worth talking about, and what they say is something you can act on. Their comments appear on
        the dashboard and on the show's summary, never in your inbox: at most {FAN_COMMENTS_PER_SHOW} about a show and {FAN_COMMENTS_PER_WEEK} a
        week. They talk about:
      </p>
      <List
        items={[
          `a great main event: at least ${FAN_GREAT_MAIN_EVENT_STARS} stars and the best of your last ${FAN_GREAT_LOOKBACK_SHOWS} shows (once you have run ${FAN_COMPARE_MIN_SHOWS});`,
          `a record crowd, once you have run ${FAN_COMPARE_MIN_SHOWS} shows;`,
          `a title that changed hands in a match under ${FAN_BOTCHED_TITLE_STARS} stars;`,
          `a show ${FAN_LETDOWN_STARS} stars or more below what its card promised;`,
          `your most popular wrestler (${FAN_STAR_MIN_POPULARITY}+) left off ${FAN_STAR_MISSED_SHOWS} shows in a row;`,
          'a wrestler who quit, a promise you broke, a rival\u2019s rumours that stuck;',
          `a title vacant or undefended for ${FAN_IDLE_TITLE_WEEKS} weeks (and every ${FAN_IDLE_TITLE_WEEKS} after).`,
        ]}
      />
      <p className="mt-2">
        Each comment wins or loses you social media followers for {FAN_BUZZ_WEEKS} weeks, then the talk fades. The followers move whether or not
        you have a head of social media; with one, their weekly report lists what the fans are saying and what it did to your followers.
      </p>
    </>
  ),
};
