import type { RuntimeItem } from '@atrium/elearning-contract';
import type { ReactNode } from 'react';
import { rt } from './runtime-messages';
import type { NavigationValidity } from './sequencing-session';

/** An entry of the menu: an item, or a group (a SCORM parent item, a cmi5 block) of entries. */
type Entry = { item: RuntimeItem } | { group: string; entries: Entry[] };

/** The items in the package's hierarchy, from the groups each item names around it (in package order). */
function outline(items: RuntimeItem[]): Entry[] {
  const root: Entry[] = [];
  for (const item of items) {
    let level = root;
    for (const group of item.groups ?? []) {
      const last = level.at(-1);
      if (last && 'group' in last && last.group === group) level = last.entries;
      else {
        const next: Entry = { group, entries: [] };
        level.push(next);
        level = next.entries;
      }
    }
    level.push({ item });
  }
  return root;
}

function MenuList({ entries, button }: { entries: Entry[]; button: (item: RuntimeItem) => ReactNode }) {
  return (
    <ol>
      {entries.map((entry, index) =>
        'item' in entry ? (
          <li key={entry.item.itemId}>{button(entry.item)}</li>
        ) : (
          <li key={`${entry.group}-${index}`} className="atr-runtime-group">
            <span>{entry.group}</span>
            <MenuList entries={entry.entries} button={button} />
          </li>
        ),
      )}
    </ol>
  );
}

/** The learner's result of an item so far, as the menu shows it beside the title. */
function ItemResult({ item }: { item: RuntimeItem }) {
  const key =
    item.successStatus === 'failed'
      ? 'runtime.itemFailed'
      : item.completionStatus === 'completed' || item.successStatus === 'passed'
        ? 'runtime.itemCompleted'
        : item.completionStatus === 'incomplete'
          ? 'runtime.itemStarted'
          : null;
  return key === null ? null : <span className="atr-runtime-item-result">{` (${rt(key)})`}</span>;
}

/**
 * A package with several items (SCOs or AUs) lets the learner pick one; the one playing is marked current.
 * Under SCORM 2004 sequencing only the items a choice request may reach now are offered (SN look-ahead).
 */
export function ItemMenu({
  items,
  currentId,
  validity,
  onPick,
}: {
  items: RuntimeItem[];
  currentId: number;
  validity: NavigationValidity | null;
  onPick: (item: RuntimeItem) => void;
}) {
  if (items.length < 2) return null;
  const button = (item: RuntimeItem) => (
    <button
      type="button"
      aria-current={item.itemId === currentId ? 'step' : undefined}
      disabled={item.itemId !== currentId && validity?.choice[item.identifier] === 'false'}
      onClick={() => onPick(item)}
    >
      {item.title}
      <ItemResult item={item} />
    </button>
  );
  return (
    <nav className="atr-runtime-items" aria-label={rt('runtime.items')}>
      <MenuList entries={outline(items)} button={button} />
    </nav>
  );
}
