import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '#client/test/renderAt.tsx';
import { CHANGELOG, compareVersions, formatReleaseDate, KNOWN_ISSUES, ROADMAP } from './changelogData.ts';
import { ChangelogPage } from './ChangelogPage.tsx';

describe('changelog data', () => {
  it('lists releases newest first, only the first one latest, each with highlights and fixes', () => {
    expect(CHANGELOG.length).toBeGreaterThanOrEqual(2);
    expect(CHANGELOG.map((entry) => entry.isLatest)).toEqual(CHANGELOG.map((_, i) => i === 0));
    for (let i = 1; i < CHANGELOG.length; i += 1) expect(compareVersions(CHANGELOG[i - 1]!.version, CHANGELOG[i]!.version)).toBeGreaterThan(0);
    for (const entry of CHANGELOG) {
      expect(entry.highlights.length).toBeGreaterThan(0);
      expect(entry.fixes.length).toBeGreaterThan(0);
    }
  });

  it('uses only the spec statuses and severities, with an ETA per roadmap item', () => {
    for (const item of ROADMAP) {
      expect(['in-development', 'planned', 'under-consideration']).toContain(item.status);
      expect(item.eta).toBeTruthy();
    }
    for (const issue of KNOWN_ISSUES) {
      expect(['high', 'medium', 'low']).toContain(issue.severity);
      expect(['fix-pending', 'acknowledged', 'fix-in-next-patch', 'investigating']).toContain(issue.status);
    }
    expect(ROADMAP.map((item) => item.title)).toEqual(expect.arrayContaining(['Multiplayer Mode', 'Custom Wrestler Creator', 'Modding Support']));
  });

  it('formats release dates without a time-zone shift', () => {
    expect(formatReleaseDate('2026-11-21')).toBe('November 21, 2026');
  });
});

describe('ChangelogPage', () => {
  it('shows the versions, the roadmap, the known issues and a way to contact us', () => {
    renderAt('/changelog', <ChangelogPage />);
    for (const name of ['Versions', 'Roadmap', 'Known Issues']) expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    const versions = within(screen.getByTestId('changelog-versions'));
    expect(versions.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(CHANGELOG.map((entry) => `v${entry.version}`));
    expect(versions.getAllByText('Latest')).toHaveLength(1);
    const roadmap = within(screen.getByTestId('roadmap'));
    expect(roadmap.getAllByRole('listitem')).toHaveLength(ROADMAP.length);
    expect(roadmap.getAllByText('In development').length).toBeGreaterThan(0);
    expect(within(screen.getByTestId('known-issues')).getAllByRole('row')).toHaveLength(KNOWN_ISSUES.length + 1);
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/#contact');
    expect(document.title).toBe('Changelog | Main Event Mogul');
  });
});
