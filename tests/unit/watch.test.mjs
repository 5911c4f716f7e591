// A lab run's steps laid out for watching, on made-up traces whose drawing is known.
import test from 'node:test';
import assert from 'node:assert/strict';
import { frame, layOut, numbers, ranksOf, stepText } from '../../www/features/lab/watch.js';

const node = (side = 0) => ({ cells: [], estimate: 0, side });
const expand = (n, moves) => ({ step: 'expand', node: n, moves });
const generate = (n, parent, moves, fate = 'opened') => ({ step: 'generate', node: n, parent, moves, fate });

test('a graph search draws each board once, in columns by moves', () => {
  // start 0 expands to 1 and 2; 1 expands to 3 and back to 0 (seen); 3 is found
  const trace = {
    nodes: [node(), node(), node(), node()],
    steps: [expand(0, 0), generate(1, 0, 1), generate(2, 0, 1), expand(1, 1), generate(0, 1, 2, 'seen'), generate(3, 1, 2), { step: 'found', node: 3 }],
    whole: true,
  };
  const layout = layOut(trace, false);
  assert.deepEqual(
    layout.vertices.map((v) => [v.node, v.parent, v.column, v.row]),
    [
      [0, null, 0, 0],
      [1, 0, 1, 0],
      [2, 0, 1, 1],
      [3, 1, 2, 0],
    ],
  );
  assert.equal(layout.columns, 3);
  assert.equal(layout.rows, 2);
  // the step that meets the start again is about the start, drawn where it was first
  // reached: the board its text names and the one shown small
  assert.deepEqual(layout.at, [0, 1, 2, 1, 0, 3, 3]);
  assert.deepEqual(frame(layout, 4).path, [0]);
  // after 1 is expanded: 0 and 1 closed, 2 open, 3 not yet seen
  const middle = frame(layout, 3);
  assert.deepEqual(
    [...middle.looks],
    [
      [0, 'closed'],
      [1, 'closed'],
      [2, 'open'],
    ],
  );
  assert.deepEqual(middle.path, [0, 1]);
  assert.deepEqual(frame(layout, 6).path, [0, 1, 3]);
  assert.equal(layout.truncated, false);
});

test('a depth-first search draws a tree per iteration, and its cut boards', () => {
  // IDA*: bound 2 cuts both children of the start; bound 4 goes down to the goal
  const trace = {
    nodes: [node(), node(), node()],
    steps: [
      { step: 'iteration', bound: 2 },
      expand(0, 0),
      generate(1, 0, 1, 'cut'),
      generate(2, 0, 1, 'cut'),
      { step: 'iteration', bound: 4 },
      expand(0, 0),
      generate(1, 0, 1),
      expand(1, 1),
      generate(0, 1, 2),
      { step: 'found', node: 0 },
    ],
    whole: true,
  };
  const layout = layOut(trace, true);
  assert.deepEqual(layout.segments, [
    { first: 0, bound: 2 },
    { first: 4, bound: 4 },
  ]);
  // the first iteration: the start and two cut children
  assert.deepEqual([...frame(layout, 3).looks.values()], ['closed', 'cut', 'cut']);
  // each drawn as large as it needs: the second goes a column further, in one row
  assert.deepEqual(layout.sizes, [
    { columns: 2, rows: 2 },
    { columns: 3, rows: 1 },
  ]);
  // the second draws anew: the start is found again two moves down, a vertex of its own
  const last = frame(layout, 9);
  assert.equal(last.segment, 1);
  assert.equal(last.path.length, 3);
  assert.deepEqual(
    last.path.map((v) => [layout.vertices[v].node, layout.vertices[v].moves]),
    [
      [0, 0],
      [1, 1],
      [0, 2],
    ],
  );
});

