/** Addresses of the organisation pages, so that links do not import the pages themselves. */
export const unitDetailPath = (id: string) => `/system/unitDetail?id=${encodeURIComponent(id)}`;
