// Loads a company screen's data with a read-only command (getCompanies, getCompany), again whenever
// `version` changes (the week) and on Try again. Nothing of it is synced: the join payload stays small.
import { useEffect, useState } from 'react';
import type { CompanyRow } from '../../../../../shared/sim/world/companies.ts';
import type { CompanyPage } from '../../../../../shared/sim/world/companyPage.ts';
import { requestCommand } from '../../../net/gameConnection.ts';

export type QueryLoad<T> = { status: 'loading'; data: T | null } | { status: 'ready'; data: T } | { status: 'refused'; message: string } | { status: 'error'; message: string };

type Settled = Exclude<QueryLoad<unknown>, { status: 'loading' }>;

/** What the room answers, or the refusal's sentence. */
async function ask(federationId: string | null): Promise<Settled> {
  const result = federationId === null ? await requestCommand('getCompanies', {}) : await requestCommand('getCompany', { federationId });
  const data = result.ok ? (federationId === null ? result.answer.companies : result.answer.company) : undefined;
  if (data !== undefined) return { status: 'ready', data };
  if (!result.ok && result.rejected) return { status: 'refused', message: result.message };
  return { status: 'error', message: result.ok ? 'The page could not be loaded.' : result.message };
}

/** `federationId` null: every company (getCompanies); otherwise that company's page (getCompany). */
function useQuery(federationId: string | null, version: string): { load: QueryLoad<unknown>; retry: () => void } {
  const [retries, setRetries] = useState(0);
  const key = JSON.stringify([federationId, version, retries]);
  const [loaded, setLoaded] = useState<{ key: string; federationId: string | null; load: Settled } | null>(null);

  useEffect(() => {
    let live = true;
    void ask(federationId).then((load) => live && setLoaded({ key, federationId, load }));
    return () => {
      live = false;
    };
  }, [key, federationId]);

  const retry = () => setRetries((n) => n + 1);
  if (loaded?.key === key) return { load: loaded.load, retry };
  // While the same page refreshes (a new week), keep showing what we have.
  const previous = loaded && loaded.federationId === federationId && loaded.load.status === 'ready' ? loaded.load.data : null;
  return { load: { status: 'loading', data: previous }, retry };
}

export function useCompanies(version: string) {
  return useQuery(null, version) as { load: QueryLoad<CompanyRow[]>; retry: () => void };
}

export function useCompany(federationId: string, version: string) {
  return useQuery(federationId, version) as { load: QueryLoad<CompanyPage>; retry: () => void };
}
