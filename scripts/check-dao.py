#!/usr/bin/env python3
"""An independent retrograde analysis of Dao, in plain Python and apart from the project's
code, to check its tablebase's counts (docs/performance.md says how long it takes).

    python3 scripts/check-dao.py          # the counts, as `puzzle dao --stats` prints them
    python3 scripts/check-dao.py FILE     # the values of FILE's positions, as `puzzle dao
                                          # FILE` prints them; the counts go to stderr

The rules: a 4x4 board, 4 white and 4 black stones, a side to move. A move slides one of
the mover's stones in one of 8 directions as far as it goes (at least one cell). After a
move the game ends: (a) the mover's stones form a row, a column, a 2x2 square or the four
corners: the mover wins; (b) else the other side's stones form one: that side wins; (c) else
a stone in a corner whose three neighbours hold enemy stones: its owner wins, the mover's
stones looked at first. A position is judged as if the side not to move had just moved.
Values for the side to move: win or loss in N plies (the winner hurrying, the loser holding
out) or draw.

FILE holds `puzzle dao`'s input: a count, then per position 4 rows of `w`, `b`, `*` and a
line `w` or `b` (no error reporting here: the input is taken to be well formed).
"""

import itertools
import sys

WHITE, BLACK = 0, 1
DIRECTIONS = [(-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1)]


def cell(row, column):
    return 4 * row + column


def inside(row, column):
    return 0 <= row < 4 and 0 <= column < 4


def bits(mask):
    return [c for c in range(16) if mask >> c & 1]


def formations():
    found = set()
    for i in range(4):
        found.add(sum(1 << cell(i, c) for c in range(4)))
        found.add(sum(1 << cell(r, i) for r in range(4)))
    for r in range(3):
        for c in range(3):
            found.add(sum(1 << cell(r + dr, c + dc) for dr in (0, 1) for dc in (0, 1)))
    found.add(sum(1 << cell(r, c) for r in (0, 3) for c in (0, 3)))
    assert len(found) == 18
    return found


FORMATIONS = formations()
# each corner with the mask of its neighbours
TRAPS = []
for r, c in [(0, 0), (0, 3), (3, 0), (3, 3)]:
    around = 0
    for dr, dc in DIRECTIONS:
        if inside(r + dr, c + dc):
            around |= 1 << cell(r + dr, c + dc)
    TRAPS.append((1 << cell(r, c), around))


def trapped(stones, enemy):
    return any(stones & corner and enemy & around == around for corner, around in TRAPS)


def winner(stones, turn):
    """The side that has won at a position whose side to move is `turn`, or None."""
    mover = 1 - turn
    for side in (mover, turn):
        if stones[side] in FORMATIONS:
            return side
    for side in (mover, turn):
        if trapped(stones[side], stones[1 - side]):
            return side
    return None


def slides(stones, turn):
    """The stone sets after each move of `turn`'s stones."""
    occupied = stones[0] | stones[1]
    for start in bits(stones[turn]):
        r, c = divmod(start, 4)
        for dr, dc in DIRECTIONS:
            rr, cc = r, c
            while inside(rr + dr, cc + dc) and not occupied >> cell(rr + dr, cc + dc) & 1:
                rr, cc = rr + dr, cc + dc
            if (rr, cc) != (r, c):
                yield stones[turn] ^ (1 << start) ^ (1 << cell(rr, cc))


def unslides(stones, turn):
    """The positions before this one: the side not to move (`1 - turn`) moved one stone
    from some cell to where it stands. Found backwards: a stone on `end` came from
    direction d if the cell beyond `end` that way stops a slide, from any empty cell
    before it up to the first stone."""
    mover = 1 - turn
    occupied = stones[0] | stones[1]
    for end in bits(stones[mover]):
        r, c = divmod(end, 4)
        for dr, dc in DIRECTIONS:
            if inside(r + dr, c + dc) and not occupied >> cell(r + dr, c + dc) & 1:
                continue  # the slide would go on past `end`
            rr, cc = r - dr, c - dc
            while inside(rr, cc) and not occupied >> cell(rr, cc) & 1:
                yield stones[mover] ^ (1 << end) ^ (1 << cell(rr, cc))
                rr, cc = rr - dr, cc - dc


SETS = [sum(1 << c for c in combo) for combo in itertools.combinations(range(16), 4)]
RANK = {mask: i for i, mask in enumerate(SETS)}


def index(white, black, turn):
    return (RANK[white] * len(SETS) + RANK[black]) * 2 + turn


DRAW = 0  # else 1 + 2n for a win in n, 2 + 2n for a loss in n


def analyse():
    size = len(SETS) * len(SETS) * 2
    value = bytearray(size)
    open_moves = bytearray(size)
    queue = []
    positions = 0
    for white in SETS:
        for black in SETS:
            if white & black:
                continue
            for turn in (WHITE, BLACK):
                positions += 1
                stones = (white, black)
                i = index(white, black, turn)
                won = winner(stones, turn)
                if won is None:
                    open_moves[i] = sum(1 for _ in slides(stones, turn))
                else:
                    value[i] = 1 if won == turn else 2
                    queue.append((white, black, turn))
    assert positions == 1_801_800
    head = 0
    while head < len(queue):
        white, black, turn = queue[head]
        head += 1
        byte = value[index(white, black, turn)]
        plies = (byte - 1) // 2
        lost = byte % 2 == 0
        before = 1 - turn
        for moved in unslides((white, black), turn):
            stones = (moved, black) if before == WHITE else (white, moved)
            j = index(stones[0], stones[1], before)
            if value[j] != DRAW:
                continue
            if lost:
                value[j] = 1 + 2 * (plies + 1)
                queue.append((stones[0], stones[1], before))
            else:
                open_moves[j] -= 1
                if open_moves[j] == 0:
                    value[j] = 2 + 2 * (plies + 1)
                    queue.append((stones[0], stones[1], before))
    return value, positions


def describe(byte):
    if byte == DRAW:
        return "draw"
    if byte % 2:
        return f"win in {(byte - 1) // 2}"
    return f"loss in {(byte - 2) // 2}"


def stats(value, positions):
    won = lost = deepest = 0
    for i, byte in enumerate(value):
        if byte == DRAW:
            continue
        if byte % 2:
            won += 1
            deepest = max(deepest, (byte - 1) // 2)
        else:
            lost += 1
    return (
        f"positions: {positions}\nwon: {won}\nlost: {lost}\n"
        f"drawn: {positions - won - lost}\ndeepest win: {deepest} plies\n"
    )


def cases(path):
    with open(path) as file:
        lines = [line.strip() for line in file if line.strip()]
    count = int(lines[0])
    for k in range(count):
        rows = lines[1 + 5 * k : 5 + 5 * k]
        side = lines[5 + 5 * k]
        text = "".join(row.replace(" ", "") for row in rows)
        white = sum(1 << c for c, ch in enumerate(text) if ch == "w")
        black = sum(1 << c for c, ch in enumerate(text) if ch == "b")
        yield white, black, WHITE if side == "w" else BLACK


def main():
    value, positions = analyse()
    if len(sys.argv) > 1:
        sys.stderr.write(stats(value, positions))
        for white, black, turn in cases(sys.argv[1]):
            print(describe(value[index(white, black, turn)]))
    else:
        sys.stdout.write(stats(value, positions))


if __name__ == "__main__":
    main()
