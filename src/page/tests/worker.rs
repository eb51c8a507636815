//! Expert's decisions asked of the worker ([`crate::page::worker`]): what
//! the ask holds, the answer played when due, stale and bad answers, and
//! the page thinking on the main thread once the worker fails or says
//! nothing.

use super::*;
use crate::ai::{decide, view_seed, Level, Thinking};
use crate::page::worker::{Decision, WORKER_PATIENCE_MS};
use crate::page::{Answer, Ask};

/// Two Expert seats, a worker at hand, half a second's pace.
fn driver(seed: u64) -> Driver {
    let mut b = boot(&format!("seed={seed}&players=2&seats=expert,expert"));
    b.opts.overrides.delay_ms = Some(500);
    b.worker = true;
    Driver::from(b)
}

/// The ask among `fx`, if any.
fn ask_in(fx: &[Effect]) -> Option<Ask> {
    fx.iter().find_map(|e| match e {
        Effect::Ask(a) => Some((**a).clone()),
        _ => None,
    })
}

/// What the worker answers: the decision from the view and its seed alone.
fn answer(ask: &Ask) -> Answer {
    let mv = Thinking::seeded(ask.level, &ask.view, ask.seed).run();
    let index = ask.view.legal_moves().iter().position(|&m| m == mv);
    Answer::Chose {
        id: ask.id,
        index: index.expect("a legal move"),
    }
}

/// Frames of `dt` ms until the page asks the worker; the ask.
fn until_asked(d: &mut Driver, dt: f64) -> Ask {
    for _ in 0..4000 {
        d.now += dt;
        let fx = d.send(Msg::Tick { now_ms: d.now });
        assert!(!d.page.thinking(), "no search on the page");
        if let Some(a) = ask_in(&fx) {
            return a;
        }
        let played = d.page.game.state.log()[0].moves.len();
        assert!(played < 200, "no ask in a whole round");
    }
    panic!("never asked");
}

fn moves(d: &Driver) -> usize {
    d.page.game.state.log()[0].moves.len()
}

#[test]
fn expert_asks_the_worker_with_its_view_and_plays_the_answer_when_due() {
    let mut d = driver(15);
    let ask = until_asked(&mut d, 16.0);
    let st = &d.page.game.state;
    let seat = st.to_move().expect("a seat to move");
    assert_eq!(ask.level, Level::Expert);
    assert_eq!(ask.view, st.view(seat), "the seat's view, nothing more");
    assert_eq!(ask.seed, view_seed(&ask.view, st.seed()));
    assert!(ask.view.legal_moves().len() > 1, "only real choices go");
    let want = decide(Level::Expert, &st.view(seat), st.seed());
    let before = moves(&d);
    // Waiting for the worker: no slices, nothing played, whatever the time.
    let asked_at = d.now;
    d.now += 50.0;
    d.send(Msg::Tick { now_ms: d.now });
    assert!(!d.page.thinking());
    assert_eq!(moves(&d), before);
    // The answer, before the pace has run: kept until it is due.
    let fx = d.send(Msg::Worker(answer(&ask)));
    assert_eq!(moves(&d), before, "not before its pace");
    let due = d.page.think.next_ai;
    assert!(due > d.now && due <= asked_at + 500.0);
    assert!(has(&fx, &Effect::WakeAt(due)), "{fx:?}");
    d.send(Msg::Tick { now_ms: due });
    assert_eq!(moves(&d), before + 1, "due: played");
    let (s, mv) = d.page.game.state.log()[0].moves[before];
    assert_eq!((s, mv), (seat, want), "the command line's move");
}

#[test]
fn every_expert_move_of_a_round_is_the_command_lines() {
    let mut d = driver(4);
    let mut asked = 0;
    for _ in 0..400 {
        if asked == 12 {
            break;
        }
        d.now += 600.0;
        let fx = d.send(Msg::Tick { now_ms: d.now });
        if let Some(a) = ask_in(&fx) {
            asked += 1;
            d.send(Msg::Worker(answer(&a)));
        }
    }
    assert_eq!(asked, 12, "twelve decisions asked");
    // The same match played by `decide` alone, move by move.
    let log = &d.page.game.state.log()[0].moves;
    let seed = d.page.game.state.seed();
    let mut st = crate::rules::State::new(d.page.game.state.rules().clone(), seed).unwrap();
    for &(seat, mv) in log {
        assert_eq!(decide(Level::Expert, &st.view(seat), seed), mv, "{mv}");
        st.apply(seat, mv).unwrap();
    }
}

