// Requests and promises: answering a wrestler's request, reading the outstanding promises (promises/).
import type { CommandSpecs } from './command.ts';

export const promiseCommands: CommandSpecs<never> = {};
