// The slot operations' sentences and error ids, where the room's tests and the saves routes read them;
// the operations themselves are the slot service (server/slots/slotService.ts).
export { NO_PREVIOUS_SAVE, NO_SAVE_DATA, randomErrorId, SAVE_PROBLEM_PENDING, UNEXPECTED_ERROR } from '../slots/slotService.ts';
