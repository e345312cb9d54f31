// Settling a federation's week (spec §4 "Week advance", §9): the week's lines (paid at once during the
// week, plus the weekly costs added now: permanent salaries, staff salaries, insurance, product weekly
// costs and facility maintenance, each times the expense multiplier; venue upgrade upkeep; equipment
// depreciation in the first week), the tax on a positive profit by the marginal brackets, and the new funds:
// prior funds + net income - tax, floored at 0.
import type { CalendarDate } from '#shared/rules/calendar.ts';
import { expenseMultiplier, insurance, roundMoney, weeklyTax } from '#shared/rules/ledger.ts';
import { equipmentDepreciation, facilityMaintenance, PRODUCT_KINDS, productWeeklyCost } from '#shared/rules/products.ts';
import { STAFF_TYPE_LABELS } from '#shared/rules/staff.ts';
import { findVenueUpgrade } from '#shared/rules/venueUpgrades.ts';
import { activeLevel, PRODUCT_LABELS } from '../business/products.ts';
import type { SimEvent } from '../events.ts';
import { rosterOf } from '../roster/wrestler.ts';
import type { Federation, World } from '../world.ts';
import { LEDGER_WEEKS_KEPT, type LedgerLine, type LedgerWeek } from './lines.ts';
import { settleShortfall } from './insolvency.ts';
import { loanRepaymentLines, settleBankLoan } from './bankLoan.ts';

const multiplierNote = (multiplier: number) => (multiplier === 1 ? '' : ` (x${multiplier})`);

/** The weekly costs settled at the week's end, before the multiplier is shown in their labels. */
export function weekEndLines(world: World, federation: Federation, multiplier: number, weeksProgressed: number): LedgerLine[] {
  const lines: LedgerLine[] = [];
  // Every label of the week ends with the same note: written once, not once per line (a line per wrestler).
  const note = multiplierNote(multiplier);
  const salaries: number[] = [];
  for (const wrestler of rosterOf(world, federation.id)) {
    const contract = wrestler.contract;
    if (!contract) continue;
    salaries.push(contract.salary);
    if (contract.type !== 'permanent') continue;
    lines.push({ kind: 'wrestler_salary', label: `Salary: ${wrestler.name}${note}`, amount: -roundMoney(contract.salary * multiplier), paidAt: 'weekEnd' });
  }
  for (const member of federation.staff) {
    lines.push({ kind: 'staff_salary', label: `${STAFF_TYPE_LABELS[member.type]}: ${member.name}${note}`, amount: -roundMoney(member.weeklySalary * multiplier), paidAt: 'weekEnd' });
  }
  const cover = roundMoney(insurance(salaries) * multiplier);
  if (cover > 0) {
    lines.push({ kind: 'insurance', label: `Insurance: ${salaries.length} wrestler${salaries.length === 1 ? '' : 's'}${note}`, amount: -cover, paidAt: 'weekEnd' });
  }
  for (const kind of PRODUCT_KINDS) {
    const level = activeLevel(federation, kind);
    if (level === 0) continue;
    const weekly = roundMoney(productWeeklyCost(kind, level) * multiplier);
    if (weekly > 0) lines.push({ kind: 'product_costs', label: `${PRODUCT_LABELS[kind]} level ${level}${note}`, amount: -weekly, paidAt: 'weekEnd' });
    const upkeep = roundMoney(facilityMaintenance(kind, level) * multiplier);
    if (upkeep > 0) lines.push({ kind: 'facility_maintenance', label: `Facility maintenance: ${PRODUCT_LABELS[kind]}${note}`, amount: -upkeep, paidAt: 'weekEnd' });
  }
  for (const id of federation.venueUpgrades) {
    const upgrade = findVenueUpgrade(id);
    if (upgrade && upgrade.upkeep > 0) lines.push({ kind: 'venue_upkeep', label: `Upkeep: ${upgrade.label}`, amount: -upgrade.upkeep, paidAt: 'weekEnd' });
  }
  const production = federation.products.production;
  const depreciation = roundMoney(equipmentDepreciation(production.level, production.isActive, weeksProgressed));
  if (depreciation > 0) lines.push({ kind: 'equipment_depreciation', label: `Equipment depreciation (5% of production level ${production.level} setup)`, amount: -depreciation, paidAt: 'weekEnd' });
  // A bill like the others: with them in the forecast, and part of the shortfall when it cannot be paid.
  lines.push(...loanRepaymentLines(federation));
  return lines;
}

