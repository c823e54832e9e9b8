/** The addresses of 银龄人才申报's pages (model/menu/groups/zhijiang.ts). */
export const TALENT_BASE = '/zhijiang/personnel';
export const TALENT_RESOURCE = 'talentDeclare';

/** An application's page: the list's, or the approvals queue's (the spec's paths, the record in `?id=`). */
export const talentDetailPath = (id: string) => `${TALENT_BASE}/detail?id=${encodeURIComponent(id)}`;
export const approvingDetailPath = (id: string) => `${TALENT_BASE}/approvingdetail?id=${encodeURIComponent(id)}`;
