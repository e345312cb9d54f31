// The head of social media's report: the followers the fans' comments move, with each comment's reason.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '#client/test/renderAt.tsx';
import { ReportFigures } from './ReportFigures.tsx';
import { reportData } from './reportData.ts';

describe("the social media report's fan talk", () => {
  it('lists what the fans are saying with each share and the total', () => {
    const data = reportData(
      'head_of_social_media',
      JSON.stringify({ followers: 52_000, change: 500, buzz: [], fanTalk: { change: 500, parts: [{ label: 'A 8.1-star main event at Home Night', amount: 1500 }, { label: 'Rumours spread by Titan Pro', amount: -1000 }] } }),
    )!;
    renderAt('/staff', <ReportFigures data={data} />);
    const talk = screen.getByTestId('report-fan-talk');
    expect(talk.textContent).toContain('+500 followers');
    const rows = within(talk).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['A 8.1-star main event at Home Night+1,500', 'Rumours spread by Titan Pro\u22121,000']);
  });

  it('reads an older report without fan talk', () => {
    renderAt('/staff', <ReportFigures data={reportData('head_of_social_media', JSON.stringify({ followers: 10_500, change: 500, buzz: [] }))!} />);
    expect(screen.queryByTestId('report-fan-talk')).toBeNull();
  });
});
