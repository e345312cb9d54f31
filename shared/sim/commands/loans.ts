// Lending and borrowing wrestlers (diplomacy/).
import type { CommandSpecs } from './command.ts';

export const loanCommands: CommandSpecs<never> = {};
