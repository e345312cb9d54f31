// The help center's Getting Started: creating a federation, wrestlers, contracts, the market, training, morale, fatigue, the week, messages.
// Figures follow the spec and docs/rules/ (index: docs/game-rules.md); keep them in step when rules change.
import { formatUsdPlain } from '#shared/rules/money.ts';
import {
  SAMPLE_GAME_CONTRACT_WEEKS,
  SAMPLE_GAME_FEDERATION_NAME,
  SAMPLE_GAME_FUNDS_USD,
  SAMPLE_GAME_POPULARITY,
  SAMPLE_GAME_ROSTER_SIZE,
  SAMPLE_GAME_START,
} from '#shared/rules/sampleGame.ts';
import type { HelpSection } from './helpTopics.tsx';
import { List } from './helpList.tsx';

export const GETTING_STARTED: HelpSection = {
  id: 'getting-started',
  title: 'Getting Started',
  intro: 'Your first hour as a promoter.',
  topics: [
    {
      id: 'create-federation',
      title: 'Creating your federation',
      body: (
        <>
          <p>
            Choose <strong>Start New Game</strong> on the start menu, name your federation (up to 50 characters: letters, digits, spaces and
            - ' . &) and pick a logo or play without one.
          </p>
          <p>
            You begin in <strong>Week 1 of January 2025</strong> with <strong>$50,000</strong> and a federation popularity of{' '}
            <strong>10</strong> out of 100.
          </p>
          <p>
            Want to see the late game at once? Choose <strong>Sample Game</strong> instead: {SAMPLE_GAME_FEDERATION_NAME} is already founded at
            the top, in <strong>Week 1 of {SAMPLE_GAME_START.month} {SAMPLE_GAME_START.year}</strong>, with{' '}
            <strong>${formatUsdPlain(SAMPLE_GAME_FUNDS_USD)}</strong>, a popularity of <strong>{SAMPLE_GAME_POPULARITY}</strong> and the{' '}
            {SAMPLE_GAME_ROSTER_SIZE} best free agents on {SAMPLE_GAME_CONTRACT_WEEKS}-week contracts. It replaces the game in slot 1 like a new
            game, and its name stays (federations cannot be renamed).
          </p>
        </>
      ),
    },
    {
      id: 'first-wrestlers',
      title: 'Signing your first wrestlers',
      body: (
        <>
          <p>
            <strong>Sign 6-8 wrestlers to start.</strong> That is enough for a full card every week without spending your whole budget on
            salaries.
          </p>
          <List
            items={[
              'Mix a few reliable mid-card workers (categories C and D) with one or two wrestlers the crowd already knows.',
              'Rival federations sign the cheap C and D workers first. When none is on offer at a salary you can pay, take the best value instead: the highest rating for the salary, from the weekly market or the Free Agents list.',
              'Stars in categories S and A ask for big salaries and only sign with a federation that is popular enough.',
              'The weekly market offers about ten free agents and changes every week.',
            ]}
          />
        </>
      ),
    },
    {
      id: 'wrestler-stats',
      title: 'Wrestler stats, rating and category',
      body: (
        <>
          <p>
            Every wrestler has the skills <strong>Strength</strong>, <strong>Agility</strong>, <strong>Technical</strong> and{' '}
            <strong>Stamina</strong>, plus <strong>Charisma</strong> on the microphone, each from 0 to 100, and a popularity from 0 to 100.
          </p>
          <p>
            The rating is popularity × 1.2 + strength + agility + technical + charisma × 0.75. The category follows from it: S from 446, A
            from 396, B from 347, C from 248, D from 198, E from 149, F below.
          </p>
        </>
      ),
    },
    {
      id: 'contracts',
      title: 'Contracts: Per Appearance and Permanent Deal',
      body: (
        <>
          <List
            items={[
              <>
                <strong>Permanent Deal</strong>: a <strong>weekly salary</strong>, paid every week whether they wrestle or not.
              </>,
              <>
                <strong>Per Appearance</strong>: a fee for each show the wrestler works (1.25 × their weekly asking salary), nothing in weeks they
                sit out.
              </>,
              'The weekly market signs for 5 weeks at the asking salary, with one week of pay as a signing bonus.',
              'Free agents sign for 12, 26 or 52 weeks (26 weeks 5% cheaper a week, 52 weeks 10%), with two weeks of pay as the bonus.',
              'You can renew in a contract\'s last 4 weeks for one week of pay. Unhappy wrestlers ask more (10% below morale 70, 25% below 40) and refuse below 20. A renewal needs the popularity a signing needs: a star brought by Elite Scouting is yours for that 5-week deal only, until your popularity reaches theirs.',
              'A week before a contract ends you get a warning; at the end the wrestler becomes a free agent. Releasing a wrestler early pays a severance of half the salary still owed (the release dialog shows it), and they lose any championship.',
            ]}
          />
        </>
      ),
    },
    {
      id: 'market-and-free-agents',
      title: 'The weekly market and free agents',
      body: (
        <>
          <p>
            The <strong>weekly market</strong> offers 10 free agents you can afford to sign right now. Each week 3 to 5 of them stay and the
            rest are replaced.
          </p>
          <p>
            The <strong>free agents</strong> list shows everyone without a contract, 20 at a time. A wrestler only signs with a federation whose
            popularity reaches what they require: the others are shown locked, with the popularity they want.
          </p>
          <p>
            A wrestler no one signs asks for less: 3% of their value off the asking salary for each week unsigned, down to 60% of it after 14
            weeks. Rival federations sign free agents too, so a bargain does not always wait.
          </p>
          <p>
            Rival federations sign free agents too, and a wrestler exists once: the moment a rival signs someone, they leave the market and the
            free-agent list. <strong>Wrestlers in demand ask more</strong>: each rival federation that would sign them now adds 5% to what they
            ask (at most +20%), shown on their card as &ldquo;2 rival federations are interested: +10%&rdquo;. Renewals are not affected.
          </p>
          <p>
            <strong>Rich rivals want stars</strong>: a rival federation with a year of its running costs in the bank after the signing, and
            still short of the popularity it aims for, signs the most popular star it is popular enough for, making room on a full roster by
            releasing its weakest wrestler. The world&rsquo;s biggest names rarely wait long on the free-agent list.
          </p>
        </>
      ),
    },
    {
      id: 'training',
      title: 'Training',
      body: (
        <>
          <p>
            Send a wrestler to train one skill: it costs $500 + $20 per point of the skill and takes 2 weeks (below 50), 3 (from 50), 4 (from 70)
            or 5 weeks (from 85). A head coach at 80% effectiveness or more saves a week. A wrestler in training cannot appear on shows.
          </p>
          <p>When the course ends the skill rises: +1 (50% of the time), +2 (25%), +3 (12.5%), +4 (7.5%) or +5 (5%), up to 100.</p>
        </>
      ),
    },
    {
      id: 'morale',
      title: 'Morale',
      body: (
        <>
          <p>Morale runs from 0 to 100 and moves every week. The roster and each profile show why.</p>
          <List
            items={[
              'Pay: +1 a week when paid 10% above what they ask, -1 below 90% of it, -2 below 75%.',
              'A new contract: +2. A week of training: +1.',
              'No work: after 2 weeks without a show or training, -1 a week; after 4 weeks, -2 a week.',
              'A contract with 2 weeks or fewer left: -1 a week.',
              'Show nights: +1 for appearing, +2 more for a win, -1 for a loss, on the night. Last week’s list on the profile includes them.',
            ]}
          />
        </>
      ),
    },
    {
      id: 'fatigue',
      title: 'Fatigue',
      body: (
        <>
          <p>
            Every appearance tires a wrestler. Fatigue runs from 0 to 100 and is shown as <strong>Fresh</strong> (below 30),{' '}
            <strong>Tired</strong> (30-69) or <strong>Exhausted</strong> (70 and up) on the roster, the booking page, each card segment and the
            wrestler's profile, before the show.
          </p>
          <List
            items={[
              'A match costs 16 points in Singles, 11 in a Tag Team match (partners rest on the apron), 14 in a Triple Threat, 13 in a Fatal Four-Way; No DQ +4, Submission +2, Ladder +8, Steel Cage +6.',
              'Stamina scales it: stamina 50 pays the figure, 90 pays 60% of it, 20 pays 130%. A promo costs 2 points, whoever cuts it.',
              'Each Next Week gives back 20 points after a week with shows, 35 after a week off.',
              'Above 30 average fatigue a match loses stars, up to 2.5 stars at 100, and each wrestler is hurt more often: up to 3 times as often when spent.',
              'The crowd cools on repeats: the same wrestlers facing each other (or matches of the same rivalry) more than twice in 4 weeks cost 0.5 stars a time, up to 2 stars.',
            ]}
          />
          <p>Three or four shows a week with one roster wear it out within a few weeks: rotate your wrestlers or give them weeks off.</p>
        </>
      ),
    },
    {
      id: 'advance-week',
      title: 'Advancing the week',
      body: (
        <>
          <p>
            Press <strong>Next Week</strong> (in the menu, or the big middle button on a phone) when you are ready. A month has four weeks.
            The server moves the calendar on and the week report shows everything that happened.
          </p>
          <p>
            The report also lists every change to your wrestlers' skills and popularity that week, grouped by wrestler, each with its reason: a
            match or promo (with its rating and result), a finished training course, a birthday. Sort it by wrestler or by change; on a phone
            tap a wrestler to open their rows.
          </p>
          <p>
            Opening the week report page any other way (reloading it, a bookmark, the installed app's shortcut) shows your last week's report
            and an <strong>Advance</strong> button: the week only moves on when you press a button, never twice by accident.
          </p>
          <p>
            If a show of this week has not run yet, Next Week asks first. It lists each one (its card booked or empty) with what skipping it
            costs: half its venue rental comes back, a show on a TV deal misses that week's episode, a weekly show is not booked again next
            week (unless it airs on a TV deal that goes on: then next week's episode is booked, empty, with the deal), and a week without a
            completed show costs popularity. Choose <strong>Run them now, then advance</strong> (empty cards are
            auto-booked; one that cannot run, say a booked wrestler got injured, is named in the week report with the reason and is cancelled
            like a skipped show), <strong>Skip them and advance</strong>, or <strong>Cancel</strong> to stay in this week.
          </p>
          <p>
            Turn on <strong>Run my unrun shows automatically</strong> (on the week report page or in Settings) and Next Week stops asking: it
            runs this week's shows the same way, then advances.
          </p>
          <p>
            <strong>Sim to week</strong>, on the week report page, advances several weeks in a row, up to 52 weeks ahead. Each week's unrun shows
            are run or skipped per that setting (it asks first if it is off). It stops early, after the week that brought it, on anything that
            needs you: a wrestler whose contract ends next week, a TV offer or renewal you can still accept, an injured champion, a show that
            could not run, bills you could not pay or funds short of this week's bills, no wrestlers under contract, or no show booked. It
            never stops for an offer you cannot take (withdrawn, or a network a rival now airs on). It then tells you where and why it stopped.
          </p>
          <p>A week in which you ran no show costs 0.2 popularity. The game saves itself a moment after every change you make, to the slot you are playing (slot 1 for a new game, or the slot you last loaded or saved to).</p>
          <p>
            The <strong>from last week</strong> figures compare your funds, popularity and roster now with where they stood when last week
            began, so right after an advance they show the whole week: signings, show night, the bills and the advance. The week report keeps
            last week's closing figures and their change until the next advance; the dashboard also counts what you do in the new week.
          </p>
          <p>
            <strong>Around the world</strong>: the dashboard's <strong>This week around the world</strong> sets your show of the week that
            ended beside the rival federations' shows of that week, each rating as a bar on the same 0-10 scale, your row first; the week
            report's <strong>Around the world</strong> lists each rival's show with its rating, main event and what the week did to its
            popularity (what its shows moved it by, or -0.2 for a week without a show), and names the best show of the week. Only what the
            whole world can see is shown, never a rival's money.
          </p>
        </>
      ),
    },
    {
      id: 'messages',
      title: 'Messages and the week report',
      body: (
        <>
          <p>
            The inbox is for what needs you: it opens on <strong>Needs attention</strong>, and the red badge counts only those messages while
            they are unread.
          </p>
          <List
            items={[
              'Needs attention (arrive unread): expiring and ended contracts, injuries, departures, TV offers, warnings and renewals, missed payroll, a show cancelled or not booked.',
              'Routine (arrive already read): show results. The week report lists every show of the week under "Shows this week" with its rating, fans, profit and popularity, each linking to its summary.',
            ]}
          />
          <p>
            Filter the inbox by type (All, Results, Roster, Shows, TV, Finance, Other); each filter shows how many messages it holds. Use the
            arrow keys to move between filters. <strong>Mark all read</strong> clears the badge.
          </p>
        </>
      ),
    },
  ],
};
