// The help content, shared by the public help center (/help) and the in-game help (/game/help):
// Game Overview cards; Getting Started, Advanced Management and Strategy & Tips accordions (one topic
// open at a time, and the open one closes again on a second click); Game Progression. Sections are h2,
// topics h3: place it under the page's h1.
import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { proseClass } from '#client/components/site/Prose.tsx';
import { cx } from '#client/lib/cx.ts';
import { HELP_SECTIONS, OVERVIEW, PROGRESSION, type HelpSection } from './helpTopics.tsx';

export function HelpAccordion({ section }: { section: HelpSection }) {
  return (
    <Accordion.Root type="single" collapsible className="grid gap-3" data-testid={`help-accordion-${section.id}`}>
      {section.topics.map((topic) => (
        <Accordion.Item key={topic.id} value={topic.id} className="overflow-hidden rounded-xl border border-line bg-surface/90 data-[state=open]:border-gold/40">
          <Accordion.Header className="m-0">
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold transition-colors hover:bg-raised focus-visible:outline-offset-[-2px]">
              {topic.title}
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-ink-subtle transition-transform duration-200 group-data-[state=open]:rotate-180 group-data-[state=open]:text-gold" />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className={cx(proseClass, 'max-w-none px-5 pb-5 text-[15px]')}>{topic.body}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

export function HelpContent() {
  return (
    <div className="grid gap-14" data-testid="help-content">
      <section aria-labelledby="help-overview">
        <h2 id="help-overview" className="text-2xl font-extrabold tracking-tight">
          Game Overview
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {OVERVIEW.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-card border border-line bg-surface/90 p-5 shadow-card">
              <span className="grid size-10 place-items-center rounded-lg border border-gold/30 bg-gold-soft text-gold">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-3 font-bold">{title}</h3>
              <p className="mt-1 text-sm text-ink-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      {HELP_SECTIONS.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
          <h2 id={`${section.id}-title`} className="text-2xl font-extrabold tracking-tight">
            {section.title}
          </h2>
          <p className="mt-1 mb-5 text-ink-muted">{section.intro}</p>
          <HelpAccordion section={section} />
        </section>
      ))}

      <section aria-labelledby="help-progression">
        <h2 id="help-progression" className="text-2xl font-extrabold tracking-tight">
          Game Progression
        </h2>
        <p className="mt-1 mb-5 text-ink-muted">A rough plan for your first season.</p>
        <ol className="grid gap-4 md:grid-cols-3">
          {PROGRESSION.map((stage, index) => (
            <li key={stage.title} className="relative rounded-card border border-line bg-surface/90 p-5 shadow-card">
              <p className="text-xs font-bold tracking-[0.16em] text-gold uppercase">{stage.weeks}</p>
              <h3 className="mt-1 text-lg font-bold">
                {index + 1}. {stage.title}
              </h3>
              <ul className="mt-3 grid gap-1.5 text-sm text-ink-muted">
                {stage.goals.map((goal) => (
                  <li key={goal} className="flex gap-2">
                    <span aria-hidden="true" className="text-gold">
                      ›
                    </span>
                    {goal}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
