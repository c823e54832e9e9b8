/** The RequestError a request fails with; fails the test when it succeeds or fails otherwise. */
import assert from 'node:assert/strict';
import { RequestError } from '../../src/http/errors.ts';

export async function rejection(pending: Promise<unknown>): Promise<RequestError> {
  try {
    await pending;
  } catch (error) {
    assert.ok(error instanceof RequestError, `expected a RequestError, got ${String(error)}`);
    return error;
  }
  assert.fail('the request succeeded');
}
