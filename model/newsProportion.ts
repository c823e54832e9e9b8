/** What `static/news/proportion` answers: the share of published news in scope by organisation and by column. */
export interface Share {
  code: string;
  name: string;
  count: number;
  /** Of all published news in scope, in percent with one decimal. */
  percent: number;
}

export interface NewsProportion {
  total: number;
  byOrg: Share[];
  byColumn: Share[];
}