#[test]
fn a_stale_or_impossible_answer_is_not_played() {
    let mut d = driver(15);
    let ask = until_asked(&mut d, 16.0);
    let before = moves(&d);
    // An answer to another ask (one before an Undo, say): dropped.
    let Answer::Chose { index, .. } = answer(&ask) else {
        unreachable!()
    };
    let fx = d.send(Msg::Worker(Answer::Chose {
        id: ask.id + 1,
        index,
    }));
    assert!(fx.is_empty(), "{fx:?}");
    d.now += 1000.0;
    d.send(Msg::Tick { now_ms: d.now });
    assert_eq!(moves(&d), before);
    assert!(d.page.env.worker);
    // A move the view does not have: the worker is not trusted again.
    let n = ask.view.legal_moves().len();
    let fx = d.send(Msg::Worker(Answer::Chose {
        id: ask.id,
        index: n,
    }));
    assert!(fx.iter().any(|e| matches!(e, Effect::Warn(_))), "{fx:?}");
    assert!(!d.page.env.worker);
    assert_eq!(moves(&d), before);
}

#[test]
fn a_failed_worker_moves_expert_onto_the_page() {
    let mut d = driver(15);
    let ask = until_asked(&mut d, 16.0);
    let st = &d.page.game.state;
    let seat = st.to_move().unwrap();
    let want = decide(Level::Expert, &st.view(seat), st.seed());
    let before = moves(&d);
    let fx = d.send(Msg::Worker(Answer::Failed("no module".into())));
    // The browser's frame after a message ticks: the page thinks then.
    d.send(Msg::Tick {
        now_ms: d.now + 16.0,
    });
    let here = matches!(d.page.think.ai, Some((_, Decision::Here(_))));
    assert!(here, "the search moved to the page");
    let warned = fx
        .iter()
        .any(|e| matches!(e, Effect::Warn(w) if w.contains("no module")));
    assert!(warned, "{fx:?}");
    assert!(!d.page.env.worker);
    // The next frame starts the search here, in slices, to the same move.
    let fx = d.frame();
    assert!(ask_in(&fx).is_none(), "never asked again");
    d.until(5, |p| p.game.state.log()[0].moves.len() > before);
    assert_eq!(d.page.game.state.log()[0].moves[before], (seat, want));
    // A late answer from the failed worker changes nothing.
    assert!(d.send(Msg::Worker(answer(&ask))).is_empty());
}

#[test]
fn a_silent_worker_is_given_up_once_its_patience_runs_out() {
    let mut d = driver(15);
    let ask = until_asked(&mut d, 16.0);
    let asked_at = d.now;
    let before = moves(&d);
    // The page wakes itself when the patience runs out.
    let wake = asked_at + WORKER_PATIENCE_MS + 1.0;
    d.now = asked_at + WORKER_PATIENCE_MS - 1.0;
    d.send(Msg::Tick { now_ms: d.now });
    assert!(d.page.env.worker, "still waiting");
    assert!(!d.page.thinking());
    let fx = d.send(Msg::Tick { now_ms: wake });
    d.now = wake;
    assert!(fx.iter().any(|e| matches!(e, Effect::Warn(_))), "{fx:?}");
    assert!(!d.page.env.worker);
    // That same frame starts the search on the page: the browser keeps
    // giving frames only while it thinks.
    assert!(d.page.thinking(), "the search moved to the page at once");
    d.until(5, |p| p.game.state.log()[0].moves.len() > before);
    let (_, mv) = d.page.game.state.log()[0].moves[before];
    assert!(ask.view.legal_moves().contains(&mv));
}

#[test]
fn without_a_worker_expert_thinks_on_the_page() {
    let mut b = boot("seed=15&players=2&seats=expert,expert");
    b.worker = false;
    let mut d = Driver::from(b);
    let fx = d.until(200, |p| p.game.state.log()[0].moves.len() >= 6);
    assert!(ask_in(&fx).is_none());
}
