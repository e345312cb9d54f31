// A relationship between two federations (spec §3 Relationship, §4 Relationship status, §5 clamps): a score
// from -100 to 100 that every dealing between them moves (rules/diplomacy.ts RELATIONSHIP_CHANGES), its
// status read from the score, and the last 10 changes with their reasons. A pair that never dealt has no
// record and stands at 0, neutral.
import {
  RELATIONSHIP_ALLIED_AT,
  RELATIONSHIP_CHANGES,
  RELATIONSHIP_HISTORY_KEPT,
  RELATIONSHIP_HOSTILE_AT,
  RELATIONSHIP_MAX,
  RELATIONSHIP_MIN,
  type RelationshipChangeKind,
  type RelationshipStatus,
} from '#shared/rules/diplomacy.ts';
import type { World } from '../world.ts';

export interface RelationshipChange {
  /** totalWeeksProgressed when it happened. */
  week: number;
  kind: RelationshipChangeKind;
  /** Points the score moved (after the clamp). */
  change: number;
  /** Who did what, in a sentence the screens show. */
  reason: string;
}

export interface Relationship {
  /** The two federations' ids, sorted: one record per pair. */
  federationIds: [string, string];
  score: number;
  /** The last RELATIONSHIP_HISTORY_KEPT changes, newest last. */
  history: RelationshipChange[];
}

/** Hostile at or below -50, allied at or above 50, neutral between (spec §4). */
export function relationshipStatus(score: number): RelationshipStatus {
  if (score <= RELATIONSHIP_HOSTILE_AT) return 'hostile';
  if (score >= RELATIONSHIP_ALLIED_AT) return 'allied';
  return 'neutral';
}

function pairOf(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

/** The record of a pair, or undefined when they never dealt. */
export function findRelationship(world: World, a: string, b: string): Relationship | undefined {
  const [first, second] = pairOf(a, b);
  return world.relationships.find((r) => r.federationIds[0] === first && r.federationIds[1] === second);
}

/** The pair's score: 0 when they never dealt. */
export function relationshipScore(world: World, a: string, b: string): number {
  return findRelationship(world, a, b)?.score ?? 0;
}

/** Every relationship a federation has, with the other federation's id. */
export function relationshipsOf(world: World, federationId: string): Array<{ otherId: string; relationship: Relationship }> {
  const out: Array<{ otherId: string; relationship: Relationship }> = [];
  for (const relationship of world.relationships) {
    const [first, second] = relationship.federationIds;
    if (first === federationId) out.push({ otherId: second, relationship });
    else if (second === federationId) out.push({ otherId: first, relationship });
  }
  return out;
}

/**
 * Moves the pair's score by the spec's change for `kind`, clamped to -100..100, and records the change with
 * its reason (the last RELATIONSHIP_HISTORY_KEPT kept). Returns the change as recorded.
 */
export function changeRelationship(world: World, a: string, b: string, kind: RelationshipChangeKind, reason: string): RelationshipChange {
  if (a === b) throw new Error('A federation has no relationship with itself');
  let relationship = findRelationship(world, a, b);
  if (!relationship) {
    relationship = { federationIds: pairOf(a, b), score: 0, history: [] };
    world.relationships.push(relationship);
  }
  const before = relationship.score;
  relationship.score = Math.min(RELATIONSHIP_MAX, Math.max(RELATIONSHIP_MIN, before + RELATIONSHIP_CHANGES[kind]));
  const change: RelationshipChange = { week: world.calendar.totalWeeksProgressed, kind, change: relationship.score - before, reason };
  relationship.history.push(change);
  if (relationship.history.length > RELATIONSHIP_HISTORY_KEPT) relationship.history.splice(0, relationship.history.length - RELATIONSHIP_HISTORY_KEPT);
  return change;
}
