/** The props the shell gives every crud page (src/crud/index.ts). */
import type { ResourceDef } from '../../model/resource/types.ts';

export interface CrudPageProps {
  resource: ResourceDef;
  /** The catalogue page's path (`/guideWork/phoneBook`): the list; its views are below it. */
  basePath: string;
  /** Route parameters (`id` for Edit and Details). */
  params: Record<string, string>;
  /** The address's query: on Add, values the form starts from (`Add?cadreId=…` opened from a cadre's archive). */
  query?: Readonly<Record<string, string>>;
  /** The list only: opens on the reviewer's queue of a reviewed lifecycle (a review page such as …/Audit). */
  queue?: boolean;
  /** The list only: where a record's title and 详情 lead (default `{basePath}/Details/{id}`). */
  detailPath?: (id: string) => string;
}
