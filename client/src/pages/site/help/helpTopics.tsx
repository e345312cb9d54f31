// The help center's text: overview cards, the four accordions (each section in its own file) and the
// game progression.
// Figures follow the spec and docs/rules/ (index: docs/game-rules.md); keep them in step when rules change.
import type { LucideIcon } from 'lucide-react';
import { Banknote, CalendarDays, Save, Swords, TrendingUp, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { ADVANCED_MANAGEMENT } from './helpAdvancedManagement.tsx';
import { GETTING_STARTED } from './helpGettingStarted.tsx';
import { STRATEGY_TIPS } from './helpStrategyTips.tsx';
import { THE_WORLD } from './helpTheWorld.tsx';

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
  { icon: Swords, title: 'Outdo your rivals', text: 'Computer-run promotions compete for the same fans, wrestlers and TV networks. Out-draw them and climb the Global Ranking, and deal with them on their pages: ally, lend and borrow wrestlers, hold joint shows, or spread rumours, poach and raid. Each owner aims for a size of its own: the biggest stays big, the smaller ones grow only so far, and a well-run newcomer can pass them.' },
  { icon: Save, title: 'Your progress is safe', text: 'The game saves itself after every change, to the slot you are playing: slot 1 for a new game, or the slot you last loaded or saved to.' },
];

export const HELP_SECTIONS: HelpSection[] = [GETTING_STARTED, ADVANCED_MANAGEMENT, THE_WORLD, STRATEGY_TIPS];

export const PROGRESSION: ProgressionStage[] = [
  {
    weeks: 'Weeks 1-4',
    title: 'Foundation',
    goals: ['Sign 6-8 wrestlers.', 'Run a show every week in a venue you can fill.', 'Keep costs low and learn what your crowd likes.'],
  },
  {
    weeks: 'Weeks 5-12',
    title: 'Growth',
    goals: ['Land your first TV deal.', 'Start rivalries and crown your first champions.', 'Invest in merchandising once your popularity reaches 13: the Product page says when each level pays back.'],
  },
  {
    weeks: 'Week 13+',
    title: 'Expansion',
    goals: ['Move up to arenas and bigger networks.', 'Hire staff and sign category A and S stars.', 'Pass the rival promotions in the Global Ranking.'],
  },
];
