// The six features of the game, shown as cards on the landing page and in full on /features.
// Master the Roster links to the wrestlers database; the other five to their section of /features.
import type { LucideIcon } from 'lucide-react';
import { Banknote, CalendarDays, Globe, Swords, Users, Zap } from 'lucide-react';
import { WRESTLERS } from '#shared/data/wrestlers.ts';
import { AI_INITIAL_TIERS } from '#shared/rules/ai.ts';

export interface Feature {
  id: string;
  icon: LucideIcon;
  title: string;
  /** One or two sentences for the card. */
  description: string;
  /** Where the card's Learn more goes. */
  link: string;
  /** What the full /features section lists. */
  points: string[];
}

export const FEATURES: Feature[] = [
  {
    id: 'roster',
    icon: Users,
    title: 'Master the Roster',
    description: `Scout ${WRESTLERS.length} original wrestlers, each with five skills, a rating, a category from S to F and a salary to match. Sign the ones your federation can afford.`,
    link: '/wrestlers',
    points: [
      'Every wrestler is fictional, with an avatar we draw ourselves: age, nationality, years in the business and morale.',
      'Skills: strength, agility, technical ability, charisma and stamina, each up to 100.',
      'The rating adds popularity × 1.2, strength, agility, technical ability and charisma × 0.75; the category follows from it, from F up to S.',
      'Top talent will only talk to a federation that is popular enough, and a bigger name asks for a bigger salary.',
      'Choose between Per Appearance pay and a Permanent Deal with a weekly salary.',
    ],
  },
  {
    id: 'shows',
    icon: CalendarDays,
    title: 'Book Epic Shows',
    description: 'Build weekly shows and big events: pick the venue, set the ticket price and put the right matches on the card.',
    link: '/features#shows',
    points: [
      'Venues from 100-seat clubs to 75,000-seat stadiums, each with its own rental cost.',
      'Every match earns a quality score from 0 to 10 stars; the show’s rating, attendance and revenue follow.',
      'Weekly shows repeat every week, so a good format keeps paying off.',
      'A week without a show costs you 0.2 popularity: the fans notice when you go quiet.',
    ],
  },
  {
    id: 'competition',
    icon: Swords,
    title: 'Dominate the Competition',
    description: 'Computer-run rival promotions with their own personalities run shows every week and chase the same wrestlers and TV networks as you. Out-draw them, out-book them, out-rank them.',
    link: '/features#competition',
    points: [
      `A new game starts with ${AI_INITIAL_TIERS.length} rivals, large, medium and small; their promoters are aggressive, cooperative, defensive or chaotic, and sign, book and spend like it.`,
      'A wrestler holds one contract and a TV network airs one promotion at a time: what a rival signs first is gone, and stars in demand ask more.',
      'Deal with them: every pair of promotions has a relationship from hostile to allied. Ally, cross-promote, sign trade agreements, lend and borrow wrestlers and co-promote joint shows, or spread rumours, counter-program, wage a media war, poach talent and raid a roster. The rivals do all of it too, to each other and to you.',
      'Promotions rise and fall: weak ones close their doors and new ones appear.',
      'A global ranking and the RumbleFeed news show where your federation stands each week.',
    ],
  },
  {
    id: 'world',
    icon: Zap,
    title: 'Navigate a Dynamic World',
    description: 'Rivalries heat up, contracts run out, wrestlers get hurt and feel how you treat them.',
    link: '/features#world',
    points: [
      'Rivalries have an intensity from 0 to 100; a hot feud sells tickets.',
      'Wrestlers train to improve a skill, get injured, and grow happier or unhappier with how you treat them.',
      'Contracts run out: renew the wrestlers you want to keep, or a rival may sign them from the market.',
      'A weekly market of free agents changes every week.',
      'Wrestlers ask for title shots, main events, raises and rest, and remember the promises you keep or break; push them too far and they walk out.',
      'The fans have their say after the big nights, and your History page keeps every show, reign, record and Hall of Famer.',
    ],
  },
  {
    id: 'finances',
    icon: Banknote,
    title: 'Build Your Financial Empire',
    description: 'Start with $50,000. Balance tickets, TV money and merchandise against salaries, upkeep and tax.',
    link: '/features#finances',
    points: [
      'Invest in merchandising, advertising and production, each with levels to unlock.',
      'Upgrade arenas and stadiums: bigger capacity, better lighting, a jumbotron, pyrotechnics.',
      'Costs grow as your federation does, and profit is taxed in brackets.',
      'Hire staff (head coach, head of talent, head of finance, head of social media) who report every week.',
    ],
  },
  {
    id: 'expansion',
    icon: Globe,
    title: 'Global Expansion',
    description: 'Grow from local community TV to worldwide networks, and from club shows to sold-out stadiums.',
    link: '/features#expansion',
    points: [
      'Fourteen TV networks, from 75,000 viewers to 35 million; each opens up at a higher popularity.',
      'TV deals pay per episode or a share of revenue, and expect ratings in return.',
      'Federation popularity runs from 0 to 100: every network, venue and star you reach for needs more of it.',
      'Multiplayer, with several players in one shared wrestling world, is coming soon.',
    ],
  },
];
