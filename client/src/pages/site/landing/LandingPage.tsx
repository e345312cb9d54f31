// The landing page (/): hero, What is Main Event Mogul? (six features: a grid on large screens, a
// carousel on small ones), Game Gallery, Latest Updates, Get in Touch (#contact) and Support (#support).
import { SectionHeading } from '#client/components/site/PageHeader.tsx';
import { SiteLayout } from '#client/components/site/SiteLayout.tsx';
import { useDocumentMeta } from '#client/components/site/useDocumentMeta.ts';
import { CHANGELOG } from '../changelog/changelogData.ts';
import { FEATURES } from '../features/featureList.ts';
import { ContactSection } from './ContactSection.tsx';
import { FeatureCard } from './FeatureCard.tsx';
import { FeatureCarousel } from './FeatureCarousel.tsx';
import { Gallery } from './Gallery.tsx';
import { GALLERY } from './gallery.ts';
import { Hero } from './Hero.tsx';
import { LatestUpdates } from './LatestUpdates.tsx';
import { SupportSection } from './SupportSection.tsx';
import { supportLinks } from './supportLinks.ts';

const LATEST_UPDATES_SHOWN = 3;

export function LandingPage() {
  useDocumentMeta({
    title: 'Main Event Mogul: Free Wrestling Management Game',
    description:
      'Run your own pro-wrestling federation in your browser, free: sign original wrestlers, book shows, crown champions and outlast rival promotions week by week.',
  });

  return (
    <SiteLayout>
      <Hero shot={GALLERY[0]} />

      <section id="features" aria-labelledby="features-title" className="scroll-mt-20 px-4 py-14 sm:px-6 sm:py-20">
        <div className="mx-auto w-full max-w-6xl">
          <SectionHeading
            id="features-title"
            eyebrow="The game"
            title="What is Main Event Mogul?"
            intro="A management game for people who love the business side of wrestling. You are the owner and the booker: every signing, every card and every dollar is your call."
            align="center"
          />
          <ul className="mt-12 hidden gap-6 lg:grid lg:grid-cols-3" data-testid="feature-grid">
            {FEATURES.map((feature) => (
              <li key={feature.id}>
                <FeatureCard feature={feature} />
              </li>
            ))}
          </ul>
          <FeatureCarousel features={FEATURES} className="mt-10 lg:hidden" />
        </div>
      </section>

      <section id="gallery" aria-labelledby="gallery-title" className="scroll-mt-20 px-4 py-14 sm:px-6 sm:py-20">
        <div className="mx-auto w-full max-w-6xl">
          <SectionHeading id="gallery-title" eyebrow="Screenshots" title="Game Gallery" intro="Real screens from the game as it is today." />
          <div className="mt-10">
            <Gallery items={GALLERY} />
          </div>
        </div>
      </section>

      <LatestUpdates entries={CHANGELOG.slice(0, LATEST_UPDATES_SHOWN)} />
      <ContactSection />
      <SupportSection links={supportLinks()} />
    </SiteLayout>
  );
}
