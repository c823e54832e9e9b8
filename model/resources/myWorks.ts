/**
 * 我的作品 (/enjoyLife/myWorks): the works the signed-in user wrote (submitted, or entered for a cadre), of
 * either kind; a work added here is a submission to 作品征集. The author's half of the review workflow: they
 * write, submit, and withdraw; the decisions are made on 作品征集 and 精品佳作, never on one's own work.
 */
import { reviewLifecycle } from '../resource/reviewLifecycle.ts';
import type { ResourceDef } from '../resource/types.ts';
import { enjoyLifeWork } from './enjoyLifeWork.ts';

const review = reviewLifecycle('myWorks');

export const myWorks: ResourceDef = enjoyLifeWork(
  'myWorks',
  ['我的作品', 'My works'],
  { ...review, transitions: review.transitions.filter((t) => t.by !== 'reviewer') },
  true,
);
