/**
 * 信息发布's part of home: the notices sent to the user that they have not signed (待阅: their receipt, the
 * recipient's own scope, as on 通知公告详情), and the published policy documents of their scope.
 */
import type { HomeItemKind } from '../home/homeItem.ts';
import { resourceItems } from '../home/resourceItems.ts';
import { pageOf } from '../../db/pageOf.ts';
import { SqlParams } from '../../engine/sqlParams.ts';

const NOTICE_PAGE = '/informationPublish/notice/detail';

const unsignedNotices: HomeItemKind = {
  type: 'notice',
  group: 'read',
  label: 'home.type.notice',
  areaPage: NOTICE_PAGE,
  // A notice is addressed to its recipients: whoever has a receipt reads and signs it, whatever their roles.
  visible: () => true,
  async page(deps, principal, page) {
    const p = new SqlParams();
    const found = await pageOf(
      deps.db,
      {
        columns: `n.id, n.subject, n.publish_time, o.name AS org_name, r.read_status`,
        from: `FROM notice_receipt r JOIN notice n ON n.id = r.notice_id JOIN sys_org o ON o.id = n.org_id
               WHERE r.user_id = ${p.add(principal.userId)} AND r.read_status <> '2' AND n.del_flag = 0 AND n.status = '1'`,
        order: 'n.publish_time DESC, n.id',
      },
      p.values,
      page,
    );
    const label = await deps.dictionaries.labeller();
    return {
      ...found,
      records: found.records.map((r) => ({
        id: String(r.id),
        title: String(r.subject),
        date: r.publish_time ? new Date(r.publish_time as string).toISOString().slice(0, 10) : null,
        orgName: (r.org_name as string | null) ?? null,
        note: label('read_status', r.read_status as string),
        link: `${NOTICE_PAGE}?id=${encodeURIComponent(String(r.id))}`,
      })),
    };
  },
};

export const informationPublishHomeItems: HomeItemKind[] = [
  unsignedNotices,
  resourceItems({ type: 'policy', group: 'read', label: 'home.type.policy', resource: 'policyDocument', query: { status: '1' }, date: 'publishDate', orgName: 'orgIdName', note: 'categoryLabel' }),
];
