// Advances the week once when the page opens (as soon as the room is joined), and again on retry.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SimEvent } from '../../../../../shared/sim/events.ts';
import { requestCommand } from '../../../net/gameConnection.ts';

export type AdvancePhase = { phase: 'waiting' } | { phase: 'advancing' } | { phase: 'done'; events: SimEvent[] } | { phase: 'failed'; message: string };

export function useAdvanceWeek(ready: boolean) {
  const [result, setResult] = useState<AdvancePhase>({ phase: 'waiting' });
  // Guards against a second advance when React mounts the effect twice (StrictMode) or re-renders.
  const started = useRef(false);

  const advance = useCallback(async () => {
    started.current = true;
    setResult({ phase: 'advancing' });
    const answer = await requestCommand('advanceWeek');
    setResult(answer.ok ? { phase: 'done', events: answer.answer.events } : { phase: 'failed', message: answer.message });
  }, []);

  useEffect(() => {
    if (ready && !started.current) void advance();
  }, [ready, advance]);

  return { result, retry: () => void advance() };
}
