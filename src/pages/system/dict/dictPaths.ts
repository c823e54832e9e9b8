/** Addresses of the dictionary pages: the list and its hidden detail, put (edit) and add pages. */
export const DICT_LIST_PATH = '/system/dictionaries';
export const DICT_ADD_PATH = '/system/dictionaries/add';
export const dictDetailPath = (code: string) => `/system/dictionaries/detail?code=${encodeURIComponent(code)}`;
export const dictPutPath = (code: string) => `/system/dictionaries/put?code=${encodeURIComponent(code)}`;
