// The help center's text: overview cards, the three accordions' topics and the game progression.
// Figures follow the spec and docs/game-rules.md; keep them in step when rules change.
import type { LucideIcon } from 'lucide-react';
import { Banknote, CalendarDays, Save, Swords, TrendingUp, Users } from 'lucide-react';
import type { ReactNode } from 'react';

export interface OverviewCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

export interface HelpTopic {
  id: string;
  title: string;
  body: ReactNode;
}

export interface HelpSection {
  id: string;
  title: string;
  intro: string;
  topics: HelpTopic[];
}

export interface ProgressionStage {
  weeks: string;
  title: string;
  goals: string[];
}

export const OVERVIEW: OverviewCard[] = [
  { icon: Users, title: 'Build your roster', text: 'Sign wrestlers, pay their contracts and keep them happy. Sign 6-8 to start.' },
  { icon: CalendarDays, title: 'Book your shows', text: 'Choose venues, ticket prices and matches. Matches are rated from 0 to 10 stars.' },
  { icon: TrendingUp, title: 'Grow your popularity', text: 'Federation popularity runs from 0 to 100 and opens the door to bigger stars, venues and TV.' },
  { icon: Banknote, title: 'Run the business', text: 'Start with $50,000. Ticket sales, TV money and merchandise must cover salaries and costs.' },
  { icon: Swords, title: 'Outdo your rivals', text: 'Computer-run promotions compete for the same fans and talent. Fight them or deal with them.' },
  { icon: Save, title: 'Your progress is safe', text: 'The game saves itself to slot 1 after every change. Slot 2 is yours for a manual save.' },
];

const List = ({ items }: { items: ReactNode[] }) => (
  <ul>
    {items.map((item, i) => (
      <li key={i}>{item}</li>
    ))}
  </ul>
);

