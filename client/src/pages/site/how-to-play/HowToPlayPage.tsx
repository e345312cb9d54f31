// /how-to-play: the path from a new account to a growing federation, step by step, with the numbers
// a new promoter needs. Steps that later updates build are marked Coming soon.
import { ArrowRight, CalendarDays, CircleHelp, Coins, Gauge, Save } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '#client/components/Badge.tsx';
import { buttonClass } from '#client/components/buttonClass.ts';
import { PageHeader } from '#client/components/site/PageHeader.tsx';
import { SiteLayout } from '#client/components/site/SiteLayout.tsx';
import { useDocumentMeta } from '#client/components/site/useDocumentMeta.ts';

interface Step {
  title: string;
  text: string;
  tips: string[];
  available: boolean;
}

const STEPS: Step[] = [
  {
    title: 'Create your free account',
    text: 'Sign up with your email address (we send you a link to confirm it) or continue with Google. Your games are stored on our server, so you can play from any browser.',
    tips: ['Passwords need at least 6 characters.', 'Signed in already? Play Now! takes you straight to the start menu.'],
    available: true,
  },
  {
    title: 'Start a new game and name your federation',
    text: 'From the start menu choose Start New Game, then give your federation a name of up to 50 characters and pick a logo, or play without one.',
    tips: [
      'Letters, digits, spaces and - \' . & are allowed in the name.',
      'Starting over resets your current game: save it to slot 2 first if you want to keep it.',
      'To see the late game at once, choose Sample Game: a federation already at the top with 10 stars, $200,000 and popularity 100, from January 2024.',
    ],
    available: true,
  },
  {
    title: 'Read your dashboard',
    text: 'You start in Week 1 of January 2025 with $50,000 and a federation popularity of 10 out of 100. The dashboard shows your funds, popularity, the calendar and what happened last week.',
    tips: ['A month has four weeks.', 'Popularity decides which wrestlers, venues and TV networks will work with you.'],
    available: true,
  },
  {
    title: 'Sign your first wrestlers',
    text: 'Sign 6 to 8 wrestlers to start: enough for a full card without wrecking your budget. Compare their skills (Strength, Agility, Technical, Stamina, Charisma), their category and their salary.',
    tips: ['Per Appearance contracts cost you only when a wrestler works a show; a Permanent Deal pays a weekly salary.', 'Stars in categories S and A only sign with federations that are already popular.'],
    available: true,
  },
  {
    title: 'Book and run your shows',
    text: 'Pick a venue that fits your crowd, set a ticket price and build the card. Each match is rated from 0 to 10 stars; good matches make good shows, and good shows grow your popularity and your takings.',
    tips: ['A small venue you can fill beats a stadium you cannot.', 'Put rivals against each other: rivalry intensity (0-100) draws crowds.'],
    available: true,
  },
  {
    title: 'Advance the week',
    text: 'When you are ready, press Next Week. The server runs the week: income and costs are counted, taxes paid, the rival federations hold their shows and make their moves, and you get a report of what happened, around the world included.',
    tips: ['A week without a show costs 0.2 popularity.', 'The game saves itself after every change, to the slot you are playing, so you never lose progress.'],
    available: true,
  },
  {
    title: 'Grow into a global brand',
    text: 'As popularity rises, bigger TV networks, venues and stars open up. Invest in merchandising, advertising and production, upgrade your venues, crown champions and build rivalries.',
    tips: ['Weeks 1-4: foundation. Weeks 5-12: growth. Week 13 and later: expansion.', 'Costs rise as your federation ages: keep an eye on your weekly profit.'],
    available: true,
  },
];

const NUMBERS = [
  { icon: Coins, value: '$50,000', label: 'Starting budget' },
  { icon: Gauge, value: '10 / 100', label: 'Starting popularity' },
  { icon: CalendarDays, value: '4 weeks', label: 'In every month' },
  { icon: Save, value: '2 slots', label: 'To save your games' },
];

export function HowToPlayPage() {
  useDocumentMeta({
    title: 'How to Play',
    description:
      'How to play Main Event Mogul: create an account, name your federation, sign wrestlers, book shows and advance the week. A step-by-step guide for new promoters.',
  });

  return (
    <SiteLayout>
      <PageHeader
        eyebrow="Guide"
        title="How to Play"
        lead="From your first sign-up to a federation people talk about: the path of a new promoter, step by step."
      />

      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 pb-20 sm:px-6 lg:grid-cols-[1fr_18rem]">
        <ol className="grid gap-5">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative flex gap-4 rounded-card border border-line bg-surface/90 p-5 shadow-card sm:gap-6 sm:p-7">
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full border border-gold/40 bg-gold-soft text-lg font-black text-gold sm:size-12"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="text-xl font-bold tracking-tight">
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.title}
                  </h2>
                  {!step.available && <Badge tone="info">Coming soon</Badge>}
                </div>
                <p className="mt-2 text-ink-muted">{step.text}</p>
                <ul className="mt-3 grid gap-1.5 text-sm text-ink-muted">
                  {step.tips.map((tip) => (
                    <li key={tip} className="flex gap-2">
                      <span aria-hidden="true" className="text-gold">
                        ›
                      </span>
                      <span>{tip}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>

        <aside aria-labelledby="numbers-title" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-card border border-line bg-surface/90 p-6 shadow-card">
            <h2 id="numbers-title" className="text-sm font-bold tracking-[0.16em] text-ink-muted uppercase">
              Numbers to know
            </h2>
            <dl className="mt-4 grid gap-4">
              {NUMBERS.map(({ icon: Icon, value, label }) => (
                <div key={label} className="flex items-center gap-3">
                  <Icon aria-hidden="true" className="size-5 text-gold" />
                  <div className="flex flex-col-reverse">
                    <dt className="text-xs text-ink-muted">{label}</dt>
                    <dd className="font-bold">{value}</dd>
                  </div>
                </div>
              ))}
            </dl>
            <Link href="/auth" className={buttonClass('primary', 'md', 'mt-6 w-full')}>
              Play Now - Free!
            </Link>
            <Link href="/help" className={buttonClass('ghost', 'md', 'mt-2 w-full')}>
              <CircleHelp aria-hidden="true" className="size-4" />
              Help Center
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </aside>
      </div>
    </SiteLayout>
  );
}
