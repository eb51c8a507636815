//! Inference from the plays the other seats chose (Hard's and Expert's
//! world sampler).
//!
//! Draws and passes tell which pips a seat lacks ([`PlayerView::voids`]);
//! the plays it *chose* tell more. A seat that laid a light tile while a
//! heavier one would have fitted is unlikely to be a greedy player holding
//! that heavier tile; an end-control player reveals its hand through the
//! ends it opens. Each sampled world comes with an opponent model (greedy
//! or end control, the two models of Hard's rollouts), and the pair is
//! checked against every play an opponent chose since its last draw (then
//! its whole hand at the time is known in that world: the tiles it holds
//! now plus those it laid since). A play the model would not have chosen is
//! a *violation*. The searcher (`HardSearch`) weighs the two models by
//! their mean `ε^violations` over worlds drawn without inference, so the
//! model that explains the table's plays better wins more worlds, with no
//! per-table setting. A greedy player's choices are exact (the heaviest
//! tile that fits; of equally heavy ones, the first the legal moves list,
//! `greedy_would_lay`), so greedy worlds
//! are dealt around [`Inference::greedy_avoid`] (no violation at all);
//! end-control worlds are accepted with probability `ε^violations`.
//!
//! A greedy seat's plays before its last draw count too: every tile it
//! holds now, apart from those it drew during play and kept, was in its
//! hand at each of those plays, so all but that many of its tiles avoid
//! the heavier tiles that fitted then ([`crate::rules::Avoid`]'s `most`
//! and `free`).

use super::rollout::{double_score, end_score};
use super::simple::greedy_weight;
use crate::rules::{Avoid, Board, Move, PlayerView, Tile, TileSet, MAX_SEATS};

/// One play chosen by another seat, with what it had to choose from.
#[derive(Clone, Debug)]
struct Obs {
    seat: u8,
    tile: Tile,
    /// The pip of the end the tile was laid on.
    pip: u8,
    /// The legal targets at the time: (board tile, pip offered).
    targets: Vec<(Tile, u8)>,
    /// Tiles on the table just before the play.
    board: TileSet,
    /// Tiles the seat laid after this play (part of its hand at the time).
    later: TileSet,
    /// Fewest tiles held by another seat at the time.
    min_other: usize,
    /// Tiles that fitted and were heavier than the one laid (a greedy
    /// player holding one of them would have laid it).
    heavier: TileSet,
}

/// The tiles a greedy player would have laid instead of `tile` on end
/// `chosen`, given the ends it could play on (`targets`, in the order the
/// legal moves list them, `Round::legal_moves`) and its tile `weight`s:
/// every heavier tile that fits an end, and, since of equal weights Greedy
/// lays the first listed, every tile as heavy that fits an end listed
/// before `chosen` (on that end itself an equally heavy tile is the same
/// tile).
fn greedy_would_lay(
    targets: &[(Tile, u8)],
    chosen: Option<usize>,
    tile: Tile,
    weight: impl Fn(Tile) -> u64,
) -> TileSet {
    let w = weight(tile);
    let mut out = TileSet::EMPTY;
    for (k, &(_, p)) in targets.iter().enumerate() {
        let earlier = chosen.is_some_and(|c| k < c);
        TileSet::with_pip(p).for_each(|t| {
            if t != tile && (weight(t) > w || earlier && weight(t) == w) {
                out.insert(t);
            }
        });
    }
    out
}

/// The plays of the other seats that a world and an opponent model must
/// explain.
#[derive(Clone, Debug)]
pub struct Inference {
    obs: Vec<Obs>,
    full: TileSet,
    double_blank: u64,
    /// What each seat's hand avoids under the greedy model
    /// ([`Inference::greedy_avoid`]).
    greedy: [Avoid; MAX_SEATS],
}

impl Inference {
    /// Collects the informative plays of `view`'s history: plays by other
    /// seats that were a choice from the hand (not the tile just drawn),
    /// made after that seat's last draw.
    pub fn new(view: &PlayerView) -> Inference {
        Inference::of_round(view, view.history(), view.hand_sizes())
    }

