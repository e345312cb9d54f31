// The request memory of a room: bounded per seat, answers held for the newest only, never overwritten by
// what the log says, and the request id taken out of a payload.
import { describe, expect, it } from 'vitest';
import { alreadyApplied, REMEMBERED_ANSWERS_PER_SEAT, REMEMBERED_REQUESTS_PER_SEAT, RequestMemory, splitRequestId } from './requestMemory.ts';

const answer = (n: number) => ({ events: [{ kind: 'weekAdvanced', week: n, month: 'January', year: 2025 }] }) as never;
const id = (n: number) => `request-${String(n).padStart(4, '0')}`;

describe('RequestMemory', () => {
  it('answers a repeated id with its first answer, per seat', () => {
    const memory = new RequestMemory();
    memory.remember('owner', id(1), answer(1));
    expect(memory.answerOf('owner', id(1))).toEqual(answer(1));
    expect(memory.answerOf('owner', id(2))).toBeUndefined();
    expect(memory.answerOf('guest', id(1))).toBeUndefined();
  });

  it(`holds the newest ${REMEMBERED_ANSWERS_PER_SEAT} answers, answers older ids "already applied", and forgets past ${REMEMBERED_REQUESTS_PER_SEAT}`, () => {
    const memory = new RequestMemory();
    const total = REMEMBERED_REQUESTS_PER_SEAT + 10;
    for (let n = 1; n <= total; n += 1) memory.remember('owner', id(n), answer(n));
    for (let n = total - REMEMBERED_ANSWERS_PER_SEAT + 1; n <= total; n += 1) expect(memory.answerOf('owner', id(n))).toEqual(answer(n));
    expect(memory.answerOf('owner', id(total - REMEMBERED_ANSWERS_PER_SEAT))).toEqual(alreadyApplied());
    expect(memory.answerOf('owner', id(total - REMEMBERED_REQUESTS_PER_SEAT + 1))).toEqual(alreadyApplied());
    expect(memory.answerOf('owner', id(total - REMEMBERED_REQUESTS_PER_SEAT))).toBeUndefined();
    expect(memory.answerOf('owner', id(1))).toBeUndefined();
  });

  it('remembers ids read back from the log without overwriting an answer it holds', () => {
    const memory = new RequestMemory();
    memory.remember('owner', id(1), answer(1));
    memory.rememberApplied('owner', id(1));
    memory.rememberApplied('owner', id(2));
    expect(memory.answerOf('owner', id(1))).toEqual(answer(1));
    expect(memory.answerOf('owner', id(2))).toEqual({ events: [], alreadyApplied: true });
  });
});

describe('splitRequestId', () => {
  it('takes the id out of the payload and leaves the other fields to the command', () => {
    expect(splitRequestId({ requestId: 'abcdefgh-1234', unrunShows: 'run' })).toEqual({ ok: true, requestId: 'abcdefgh-1234', payload: { unrunShows: 'run' } });
    expect(splitRequestId({ unrunShows: 'run' })).toEqual({ ok: true, requestId: undefined, payload: { unrunShows: 'run' } });
    expect(splitRequestId(undefined)).toEqual({ ok: true, requestId: undefined, payload: undefined });
    expect(splitRequestId('text')).toEqual({ ok: true, requestId: undefined, payload: 'text' });
  });

  it('refuses an id that is not 8 to 64 letters, digits, - or _', () => {
    for (const requestId of ['short', 'x'.repeat(65), 'with space!', 42, null, { nested: true }]) {
      expect(splitRequestId({ requestId })).toEqual({ ok: false, message: 'Request id must be a text of 8 to 64 letters, digits, - or _' });
    }
  });
});
