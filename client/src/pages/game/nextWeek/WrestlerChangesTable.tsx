// The week report's table of the wrestlers' skill and popularity changes, each with its reason (a match or
// promo and its parts, a finished course, a birthday): grouped by wrestler, each group's net in its header,
// sortable by wrestler or by change. Open on wider screens; on a phone each wrestler starts collapsed to
// their header, one tap to open.
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { WrestlerChange } from '#shared/sim/roster/wrestlerWeekChanges.ts';
import { cx } from '#client/lib/cx.ts';
import { changeGroups, changeLabel, signedChange, type ChangeSort, type ChangeSortKey, type WrestlerChangeGroup } from './wrestlerChangeGroups.ts';

/** Phones start with the groups collapsed (the sm breakpoint, 640 px). */
function startsOpen(): boolean {
  return typeof window === 'undefined' || !window.matchMedia ? true : window.matchMedia('(min-width: 640px)').matches;
}

const tone = (change: number) => (change > 0 ? 'text-success' : change < 0 ? 'text-danger-strong' : 'text-ink-muted');

function SortHeader({ label, sortKey, sort, onSort, className }: { label: string; sortKey: ChangeSortKey; sort: ChangeSort; onSort: (key: ChangeSortKey) => void; className?: string }) {
  const active = sort.key === sortKey;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'} className={cx('px-3 py-2 font-semibold', className)}>
      <button type="button" onClick={() => onSort(sortKey)} className="inline-flex items-center gap-1 rounded-sm text-left tracking-[0.16em] uppercase hover:text-gold" data-testid={`wrestler-changes-sort-${sortKey}`}>
        {label}
        <Icon aria-hidden="true" className={cx('size-3.5', active ? 'text-gold' : 'text-ink-subtle')} />
      </button>
    </th>
  );
}

function GroupSummary({ group }: { group: WrestlerChangeGroup }) {
  const parts: { label: string; value: number }[] = [];
  if (group.rows.some((r) => r.what === 'popularity')) parts.push({ label: 'Popularity', value: group.popularity });
  if (group.rows.some((r) => r.what !== 'popularity')) parts.push({ label: 'Skills', value: group.skills });
  return (
    <span className="flex flex-wrap gap-x-3 text-xs font-semibold tabular-nums">
      {parts.map((part) => (
        <span key={part.label} className={tone(part.value)} data-testid={`wrestler-changes-net-${part.label.toLowerCase()}`}>
          {part.label} {signedChange(part.value)}
        </span>
      ))}
    </span>
  );
}

function Group({ group, open, onToggle }: { group: WrestlerChangeGroup; open: boolean; onToggle: () => void }) {
  const rowsId = `wrestler-changes-${group.wrestlerId}`;
  return (
    <tbody data-testid="wrestler-changes-group" data-wrestler-id={group.wrestlerId} className="border-t border-line">
      <tr>
        <th scope="rowgroup" colSpan={3} className="p-0 text-left font-normal">
          <button
            type="button"
            onClick={onToggle}
            aria-expanded={open}
            aria-controls={group.rows.map((_, index) => `${rowsId}-${index}`).join(' ')}
            className="flex w-full flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2.5 text-left hover:bg-raised/60"
          >
            <span className="flex min-w-0 items-center gap-2">
              <ChevronDown aria-hidden="true" className={cx('size-4 shrink-0 text-ink-subtle transition-transform', open ? '' : '-rotate-90')} />
              <span className="font-bold break-words text-ink" data-testid="wrestler-changes-name">
                {group.name}
              </span>
            </span>
            <GroupSummary group={group} />
          </button>
        </th>
      </tr>
      {group.rows.map((row, index) => (
        <tr key={index} id={`${rowsId}-${index}`} hidden={!open} className="align-top text-sm" data-testid="wrestler-change-row">
          <td className="py-1.5 pr-2 pl-9 whitespace-nowrap text-ink-muted" data-testid="wrestler-change-what">
            {changeLabel(row.what)}
          </td>
          <td className="py-1.5 pr-3 pl-2 sm:pr-2">
            <span className="whitespace-nowrap tabular-nums">
              <span className={cx('font-bold', tone(row.change))} data-testid="wrestler-change-amount">
                {signedChange(row.change)}
              </span>
              <span className="ml-1 text-xs text-ink-subtle">to {row.value}</span>
            </span>
            {/* A phone has no room for a third column: the reason goes under the change. */}
            <span className="mt-0.5 block sm:hidden">
              <Reason row={row} testId="wrestler-change-reason-phone" />
            </span>
          </td>
          <td className="hidden py-1.5 pr-3 pl-2 sm:table-cell">
            <Reason row={row} testId="wrestler-change-reason" />
          </td>
        </tr>
      ))}
    </tbody>
  );
}

/** The reason and, when it has several, its parts. */
function Reason({ row, testId }: { row: WrestlerChange; testId: string }) {
  return (
    <>
      <span className="block" data-testid={testId}>
        {row.reason}
      </span>
      {row.parts && row.parts.length > 1 && <PartsLine row={row} testId={`${testId}-parts`} />}
    </>
  );
}

function PartsLine({ row, testId }: { row: WrestlerChange; testId: string }) {
  return (
    <span className="block text-xs text-ink-subtle" data-testid={testId}>
      {row.parts!.map((part) => `${part.label} ${signedChange(part.amount)}`).join(' · ')}
    </span>
  );
}

export function WrestlerChangesTable({ changes }: { changes: readonly WrestlerChange[] }) {
  const [sort, setSort] = useState<ChangeSort>({ key: 'wrestler', direction: 'asc' });
  const [defaultOpen] = useState(startsOpen);
  // Groups the player toggled away from the default; the rest follow it.
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const groups = changeGroups(changes, sort);
  const onSort = (key: ChangeSortKey) =>
    setSort((current) => (current.key === key ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: key === 'wrestler' ? 'asc' : 'desc' }));
  const toggle = (id: string) =>
    setToggled((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div className="overflow-hidden rounded-xl border border-line bg-raised/50" data-testid="wrestler-changes">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">Skill and popularity changes of your wrestlers this week, grouped by wrestler</caption>
        <thead className="text-[10px] tracking-[0.16em] text-ink-subtle uppercase">
          <tr>
            <SortHeader label="Wrestler / skill" sortKey="wrestler" sort={sort} onSort={onSort} className="pl-3" />
            <SortHeader label="Change" sortKey="change" sort={sort} onSort={onSort} />
            <th scope="col" className="hidden px-2 py-2 font-semibold sm:table-cell">
              Reason
            </th>
          </tr>
        </thead>
        {groups.map((group) => (
          <Group key={group.wrestlerId} group={group} open={defaultOpen !== toggled.has(group.wrestlerId)} onToggle={() => toggle(group.wrestlerId)} />
        ))}
      </table>
    </div>
  );
}