export const HELP_SECTIONS: HelpSection[] = [
  {
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
                'You can renew in a contract\'s last 4 weeks for one week of pay. Unhappy wrestlers ask more (10% below morale 70, 25% below 40) and refuse below 20.',
                'A week before a contract ends you get a warning; at the end the wrestler becomes a free agent. Releasing a wrestler costs nothing, but they lose any championship.',
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
              ]}
            />
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
              Opening the week report page any other way (reloading it, a bookmark, the installed app's shortcut) shows your last week's report
              and an <strong>Advance</strong> button: the week only moves on when you press a button, never twice by accident.
            </p>
            <p>A week in which you ran no show costs 0.2 popularity. The game saves itself to slot 1 a moment after every change you make.</p>
          </>
        ),
      },
    ],
  },
  {
    id: 'advanced-management',
    title: 'Advanced Management',
    intro: 'The systems behind a federation that lasts.',
    topics: [
      {
        id: 'shows-and-matches',
        title: 'Shows and match quality',
        body: (
          <>
            <p>
              Create a show on the Shows page: a venue (from a 100-seat club to a 75,000-seat stadium), a ticket price, and weekly or a one-off
              special event. The venue's rental is paid when you book it; cancelling refunds half. Licensing ($2,000 at arenas and theaters, $10,000 at a stadium, none at clubs and the civic hall) and
              per-appearance fees are paid on the night. A weekly show is booked again for the next week once it has run.
            </p>
            <p>
              Build the card from matches (Singles, Tag Team, Triple Threat, Fatal Four-Way, with stipulations such as Ladder or Steel Cage) and
              promos. Each wrestler appears once a night; the last segment is the main event. <strong>Auto-book</strong> fills an empty card for you.
            </p>
            <p>
              Each match earns a quality from <strong>0 to 10 stars</strong>: the wrestlers' skills (weighted by match type), their popularity and
              morale, a rivalry between them, a title on the line, the format's spectacle, a mismatch penalty and the night's luck. The show's rating
              is the weighted average of its segments (the main event counts double). Every figure comes with its breakdown.
            </p>
            <p>
              Fans buy tickets on the announced card: attendance grows with its expected quality and your popularity, falls when tickets cost more
              than fans think fair, and never exceeds the venue's capacity. A show better than your fans expect raises your popularity.
            </p>
          </>
        ),
      },
      {
        id: 'championships',
        title: 'Championships',
        body: (
          <p>
            Create titles on the Championships page and name a first champion, or let them fight for it. Put a title on the line in a match: a
            champion who wins defends it, a challenger who wins takes it. Great title matches raise a title's <strong>prestige</strong> (0-100), poor
            ones lower it, and a title left undefended for more than 4 weeks fades. A wrestler who leaves loses their titles.
          </p>
        ),
      },
      {
        id: 'rivalries',
        title: 'Rivalries',
        body: (
          <p>
            A rivalry's <strong>intensity runs from 0 to 100</strong>. It starts at 25; every match between the rivals adds 8 (more for a great
            match) and every promo between them 5. A hot rivalry adds up to 1.5 stars to their matches and draws up to 20% more fans. A week
            without them meeting costs 4, and at 0 the feud is over.
          </p>
        ),
      },
      {
        id: 'injuries',
        title: 'Injuries',
        body: (
          <p>
            Every match carries a small risk of injury: more in multi-person matches and dangerous stipulations (Ladder, No DQ, Steel Cage), less
            for wrestlers with high stamina. An injured wrestler is out for 1 to 6 weeks and cannot be booked or trained until healed.
          </p>
        ),
      },
      {
        id: 'popularity-and-tv',
        title: 'Federation popularity and TV networks',
        body: (
          <>
            <p>
              Federation popularity runs from <strong>0 to 100</strong>. Every TV network has a minimum: Local Community TV (75,000 viewers) takes
              you at 5, Cable Access Network at 12, and the biggest, Apex Global Network (35 million), at 99.
            </p>
            <p>
              A network you reach makes an offer on the TV Networks page: small networks pay per episode (Local Community TV $3,000), the big ones
              a share of the episode's ad revenue, for 12 to 52 weeks. Tie the deal to a weekly show: every episode earns its payment if it meets
              the network's rating and viewer targets. Miss them 3 weeks in a row and the deal is cancelled; finish it well and the renewal pays
              more. Viewers grow with your show's rating, your popularity and your advertising.
            </p>
          </>
        ),
      },
      {
        id: 'product-and-shop',
        title: 'Product, venue upgrades and the shop',
        body: (
          <List
            items={[
              'Merchandising (levels 0-3) sells every week, more as your popularity grows.',
              'Advertising (levels 0-4) adds popularity every week and more TV viewers.',
              'Production (levels 0-5) adds 0.2 to 1.0 stars to every segment of every show.',
              'Each level costs its setup once, then a weekly cost and facility maintenance while active; pause a product to stop paying.',
              'Venue upgrades (lighting, sound, jumbotron, pyrotechnics, bigger arenas and stadiums) add stars, fans or seats at the venues they fit. Tier 2 needs tier 1.',
              'The shop sells campaigns (+1 to +10 popularity at once), an Audience Surge (+20% fans for 3 shows) and Elite Scouting (a star free agent on this week\'s market), for in-game funds only.',
              'Campaigns cost their list price up to popularity 20; above it a bigger audience costs more to reach (x16 at 40, x81 at 60), and near the top they add less, like every popularity gain.',
            ]}
          />
        ),
      },
      {
        id: 'money',
        title: 'Money: income, costs and tax',
        body: (
          <>
            <List
              items={[
                'Income: tickets, TV deals, merchandise (at shows and from your merchandising line) and deals with other promotions.',
                'Paid at once: signing and renewal bonuses, training courses and hiring fees.',
                'Paid at the end of each week: Permanent Deal salaries, staff salaries, insurance (10% of your signed wrestlers × their average salary), product costs, facility maintenance and venue upkeep.',
                'Weekly costs rise as your federation ages: ×1.25 after 20 weeks and ×1.5 after 52 weeks.',
                'Tax is charged on positive weekly profit in brackets: nothing up to $50,000, 5% on the part up to $200,000, 10% up to $500,000 and 15% above.',
                'Your funds never go below $0. Anything you cannot pay for now is refused: "Insufficient funds. This action costs $…".',
                'If the week\'s bills are more than your funds, the dashboard warns you. An unpaid week costs every wrestler 10 morale; two in a row and your staff walk out; three and unhappy wrestlers leave.',
              ]}
            />
            <p>Finances shows every line of every week, and charts of your funds, income and costs.</p>
          </>
        ),
      },
      {
        id: 'staff',
        title: 'Staff',
        body: (
          <>
            <p>
              Hire one of each: a <strong>head coach</strong> (training report), a <strong>head of talent</strong> (popularity, morale and
              contracts), a <strong>head of finance</strong> (finance report) and a <strong>head of social media</strong> (followers report). Each
              sends you a report every week.
            </p>
            <p>
              Weekly salary: $3 (coach), $25 (talent), $28 (finance) or $22 (social media) plus $50 for every skill point above 60. Hiring costs four
              weeks of salary. A coach's effectiveness is their skill plus up to 20 points for experience; below 70% they will tell you to find
              someone better.
            </p>
          </>
        ),
      },
      {
        id: 'rival-promotions',
        title: 'Rival promotions',
        body: (
          <p>
            Each rival promotion is aggressive, cooperative, defensive or chaotic. Your relationship with each runs from -100 to 100: hostile at -50
            or below, allied at 50 or above. Allies lend wrestlers and co-promote joint shows; enemies spread rumours and poach talent.
          </p>
        ),
      },
    ],
  },
  {
    id: 'strategy-tips',
    title: 'Strategy & Tips',
    intro: 'What experienced promoters do.',
    topics: [
      {
        id: 'run-every-week',
        title: 'Run a show every week',
        body: <p>Every quiet week costs 0.2 popularity. A small show in a full club is better than no show at all.</p>,
      },
      {
        id: 'fill-the-building',
        title: 'Fill the building before you grow it',
        body: (
          <p>
            A sold-out 800-seat club looks and pays better than a half-empty arena. Move up a venue size when you keep selling out, not before.
          </p>
        ),
      },
      {
        id: 'spend-slowly',
        title: 'Spend slowly in the first month',
        body: (
          <p>
            Your $50,000 has to last until the shows pay for themselves. Sign 6-8 wrestlers, keep most of them on Per Appearance contracts, and
            invest once you have a weekly profit.
          </p>
        ),
      },
      {
        id: 'keep-promises',
        title: 'Keep your promises',
        body: (
          <p>
            A kept promise lifts a wrestler's morale; a broken one drops it, and a wrestler who gave you an ultimatum may quit and refuse to come back
            for 12 weeks.
          </p>
        ),
      },
      {
        id: 'save-before-risks',
        title: 'Save before a big decision',
        body: <p>Slot 1 is the autosave and is overwritten as you play (and by a new game). Save to slot 2 before a risky signing or a war with a rival, and you can always go back.</p>,
      },
    ],
  },
];

export const PROGRESSION: ProgressionStage[] = [
  {
    weeks: 'Weeks 1-4',
    title: 'Foundation',
    goals: ['Sign 6-8 wrestlers.', 'Run a show every week in a venue you can fill.', 'Keep costs low and learn what your crowd likes.'],
  },
  {
    weeks: 'Weeks 5-12',
    title: 'Growth',
    goals: ['Land your first TV deal.', 'Start rivalries and crown your first champions.', 'Invest in merchandising once you make a weekly profit.'],
  },
  {
    weeks: 'Week 13+',
    title: 'Expansion',
    goals: ['Move up to arenas and bigger networks.', 'Hire staff and sign category A and S stars.', 'Deal with, or take on, the rival promotions.'],
  },
];
