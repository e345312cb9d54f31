// A wrestler's promises on their profile (your own wrestlers): how many promises you kept and broke, and
// their open request or promise with its deadline and a link to answer it on the Promises page.
import { HeartHandshake } from 'lucide-react';
import { Link } from 'wouter';
import type { Wrestler } from '#shared/sim/roster/wrestler.ts';
import { Badge } from '#client/components/Badge.tsx';
import { useWorldQuery } from '#client/net/useWorldQuery.ts';
import { Section, StatGrid } from '../wrestler/profileParts.tsx';
import { weeksLeftText } from './promiseFormat.ts';

export function WrestlerPromisesSection({ wrestler, refresh }: { wrestler: Pick<Wrestler, 'id' | 'promisesKept' | 'promisesFailed'>; refresh: unknown }) {
  const query = useWorldQuery('getPromises', {}, { select: (answer) => answer.promises, refresh, keepOnError: true });
  const open = query.data ? [...query.data.requests, ...query.data.accepted].filter((p) => p.wrestlerId === wrestler.id) : [];
  return (
    <Section title="Promises" icon={HeartHandshake} testId="profile-promises">
      <StatGrid
        items={[
          { label: 'Kept', value: String(wrestler.promisesKept), testId: 'promises-kept' },
          { label: 'Broken', value: String(wrestler.promisesFailed), testId: 'promises-failed' },
        ]}
      />
      {open.length === 0 ? (
        <p className="text-xs text-ink-subtle">No open request or promise.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {open.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-2 text-sm" data-testid="profile-open-promise">
              <Badge tone="gold">{p.label}</Badge>
              {p.ultimatum && <Badge tone="danger">Ultimatum</Badge>}
              <span className="text-ink-muted">
                {p.state === 'accepted' ? 'Promised' : 'Asked'}, {weeksLeftText(p.weeksLeft)}{p.progress ? ` (${p.progress})` : ''}
              </span>
              <Link href="/promises" className="text-xs font-semibold text-gold hover:underline focus-visible:outline-2 focus-visible:outline-gold">
                {p.state === 'accepted' ? 'See promises' : 'Answer'}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
