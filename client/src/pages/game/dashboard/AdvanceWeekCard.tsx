// "This week" with the primary action of the game: Advance Week.
import { FastForward } from 'lucide-react';
import { Commands } from '../../../../../shared/protocol/commands.ts';
import { Button } from '../../../components/Button.tsx';
import { Card } from '../../../components/Card.tsx';
import { sendCommand } from '../../../net/gameConnection.ts';
import type { GameMirror } from '../../../state/game.ts';

export interface AdvanceWeekCardProps {
  calendar: GameMirror['calendar'];
  /** True while the previous command is unanswered or the connection is not live. */
  busy: boolean;
  disabled: boolean;
}

export function AdvanceWeekCard({ calendar, busy, disabled }: AdvanceWeekCardProps) {
  return (
    <Card highlight className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <p className="text-xs font-semibold tracking-[0.2em] text-gold uppercase">This week</p>
        <p className="text-4xl font-black tracking-tight italic sm:text-5xl">Week {calendar.week}</p>
        <p className="text-lg text-ink-muted">
          {calendar.month} {calendar.year}
        </p>
      </div>
      <p className="text-sm text-ink-muted">
        Advancing moves the calendar one week forward. Weeks without a completed show cost you a little popularity, so book shows as soon as you can.
      </p>
      <Button size="lg" fullWidth busy={busy} disabled={busy || disabled} onClick={() => sendCommand(Commands.advanceWeek, {})} data-testid="advance-week">
        {!busy && <FastForward aria-hidden="true" className="size-5" />}
        {busy ? 'Advancing...' : 'Advance Week'}
      </Button>
    </Card>
  );
}
