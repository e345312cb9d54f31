import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame, type StaffReportMirror } from '#client/state/game.ts';
import { sampleGame, sampleStaff } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { reportData } from './reportData.ts';
import { StaffPage } from './StaffPage.tsx';
import { reportsNewestFirst } from './StaffReports.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const mockedRequest = vi.mocked(requestCommand);

function report(overrides: Partial<StaffReportMirror> & { id: string }): StaffReportMirror {
  return {
    staffId: 'coach1',
    staffType: 'head_coach',
    week: 2,
    month: 'January',
    year: 2025,
    title: 'Training Report',
    content: 'Coaching effectiveness: 84%.',
    data: '{}',
    isRead: false,
    timestamp: 1_700_000_000_000,
    ...overrides,
  };
}

const coachData = JSON.stringify({
  effectiveness: 0.84,
  recommendation: null,
  priorities: [
    { wrestlerId: 'w1', name: 'Kit Hollander', skill: 'agility', value: 41 },
    { wrestlerId: 'w2', name: 'Rex Dorado', skill: 'charisma', value: 55 },
  ],
  inTraining: [],
});

function seed(overrides: Parameters<typeof sampleGame>[0] = {}) {
  game.status = 'connected';
  game.state = sampleGame({
    staffCandidates: [
      sampleStaff({ id: 'c1', name: 'Marta Ruiz', type: 'head_coach', skill: 80, experience: 10, weeklySalary: 1003, hiringCost: 4012, specialization: 'Ring psychology' }),
      sampleStaff({ id: 'c2', name: 'Ben Osei', type: 'head_coach', skill: 62, experience: 3, weeklySalary: 103, hiringCost: 412, specialization: 'High-flying' }),
      sampleStaff({ id: 'c3', name: 'Lena Park', type: 'head_of_finance', skill: 70, experience: 20, weeklySalary: 528, hiringCost: 2112, specialization: 'Tax planning' }),
    ],
    ...overrides,
  });
}

