/** 银耀之江's part of home: the 共享展示 showcase (silverShared.ts) as a list of its own. */
import type { HomeItemKind } from '../home/homeItem.ts';
import { silverShared } from './silverShared.ts';

export const zhijiangHomeItems: HomeItemKind[] = [
  {
    type: 'silverShared',
    group: 'shared',
    label: 'home.type.silverShared',
    visible: () => true,
    async page(deps, principal, page) {
      const found = await silverShared(deps.db, principal, page);
      return {
        ...found,
        records: found.records.map((r) => ({ id: r.id, title: r.title, date: r.date.slice(0, 10), orgName: r.orgName, note: null, resource: r.kind })),
      };
    },
  },
];
