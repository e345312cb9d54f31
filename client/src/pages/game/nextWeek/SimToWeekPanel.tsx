// "Sim to week N" (docs/rules/week.md "Next Week and unrun shows"): the player picks a week up to
// SIM_TO_WEEK_MAX_WEEKS ahead; the room advances week by week and stops early on anything that needs them.
// The "run my unrun shows automatically" setting beside it says what happens to each week's unrun shows.
import { FastForward } from 'lucide-react';
import { useState } from 'react';
import { formatDate, isMonthName, weekAhead } from '#shared/rules/calendar.ts';
import { SIM_TO_WEEK_MAX_WEEKS } from '#shared/rules/nextWeek.ts';
import { Button } from '#client/components/Button.tsx';
import { SelectField } from '../shows/list/fields.tsx';
import { AutoRunShowsSetting } from '#client/components/settings/AutoRunShowsSetting.tsx';

/** Weeks ahead the picker starts on: a month. */
const DEFAULT_WEEKS_AHEAD = 4;

export interface SimToWeekPanelProps {
  calendar: { week: number; month: string; year: number; totalWeeksProgressed: number };
  busy: boolean;
  onSim: (targetWeek: number, date: string) => void;
}

export function SimToWeekPanel({ calendar, busy, onSim }: SimToWeekPanelProps) {
  const [ahead, setAhead] = useState(DEFAULT_WEEKS_AHEAD);
  if (!isMonthName(calendar.month)) return null;
  const from = { ...calendar, month: calendar.month };
  const options = Array.from({ length: SIM_TO_WEEK_MAX_WEEKS }, (_, i) => i + 1).map((weeks) => ({ weeks, date: formatDate(weekAhead(from, weeks)) }));
  const picked = options[ahead - 1]!;
  return (
    <section aria-labelledby="sim-to-week-title" className="flex flex-col gap-4" data-testid="sim-to-week">
      <div className="flex flex-col gap-1">
        <h2 id="sim-to-week-title" className="text-lg font-bold tracking-tight">
          Sim to week
        </h2>
        <p className="text-sm text-ink-muted">Advances week by week and stops early on anything that needs you: a contract ending next week, a TV offer, an injured champion, a show that could not run, bills you cannot pay.</p>
      </div>
      <AutoRunShowsSetting />
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          onSim(calendar.totalWeeksProgressed + picked.weeks, picked.date);
        }}
      >
        <SelectField label="Simulate until" className="flex-1" value={ahead} onChange={(event) => setAhead(Number(event.target.value))} disabled={busy} data-testid="sim-to-week-target">
          {options.map((o) => (
            <option key={o.weeks} value={o.weeks}>
              {o.date} ({o.weeks} {o.weeks === 1 ? 'week' : 'weeks'})
            </option>
          ))}
        </SelectField>
        <Button type="submit" size="lg" disabled={busy} busy={busy} data-testid="sim-to-week-run">
          {!busy && <FastForward aria-hidden="true" className="size-5" />}
          Sim to week
        </Button>
      </form>
    </section>
  );
}