describe('staff page', () => {
  beforeEach(() => {
    resetGame();
    mockedRequest.mockClear();
  });

  it('has one section per staff type, listing its candidates with weekly salary and hiring cost', () => {
    seed();
    renderAt('/staff', <StaffPage />);
    for (const type of ['head_coach', 'head_of_talent', 'head_of_finance', 'head_of_social_media']) expect(screen.getByTestId(`staff-section-${type}`)).toBeTruthy();
    const coach = screen.getByTestId('staff-section-head_coach');
    const candidates = within(coach).getAllByTestId('staff-candidate');
    expect(candidates).toHaveLength(2);
    expect(within(candidates[0]!).getByTestId('staff-candidate-name').textContent).toBe('Marta Ruiz');
    expect(within(candidates[0]!).getByTestId('candidate-salary').textContent).toContain('$1,003');
    expect(within(candidates[0]!).getByTestId('candidate-hiring-cost').textContent).toContain('$4,012');
    expect(candidates[0]!.textContent).toContain('Ring psychology');
    // 80/100 + 10/49 x 0.2 = 84%.
    expect(candidates[0]!.textContent).toContain('84%');
    expect(within(screen.getByTestId('staff-section-head_of_talent')).queryAllByTestId('staff-candidate')).toHaveLength(0);
    expect(screen.getByTestId('staff-reports-empty').textContent).toContain('No reports yet');
  });

  it('confirms a hiring with its cost and funds after, then sends hireStaff with the candidate id', async () => {
    seed();
    renderAt('/staff', <StaffPage />);
    fireEvent.click(screen.getByTestId('hire-c1'));
    const dialog = screen.getByTestId('hire-dialog');
    expect(within(dialog).getByTestId('hire-cost').textContent).toBe('$4,012');
    expect(within(dialog).getByTestId('hire-salary').textContent).toBe('$1,003');
    expect(within(dialog).getByTestId('hire-funds-after').textContent).toBe('$45,988');
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('confirm-hire'));
    });
    expect(mockedRequest).toHaveBeenCalledWith('hireStaff', { candidateId: 'c1' });
    expect(screen.queryByTestId('hire-dialog')).toBeNull();
  });

  it('shows the hired adviser with Let go, blocks a second hire of the type and confirms the firing', async () => {
    seed({
      calendar: { week: 4, month: 'January', year: 2025, totalWeeksProgressed: 3 },
      staff: [sampleStaff({ id: 's9', name: 'Ivo Grant', type: 'head_coach', skill: 90, experience: 49, weeklySalary: 1503, hiringCost: 6012, isHired: true, hiredWeek: 1 })],
    });
    renderAt('/staff', <StaffPage />);
    const coach = screen.getByTestId('staff-section-head_coach');
    expect(within(coach).getByTestId('staff-hired-name').textContent).toBe('Ivo Grant');
    expect(within(coach).getByTestId('coach-effectiveness-s9').textContent).toContain('100%');
    expect(within(coach).getByText('2 wks')).toBeTruthy();
    expect((screen.getByTestId('hire-c1') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('staff-one-per-type-head_coach').textContent).toContain('let Ivo Grant go');
    fireEvent.click(screen.getByTestId('fire-s9'));
    const dialog = screen.getByTestId('fire-dialog');
    expect(dialog.textContent).toContain('not refunded');
    expect(dialog.textContent).toContain('returns to the Head Coach candidates');
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('confirm-fire'));
    });
    expect(mockedRequest).toHaveBeenCalledWith('fireStaff', { staffId: 's9' });
  });

  it('renders a coach report newest first with its figures, and opening it marks it read', async () => {
    seed({
      staffReports: {
        r1: report({ id: 'r1', week: 1, isRead: true, timestamp: 1, content: 'Old report' }),
        r2: report({ id: 'r2', data: coachData, timestamp: 2 }),
      },
    });
    renderAt('/staff', <StaffPage />);
    const items = screen.getAllByTestId('staff-report');
    expect(items[0]!.getAttribute('data-unread')).toBe('true');
    expect(items[1]!.getAttribute('data-unread')).toBe('false');
    expect(items[0]!.textContent).toContain('Head Coach · Week 2, January 2025');
    expect(screen.getByTestId('staff-reports-unread').textContent).toBe('1 unread');
    await act(async () => {
      fireEvent.click(screen.getByTestId('staff-report-toggle-r2'));
    });
    expect(mockedRequest).toHaveBeenCalledWith('markReportRead', { reportId: 'r2' });
    const body = screen.getByTestId('staff-report-body');
    expect(within(body).getByTestId('report-effectiveness').textContent).toContain('84%');
    const priorities = within(body).getByTestId('report-priorities');
    expect(priorities.textContent).toContain('Kit Hollander');
    expect(priorities.textContent).toContain('Agility 41');
    expect(within(priorities).getByRole('link', { name: 'Kit Hollander' }).getAttribute('href')).toBe('/wrestler/w1');

    await act(async () => {
      fireEvent.click(screen.getByTestId('mark-all-reports-read'));
    });
    expect(mockedRequest).toHaveBeenCalledWith('markAllReportsRead', {});
  });

  it('reads each report type and ignores malformed data', () => {
    expect(reportData('head_coach', 'not json')).toBeNull();
    expect(reportData('head_of_finance', '{}')).toBeNull();
    const finance = reportData('head_of_finance', JSON.stringify({ revenue: 0, expenses: 1200, profit: -1200, tax: 0, funds: 48800, biggest: [{ kind: 'staff_salary', label: 'Staff salaries', amount: 1200 }], recurringCosts: 1200, runwayWeeks: 40 }));
    expect(finance).toMatchObject({ kind: 'head_of_finance', runwayWeeks: 40, biggest: [{ label: 'Staff salaries' }] });
    expect(reportData('head_of_social_media', JSON.stringify({ followers: 10500, change: 500, buzz: [] }))).toMatchObject({ followers: 10500, change: 500 });
    expect(reportsNewestFirst([report({ id: 'rep-9', timestamp: 5 }), report({ id: 'rep-10', timestamp: 5 }), report({ id: 'rep-1', timestamp: 1 })]).map((r) => r.id)).toEqual(['rep-10', 'rep-9', 'rep-1']);
  });
});
