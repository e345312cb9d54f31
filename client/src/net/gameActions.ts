// Runs a game command for a screen action and tells the player how it went: a success toast with the
// given text, or the server's refusal ("Insufficient funds. This action costs $2,000") as an error toast.
import { toast } from 'sonner';
import type { CommandName, CommandPayloads, CommandResult } from './commands.ts';
import { requestCommand } from './gameConnection.ts';

export interface ActionToast {
  title: string;
  description?: string;
}

export async function runGameAction<N extends CommandName>(name: N, payload: CommandPayloads[N], success?: ActionToast): Promise<CommandResult> {
  const result = await requestCommand(name, payload);
  if (result.ok) {
    if (success) toast.success(success.title, success.description ? { description: success.description } : undefined);
  } else {
    toast.error(result.rejected ? 'Not possible' : 'Error', { description: result.message });
  }
  return result;
}
