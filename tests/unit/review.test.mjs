// The review of a game's moves, in numbers and words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { reviewText, weigh } from '../../www/app/review.js';

test('each move is weighed by the distance before and after it', () => {
  // 2 away; up (3), back down (2), then the shortest way
  assert.deepEqual(weigh([2, 3, 2, 1, 0]), { losses: [1], spent: 2 });
  assert.deepEqual(weigh([3, 2, 1, 0]), { losses: [], spent: 0 });
  // a move that leaves the distance as it was (on puzzles whose moves can) is a loss
  assert.deepEqual(weigh([4, 4, 3]), { losses: [1], spent: 1 });
  // not at the goal yet: what is spent counts against the distance covered
  assert.deepEqual(weigh([5, 6, 5, 4]), { losses: [1], spent: 2 });
});

test('the review in words', () => {
  assert.equal(reviewText([2, 3, 2, 1, 0]), 'From 2 moves away, 4 moves took the board to the goal: 2 moves wasted. One move did not go nearer the goal.');
  assert.equal(reviewText([3, 2, 1, 0]), 'From 3 moves away, 3 moves took the board to the goal: the shortest way. Every move went one nearer the goal.');
  assert.equal(reviewText([5, 6, 7, 6]), 'From 5 moves away, 3 moves left it 6 moves away: 4 moves wasted. 2 moves did not go nearer the goal.');
  assert.equal(reviewText([1, 0]), 'From 1 move away, 1 move took the board to the goal: the shortest way. Every move went one nearer the goal.');
});
