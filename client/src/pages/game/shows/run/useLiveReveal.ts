// The live pacing of a show just run: each segment first builds up (participants, "under way"), then
// shows its result, and the next one follows; after the last, the show's rating. Skip reveals
// everything at once. With reduced motion the build-up is skipped and segments follow quickly.
import { useCallback, useEffect, useState } from 'react';

/** Milliseconds a segment takes on the live page: build-up, then its result, about 2.5 s in all. */
export const BUILD_UP_MS = 900;
export const SEGMENT_MS = 2500;
/** With prefers-reduced-motion: no build-up, a short pause between segments. */
export const REDUCED_SEGMENT_MS = 500;

interface Step {
  /** Segments visible (the last one may still be building up). */
  visible: number;
  /** Whether the last visible segment is still building up. */
  building: boolean;
  /** Everything revealed: the show's rating can be shown. */
  finished: boolean;
}

export interface LiveReveal extends Step {
  skip: () => void;
}

/** The first segment starts at once; `active` false shows nothing until it turns true. */
export function useLiveReveal(total: number, active: boolean, reducedMotion: boolean): LiveReveal {
  const buildUp = reducedMotion ? 0 : BUILD_UP_MS;
  const perSegment = reducedMotion ? REDUCED_SEGMENT_MS : SEGMENT_MS;
  const [step, setStep] = useState<Step>(() => (total === 0 ? { visible: 0, building: false, finished: true } : { visible: 1, building: buildUp > 0, finished: false }));

  useEffect(() => {
    if (!active || step.finished) return;
    const timer = step.building
      ? setTimeout(() => setStep((s) => ({ ...s, building: false })), buildUp)
      : setTimeout(() => setStep((s) => (s.visible >= total ? { ...s, finished: true } : { visible: s.visible + 1, building: buildUp > 0, finished: false })), perSegment - buildUp);
    return () => clearTimeout(timer);
  }, [active, step, total, buildUp, perSegment]);

  const skip = useCallback(() => setStep({ visible: total, building: false, finished: true }), [total]);
  return { ...step, skip };
}
