// Every feed er-status can ingest, by id (ER_SOURCES=qc,ab,… or all): the publishers of data
// (waits, statuses) and the publishers of closure notices, each page polled through noticeFeed.
import type { FeedAdapter } from '../adapter';
import { noticeFeed } from '../notice-feed';
import { abFeed } from './ab';
import { abDisruptionsPage } from './ab-disruptions';
import { bcFeed } from './bc';
import { mbPage } from './mb';
import { nbHorizonPage } from './nb-horizon';
import { vitalitePage } from './nb-vitalite';
import { nlPage } from './nl';
import { northernHealthFeed } from './northern-health';
import { nsPage } from './ns';
import { pePage } from './pe';
import { qcFeed } from './qc';
import { skPage } from './sk';

/** The publishers of closure notices, as pages (their readers' tests use them directly). */
export const NOTICE_PAGES = [
  nsPage,
  abDisruptionsPage,
  skPage,
  nbHorizonPage,
  vitalitePage,
  mbPage,
  pePage,
  nlPage,
] as const;

export const FEEDS: readonly FeedAdapter[] = [
  abFeed,
  bcFeed,
  northernHealthFeed,
  qcFeed,
  ...NOTICE_PAGES.map(noticeFeed),
];

export function feedById(id: string): FeedAdapter | undefined {
  return FEEDS.find((feed) => feed.id === id);
}
