// The help center's Advanced Management: shows, titles, rivalries, injuries, popularity and TV, product and the shop, money, staff, companies, rivals.
// Figures follow the spec and docs/rules/ (index: docs/game-rules.md); keep them in step when rules change.
import type { HelpSection } from './helpTopics.tsx';
import { List } from './helpList.tsx';
import { FANS_TOPIC } from './helpFans.tsx';
import { PROMISES_TOPIC } from './helpPromises.tsx';

export const ADVANCED_MANAGEMENT: HelpSection = {
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
            per-appearance fees are paid on the night, from your funds plus the show's ticket money: tickets are sold on the announced card, so
            their money comes in before anyone is paid. A show runs when your funds plus its expected ticket sales cover those fees; when they
            would not, the booking and run pages say so before you press Start. A weekly show is booked again for the next week once it has run.
          </p>
          <p>
            Changed your mind about the venue? <strong>Edit details</strong> on the booking page moves a show not yet run to another venue: a
            bigger one costs the rental difference now, a smaller one gives the difference back in full. The picker says how many fans this card
            should draw there. The show keeps its TV deal, and a weekly show is booked at its new venue from then on.
          </p>
          <p>
            The Create Show dialog lists every venue with the fans, ticket revenue, costs (rental and licence) and profit to expect at your
            ticket price, forecast on the card your fans expect: your last show's expected rating, or a typical first card of 3.5 stars before
            your first show. It starts on the venue that should pay best among those you can rent now. Appearance fees, merchandise and TV money
            come on top and depend on the card and the night. An empty 800-seat room costs more than a full 100-seat one earns: move up a size
            when you keep selling out.
          </p>
          <p>
            Build the card from matches (Singles, Tag Team, Triple Threat, Fatal Four-Way, with stipulations such as Ladder or Steel Cage) and
            promos. Each wrestler appears once a night; the last segment is the main event. <strong>Auto-book</strong> fills an empty card for you
            (and for the rival federations): nobody at fatigue 30 or more (Tired or Exhausted) wrestles unless the card would otherwise have no
            match; they rest, or cut a promo when the card would be thinner than 4 segments without one, and it says who rested. It books no
            match your crowd has already seen twice in 4 weeks while another card is possible (a promo or a night off instead), and it does not
            close a show with the same wrestlers as your previous show's main event.
          </p>
          <p>
            Each match earns a quality from <strong>0 to 10 stars</strong>: the wrestlers' skills (weighted by match type), their popularity and
            morale, their fatigue, how often the crowd has seen the pairing lately, a rivalry between them, a title on the line, the format's
            spectacle, a mismatch penalty and the night's luck. The show's rating
            is the weighted average of its segments (the main event counts double). Every figure comes with its breakdown.
          </p>
          <p>
            Fans buy tickets on the announced card: attendance grows with its expected quality and your popularity, falls when tickets cost more
            than fans think fair, and never exceeds the venue's capacity. A show better than your fans expect raises your popularity.
          </p>
          <p>
            <strong>Ticket price.</strong> The fair price is $10 plus $0.50 per popularity point ($15 at 10, $35 at 50). Under it a few more fans
            come, up to half as many again; over it they stay away fast: twice the fair price sells to under a fifth of the crowd, three times
            to 6%. Fans who pay more than 25% over the fair price feel overcharged and your popularity pays for it after the show (half a point
            for each fair price beyond that, at most 2). The booking page and the Create Show dialog say how many want to come at your price
            against the seats (&ldquo;About 1,200 want to come at $25; you have 100 seats&rdquo;) and list the fans, ticket money, profit and
            popularity at the fair price, the price that just fills the venue and a few others; <strong>Use</strong> sets one. When far more
            want to come than you have seats, a bigger venue at the fair price earns much more than a dear ticket in a small one.
          </p>
          <p>
            Your shows of the same week share one crowd. The first show you book for a week draws its full crowd; the 2nd draws two thirds of
            it, the 3rd half, the 4th 40%, while each pays its full rental and fees. The week's excitement is shared the same way: the 2nd show
            adds half the popularity its rating would add alone, the 3rd a third, the 4th a quarter, while a poor extra show still costs its full
            drop. Extra shows with the same roster still add fans and popularity, but less each time. The booking page's <strong>Show why N fans</strong> and the show summary's <strong>Why N fans came</strong> list every
            reason: popularity and the card, the ticket price, a rivalry, venue upgrades, an audience surge, the shows sharing the week and a
            sell-out.
          </p>
        </>
      ),
    },
    {
      id: 'live-run',
      title: 'The live run',
      body: (
        <p>
          Press Start and the night plays out segment by segment. Each match is told in a few beats drawn from its real result: the
          wrestlers' styles and best skills, the stipulation (ladders, cages, chairs), near-falls when the match is close and good, and the
          finish with its winner. The <strong>crowd meter</strong> rises and falls with the beats and settles on the segment's rating, from cold
          to electric. <strong>Fast-forward</strong> jumps to the segment's result, <strong>Skip to the end</strong> to the show's rating; with
          reduced motion the beats are simply listed. The beats only tell what happened: every figure and breakdown stays in the summary,
          where <strong>How it went</strong> keeps each match's story.
        </p>
      ),
    },
    {
      id: 'finishes',
      title: 'Finishes: who wins and how',
      body: (
        <>
          <p>
            You are the booker: in the match editor pick the <strong>Winner</strong> (a wrestler, or a tag team) and the <strong>Finish</strong>,
            or leave either to the match. The stipulation decides which finishes are possible: a Ladder match ends only when someone retrieves the
            prize, a Steel Cage by escape or pinfall, a Submission match by submission or a draw, No Disqualification has no count-out or DQ, and
            Triple Threat and Fatal Four-Way matches always have a winner. Left to the match, the stronger side usually wins, mostly by pinfall,
            now and then by submission (more for technical wrestlers), rarely by count-out, disqualification or no contest.
          </p>
          <List
            items={[
              <>
                <strong>Clean</strong> (pinfall, submission, the prize, the escape): the winner gains 0.5 popularity and 2 morale, the loser
                loses 0.2 popularity.
              </>,
              <>
                <strong>Cheap</strong> (count-out, disqualification): the winner gains only 0.2 popularity and 1 morale, and the loser is
                protected (−0.1). A title <strong>never changes hands on a cheap finish</strong>: the champion keeps it.
              </>,
              <>
                <strong>Upset</strong>: a clear favourite beaten clean loses 0.5 popularity more. A draw gives each +0.1, a no contest −0.1.
              </>,
              <>
                In a rivalry, a clean win moves the advantage 2 points toward the winner, a cheap one 1.
              </>,
            ]}
          />
          <p>
            <strong>Auto-book</strong> books finishes too, and says why on the card: champions defend and mostly retain; a challenger takes a
            title only after a reign of at least 4 weeks, when their feud with the champion reaches intensity 70 or when they are far more popular
            after a long reign; rivalries build with cheap wins for the wrestler behind, then pay off with a clean win at intensity 70; other
            matches build your most popular wrestlers. A champion in the first 4 weeks of a reign never loses clean outside a title match: they
            get the win (two new champions facing each other draw). The run page and the summary say how each match was won and why each
            wrestler's popularity moved.
          </p>
        </>
      ),
    },
    {
      id: 'championships',
      title: 'Championships',
      body: (
        <>
          <p>
            Create titles on the Championships page and name a first champion, or let them fight for it. Put a title on the line in a match: a
            champion who wins defends it, a challenger who wins clean takes it (not by count-out or disqualification). A wrestler who leaves loses their titles.
          </p>
          <p>
            A title's <strong>prestige</strong> (0-100, 40 for a new title) is built by how you book it. Each title match moves it 1 point per star
            above or below 3 stars, so great matches raise it and poor ones lower it. A champion who keeps the title (a win or a draw) adds 1 for
            the defense, and a reign past 8 weeks adds 0.2 every week it stays defended. A title that changes hands (in a match or by award) or is
            vacated less than 4 weeks after the reign began loses 5: hot-potato changes cheapen it. A title left undefended for more than 4 weeks loses 1 a
            week. Each title on the Championships page shows these parts over the last 52 weeks.
          </p>
          <p>
            <strong>Auto-book</strong> puts a title on the line when it is due: a new title at once, then every 2 weeks (not again when another
            card already defends it within 2 weeks), and always on a special event, so an auto-booked title never fades.
          </p>
        </>
      ),
    },
    {
      id: 'rivalries',
      title: 'Rivalries',
      body: (
        <p>
          A rivalry's <strong>intensity runs from 0 to 100</strong>. It starts at 25; every match between the rivals adds 8 (more for a great
          match) and every promo between them 5. A hot rivalry adds up to 1.5 stars to their matches and draws up to 20% more fans. A week
          without them meeting costs 4, and at 0 the feud is over. Wins move the <strong>advantage</strong> toward the winner: 2 points for
          a clean win, 1 for a cheap one.
        </p>
      ),
    },
    PROMISES_TOPIC,
    {
      id: 'injuries',
      title: 'Injuries',
      body: (
        <p>
          Every match carries a small risk of injury: more in multi-person matches and dangerous stipulations (Ladder, No DQ, Steel Cage), less
          for wrestlers with high stamina. An injured wrestler is out for 1 to 6 weeks and cannot be booked or trained until healed: their page shows the weeks left and the week they are fit again.
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
            you at 5, Cable Access Network at 12, and the biggest, Apex Global Network (35 million), at 99. Popularity must reach the minimum
            itself (11.96 is not yet 12), and networks unlock at the week advance: a show that lifts you over a minimum brings the offer next
            week.
          </p>
          <p>
            A network you reach makes an offer on the TV Networks page: small networks pay per episode (Local Community TV $3,000), the big ones
            a share of the episode's ad revenue, for 12 to 52 weeks. Tie the deal to a weekly show: every episode earns its payment if it meets
            the network's rating and viewer targets. Miss them 3 weeks in a row and the deal is cancelled; finish it well and the renewal pays
            more. Viewers grow with your show's rating, your popularity and your advertising.
          </p>
          <p>
            Cancelling the weekly show a deal airs hands the deal to your next weekly show booked ahead (the cancel dialog names it). With none
            booked, the deal waits on the TV Networks page under &ldquo;No show to air&rdquo;: each week without an episode counts as a miss
            until you assign another weekly show there.
          </p>
          <p>
            A network airs <strong>one federation at a time</strong>: while a rival's deal with it runs, it makes no offer to anyone else, and
            the TV Networks page shows it as &ldquo;Airs (their name) until (the date)&rdquo;. A network makes <strong>one offer at a time</strong>
            and holds it for its 4 weeks: an offer made to you is yours until it ends, and nobody else signs that network meanwhile. When
            your deal ends, its renewal is offered to you first the same way. Signing needs the network&rsquo;s minimum popularity, for
            you and the rivals alike: below it an open offer is withdrawn. A network that cancelled your deal makes you no offer for
            12 weeks.
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
            'Merchandising (levels 0-3) runs a stand at every show (each fan spends $3.50, $6.50 or $9.50) and sells every week, more as your popularity grows.',
            'Advertising (levels 0-4) brings 15% to 60% more fans to every show, adds popularity every week and more TV viewers.',
            'Production (levels 0-5) adds 0.2 to 1.0 stars to every segment of every show.',
            'The Product page shows, for each level, what it adds to a typical week (one show at the fair ticket price, on a card like your last one) and when it pays back, or the popularity to wait for. Every level pays back within 13 weeks from the popularity where one show\'s tickets cover its setup and four weeks of its bills: merchandising from popularity 13, 23 and 33; advertising from 18, 26, 38 and 52; production from 12, 18, 27, 38 and 49.',
            'Each level costs its setup once, then a weekly cost and facility maintenance while active; pause a product to stop paying.',
            'Venue upgrades (lighting, sound, jumbotron, pyrotechnics, bigger arenas and stadiums) add stars, fans or seats at the venues they fit. Tier 2 needs tier 1.',
            'The shop sells campaigns (+1 to +10 popularity at once), an Audience Surge (+20% fans for 3 shows) and Elite Scouting (a star free agent on this week\'s market), for in-game funds only.',
            'Campaigns cost their list price up to popularity 20; above it a bigger audience costs more to reach (x16 at 40, x81 at 60), and near the top they add less, like every popularity gain. When a campaign ends, 75% of what it added fades: only good shows keep the fans it brought.',
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
              'Your funds never go below $0. Anything you cannot pay for now is refused: "Insufficient funds. This action costs $…". A show\'s night fees are the exception that helps: its ticket money pays them with your funds.',
              'If the week\'s bills are more than your funds, the dashboard warns you. An unpaid week costs every wrestler 10 morale; two in a row and your staff walk out; three and every wrestler below 40 morale leaves (read before that week\'s loss: at 39 they go, at 40 they stay).',
              'The way back from $0: while your funds are below $5,000 the bank lends you up to $10,000 plus $500 per popularity point (in $1,000 steps), at 20% flat interest repaid in 20 weekly repayments taken with your bills. The loan dialog on Finances (or the dashboard) shows the interest, the weekly repayment and the total before you accept; you can repay what is left at any time.',
              'A repayment is missed in any week whose bills are not paid in full. Miss 4 in a row and the bank calls the loan in: your federation closes and the game is over (the dashboard warns you the week before). The game-over screen tells your federation\'s story; start a New Game or load a save from there.',
              'No money for a venue? The Eastside Community Gym (120 seats) asks no rental: it keeps half the ticket money on the night instead.',
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
            sends you a report every week. Staff are paid every week, show or not: hire once your weekly profit covers the salary (a skilled
            coach can cost more a week than a new federation's show earns).
          </p>
          <p>
            Weekly salary: $3 (coach), $25 (talent), $28 (finance) or $22 (social media) plus $50 for every skill point above 60. Hiring costs four
            weeks of salary. A coach's effectiveness is their skill plus up to 20 points for experience; below 70% they will tell you to find
            someone better.
          </p>
        </>
      ),
    },
    FANS_TOPIC,
    {
      id: 'companies',
      title: 'Companies',
      body: (
        <p>
          <strong>Companies</strong> lists every federation of your world, yours included (marked You), with those that have closed: when and
          why they closed, and their popularity when they did. Open one to see its wrestlers (popularity, rating, style and titles; never their
          pay), its titles with every change of hands (a closed federation's titles are retired with their lineage kept), its last 10 shows
          with their main events, its history, and for a computer-run promoter the reasons behind its latest moves.
        </p>
      ),
    },
    {
      id: 'rival-promotions',
      title: 'Rival promotions',
      body: (
        <>
          <p>
            Each rival promotion's promoter is aggressive, cooperative, defensive or chaotic (The Wrestling World explains how they decide). You
            compete with them for free agents, TV networks, fans and a place in the Global Ranking; RumbleFeed tells you what they did each week, and
            Companies shows each one's roster, titles and history.
          </p>
          <p>
            You can also deal with them: each rival's page has a Relations section (where you stand, rivalry actions, poaching and talent raids), and
            Dealings lists everything running between you. The Wrestling World explains each dealing.
          </p>
        </>
      ),
    },
    {
      id: 'worlds-news',
      title: "The world's news",
      body: (
        <>
          <p>
            <strong>RumbleFeed</strong> (in the menu) is the wrestling world's news, written each time a week ends: every promotion's shows
            with their main event and rating, title changes, the rival promoters' signings and releases (with their reasons), retirements,
            promotions opening and closing, and TV deals. Your own big moments make it too: your first show, a show of 4 stars or more, a
            new champion, and reaching popularity 25, 50 and 75.
          </p>
          <p>
            Big news (a promotion closing, a star signing of a wrestler rated 396 or more, a title change at a promotion of popularity 50 or
            more, your own milestones) is marked in gold; the Big tab shows only that, and Mine only the news about your federation. The world
            keeps its newest 400 items.
          </p>
        </>
      ),
    },
    {
      id: 'global-ranking',
      title: 'The global scene and ranking',
      body: (
        <>
          <p>
            The <strong>Global Wrestling Scene</strong> shows every federation running today, yours included: its popularity and where it went over
            the last 12 weeks, its roster size, champions, last show and, for a rival, how its promoter behaves (aggressive ones spend big on
            stars, cooperative ones play fair, defensive ones guard their money, chaotic ones are unpredictable).
          </p>
          <p>
            The <strong>Global Ranking</strong> orders federations by a power score from 0 to 100: half its popularity, 30% the quality of its
            last 4 shows (the mean rating in stars × 10; nothing before its first show) and 20% its momentum (50 when its popularity held still
            over the last 12 weeks, 5 more for each point gained and 5 less for each point lost, from 0 to 100). Below it, the world’s top 50
            wrestlers by popularity and by rating, with your best placed wrestler shown even outside the top 50.
          </p>
        </>
      ),
    },
  ],
};
