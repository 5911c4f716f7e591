#!/usr/bin/env python3
"""An independent count of the search lab's pattern-database heuristic on the 3x3.

Plain Python, sharing no code with the crate. The lab splits the eight tiles of the
3x3 by their goal cells into the groups (1 4 2 5 3) and (6 7 8) and, for each group,
counts the fewest moves of its own tiles that bring them home: a tile steps onto a
free neighbouring cell in the region of free cells that holds the blank, and the blank
then stands where the tile was; a placement's value is the least over the blank's
regions. The sum over the groups is the heuristic. This prints it for the boards the
crate's tests name (src/puzzles/lab/tests.rs, `estimates_of_one_board`), then, over all
181,440 boards (their distances by a breadth-first search from the goal), whether it
ever passes the distance and its sum as a share of the distances' sum (the page's
profile says it, tests/e2e/lab.test.mjs):

    8 1 3 4 x 2 7 6 5 12
    8 6 7 2 5 4 3 x 1 29
    6 4 7 8 5 x 3 2 1 27
    181440 boards, admissible, 85% of the distance
"""

from collections import deque

COLUMNS = ROWS = 3
CELLS = COLUMNS * ROWS
GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 0]
GROUPS = [[0, 3, 1, 4, 2], [5, 6, 7]]  # goal cells of each group's tiles
BOARDS = ["8 1 3 4 x 2 7 6 5", "8 6 7 2 5 4 3 x 1", "6 4 7 8 5 x 3 2 1"]


def neighbours(cell):
    row, column = divmod(cell, COLUMNS)
    if row > 0:
        yield cell - COLUMNS
    if row < ROWS - 1:
        yield cell + COLUMNS
    if column > 0:
        yield cell - 1
    if column < COLUMNS - 1:
        yield cell + 1


def region(free, seed):
    """The cells of `free` connected to `seed`."""
    seen, stack = {seed}, [seed]
    while stack:
        for near in neighbours(stack.pop()):
            if near in free and near not in seen:
                seen.add(near)
                stack.append(near)
    return frozenset(seen)


def table(homes, blank):
    """Each placement of the group's tiles: its fewest moves home, over every region."""
    def state(cells, blank_at):
        return cells, region(set(range(CELLS)) - set(cells), blank_at)

    start = state(tuple(homes), blank)
    distance = {start: 0}
    queue = deque([start])
    while queue:
        cells, free = queue.popleft()
        for i, cell in enumerate(cells):
            for to in neighbours(cell):
                if to in free:
                    child = state(cells[:i] + (to,) + cells[i + 1 :], cell)
                    if child not in distance:
                        distance[child] = distance[(cells, free)] + 1
                        queue.append(child)
    least = {}
    for (cells, _), moves in distance.items():
        least[cells] = min(least.get(cells, moves), moves)
    return least


def distances():
    """Every board that reaches the goal (a tuple of tiles), with its distance."""
    goal = tuple(GOAL)
    distance = {goal: 0}
    queue = deque([goal])
    while queue:
        board = queue.popleft()
        blank = board.index(0)
        for to in neighbours(blank):
            child = list(board)
            child[blank], child[to] = child[to], 0
            child = tuple(child)
            if child not in distance:
                distance[child] = distance[board] + 1
                queue.append(child)
    return distance


def main():
    tables = [table(group, GOAL.index(0)) for group in GROUPS]

    def value(board):
        at = {tile: cell for cell, tile in enumerate(board)}
        return sum(
            least[tuple(at[GOAL[home]] for home in group)]
            for group, least in zip(GROUPS, tables)
        )

    for text in BOARDS:
        print(text, value([0 if token == "x" else int(token) for token in text.split()]))
    every = distances()
    values = {board: value(board) for board in every}
    admissible = all(values[board] <= d for board, d in every.items())
    share = round(100 * sum(values.values()) / sum(every.values()))
    print(len(every), "boards,", "admissible," if admissible else "NOT admissible,", f"{share}% of the distance")


if __name__ == "__main__":
    main()
