// The live pacing of a show just run: each segment first plays its beats one by one
// (the crowd meter follows them), then shows its result, and the next one follows; after the last, the
// show's rating. Fast-forward jumps to the current segment's result, Skip reveals everything at once.
// With reduced motion there is no build-up: each segment shows its beats listed and its result at once,
// and segments follow quickly.
import { useCallback, useEffect, useState } from 'react';

/** Milliseconds each beat stays before the next (a match's 4-8 beats take 2-4.5 s). */
export const BEAT_MS = 550;
/** Milliseconds a segment's result stays before the next segment starts. */
export const RESULT_MS = 1500;
/** With prefers-reduced-motion: no build-up, a short pause between segments. */
export const REDUCED_SEGMENT_MS = 500;

/** How long a segment of this many beats builds up before its result: each beat its time, the last one too. */
export function buildUpMs(beats: number): number {
  return beats * BEAT_MS;
}

interface Step {
  /** Segments visible (the last one may still be building up). */
  visible: number;
  /** Beats of the last visible segment played so far. */
  beat: number;
  /** Whether the last visible segment is still building up (playing its beats). */
  building: boolean;
  /** Everything revealed: the show's rating can be shown. */
  finished: boolean;
}

export interface LiveReveal extends Step {
  /** Fast-forward: the current segment's result now. */
  skipSegment: () => void;
  /** Everything at once. */
  skip: () => void;
}

function startOf(index: number, beats: readonly number[], reducedMotion: boolean): Step {
  const count = beats[index] ?? 0;
  if (reducedMotion || count === 0) return { visible: index + 1, beat: count, building: false, finished: false };
  return { visible: index + 1, beat: 1, building: true, finished: false };
}

/** `beats` holds each segment's beat count, in card order. The first beat plays at once; `active` false holds everything. */
export function useLiveReveal(beats: readonly number[], active: boolean, reducedMotion: boolean): LiveReveal {
  const total = beats.length;
  const [step, setStep] = useState<Step>(() => (total === 0 ? { visible: 0, beat: 0, building: false, finished: true } : startOf(0, beats, reducedMotion)));
  const pause = reducedMotion ? REDUCED_SEGMENT_MS : RESULT_MS;

  useEffect(() => {
    if (!active || step.finished) return;
    const count = beats[step.visible - 1] ?? 0;
    const timer = step.building
      ? setTimeout(() => setStep((s) => (s.beat < count ? { ...s, beat: s.beat + 1 } : { ...s, building: false })), BEAT_MS)
      : setTimeout(() => setStep((s) => (s.visible >= total ? { ...s, finished: true } : startOf(s.visible, beats, reducedMotion))), pause);
    return () => clearTimeout(timer);
  }, [active, step, total, beats, pause, reducedMotion]);

  const skipSegment = useCallback(() => setStep((s) => (s.finished ? s : { ...s, beat: beats[s.visible - 1] ?? 0, building: false })), [beats]);
  const skip = useCallback(() => setStep({ visible: total, beat: beats[total - 1] ?? 0, building: false, finished: true }), [total, beats]);
  return { ...step, skipSegment, skip };
}
