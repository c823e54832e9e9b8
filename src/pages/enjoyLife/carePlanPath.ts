/** Where 一人一策's pages are (model/menu/groups/enjoyLife.ts). */
export const CARE_PLAN_PATH = '/enjoyLife/OnePersonOneStrategy';
