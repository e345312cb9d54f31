// The help center's "The Wrestling World": the rival federations, their promoters, and the years passing.
// Figures follow the spec and docs/rules/ai.md ("AI federations", "AI federations: the promoter", "A world
// that lasts decades", "Dealings") and docs/rules/diplomacy.md; keep them in step when rules change.
import { LOAN_FEE_ALLIED_DISCOUNT, LOAN_FEE_HOSTILE_SURCHARGE, LOAN_FEE_PER_SKILL_POINT, RELATIONSHIP_CHANGES } from '#shared/rules/diplomacy.ts';
import { AI_LOAN_KEEPS_TOP, LOAN_MAX_WEEKS, LOAN_MIN_WEEKS, LOAN_TERM_EXPLANATIONS, LOAN_TERM_LABELS } from '#shared/rules/loans.ts';
import {
  POACH_CONTRACT_WEEKS,
  POACH_GLAD_MORALE_GAIN,
  POACH_GRUDGING_MORALE_LOSS,
  POACH_HAPPY_MORALE,
  POACH_POPULARITY_LOSS,
  POACH_SALARY_MULTIPLIER,
  POACH_SETTLED_WEEKS,
  POACH_TARGET_MIN_ROSTER,
  POACH_TARGET_POPULARITY_LOSS,
  POACH_UNHAPPY_MORALE,
  RAID_BASE_COST,
  RAID_MAX_WRESTLERS,
  RAID_MIN_WRESTLERS,
  RAID_POPULARITY_LOSS,
  RAID_TARGET_POPULARITY_LOSS,
  RELATIONSHIP_ALLIED_AT,
  RELATIONSHIP_HOSTILE_AT,
  RELATIONSHIP_MAX,
  RELATIONSHIP_MIN,
  RIVALRY_ACTION_EFFECTS,
  RIVALRY_ACTION_KINDS,
  RIVALRY_ACTIONS,
} from '#shared/rules/diplomacy.ts';
import {
  JOINT_EVENT_ARENA_CAPACITY,
  JOINT_EVENT_ARENA_NAME,
  JOINT_SHOW_BONUS_MAX,
  JOINT_SHOW_MATCHES,
  JOINT_SHOW_MAX_WEEKS_AHEAD,
  JOINT_SHOW_POPULARITY_MULTIPLIER,
  JOINT_SHOW_QUALITY_FACTOR,
  JOINT_SHOW_RETRY_WEEKS,
  JOINT_SHOW_SPLIT_MAX,
  JOINT_SHOW_SPLIT_MIN,
  JOINT_SHOW_TICKET_PRICE,
  JOINT_SHOW_TYPE_LABELS,
  JOINT_SHOW_WEEKS_AHEAD,
} from '#shared/rules/diplomacy.ts';
import { OFFER_OPEN_WEEKS } from '#shared/rules/diplomacy.ts';
import { AI_DEALING_PAIR_COOLDOWN_WEEKS, AI_DEALING_REST_WEEKS, AI_DEALINGS_PER_WEEK, AI_DEALINGS_RECEIVED_PER_WEEK } from '#shared/rules/aiDiplomacy.ts';
import {
  HOF_CHAMPION_WEEKS_MAX,
  HOF_CLASS_MAX,
  HOF_INDUCTION_THRESHOLD,
  HOF_POINTS_PER_POPULARITY,
  HOF_POINTS_PER_TITLE,
  HOF_POINTS_PER_WEEK_AS_CHAMPION,
  HOF_POINTS_PER_WIN,
  HOF_POINTS_PER_YEAR,
  HOF_TITLES_MAX,
  HOF_WINS_MAX,
  HOF_YEARS_MAX,
} from '#shared/rules/history.ts';
import { formatUsd } from '#client/lib/format.ts';
import type { HelpSection } from './helpTopics.tsx';

