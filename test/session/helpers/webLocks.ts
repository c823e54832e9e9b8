/**
 * The part of the Web Locks API the refresh lock uses (`request(name, { ifAvailable: true }, callback)`),
 * shared by the tabs of one test browser as the browser shares `navigator.locks`: Node 20 has none.
 */
export function webLocks(): Pick<LockManager, 'request'> {
  const held = new Set<string>();
  const request = async (name: string, options: LockOptions, callback: LockGrantedCallback<unknown>) => {
    if (held.has(name)) {
      if (!options.ifAvailable) throw new Error('only ifAvailable requests are modelled');
      return callback(null);
    }
    held.add(name);
    try {
      return await callback({ name, mode: 'exclusive' } as Lock);
    } finally {
      held.delete(name);
    }
  };
  return { request } as Pick<LockManager, 'request'>;
}