test('a search from both ends draws the goal side from the right, and a large one its first boards', () => {
  // forward 0 -> 2; backward 1 -> 2 meets it
  const trace = {
    nodes: [node(0), node(1), node(0)],
    steps: [expand(0, 0), generate(2, 0, 1), expand(1, 0), generate(2, 1, 1), { step: 'found', node: 2 }],
    whole: true,
  };
  const layout = layOut(trace, false);
  // the start's side in columns 0 and 1, the goal's in 3 and 2: the board they meet at
  // is drawn on each side
  assert.equal(layout.columns, 4);
  assert.deepEqual(
    layout.vertices.map((v) => v.column),
    [0, 3, 1, 2],
  );
  // the meeting: both ways to the board, start side then goal side
  assert.deepEqual(
    frame(layout, 4).path.map((v) => layout.vertices[v].node),
    [0, 2, 2, 1],
  );
  const big = { nodes: Array.from({ length: 10 }, () => node()), steps: Array.from({ length: 9 }, (_, i) => generate(i + 1, 0, 1)), whole: true };
  const cut = layOut(big, false, 5);
  assert.equal(cut.vertices.length, 5);
  assert.equal(cut.shown, 4);
  assert.equal(cut.truncated, true);
});

test('each step in words', () => {
  const nodes = [
    { cells: [1, 0, 3, 2], estimate: 1, side: 0 },
    { cells: [1, 2, 3, 0], estimate: 0, side: 0 },
    { cells: [0, 1, 3, 2], estimate: 2, side: 0 },
  ];
  const trace = {
    nodes,
    steps: [expand(0, 0), generate(1, 0, 1), generate(2, 0, 1), { step: 'found', node: 1 }],
    whole: true,
  };
  const layout = layOut(trace, false);
  const text = (cells) => cells.map((c) => c || 'x').join(' ');
  assert.deepEqual(
    [0, 1, 2, 3].map((i) => stepText(layout, nodes, i, text, 'f')),
    [
      'Expanding 1 x 3 2 (g 0, h 1, f 1)',
      'Generated 1 2 3 x (g 1, h 0, f 1): waits to be expanded',
      'Generated x 1 3 2 (g 1, h 2, f 3): waits to be expanded',
      'The goal: 1 2 3 x (g 1, h 0, f 1)',
    ],
  );
  assert.equal(stepText(layout, nodes, 0, text, 'g'), 'Expanding 1 x 3 2 (g 0)');
  assert.equal(stepText(layout, nodes, 2, text, 'h'), 'Generated x 1 3 2 (h 2): waits to be expanded');
  const ida = layOut({ nodes, steps: [{ step: 'iteration', bound: 1 }, expand(0, 0), generate(2, 0, 1, 'cut')], whole: true }, true);
  assert.equal(stepText(ida, nodes, 0, text, 'f'), 'A new iteration: bound 1, from the start again');
  assert.equal(stepText(ida, nodes, 2, text, 'f'), 'Generated x 1 3 2 (g 1, h 2, f 3): cut, f passes the bound');
  assert.deepEqual(['astar', 'idastar', 'greedy', 'bfs', 'iddfs', 'bidirectional'].map(ranksOf), ['f', 'f', 'h', 'g', 'g', 'g']);
  assert.equal(numbers(1, 5, 1, 'g'), '1 move from the goal');
});

test('each iteration draws its own first boards, so the last one is always reached', () => {
  // two iterations of five children each, drawn at most three boards an iteration
  const children = (bound) => [{ step: 'iteration', bound }, expand(0, 0), ...[1, 2, 3, 4, 5].map((n) => generate(n, 0, 1, 'cut'))];
  const trace = { nodes: Array.from({ length: 6 }, () => node()), steps: [...children(1), ...children(3), { step: 'found', node: 0 }], whole: true };
  const layout = layOut(trace, true, 3);
  // each iteration: its start, expanded, and two of its children
  assert.equal(layout.shown, 9);
  assert.deepEqual(layout.segments, [
    { first: 0, bound: 1 },
    { first: 4, bound: 3 },
  ]);
  assert.equal(layout.truncated, true);
  assert.equal(layout.steps[layout.shown - 1].step, 'found');
});

test('a tree is drawn as searched: a first child beside its parent, the others below', () => {
  // 0 has children 1 and 2; 1 has child 3, searched before 2
  const trace = {
    nodes: Array.from({ length: 4 }, () => node()),
    steps: [expand(0, 0), generate(1, 0, 1), expand(1, 1), generate(3, 1, 2), generate(2, 0, 1)],
    whole: true,
  };
  const layout = layOut(trace, true);
  assert.deepEqual(
    layout.vertices.map((v) => [v.node, v.column, v.row]),
    [
      [0, 0, 0],
      [1, 1, 0],
      [3, 2, 0],
      [2, 1, 1],
    ],
  );
});
