// Markers that would overlap at the map's zoom share one group marker. WCAG 2.2 (SC 2.5.8)
// wants targets of at least 24 × 24 px or that far apart, and axe (which Lighthouse runs)
// fails a marker that another covers even in part; overlapping markers also hide one another
// and are hard to tap. So, on screen points at one zoom, any two targets whose boxes (each
// taken as at least 24 px a side) come closer than a small gap are merged, until none do.
// A group sits at its members' centre, and its box is that of the group marker.

import type { Lang } from '../contract/provinces';
import { formatNumber } from '../widget/format';
import { LOCALES } from '../widget/i18n';
import type { MarkerKind } from './markers';
import { MAP_STRINGS } from './strings';

/** A marker on screen: its centre in pixels at one zoom, and its box. */
export interface Target {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Group<T extends Target> extends Target {
  /** In the order they were given. */
  members: T[];
}

/** WCAG 2.2's smallest target, and the gap left between targets (so that none touch). */
const SMALLEST = 24;
const GAP = 2;

const near = (a: number, b: number, sideA: number, sideB: number) =>
  Math.abs(a - b) * 2 < Math.max(sideA, SMALLEST) + Math.max(sideB, SMALLEST) + 2 * GAP;

/** Groups the targets that would overlap; `box` gives a group's sides from its number of members. */
export function groupTargets<T extends Target>(
  targets: readonly T[],
  box: (members: number) => [number, number],
): Group<T>[] {
  let groups: Group<T>[] = targets.map((target) => ({ ...target, members: [target] }));
  // Merging moves a group and widens it, so it may reach another: again until nothing merges.
  for (let merged = true; merged; ) {
    merged = false;
    const kept: Group<T>[] = [];
    for (const group of groups) {
      const into = kept.find(
        (other) =>
          near(group.x, other.x, group.width, other.width) && near(group.y, other.y, group.height, other.height),
      );
      if (!into) {
        kept.push(group);
        continue;
      }
      const members = [...into.members, ...group.members];
      into.members = members;
      into.x = members.reduce((sum, member) => sum + member.x, 0) / members.length;
      into.y = members.reduce((sum, member) => sum + member.y, 0) / members.length;
      [into.width, into.height] = box(members.length);
      merged = true;
    }
    groups = kept;
  }
  const order = new Map(targets.map((target, index) => [target, index]));
  for (const group of groups) group.members.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  return groups;
}

/** The kinds in the order a group names them; its marker shows the first it holds. */
export const KINDS: readonly MarkerKind[] = ['closed', 'disruption', 'er'];

/** A group marker's name: "3 ERs: 2 closed, 1 disruption", "3 urgences : 2 fermées, 1 perturbation". */
export function groupLabel(lang: Lang, kinds: readonly MarkerKind[]): string {
  const t = MAP_STRINGS[lang];
  const plural = new Intl.PluralRules(LOCALES[lang]);
  const count = (n: number, [one, other]: readonly [string, string]) =>
    `${formatNumber(lang, n)} ${plural.select(n) === 'one' ? one : other}`;
  const parts = KINDS.map((kind) => [kind, kinds.filter((each) => each === kind).length] as const)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => count(n, t.kinds[kind]));
  return t.labelled(count(kinds.length, t.ers), parts.join(', '));
}
