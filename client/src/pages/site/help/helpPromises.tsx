// The help topic on wrestlers' requests, promises and ultimatums (docs/rules/promises.md): figures from
// shared/rules/promises.ts, so the help says what the sim does.
import { REHIRE_BAN_WEEKS } from '#shared/rules/contracts.ts';
import {
  CHAMPIONSHIP_MATCH_MIN_POPULARITY,
  MORE_APPEARANCES_NEEDED,
  moraleRangeText,
  PROMISE_BROKEN_MORALE,
  PROMISE_DEADLINE_WEEKS,
  PROMISE_KEPT_MORALE,
  REQUEST_ACCEPT_MORALE,
  REQUEST_COOLDOWN_WEEKS,
  REQUEST_DECLINE_MORALE,
  TIME_OFF_WEEKS,
  ULTIMATUM_FAILED_PROMISES,
  ULTIMATUM_MORALE,
} from '#shared/rules/promises.ts';
import type { HelpTopic } from './helpTopics.tsx';

export const PROMISES_TOPIC: HelpTopic = {
  id: 'promises',
  title: 'Requests, promises and ultimatums',
  body: (
    <>
      <p>
        Now and then a wrestler asks for something the game gives them a reason to want: a <strong>championship match</strong> (popularity{' '}
        {CHAMPIONSHIP_MATCH_MIN_POPULARITY}+, no title, and your federation holds one), a <strong>main event</strong> (one of your most popular,
        kept off the top of the card), a <strong>raise</strong> (paid below their asking salary with the contract ending soon),{' '}
        <strong>time off</strong> (exhausted) or <strong>more appearances</strong> (idle for weeks). A request arrives in your inbox and on the
        Promises page; a wrestler asks at most once every {REQUEST_COOLDOWN_WEEKS} weeks, and you hear one request a week at most.
      </p>
      <p className="mt-2">
        <strong>Accept</strong>: morale {moraleRangeText(REQUEST_ACCEPT_MORALE, 1)}, and you have {PROMISE_DEADLINE_WEEKS} weeks to keep it.{' '}
        <strong>Decline</strong>: morale {moraleRangeText(REQUEST_DECLINE_MORALE, -1)}. The game sees a promise kept from what happens: the title
        match for that championship run with them in it, a main event, {MORE_APPEARANCES_NEEDED} appearances, {TIME_OFF_WEEKS} weeks off the cards
        in a row, a renewal at their asking salary. Kept: morale {moraleRangeText(PROMISE_KEPT_MORALE, 1)}. Broken (the deadline passes, or you go
        back on it): morale {moraleRangeText(PROMISE_BROKEN_MORALE, -1)}. A request you never answer lapses quietly.
      </p>
      <p className="mt-2">
        After you break {ULTIMATUM_FAILED_PROMISES} of a wrestler's promises in half a year, or one while their morale is under {ULTIMATUM_MORALE}, they ask with an{' '}
        <strong>ultimatum</strong>: decline it, or let its deadline pass unkept, and they quit. They leave as free agents, their titles are vacated,
        and they will not sign with you for {REHIRE_BAN_WEEKS} weeks. Rival promoters live by the same rules.
      </p>
    </>
  ),
};