    /// The informative plays of a round of `view`'s match with moves
    /// `hist` and, after them, hands of `sizes` tiles (the round in play,
    /// or an earlier one, [`PlayerView::past`]).
    fn of_round(view: &PlayerView, hist: &[(u8, Move)], sizes: &[u8]) -> Inference {
        let me = view.seat();
        let db = view.rules().double_blank;
        let weight = |t: Tile| greedy_weight(t, db);
        let mut board = Board::new(view.board().arms());
        let mut obs: Vec<(usize, Obs)> = Vec::new();
        for (i, &(s, mv)) in hist.iter().enumerate() {
            match mv {
                Move::Place(t) => board.place_start(t),
                Move::Play { tile, on } => {
                    let just_drew = i > 0 && hist[i - 1] == (s, Move::Draw);
                    if s != me && !just_drew {
                        let targets: Vec<(Tile, u8)> = board.targets().collect();
                        let at = targets.iter().position(|&(u, _)| u == on);
                        let pip = at.map_or(on.hi(), |k| targets[k].1);
                        let heavier = greedy_would_lay(&targets, at, tile, weight);
                        obs.push((
                            i,
                            Obs {
                                seat: s,
                                tile,
                                pip,
                                targets,
                                board: board.tiles(),
                                later: TileSet::EMPTY,
                                min_other: 0,
                                heavier,
                            },
                        ));
                    }
                    board.attach(tile, on);
                }
                Move::Draw | Move::Pass => {}
            }
        }
        // Walk back from now: hand sizes and later plays at each observed
        // play; drop plays followed by a draw of the same seat.
        let players = sizes.len();
        let mut sizes: Vec<usize> = sizes.iter().map(|&n| n as usize).collect();
        let mut later = [TileSet::EMPTY; MAX_SEATS];
        let mut drew = [false; MAX_SEATS];
        // Plays of each seat from here up to its next draw, and what its
        // plays before its last draw say about the tiles it held then.
        let mut recent = [TileSet::EMPTY; MAX_SEATS];
        let mut before_draw = [TileSet::EMPTY; MAX_SEATS];
        let mut before_broken = [false; MAX_SEATS];
        let mut drawn_kept = [0; MAX_SEATS];
        let start = hist.iter().position(|&(_, m)| matches!(m, Move::Place(_)));
        let mut kept = Vec::new();
        let mut next = obs.len();
        for i in (0..hist.len()).rev() {
            let (s, mv) = hist[i];
            let su = s as usize;
            if next > 0 && obs[next - 1].0 == i {
                next -= 1;
                if drew[su] {
                    let h = obs[next].1.heavier;
                    before_draw[su] = before_draw[su].or(h);
                    before_broken[su] |= recent[su].intersects(h);
                } else {
                    let mut o = obs[next].1.clone();
                    o.later = later[su];
                    o.min_other = (0..players)
                        .filter(|&x| x != su)
                        .map(|x| sizes[x])
                        .min()
                        .unwrap_or(99);
                    kept.push(o);
                }
            }
            match mv {
                Move::Play { tile, .. } => {
                    sizes[su] += 1;
                    later[su].insert(tile);
                    recent[su].insert(tile);
                }
                Move::Draw => {
                    sizes[su] = sizes[su].saturating_sub(1);
                    drew[su] = true;
                    recent[su] = TileSet::EMPTY;
                    let played = matches!(hist.get(i + 1), Some(&(t, Move::Play { .. })) if t == s);
                    if start.is_some_and(|p| i > p) && !played {
                        drawn_kept[su] += 1;
                    }
                }
                Move::Place(_) | Move::Pass => {}
            }
        }
        // Under the greedy model a seat's hand now holds none of the
        // heavier tiles that fitted at its plays since its last draw, and,
        // apart from the tiles it drew and kept, none of those from its
        // plays before: every tile it still holds from before that draw
        // was in its hand then. A seat whose own later plays show it held
        // a heavier tile is not greedy and gets no constraint.
        let mut greedy = [Avoid::default(); MAX_SEATS];
        let mut broken = [false; MAX_SEATS];
        for o in &kept {
            let s = o.seat as usize;
            greedy[s].all = greedy[s].all.or(o.heavier);
            broken[s] |= o.later.intersects(o.heavier);
        }
        for s in 0..MAX_SEATS {
            if broken[s] {
                greedy[s] = Avoid::default();
            } else {
                if !before_broken[s] {
                    greedy[s].most = before_draw[s].minus(greedy[s].all);
                }
                greedy[s].free = drawn_kept[s];
            }
        }
        Inference {
            greedy,
            obs: kept,
            full: TileSet::full(view.rules().set),
            double_blank: db,
        }
    }

