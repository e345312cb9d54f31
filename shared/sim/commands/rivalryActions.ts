// Rivalry actions, poaching and talent raids (diplomacy/).
import type { CommandSpecs } from './command.ts';

export const rivalryActionCommands: CommandSpecs<never> = {};
