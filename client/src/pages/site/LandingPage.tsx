// The landing page (/): for now a hero with the pitch and the way in. The full page is a later update.
import { CalendarDays, Crown, Trophy, Users } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '../../components/buttonClass.ts';
import { Logo } from '../../components/Logo.tsx';
import { SiteLayout } from '../../components/SiteLayout.tsx';
import { HeroHighlights } from './HeroHighlights.tsx';

const highlights = [
  { icon: Users, title: '85+ original wrestlers', text: 'Scout, sign and build stars.' },
  { icon: CalendarDays, title: 'Week by week', text: 'Book shows, then see how they land.' },
  { icon: Trophy, title: 'Titles & rivalries', text: 'Crown champions, grow feuds.' },
  { icon: Crown, title: 'Free in your browser', text: 'No download. Your save lives on our server.' },
];

export function LandingPage() {
  return (
    <SiteLayout>
      <section className="mx-auto flex w-full max-w-6xl flex-1 flex-col items-center justify-center gap-10 px-4 py-16 text-center sm:px-6 sm:py-24">
        <div className="flex flex-col items-center gap-6 animate-slide-up">
          <Logo variant="mark" className="size-16 drop-shadow-[0_10px_30px_#f5b30155] sm:size-20" />
          <p className="rounded-full border border-gold/30 bg-gold-soft px-3 py-1 text-[11px] font-semibold tracking-[0.14em] text-gold uppercase sm:text-xs sm:tracking-[0.2em]">
            Free wrestling management game
          </p>
          <h1 className="max-w-3xl text-4xl leading-[1.05] font-black tracking-tight text-balance uppercase italic sm:text-6xl">
            Main Event <span className="text-gold">Mogul</span>
          </h1>
          <p className="max-w-xl text-lg text-ink-muted text-pretty sm:text-xl">
            Run your own pro-wrestling federation: sign the talent, book the cards and build an empire, one week at a time.
          </p>
          <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <Link href="/auth" className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
              Play Now!
            </Link>
            <Link href="/auth" className={buttonClass('secondary', 'lg', 'w-full sm:w-auto')}>
              Login
            </Link>
          </div>
        </div>
        <HeroHighlights items={highlights} />
      </section>
    </SiteLayout>
  );
}
