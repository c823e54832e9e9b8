/** The branch and year a view shows, first from the address (?branchId&year), then as the user picks them. */
import { useState } from 'react';
import type { Params } from '../../../model/path.ts';

export function useBranchYear(query: Params) {
  const asked = Number(query.year);
  const [choice, setChoice] = useState({
    branchId: typeof query.branchId === 'string' && query.branchId ? query.branchId : null,
    year: Number.isInteger(asked) && asked >= 2000 && asked <= 2100 ? asked : new Date().getFullYear(),
  });
  const search = choice.branchId ? `?branchId=${encodeURIComponent(choice.branchId)}&year=${choice.year}` : '';
  return { ...choice, search, choose: (branchId: string | null, year: number) => setChoice({ branchId, year }) };
}
