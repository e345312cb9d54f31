// The account at a glance: its email, how it signs in, and since when it exists.
import { CalendarDays, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AccountResponse } from '#shared/api.ts';
import { Badge } from '#client/components/Badge.tsx';
import { Card } from '#client/components/Card.tsx';

const createdFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** "December 7, 2026"; the raw text when it is not a date. */
export function formatCreatedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : createdFormat.format(date);
}

function Field({ icon: Icon, label, children }: { icon: typeof Mail; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-3">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg border border-line bg-raised text-gold">
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0">
        <dt className="text-xs font-semibold tracking-[0.18em] text-ink-subtle uppercase">{label}</dt>
        <dd className="mt-0.5 font-semibold">{children}</dd>
      </div>
    </div>
  );
}

export function AccountCard({ account }: { account: AccountResponse }) {
  return (
    <Card padded={false} className="flex flex-col gap-4 p-4 sm:p-5">
      <dl className="grid gap-4 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Field icon={Mail} label="Email">
          <span className="[overflow-wrap:anywhere]" data-testid="account-email">
            {account.email}
          </span>
        </Field>
        <Field icon={CalendarDays} label="Member since">
          <time dateTime={account.createdAt} data-testid="account-created">
            {formatCreatedAt(account.createdAt)}
          </time>
        </Field>
      </dl>
      <div className="flex flex-wrap items-center gap-2 border-t border-line pt-4">
        <span className="text-xs font-semibold tracking-[0.18em] text-ink-subtle uppercase">Signs in with</span>
        <div className="flex flex-wrap gap-2" aria-label="Sign-in methods">
          {account.hasPassword && <Badge tone="neutral">Password</Badge>}
          {account.google && <Badge tone="neutral">Google</Badge>}
        </div>
      </div>
    </Card>
  );
}
