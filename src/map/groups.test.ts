// Grouping markers, as a function of their points on screen: markers whose boxes (at least
// 24 px a side) would come closer than a small gap share a group, again after every zoom, and
// a group names what it holds in words, in both languages.

import { describe, expect, it } from 'vitest';
import { type Group, groupLabel, groupTargets, type Target } from './groups';
import type { MarkerKind } from './markers';

interface Point extends Target {
  id: string;
  kind: MarkerKind;
}

/** A marker of `kind` at (x, y): closed and disrupted ERs are drawn 26 px wide, the others 14 px. */
const at = (id: string, x: number, y: number, kind: MarkerKind = 'closed'): Point => {
  const size = kind === 'er' ? 14 : 26;
  return { id, kind, x, y, width: size, height: size };
};

/** Groups are 40 × 26 px, whatever their count. */
const box = (): [number, number] => [40, 26];

const ids = (groups: Group<Point>[]) => groups.map((group) => group.members.map((member) => member.id));

/** The same points at the next zoom in: Web Mercator doubles every distance. */
const zoomedIn = (points: Point[]) => points.map((point) => ({ ...point, x: point.x * 2, y: point.y * 2 }));

describe('groupTargets', () => {
  it('keeps markers whose boxes stay apart as they are', () => {
    const points = [at('a', 0, 0), at('b', 30, 0), at('c', 0, 30), at('d', 100, 100)];
    const groups = groupTargets(points, box);
    expect(ids(groups)).toEqual([['a'], ['b'], ['c'], ['d']]);
    expect(groups[1]).toMatchObject({ x: 30, y: 0, width: 26, height: 26 });
  });

  it('groups markers that overlap, at their centre, with the group’s box', () => {
    const groups = groupTargets([at('a', 0, 0), at('b', 10, 6), at('far', 200, 0)], box);
    expect(ids(groups)).toEqual([['a', 'b'], ['far']]);
    expect(groups[0]).toMatchObject({ x: 5, y: 3, width: 40, height: 26 });
  });

  it('groups markers that do not overlap but are too close to be told apart', () => {
    // 27 px between centres: 1 px between the two 26 px markers, less than the gap kept.
    expect(ids(groupTargets([at('a', 0, 0), at('b', 27, 0)], box))).toEqual([['a', 'b']]);
    // Small circles count as 24 px targets: 20 px apart is too close, though they do not touch.
    expect(ids(groupTargets([at('a', 0, 0, 'er'), at('b', 20, 0, 'er')], box))).toEqual([['a', 'b']]);
    expect(ids(groupTargets([at('a', 0, 0, 'er'), at('b', 0, 30, 'er')], box))).toEqual([['a'], ['b']]);
  });

  it('merges again when a group, once moved and widened, reaches another marker', () => {
    // c is clear of a and of b, but not of their group, centred between them and 40 px wide.
    const points = [at('c', 34, 13.5), at('a', 0, 0), at('b', 0, 27), at('d', 200, 0)];
    expect(ids(groupTargets([at('c', 34, 13.5), at('a', 0, 0)], box))).toEqual([['c'], ['a']]);
    expect(ids(groupTargets([at('c', 34, 13.5), at('b', 0, 27)], box))).toEqual([['c'], ['b']]);
    const groups = groupTargets(points, box);
    expect(ids(groups)).toEqual([['c', 'a', 'b'], ['d']]);
    expect(groups[0]?.x).toBeCloseTo(34 / 3);
  });

  it('lists a group’s members in the order they were given', () => {
    const points = [at('first', 40, 0), at('far', 300, 0), at('second', 0, 0), at('third', 20, 0)];
    expect(ids(groupTargets(points, box))).toEqual([['first', 'second', 'third'], ['far']]);
  });

  it('leaves no two groups or markers too close, however crowded the points', () => {
    const points = Array.from({ length: 200 }, (_, index) => at(`p${index}`, (index * 37) % 300, (index * 53) % 200));
    const groups = groupTargets(points, box);
    expect(groups.flatMap((group) => group.members)).toHaveLength(200);
    for (const [index, a] of groups.entries()) {
      for (const b of groups.slice(index + 1)) {
        const apartX = Math.abs(a.x - b.x) * 2 >= Math.max(a.width, 24) + Math.max(b.width, 24) + 4;
        const apartY = Math.abs(a.y - b.y) * 2 >= Math.max(a.height, 24) + Math.max(b.height, 24) + 4;
        expect(apartX || apartY).toBe(true);
      }
    }
  });

  it('takes a group apart again at a zoom where its markers no longer overlap', () => {
    // Around Halifax: three ERs a few pixels apart at the province's zoom, one well away.
    const points = [at('sackville', 0, 0), at('dartmouth', 16, 14), at('halifax', 13, 24, 'disruption')];
    points.push(at('sheet-harbour', 150, -30, 'disruption'));
    expect(ids(groupTargets(points, box))).toEqual([['sackville', 'dartmouth', 'halifax'], ['sheet-harbour']]);
    const once = zoomedIn(points);
    expect(ids(groupTargets(once, box))).toEqual([['sackville'], ['dartmouth', 'halifax'], ['sheet-harbour']]);
    const twice = zoomedIn(once);
    expect(ids(groupTargets(twice, box))).toEqual([['sackville'], ['dartmouth'], ['halifax'], ['sheet-harbour']]);
  });
});

describe('groupLabel', () => {
  const kinds = (group: Group<Point>) => group.members.map((member) => member.kind);

  it('says how many ERs a group holds, and how many of each kind, in English and French', () => {
    const [group] = groupTargets([at('a', 0, 0), at('b', 5, 0, 'disruption'), at('c', 0, 5)], box);
    if (!group) throw new Error('no group');
    expect(kinds(group).filter((kind) => kind === 'closed')).toHaveLength(2);
    expect(groupLabel('en', kinds(group))).toBe('3 ERs: 2 closed, 1 disruption');
    expect(groupLabel('fr', kinds(group))).toBe('3 urgences : 2 fermées, 1 perturbation');
  });

  it('names the kinds in a set order, each in the singular or plural its count takes', () => {
    const mixed: MarkerKind[] = ['er', 'disruption', 'er', 'disruption', 'closed'];
    expect(groupLabel('en', mixed)).toBe('5 ERs: 1 closed, 2 disruptions, 2 with no closure or disruption');
    expect(groupLabel('fr', mixed)).toBe('5 urgences : 1 fermée, 2 perturbations, 2 sans fermeture ni perturbation');
  });

  it('writes its numbers as each language does', () => {
    const many: MarkerKind[] = Array.from({ length: 1200 }, () => 'er');
    expect(groupLabel('en', many)).toBe('1,200 ERs: 1,200 with no closure or disruption');
    // Canadian French groups thousands with a no-break space.
    expect(groupLabel('fr', many)).toBe('1\u00a0200 urgences : 1\u00a0200 sans fermeture ni perturbation');
  });
});
