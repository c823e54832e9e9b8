/** The statistics' texts in the page's language: dimension titles and the table headings. */
import type { Translate } from '../../../i18n/locale.ts';
import type { cadrePages } from '../../../../model/i18n/cadrePages.ts';
import type { MatrixTexts } from './figureMatrix.ts';
import type { DimensionName } from './statisticsApi.ts';

const TITLES: Record<DimensionName, keyof typeof cadrePages> = {
  retirementSex: 'cadrePages.stats.dim.retirementSex',
  treatmentLevel: 'cadrePages.stats.dim.treatmentLevel',
  revolutionPeriod: 'cadrePages.stats.dim.revolutionPeriod',
  unitNature: 'cadrePages.stats.dim.unitNature',
  party: 'cadrePages.stats.dim.party',
  ageBand: 'cadrePages.stats.dim.ageBand',
  city: 'cadrePages.stats.dim.city',
  county: 'cadrePages.stats.dim.county',
};

export const dimensionTitle = (t: Translate<keyof typeof cadrePages>, name: DimensionName): string => t(TITLES[name]);

export function matrixTexts(t: Translate<keyof typeof cadrePages>): MatrixTexts {
  return {
    group: t('cadrePages.stats.group'),
    count: t('cadrePages.stats.count'),
    share: t('cadrePages.stats.share'),
    total: t('cadrePages.stats.total'),
    crossCorner: t('cadrePages.stats.crossCorner'),
  };
}
