// The review of a game's moves, in numbers and words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { boundText, reviewText, weigh, judgeMoves, verdictText, mistakeText } from '../../www/features/review/words.js';

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

test("the review says how many of the moves were the solver's", () => {
  assert.equal(
    reviewText([2, 3, 2, 1, 0], 3),
    "From 2 moves away, 4 moves (3 of them the solver's) took the board to the goal: 2 moves wasted. One move did not go nearer the goal.",
  );
  assert.equal(
    reviewText([2, 1, 0], 2),
    "From 2 moves away, 2 moves (all the solver's) took the board to the goal: the shortest way. Every move went one nearer the goal.",
  );
  assert.match(boundText([30, 29, 28], 1), /^From at least 30 moves away, 2 moves \(1 of them the solver's\) left it at least 28 moves away\. /);
});

test("a two-player game's moves are weighed against the perfect one", () => {
  const win = (plies) => ({ outcome: 'win', plies });
  const loss = (plies) => ({ outcome: 'loss', plies });
  const draw = { outcome: 'draw' };
  const verdicts = judgeMoves([
    // a draw played where a win in 9 (a1-c1) was there
    {
      ply: 1,
      name: 'b2-c1',
      moves: [
        { move: 'a1-c1', value: win(9) },
        { move: 'b2-c1', value: draw },
        { move: 'd4-d2', value: loss(4) },
      ],
    },
    // the slower of two wins
    {
      ply: 3,
      name: 'c3-d2',
      moves: [
        { move: 'c3-d2', value: win(11) },
        { move: 'c3-d3', value: win(7) },
      ],
    },
    // the longest resistance: perfect, though lost
    {
      ply: 5,
      name: 'd4-b4',
      moves: [
        { move: 'd4-b4', value: loss(8) },
        { move: 'd4-d2', value: loss(2) },
      ],
    },
    // two perfect moves, both listed
    {
      ply: 7,
      name: 'a1-a3',
      moves: [
        { move: 'a1-a3', value: draw },
        { move: 'b2-b1', value: draw },
        { move: 'b2-a2', value: loss(3) },
      ],
    },
  ]);
  assert.deepEqual(
    verdicts.map((v) => [v.ply, v.mark, v.perfect]),
    [
      [1, 'mistake', ['a1-c1']],
      [3, 'kept', ['c3-d3']],
      [5, 'perfect', ['d4-b4']],
      [7, 'perfect', ['a1-a3', 'b2-b1']],
    ],
  );
  assert.equal(verdictText(verdicts), "Of your 4 moves, 2 were perfect, one kept the game's value by a longer way and one was a mistake that changed it.");
  // counted from before the move: one ply more than after it
  assert.equal(mistakeText(verdicts[0]), 'Move 1 (b2-c1): win in 10 → draw; perfect: a1-c1');
  assert.equal(verdictText(verdicts.slice(2, 3)), 'Your one move was perfect.');
  assert.equal(verdictText(verdicts.slice(0, 1)), "Your one move was a mistake: it changed the game's value.");
  assert.equal(
    verdictText(verdicts.slice(1, 3)),
    "Of your 2 moves, one was perfect and one kept the game's value by a longer way. None changed the game's value.",
  );
  assert.throws(() => judgeMoves([{ ply: 2, name: 'x', moves: [{ move: 'a1-a3', value: draw }] }]), /move 2, x, is not a legal move/);
});

test('a review by a lower bound says what it is, and bounds the moves wasted', () => {
  assert.equal(
    boundText([1, 2, 1, 0]),
    'From at least 1 move away, 3 moves took the board to the goal: at most 2 moves beyond the shortest. Exact distances of this board take a search, so the chart shows a proven lower bound (Manhattan distance with linear conflicts): a move that raised it did not always take the board farther from the goal.',
  );
  assert.match(boundText([30, 31]), /^From at least 30 moves away, 1 move left it at least 31 moves away\. /);
  // moves as many as the first bound: proven the shortest
  assert.match(boundText([2, 1, 0], 1), /^From at least 2 moves away, 2 moves \(1 of them the solver's\) took the board to the goal: the shortest way\. /);
});
