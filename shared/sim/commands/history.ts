// A federation's past for /history: shows, reigns, records, its years, the Hall of Fame (history/). Read-only.
import type { CommandSpecs } from './command.ts';

export const historyCommands: CommandSpecs<never> = {};
