/** Which review moves and edits the browser offers: the author's own, and a levelled decision at the user's level only. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { beautifulSilver } from '../../model/resources/beautifulSilver.ts';
import { talentDeclare } from '../../model/resources/talentDeclare.ts';
import { reviewAllowsEdit, reviewAllowsMove } from '../../src/crud/lifecycle/reviewAllows.ts';

const move = (def: typeof talentDeclare, name: string) => def.lifecycle!.transitions.find((t) => t.name === name)!;
const author = { userId: 'u1', level: 'unit' } as const;
const county = { userId: 'u2', level: 'unit' } as const;
const city = { userId: 'u3', level: 'city' } as const;
const province = { userId: 'u4', level: 'province' } as const;

describe('review moves offered', () => {
  it('offers a levelled decision to the approvers of the level the record waits at, and to no other level', () => {
    const approve = move(talentDeclare, 'approve');
    const atCity = { status: 'cityReview', createBy: 'u1' };
    assert.equal(reviewAllowsMove(talentDeclare, atCity, approve, city), true);
    assert.equal(reviewAllowsMove(talentDeclare, atCity, approve, county), false, 'the unit level has already decided');
    assert.equal(reviewAllowsMove(talentDeclare, atCity, approve, province), false, 'the province decides after the city');
    assert.equal(reviewAllowsMove(talentDeclare, atCity, move(talentDeclare, 'return'), county), false);
    assert.equal(reviewAllowsMove(talentDeclare, { status: 'unitReview', createBy: 'u1' }, approve, county), true);
  });

  it('leaves the level to the server while the user’s organisation is not known', () => {
    assert.equal(reviewAllowsMove(talentDeclare, { status: 'cityReview' }, move(talentDeclare, 'approve'), { userId: 'u3', level: undefined }), true);
  });

  it('lets only the author submit and edit, and a single-level reviewer decide only what others wrote', () => {
    assert.equal(reviewAllowsMove(talentDeclare, { status: 'draft', createBy: 'u1' }, move(talentDeclare, 'submit'), author), true);
    assert.equal(reviewAllowsMove(talentDeclare, { status: 'draft', createBy: 'u1' }, move(talentDeclare, 'submit'), city), false);
    assert.equal(reviewAllowsEdit(talentDeclare, { createBy: 'u1' }, author), true);
    assert.equal(reviewAllowsEdit(talentDeclare, { createBy: 'u1' }, city), false);
    const approve = move(beautifulSilver, 'approve');
    assert.equal(reviewAllowsMove(beautifulSilver, { status: 'submitted', createBy: 'u1' }, approve, author), false);
    assert.equal(reviewAllowsMove(beautifulSilver, { status: 'submitted', createBy: 'u1' }, approve, city), true);
  });
});
