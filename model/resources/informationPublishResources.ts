/** 信息发布's declared records (issue 23, docs/informationPublish.md), in the order their pages appear. */
import type { ResourceDef } from '../resource/types.ts';
import { dailybroadcast } from './dailybroadcast.ts';
import { newsTrends } from './newsTrends.ts';
import { notification } from './notification.ts';
import { prevent } from './prevent.ts';
import { spoon } from './spoon.ts';
import { workReport } from './workReport.ts';

export const INFORMATION_PUBLISH_RESOURCES: readonly ResourceDef[] = [workReport, newsTrends, notification, prevent, spoon, dailybroadcast];
