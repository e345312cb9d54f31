// Joint shows (diplomacy/).
import type { CommandSpecs } from './command.ts';

export const jointShowCommands: CommandSpecs<never> = {};
