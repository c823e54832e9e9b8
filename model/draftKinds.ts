/**
 * 草稿箱 (/informationPublish/drafts): the kinds of 信息发布's content whose unpublished items it lists, each
 * with the state that counts as unpublished, its title field and the page whose form opens it. Shared by the
 * server's list (`GET drafts`) and the page.
 */
import type { Label } from './resource/types.ts';

export interface DraftKind {
  /** The resource. */
  readonly kind: string;
  /** The resource's name, as its declaration says (the page does not load the declarations). */
  readonly label: Label;
  /** The list page; an item opens at `{page}/Edit/{id}`. */
  readonly page: string;
  readonly states: readonly string[];
  /**
   * A reviewed kind (信息报送) lists only the user's own drafts: nobody else may edit or submit them
   * (the review workflow's rule).
   */
  readonly ownOnly?: boolean;
}

export const DRAFT_KINDS: readonly DraftKind[] = [
  { kind: 'newsTrends', label: ['新闻动态', 'News'], page: '/informationPublish/newsTrend', states: ['0'] },
  { kind: 'prevent', label: ['重要会议', 'Important meetings'], page: '/informationPublish/EpidemicPage', states: ['0'] },
  { kind: 'spoon', label: ['公勺公筷', 'Serving chopsticks'], page: '/informationPublish/ServingChopsticks', states: ['0'] },
  { kind: 'dailybroadcast', label: ['每日播报', 'Daily broadcasts'], page: '/informationPublish/dailyBroadcast', states: ['0'] },
  { kind: 'workReport', label: ['信息报送', 'Work reports'], page: '/informationPublish/report', states: ['draft', 'returned'], ownOnly: true },
];

export const draftKind = (kind: string) => DRAFT_KINDS.find((k) => k.kind === kind);
