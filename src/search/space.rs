/// A puzzle's state graph as the generic searches see it: states with a dense rank, moves
/// in a canonical order, and the moves run backwards.
///
/// The graph may be directed: [`StateSpace::for_each_predecessor`] must list exactly the
/// states from which one forward move reaches the given state.
pub trait StateSpace {
    /// A compact, copyable state.
    type State: Copy;
    /// A move; the canonical order of [`StateSpace::moves`] is the tie-break order.
    type Move: Copy;

    /// One more than the largest rank of any state.
    fn size(&self) -> usize;
    /// The state's index in `0..self.size()`; distinct states have distinct ranks.
    fn rank(&self, state: &Self::State) -> usize;
    /// Every move, in canonical order.
    fn moves(&self) -> &[Self::Move];
    /// The state after `mv`, or `None` when `mv` is not legal in `state`.
    fn apply(&self, state: &Self::State, mv: Self::Move) -> Option<Self::State>;
    /// Calls `visit` with every state from which one move leads to `state`.
    fn for_each_predecessor(&self, state: &Self::State, visit: impl FnMut(Self::State));

    /// Calls `visit` with every state one move leads to from `state`, in any order.
    /// Searches forward call it; a space can answer faster than by trying every move.
    fn for_each_successor(&self, state: &Self::State, mut visit: impl FnMut(Self::State)) {
        for &mv in self.moves() {
            if let Some(next) = self.apply(state, mv) {
                visit(next);
            }
        }
    }
}