export const THE_WORLD: HelpSection = {
  id: 'the-world',
  title: 'The Wrestling World',
  intro: 'You are not alone: computer-run federations book, sign and compete by the same rules as you.',
  topics: [
    {
      id: 'rival-federations',
      title: 'Rival federations',
      body: (
        <>
          <p>
            A new game starts with three rivals: a large federation (popularity 80-99), a medium one (40-59) and a small one (10-29). Each has its own
            roster of 6-11 wrestlers, 2-4 championships with champions, a style, a gimmick and a promoter with a personality.
          </p>
          <p className="mt-2">
            Every week a rival holds a show with a chance of 60% plus a tenth of a percent per popularity point. Its show is booked, rated and paid for by
            exactly the rules of yours, and a week without a show costs it 0.2 popularity, as it costs you.
          </p>
          <p className="mt-2">
            A rival's company page shows its newest 10 shows (rating and main event), every change of champion and its story in the news. The world
            keeps no more of a rival than that: its older cards, its weekly books and its finished TV deals are let go after 4 weeks. Your own history is
            always kept whole.
          </p>
        </>
      ),
    },
    {
      id: 'rise-and-fall',
      title: 'Federations close, new ones appear',
      body: (
        <>
          <p>A rival closes when it runs out of fans or money:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            <li>popularity under 10 and funds under $25,000;</li>
            <li>popularity under 20 after 8 losing weeks in a row (a week without a show, or a show that lost money);</li>
            <li>popularity under 5;</li>
            <li>funds under $10,000 after 4 losing weeks in a row;</li>
            <li>and a small promotion under popularity 15 has a 2% chance a week of a bad break.</li>
          </ul>
          <p className="mt-2">
            Success does not last forever either: once a rival is four years old, its owner may retire and close it, about a 10% chance a year (0.2% a
            week), however well it is doing, unless fewer than 4 rivals are left (then a buyer keeps it going). The news says so, and the company
            page keeps its history.
          </p>
          <p className="mt-2">
            Its wrestlers become free agents you can sign, and its titles are retired with their history kept. While fewer than 5 rivals are active, a new
            one appears with a 15% chance each week.
          </p>
        </>
      ),
    },
    {
      id: 'the-promoters',
      title: 'How rival promoters decide',
      body: (
        <>
          <p>
            Each week a rival promoter weighs what it could do: sign a better wrestler, release one it cannot pay, renew a contract worth keeping, accept a
            TV offer, invest in a product or buy a campaign. It takes at most three of these a week, and never spends the money it keeps in reserve for its
            payroll.
          </p>
          <p className="mt-2">
            Its personality weighs the choice: an <strong>aggressive</strong> promoter spends big on stars and campaigns, a <strong>cooperative</strong> one
            keeps its people and takes TV deals, a <strong>defensive</strong> one saves and cuts costs, and a <strong>chaotic</strong> one is hard to predict.
          </p>
        </>
      ),
    },
    {
      id: 'one-wrestler-one-contract',
      title: 'One wrestler, one contract',
      body: (
        <p>
          A wrestler exists once. When a rival signs someone, they leave your market and the free-agent list at once; when a rival releases someone or
          closes, they come back as free agents.
        </p>
      ),
    },
    {
      id: 'years-pass',
      title: 'Wrestlers age and retire',
      body: (
        <>
          <p>
            Every wrestler has a birthday. Young wrestlers improve each year (up to 6 points a skill until 23), they peak in their late twenties, and from
            32 they start to decline; technique and charisma decline at half the rate.
          </p>
          <p className="mt-2">
            From 30 a wrestler may retire: 1% at 30, 2.5% more for each year above it, and more after a year of heavy decline; everyone retires by 50. A
            champion who retires vacates the title. A retired wrestler's page stays open from the news and the title histories: when they retired, at
            what age, their last federation, the titles they held and their record. Rookies with new names arrive as free agents to take their places, so
            the pool never runs dry.
          </p>
        </>
      ),
    },
    {
      id: 'history-hall-of-fame',
      title: 'History and the Hall of Fame',
      body: (
        <>
          <p>
            <strong>History</strong> (in the Office menu) tells your federation's story: every show you ran, sortable by date, rating or attendance, each
            opening its summary; every title's lineage with each reign's weeks and defenses; your records (best match and show, longest reign, most
            defenses, biggest crowd, and most wins, counted in your own matches); and your years. Each year is recorded as January opens: your funds,
            popularity and your place among the federations by power score, as on the global ranking, with the year in progress shown live.
          </p>
          <p className="mt-2">
            The <strong>Hall of Fame</strong> inducts a class when each year ends, from the wrestlers who retired that year. Their score adds{' '}
            {HOF_POINTS_PER_TITLE} points a title held (at most {HOF_TITLES_MAX}), {HOF_POINTS_PER_WEEK_AS_CHAMPION} a week as champion (at most{' '}
            {HOF_CHAMPION_WEEKS_MAX}), {HOF_POINTS_PER_WIN} a career win (at most {HOF_WINS_MAX}), {HOF_POINTS_PER_POPULARITY} a point of popularity at
            retirement and {HOF_POINTS_PER_YEAR} a year in the industry (at most {HOF_YEARS_MAX}). A score of {HOF_INDUCTION_THRESHOLD} or more is
            inducted, at most {HOF_CLASS_MAX} a year, the best first. The Hall shows each inductee's score with its parts, and this year's retirees with
            the score they will be judged on; each induction is in the RumbleFeed.
          </p>
        </>
      ),
    },
    {
      id: 'loans',
      title: 'Lending and borrowing wrestlers',
      body: (
        <>
          <p>
            On a rival's page (Relations, Loans) you can lend one of your wrestlers to them or borrow one of theirs for {LOAN_MIN_WEEKS} to {LOAN_MAX_WEEKS}{' '}
            weeks. The borrower pays the lender {LOAN_FEE_PER_SKILL_POINT} x the wrestler's total skill points every week: {Math.round(LOAN_FEE_ALLIED_DISCOUNT * 100)}% less
            between allies (relationship 50 or more), {Math.round(LOAN_FEE_HOSTILE_SURCHARGE * 100)}% more between hostile federations (-50 or less). The fee,
            the total and the rival's answer are shown before you confirm, and a loan improves the relationship (+{RELATIONSHIP_CHANGES.loanOut}).
          </p>
          <p className="mt-2">
            While on loan the wrestler works for the borrower: on their roster and their cards, paid their salary by them, and nobody can release, renew,
            train or lend them. They come home when the weeks are up, or early when injured, when the borrower cannot pay the fee or closes. A champion, a
            wrestler booked on a card or one whose contract ends before the loan would cannot be lent. The weekly fee is a line on /finances.
          </p>
          <p className="mt-2">
            The lender may set one term, <strong>{LOAN_TERM_LABELS.noCleanLoss}</strong>: {LOAN_TERM_EXPLANATIONS.noCleanLoss} A rival that lends you a
            wrestler as good as its average, or lends to a hostile federation, always sets it.
          </p>
          <p className="mt-2">
            A rival answers at once. It will not borrow while relations are hostile, with a full roster, without three times the whole cost (the fee and the wrestler's salary) in the bank, or a
            wrestler below its roster's average. It will not lend below its smallest roster, nor one of its {AI_LOAN_KEEPS_TOP} best unless you are allies
            or it is short of money.
          </p>
        </>
      ),
    },
    {
      id: 'relationships',
      title: 'Relationships with other federations',
      body: (
        <>
          <p>
            You stand somewhere between {RELATIONSHIP_MIN} and {RELATIONSHIP_MAX} with every other federation: hostile at {RELATIONSHIP_HOSTILE_AT} or less,
            allied at {RELATIONSHIP_ALLIED_AT} or more, neutral between; a federation you never dealt with stands at 0. Every dealing moves it (spreading
            rumours {RELATIONSHIP_CHANGES.spreadRumours}, a media war {RELATIONSHIP_CHANGES.mediaWar}, an alliance +{RELATIONSHIP_CHANGES.alliance}, a poach{' '}
            {RELATIONSHIP_CHANGES.poach}, a raid {RELATIONSHIP_CHANGES.raid}, ...). A rival's page (Relations) shows where you stand with its last 10 changes
            and their reasons; the Global Scene shows your standing on each card; <strong>Dealings</strong> (in the menu) lists everything running
            between you and the others.
          </p>
        </>
      ),
    },
    {
      id: 'rivalry-actions',
      title: 'Rivalry actions',
      body: (
        <>
          <p>From a rival's page you can act against it, or with it. Each is paid at once, and the dialog shows cost and effect before you confirm:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {RIVALRY_ACTION_KINDS.map((kind) => (
              <li key={kind}>
                <strong>{RIVALRY_ACTIONS[kind].label}</strong> ({formatUsd(RIVALRY_ACTIONS[kind].cost)}): {RIVALRY_ACTION_EFFECTS[kind]}
              </li>
            ))}
          </ul>
          <p className="mt-2">
            One running action of a kind per rival (an alliance, a cross-promotion or a trade agreement counts once for the pair, whoever started it).
            No alliance, cross-promotion or trade agreement with a hostile federation, nor while a media war or counter-programming runs between you; no
            media war or counter-programming while one of those runs. When an action's weeks are up it ends with a message.
          </p>
        </>
      ),
    },
    {
      id: 'poaching',
      title: 'Poaching and talent raids',
      body: (
        <>
          <p>
            <strong>Poach</strong> one of a rival's wrestlers for {POACH_SALARY_MULTIPLIER} x their salary: they join you on a {POACH_CONTRACT_WEEKS}-week
            contract at the same salary; you lose {POACH_POPULARITY_LOSS} popularity and the rival {POACH_TARGET_POPULARITY_LOSS}. A{' '}
            <strong>talent raid</strong> takes {RAID_MIN_WRESTLERS}-{RAID_MAX_WRESTLERS} of them at once for {formatUsd(RAID_BASE_COST)} plus their salaries: you
            lose {RAID_POPULARITY_LOSS}, the rival {RAID_TARGET_POPULARITY_LOSS}. A champion who leaves vacates the title.
          </p>
          <p className="mt-2">
            Not everyone can be taken: not a wrestler who signed or renewed in the last {POACH_SETTLED_WEEKS} weeks, nor one on loan, nor one who would not
            sign with a federation of your popularity, and the rival keeps at least {POACH_TARGET_MIN_ROSTER} wrestlers. An unhappy wrestler (morale under{' '}
            {POACH_UNHAPPY_MORALE}) leaves gladly, +
            {POACH_GLAD_MORALE_GAIN} morale; a happy one ({POACH_HAPPY_MORALE} or more) leaves grudgingly, -{POACH_GRUDGING_MORALE_LOSS}.
          </p>
        </>
      ),
    },
    {
      id: 'joint-shows',
      title: 'Joint shows',
      body: (
        <>
          <p>
            On a rival's page (Relations, Joint shows) you can propose one night together at the {JOINT_EVENT_ARENA_NAME} ({JOINT_EVENT_ARENA_CAPACITY.toLocaleString('en-US')} seats,{' '}
            {formatUsd(JOINT_SHOW_TICKET_PRICE)} tickets): a {JOINT_SHOW_TYPE_LABELS.supershow.toLowerCase()} ({JOINT_SHOW_MATCHES.supershow} singles matches), an{' '}
            {JOINT_SHOW_TYPE_LABELS.invasion.toLowerCase()} or a {JOINT_SHOW_TYPE_LABELS.charity.toLowerCase()} ({JOINT_SHOW_MATCHES.invasion}), or a tournament's
            quarter-finals for the 8 best of both rosters ({JOINT_SHOW_MATCHES.tournament}). You choose your share of the income ({JOINT_SHOW_SPLIT_MIN}% to{' '}
            {JOINT_SHOW_SPLIT_MAX}%) and the week, {JOINT_SHOW_WEEKS_AHEAD} to {JOINT_SHOW_MAX_WEEKS_AHEAD} weeks ahead.
          </p>
          <p className="mt-2">
            The rival answers at once. It is likelier to say yes the better your relationship, the more of the income you leave it, and when it likes the type:
            a cooperative promoter loves a charity night, an aggressive one an invasion, a defensive one hates being invaded, a chaotic one loves a tournament;
            a federation short of money welcomes any income. The panel lists these in words; nobody is ever certain. Proposing improves the relationship (+
            {RELATIONSHIP_CHANGES.jointShowProposal}) even when they say no, but after a no they will not hear you again for {JOINT_SHOW_RETRY_WEEKS} weeks. One
            agreed joint show per rival at a time, one a week, none with a hostile federation.
          </p>
          <p className="mt-2">
            In its week the show is yours to book (a toast with <strong>Book Now</strong> takes you there): both rosters can be booked, no title is on the line,
            and Auto-book lays out the type's card. It earns (combined popularity x {formatUsd(JOINT_SHOW_POPULARITY_MULTIPLIER)} + a bonus up to{' '}
            {formatUsd(JOINT_SHOW_BONUS_MAX)}) x (1 + the matches' average rating/10 x {JOINT_SHOW_QUALITY_FACTOR}) instead of ticket sales, shared as agreed; its
            rating moves both federations' popularity, and holding it improves the relationship again (+{RELATIONSHIP_CHANGES.jointShowCompleted}). Their
            wrestlers' fees, fatigue and injuries stay theirs.
          </p>
        </>
      ),
    },
    {
      id: 'rival-dealings',
      title: 'Offers and the rivals\' dealings',
      body: (
        <>
          <p>
            Rival promoters deal too, with each other and with you, through the same rules: an aggressive one spreads rumours, counter-programs, starts media
            wars and poaches (a talent raid only when it is rich and at war with you), a cooperative one proposes joint shows, lends its spare hands and offers
            alliances and cross-promotion, a defensive one signs trade agreements and alliances, a chaotic one anything. A promoter short of wrestlers or money
            asks to borrow and proposes joint shows for the income. One that you hit is likelier to hit back.
          </p>
          <p className="mt-2">
            What needs your yes arrives as an <strong>offer</strong> in your inbox: a loan request (one of your wrestlers for some weeks at the loan fee), a
            joint show proposal (its type, week and your share) or an alliance (they pay for it). The message says who asks, on what terms and why, and what{' '}
            <strong>Accept</strong> and <strong>Decline</strong> do; answer it within {OFFER_OPEN_WEEKS} weeks (the week it arrives and the next) or it
            lapses. What needs no yes (a rumour, a media war, a poach) simply happens, and its message says who did it and why.
          </p>
          <p className="mt-2">
            A promoter makes at most {AI_DEALINGS_PER_WEEK} dealing a week, rests {AI_DEALING_REST_WEEKS} weeks after one, and leaves the same federation alone for{' '}
            {AI_DEALING_PAIR_COOLDOWN_WEEKS} weeks; you receive at most {AI_DEALINGS_RECEIVED_PER_WEEK} a week from all of them together. Their dealings with
            each other are in the news, and each promoter's reasons are on its page (Why they did it).
          </p>
        </>
      ),
    },
  ],
};
