// Paying for an action now (a signing, a course, a hiring): refused with the spec's message when the
// federation cannot pay, otherwise taken from funds and written into the week's ledger.
import { roundMoney } from '#shared/rules/ledger.ts';
import { formatUsdPlain } from '#shared/rules/money.ts';
import { SimRefusal } from '../refusal.ts';
import type { Federation } from '../world.ts';
import type { LedgerKind } from './lines.ts';

/** The spec's refusal (§8): "Insufficient funds. This action costs ${cost}". */
export function insufficientFunds(cost: number): SimRefusal {
  return new SimRefusal(insufficientFundsText(cost));
}

/** The same sentence without the refusal, for a quote that says why before anything is tried (no error built). */
export function insufficientFundsText(cost: number): string {
  return `Insufficient funds. This action costs $${formatUsdPlain(cost)}`;
}

/** Refuses unless the federation can pay the cost now. */
export function assertCanPay(federation: Federation, cost: number): void {
  if (federation.funds < cost) throw insufficientFunds(cost);
}

/** Pays the cost now (refused when funds are short) and records it as this week's line. */
export function payNow(federation: Federation, kind: LedgerKind, label: string, cost: number): void {
  assertCanPay(federation, cost);
  const amount = roundMoney(cost);
  federation.funds = roundMoney(federation.funds - amount);
  if (amount > 0) federation.currentLines.push({ kind, label, amount: -amount, paidAt: 'action' });
}

/** Money received now (tickets, merchandise, a refund): added to funds and to this week's lines. */
export function receiveNow(federation: Federation, kind: LedgerKind, label: string, amount: number): void {
  const value = roundMoney(amount);
  if (value <= 0) return;
  federation.funds = roundMoney(federation.funds + value);
  federation.currentLines.push({ kind, label, amount: value, paidAt: 'action' });
}
