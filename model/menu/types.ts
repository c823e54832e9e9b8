/** The menu catalogue: groups, pages and buttons of spec section 2, seeded into sys_menu by stable id. */
import type { Label } from '../resource/types.ts';

export interface MenuNode {
  /** Stable id: the path without its leading slash for pages (`guideWork/phoneBook`), `page#action` for buttons. */
  readonly id: string;
  readonly label: Label;
  readonly type: 'group' | 'menu' | 'button';
  /** Route path of a page (`/guideWork/phoneBook`), or the detail pattern of a hidden page. */
  readonly path?: string;
  /** Permission code: a page's view code, or a button's action code. */
  readonly code?: string;
  readonly icon?: string;
  /** Spec: 0 means the page is cached (keep-alive). */
  readonly keepAlive: 0 | 1;
  /** Pages reached from another page (Add, Edit/{id}, Details/{id}), not listed in the sidebar. */
  readonly hidden: boolean;
  readonly sort: number;
  /** The declared resource a page shows (model/resources), when it is an engine page. */
  readonly resource?: string;
  /**
   * The zh-CN names the catalogue gave this entry before: a database still showing one of them takes the
   * label at start (server/areas/menu/syncMenus.ts), while a name an administrator chose is kept.
   */
  readonly formerNames?: readonly string[];
  readonly children: readonly MenuNode[];
}

/** A menu entry as `GET rule` answers it: the role-authorisation screen's tree (server/areas/system/role/ruleRead.ts). */
export interface RuleEntry {
  id: string;
  parentId: string | null;
  name: string;
  path: string | null;
  code: string | null;
  type: 'group' | 'menu' | 'button';
  icon: string | null;
  sort: number;
  keepAlive: number;
  hidden: boolean;
  /** Within the reader's ceiling: they may grant it (docs/system.md, "No escalation"). */
  grantable: boolean;
  children: RuleEntry[];
}