    /// The other seats' plays in the match's earlier rounds
    /// ([`PlayerView::past`]) checked against the two opponent models with
    /// the hands those rounds ended with, shown to everyone then, so each
    /// play's hand is known exactly: the violations of the greedy model
    /// and of the end-control one, summed over the rounds.
    pub fn past_violations(view: &PlayerView) -> (u32, u32) {
        let mut v = (0, 0);
        for past in view.past() {
            let sizes: Vec<u8> = past.hands.iter().map(|h| h.len() as u8).collect();
            let inf = Inference::of_round(view, &past.moves, &sizes);
            let mut hands = [TileSet::EMPTY; MAX_SEATS];
            for (h, &p) in hands.iter_mut().zip(&past.hands) {
                *h = p;
            }
            v.0 += inf.violations(&hands, false);
            v.1 += inf.violations(&hands, true);
        }
        v
    }

    /// Informative plays found.
    pub fn len(&self) -> usize {
        self.obs.len()
    }

    /// For each seat, the tiles a greedy player would have laid instead
    /// of one of its plays: under the greedy model its hand now holds none
    /// of those from its plays since its last draw (`all`), and none of
    /// those from earlier plays apart from the tiles it drew since
    /// (`most`, `free`). A seat whose own later plays already show a
    /// heavier tile it held (so it is not greedy) gets no constraint.
    pub fn greedy_avoid(&self) -> &[Avoid; MAX_SEATS] {
        &self.greedy
    }

    /// Plays that the opponent model (end control if `smart`, else
    /// greedy) would not have chosen holding `hands` (by seat) now.
    pub fn violations(&self, hands: &[TileSet; MAX_SEATS], smart: bool) -> u32 {
        let mut v = 0;
        for o in &self.obs {
            let hand = hands[o.seat as usize].or(o.later);
            let bad = if smart {
                self.smart_violates(o, hand)
            } else {
                hand.intersects(o.heavier)
            };
            v += u32::from(bad);
        }
        v
    }

