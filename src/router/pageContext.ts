/** Which page a component belongs to: its address (the keep-alive key) and whether it is the one shown. */
import { createContext, useContext } from 'react';

export interface PageInfo {
  key: string;
  active: boolean;
}

export const PageContext = createContext<PageInfo>({ key: '', active: true });

export function usePage(): PageInfo {
  return useContext(PageContext);
}
