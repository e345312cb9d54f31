// Relations between federations and answers to offers (diplomacy/).
import type { CommandSpecs } from './command.ts';

export const relationsCommands: CommandSpecs<never> = {};