/**
 * What this week's fixed bills will come to when it is settled, at today's roster, staff and products
 * (USD, positive): the warning the screens show when funds will not cover them.
 */
export function weekBillsForecast(world: World, federation: Federation): number {
  const weeks = world.calendar.totalWeeksProgressed;
  return -roundMoney(weekEndLines(world, federation, expenseMultiplier(weeks), weeks).reduce((sum, line) => sum + line.amount, 0));
}

/** Totals of a list of lines: revenue (positive lines) and expenses (negative lines, as a positive sum). */
export function totals(lines: readonly LedgerLine[]): { revenue: number; expenses: number } {
  let revenue = 0;
  let expenses = 0;
  for (const line of lines) {
    if (line.amount >= 0) revenue += line.amount;
    else expenses -= line.amount;
  }
  return { revenue: roundMoney(revenue), expenses: roundMoney(expenses) };
}

/** Settles the week that ended (`ended` is its date, before the calendar moved). */
export function settleWeek(world: World, federation: Federation, ended: CalendarDate, now = 0): SimEvent[] {
  const multiplier = expenseMultiplier(ended.totalWeeksProgressed);
  const atEnd = weekEndLines(world, federation, multiplier, ended.totalWeeksProgressed);
  const lines = [...federation.currentLines, ...atEnd];
  const { revenue, expenses } = totals(lines);
  const profit = roundMoney(revenue - expenses);
  // Money borrowed is not earned: the tax reads the week's profit without it (the repayments stay costs).
  const borrowed = lines.reduce((sum, line) => (line.kind === 'bank_loan' ? sum + line.amount : sum), 0);
  const tax = weeklyTax(roundMoney(profit - borrowed));
  const taxValue = roundMoney(tax.value);
  // Lines paid at once already left the funds; the week-end lines and the tax leave them now.
  const dueNow = atEnd.reduce((sum, line) => sum + line.amount, 0);
  const unfloored = roundMoney(federation.funds + dueNow - taxValue);
  const fundsAfter = Math.max(0, unfloored);
  const week: LedgerWeek = {
    weekNumber: ended.totalWeeksProgressed + 1,
    week: ended.week,
    month: ended.month,
    year: ended.year,
    lines,
    revenue,
    expenses,
    profit,
    tax: taxValue,
    taxParts: tax.parts.map((part) => ({ ...part, amount: roundMoney(part.amount) })),
    afterTax: roundMoney(profit - taxValue),
    fundsBefore: federation.fundsAtWeekStart,
    fundsAfter,
    expenseMultiplier: multiplier,
  };
  federation.ledger.push(week);
  if (federation.ledger.length > LEDGER_WEEKS_KEPT) federation.ledger.splice(0, federation.ledger.length - LEDGER_WEEKS_KEPT);
  federation.funds = fundsAfter;
  federation.fundsAtWeekStart = fundsAfter;
  federation.currentLines = [];
  federation.weeklyRevenue = revenue;
  federation.weeklyExpenses = expenses;
  return [
    { kind: 'ledgerSettled', federationId: federation.id, weekNumber: week.weekNumber, revenue, expenses, profit, tax: taxValue, afterTax: week.afterTax, fundsAfter },
    ...settleShortfall(world, federation, unfloored < 0 ? -unfloored : 0, now),
    ...settleBankLoan(world, federation, unfloored >= 0, now),
  ];
}
