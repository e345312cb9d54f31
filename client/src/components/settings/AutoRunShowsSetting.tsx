// The "Run my unrun shows automatically" setting (docs/rules/week.md "Next Week and unrun shows"): stored
// in the world per federation, changed through the room's setAutoRunShows command and read back from the
// synced state. Shown on /next-week and in the game's settings dialog.
import { Switch } from 'radix-ui';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useSnapshot } from 'valtio';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game } from '#client/state/game.ts';

export function AutoRunShowsSetting() {
  const snap = useSnapshot(game);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const on = snap.state?.federation.autoRunShows ?? false;
  const change = async (enabled: boolean) => {
    setBusy(true);
    const answer = await requestCommand('setAutoRunShows', { enabled });
    setBusy(false);
    if (!answer.ok) toast.error(answer.message);
  };
  return (
    <div className="flex items-center justify-between gap-4 rounded-xl border border-line bg-raised/50 px-4 py-3" data-testid="auto-run-setting">
      <label htmlFor={id} className="flex flex-col">
        <span className="text-sm font-semibold">Run my unrun shows automatically</span>
        <span className="text-xs text-ink-muted">Next Week and Sim to week run this week's shows first (empty cards auto-booked) instead of asking.</span>
      </label>
      <Switch.Root
        id={id}
        checked={on}
        disabled={busy || !snap.state}
        onCheckedChange={(checked) => void change(checked)}
        className="relative h-6 w-11 shrink-0 rounded-full border border-line-strong bg-overlay transition-colors disabled:opacity-60 data-[state=checked]:border-gold data-[state=checked]:bg-gold"
        data-testid="auto-run-toggle"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-ink shadow transition-transform data-[state=checked]:translate-x-[22px] data-[state=checked]:bg-gold-ink" />
      </Switch.Root>
    </div>
  );
}