    /// Whether an end-control player holding `rest` plus the tile it laid
    /// would have preferred another play.
    fn smart_violates(&self, o: &Obs, rest: TileSet) -> bool {
        let mut hand = rest;
        hand.insert(o.tile);
        let unseen = self.full.minus(hand).minus(o.board);
        let danger = super::heuristic::danger(o.min_other);
        let db = self.double_blank;
        let score = |t: Tile, pip: u8| {
            if t.is_double() {
                double_score(t, danger, db)
            } else {
                let mut h = hand;
                h.remove(t);
                end_score(t.other(pip), h, unseen)
            }
        };
        let played = score(o.tile, o.pip);
        o.targets.iter().any(|&(_, p)| {
            hand.and(TileSet::with_pip(p))
                .iter()
                .any(|t| score(t, p) > played + 1e-9)
        })
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::ai::{greedy_pick, medium_pick, MediumWeights};
    use crate::rules::{Rng, Rules, State};

    /// Plays one round per seed at a table of greedy players (or Medium
    /// ones, if `smart`) with seat 0 playing at random, and calls `probe`
    /// with the state and seat 0's view at each of its turns.
    pub(crate) fn at_a_table(
        smart: bool,
        seeds: u64,
        mut probe: impl FnMut(u64, &State, &PlayerView),
    ) {
        for seed in 0..seeds {
            let mut st = State::new(Rules::default(), seed).unwrap();
            let mut rng = Rng::new(seed);
            while !st.round_over() {
                let seat = st.to_move().unwrap();
                let view = st.view(seat);
                if seat == 0 {
                    probe(seed, &st, &view);
                }
                st.apply(seat, table_pick(smart, &view, &mut rng)).unwrap();
            }
        }
    }

    /// The move of `view`'s seat at [`at_a_table`]'s table: seat 0 at
    /// random, the others like Medium (`smart`) or greedily.
    pub(crate) fn table_pick(smart: bool, view: &PlayerView, rng: &mut Rng) -> Move {
        if view.seat() == 0 {
            *rng.pick(view.legal_moves()).unwrap()
        } else if smart {
            medium_pick(view, &MediumWeights::TUNED)
        } else {
            greedy_pick(view.legal_moves(), view.rules().double_blank)
        }
    }

    #[test]
    fn greedy_lays_the_heaviest_and_of_equals_the_first_listed() {
        let t = |s: &str| s.parse::<Tile>().unwrap();
        let weight = |x: Tile| x.pips() as u64;
        // Two ends, offering 5 (listed first) and 3; 5-3 fits both.
        let targets = [(t("9-5"), 5), (t("8-3"), 3)];
        let on_3 = greedy_would_lay(&targets, Some(1), t("6-3"), weight);
        // Heavier than 6-3 (9): every tile with a 5 or a 3 above 9 pips.
        for x in ["9-5", "8-5", "7-5", "9-3", "8-3", "7-3"] {
            assert!(on_3.contains(t(x)), "{x}");
        }
        // As heavy and listed before: 5-4 on the 5 end. Not 6-3 itself,
        // nor lighter tiles, nor tiles that fit no end.
        assert!(on_3.contains(t("5-4")));
        for x in ["6-3", "5-3", "3-2", "9-0", "8-1"] {
            assert!(!on_3.contains(t(x)), "{x}");
        }
        // Laid on the first end, an equally heavy tile on the second does
        // not count: Greedy would still have laid this one.
        let on_5 = greedy_would_lay(&targets, Some(0), t("5-4"), weight);
        assert!(!on_5.contains(t("6-3")) && on_5.contains(t("7-3")));
    }

    /// Against a table of greedy (or end-control) players, the true deal
    /// explains every observed play under the matching model, and the
    /// other model is caught out somewhere.
    #[test]
    fn the_true_deal_explains_the_plays_of_its_model() {
        for smart in [false, true] {
            let (mut informative, mut caught) = (0, 0);
            let (mut constrained, mut before_draw) = (0, 0);
            at_a_table(smart, 30, |seed, st, view| {
                let inf = Inference::new(view);
                let r = st.round();
                let hands: [TileSet; MAX_SEATS] = std::array::from_fn(|s| {
                    if s < 4 {
                        r.hand(s as u8)
                    } else {
                        TileSet::EMPTY
                    }
                });
                informative += inf.len();
                assert_eq!(inf.violations(&hands, smart), 0, "seed {seed}");
                if !smart {
                    // Dealing around the greedy constraints never excludes
                    // the true hands.
                    let avoid = *inf.greedy_avoid();
                    for s in 1..4 {
                        let a = avoid[s];
                        assert!(!hands[s].intersects(a.all), "seed {seed} seat {s}");
                        let old = hands[s].and(a.most).len();
                        assert!(old <= a.free, "seed {seed} seat {s}: {old} > {}", a.free);
                        constrained += a.all.len();
                        before_draw += a.most.len();
                    }
                }
                caught += inf.violations(&hands, !smart);
            });
            assert!(informative > 100 && caught > 10, "{informative} {caught}");
            assert!(smart || constrained > 10_000, "{constrained} tiles avoided");
            assert!(
                smart || before_draw > 10_000,
                "{before_draw} avoided from before draws"
            );
        }
    }
}
