// Get in Touch (#contact): the contact form beside what to write to us about. The form's code (and
// the validation library with it) loads when the visitor scrolls near the section, or comes straight
// to #contact, keeping it out of the landing page's first load.
import { Bug, Lightbulb, Mail } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { Link } from 'wouter';
import { SectionHeading } from '#client/components/site/PageHeader.tsx';
import { useNearViewport } from '#client/components/site/useNearViewport.ts';
import { Spinner } from '#client/components/Spinner.tsx';

const ContactForm = lazy(() => import('#client/components/forms/ContactForm.tsx').then((m) => ({ default: m.ContactForm })));

function FormPlaceholder() {
  return (
    <div className="flex min-h-[29rem] items-center justify-center gap-3 text-sm text-ink-muted" role="status">
      <Spinner className="text-gold" />
      Loading the form...
    </div>
  );
}

const reasons = [
  { icon: Bug, title: 'Found a bug?', text: 'Tell us what you did and what you saw; we read every report.' },
  { icon: Lightbulb, title: 'Have an idea?', text: 'Ideas from players decide what goes on the roadmap next.' },
  { icon: Mail, title: 'Anything else', text: 'Questions about your account or your data are welcome too.' },
];

export function ContactSection() {
  const formRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(formRef);
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20 px-4 py-14 sm:px-6 sm:py-20">
      <div className="mx-auto grid w-full max-w-6xl gap-10 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <SectionHeading
            id="contact-title"
            eyebrow="Contact"
            title="Get in Touch"
            intro="Questions, feedback or a bug to report? Write to us and we answer by email."
          />
          <ul className="mt-8 grid gap-5">
            {reasons.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-lg border border-line bg-raised text-gold">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <p className="font-semibold">{title}</p>
                  <p className="text-sm text-ink-muted">{text}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-sm text-ink-muted">
            Looking for answers about the game? Try the{' '}
            <Link href="/help" className="font-medium text-gold underline decoration-gold/40 underline-offset-4 hover:decoration-gold">
              help center
            </Link>
            .
          </p>
        </div>
        <div ref={formRef} className="rounded-card border border-line bg-surface/90 p-5 shadow-card sm:p-8">
          {near ? (
            <Suspense fallback={<FormPlaceholder />}>
              <ContactForm kind="contact" />
            </Suspense>
          ) : (
            <FormPlaceholder />
          )}
        </div>
      </div>
    </section>
  );
}
