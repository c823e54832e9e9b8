/** One dimension out of a page's figures, by name (fetchFigures keeps the order asked, this keeps pages readable). */
import type { DimensionFigures, DimensionName, Figure } from './statisticsApi.ts';

export function figuresOf(all: readonly DimensionFigures[], name: DimensionName): DimensionFigures {
  const found = all.find((d) => d.dimension === name);
  if (!found) throw new Error(`the statistics answer has no dimension ${name}`);
  return found;
}

/**
 * Counties worth listing: those of the cities where the figures count anyone (a city administrator sees
 * their own city's counties, zeros included), and the units directly under a city or the province.
 */
export function countiesWithPeople(city: DimensionFigures): (f: Figure) => boolean {
  const cities = new Set(city.groups.filter((g) => g.count > 0).map((g) => g.key));
  return (f) => f.key === 'direct' || cities.has(`${f.key.slice(0, 4)}00`);
}
