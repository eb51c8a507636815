//! What the page keeps: link games in their own slot and resumed on a
//! reload, the player's own match kept, one tab owning a slot, statistics
//! counted into what is stored, what a new match or an unreadable save
//! replaced offered for download.

use super::*;
use crate::save::{Count, SaveError, Saved, Slot};

/// The saves asked for, with their slots.
fn saves(fx: &[Effect]) -> Vec<(Slot, &Saved)> {
    fx.iter()
        .filter_map(|e| match e {
            Effect::SaveGame(slot, s) => Some((*slot, &**s)),
            _ => None,
        })
        .collect()
}

/// The last save asked for in `fx`.
fn last_save(fx: &[Effect]) -> (Slot, Saved) {
    let (slot, s) = *saves(fx).last().expect("a save");
    (slot, s.clone())
}

/// A page booted from `query` with these saves in the two slots.
fn boot_with(query: &str, game: Option<Saved>, link: Option<Saved>) -> (Page, Vec<Effect>) {
    let mut b = boot(query);
    b.saved = game.map(Ok);
    b.link_saved = link.map(Ok);
    Page::boot(b).expect("a game")
}

/// A page played `moves` moves into its first round; every effect.
fn played(query: &str, moves: usize) -> (Driver, Vec<Effect>) {
    let mut d = Driver::new(query);
    let fx = d.play_until(600, |p| p.game.state.log()[0].moves.len() >= moves);
    (d, fx)
}

const LINK: &str = "players=3&seats=human,easy,easy&seed=77";

#[test]
fn a_link_game_is_saved_with_its_address_and_resumed_from_it() {
    let (mut d, _) = played(LINK, 0);
    assert_eq!(
        d.page.slot,
        Some(Slot::Game),
        "nothing to keep: the own slot"
    );
    let id = LaunchOptions::parse(LINK).game_id();
    assert!(
        id.as_deref().is_some_and(|i| i.ends_with("seed=77")),
        "{id:?}"
    );
    let fx = d.play_until(600, |p| p.game.state.log()[0].moves.len() >= 5);
    let (slot, saved) = last_save(&fx);
    assert_eq!((slot, &saved.link), (Slot::Game, &id));
    // The reload: the same address resumes the same position.
    let (page, _) = boot_with(LINK, Some(saved.clone()), None);
    assert_eq!(page.game.state, saved.state);
    assert_eq!(page.match_id, saved.match_id);
    // Another seed deals its own game.
    let (page, _) = boot_with("players=3&seats=human,easy,easy&seed=78", None, None);
    assert_ne!(page.game.state, saved.state);
    // A URL with rules and no seed is known again too.
    let (mut d, _) = played("players=2&seats=human,easy", 3);
    let (_, saved) = last_save(&d.play_until(600, |p| p.game.state.log()[0].moves.len() >= 4));
    let (page, _) = boot_with("players=2&seats=human,easy", Some(saved.clone()), None);
    assert_eq!(page.game.state, saved.state);
    // A plain visit resumes it as well.
    let (page, _) = boot_with("", Some(saved.clone()), None);
    assert_eq!(page.game.state, saved.state);
}

#[test]
fn a_link_never_replaces_an_unfinished_match_and_the_player_can_go_back_to_it() {
    let (own, fx) = played("seed=11", 4);
    let (_, mine) = last_save(&fx);
    assert_eq!(mine.state, own.page.game.state);
    assert!(crate::page::unfinished(&mine.state));
    // The link's game goes to its own slot; the player's match is kept.
    let (page, fx) = boot_with(LINK, Some(mine.clone()), None);
    let mut d = Driver { page, now: 0.0 };
    assert_eq!(d.page.slot, Some(Slot::Link));
    assert!(has(&fx, &Effect::Claim(Slot::Link)));
    assert_eq!(d.page.game.state.seed(), 77);
    let n = d.page.notice.clone().expect("a notice");
    assert_eq!(n.offer, Some(Offer::ResumeSaved));
    assert!(n.text.contains("saved separately"), "{}", n.text);
    let fx = d.play_until(600, |p| p.game.state.log()[0].moves.len() >= 4);
    let all = saves(&fx);
    assert!(
        !all.is_empty() && all.iter().all(|(s, _)| *s == Slot::Link),
        "only the link slot"
    );
    let (_, linked) = last_save(&fx);
    // A reload of the link: its game, from the link slot; the own match still kept.
    let (page, _) = boot_with(LINK, Some(mine.clone()), Some(linked.clone()));
    assert_eq!(page.game.state, linked.state);
    assert_eq!(page.slot, Some(Slot::Link));
    assert_eq!(page.kept.as_deref(), Some(&mine));
    // A plain visit: the player's own match.
    let (page, _) = boot_with("", Some(mine.clone()), Some(linked.clone()));
    assert_eq!(page.game.state, mine.state);
    // Resume your game: the own slot read again (another tab may have
    // played on), its match here, its slot taken.
    let fx = d.cmd(Command::ResumeSaved);
    assert!(has(&fx, &Effect::Reread(Slot::Game)));
    // Until the save is here, the link's game saves nowhere (above all not
    // over the player's own match).
    let fx = d.play_until(600, |p| p.game.state.log()[0].moves.len() >= 6);
    assert!(saves(&fx).is_empty(), "{:?}", saves(&fx));
    assert_eq!(d.page.slot, Some(Slot::Link));
    let fx = d.send(Msg::Reread(Box::new(Reread {
        saved: Some(Ok(mine.clone())),
        text: None,
        stats: None,
    })));
    assert_eq!(d.page.game.state, mine.state);
    assert_eq!(d.page.slot, Some(Slot::Game));
    assert!(has(&fx, &Effect::Claim(Slot::Game)));
    assert_eq!(d.page.notice, None);
    let fx = d.play_until(600, |p| {
        p.game.state.log()[0].moves.len() > mine.state.log()[0].moves.len()
    });
    assert!(saves(&fx).iter().all(|(s, _)| *s == Slot::Game));
    // An unreadable own save is left alone too.
    let mut b = boot(LINK);
    b.saved = Some(crate::save::load("%%% garbage"));
    let (page, fx) = Page::boot(b).unwrap();
    assert_eq!(page.slot, Some(Slot::Link));
    assert!(!fx.iter().any(|e| matches!(e, Effect::Backup(_))));
}

#[test]
fn a_new_game_over_an_unfinished_match_offers_the_previous_one() {
    let (mut d, _) = played("seed=11", 3);
    let before = d.page.game.state.to_record();
    d.cmd(Command::QuickGame(deal(4)));
    let n = d.page.notice.clone().expect("a notice");
    assert_eq!(n.offer, Some(Offer::DownloadPrevious));
    let fx = d.cmd(Command::DownloadPrevious);
    let got = fx.iter().find_map(|e| match e {
        Effect::Download { record, .. } => Some(record),
        _ => None,
    });
    assert_eq!(got, Some(&before));
    // A new game over an untouched deal replaces nothing worth keeping.
    let mut d = Driver::new("seed=12");
    d.cmd(Command::QuickGame(deal(5)));
    assert_eq!(d.page.notice, None);
    assert_eq!(d.page.previous, None);
    // From a link's slot, a new game goes to the player's own slot, and
    // the own match kept there is what may be downloaded.
    let (own, _) = played("seed=11", 3);
    let mine = Saved {
        state: own.page.game.state.clone(),
        settings: Settings {
            seats: own.page.game.setup.seats.clone(),
            ..Settings::default()
        },
        match_id: 5,
        link: None,
    };
    let (page, _) = boot_with(LINK, Some(mine.clone()), None);
    let mut d = Driver { page, now: 0.0 };
    let fx = d.cmd(Command::QuickGame(deal(6)));
    assert!(has(&fx, &Effect::Claim(Slot::Game)));
    assert_eq!(d.page.slot, Some(Slot::Game));
    assert_eq!(d.page.link, None);
    assert_eq!(
        d.page.previous,
        Some(Previous::Record(Box::new(mine.state.to_record())))
    );
    assert!(saves(&fx)
        .iter()
        .all(|(s, sv)| *s == Slot::Game && sv.link.is_none()));
}

#[test]
fn an_unreadable_save_is_kept_and_can_be_downloaded() {
    let newer = r#"{"app":"chickenfoot","kind":"game","version":3,"match_id":1,"future":true}"#;
    for (text, reason) in [
        (newer, "newer version"),
        ("%%% garbage", "damaged"),
        (
            r#"{"app":"chickenfoot","kind":"game","version":1,"state":{}}"#,
            "older version",
        ),
    ] {
        let mut b = boot("");
        b.saved = Some(crate::save::load(text));
        b.saved_text = Some(text.into());
        let (page, fx) = Page::boot(b).unwrap();
        let n = page.notice.clone().unwrap();
        assert!(n.text.contains(reason), "{}", n.text);
        assert_eq!(n.offer, Some(Offer::DownloadPrevious));
        // Kept before the new game's first save.
        let backup = fx.iter().position(|e| *e == Effect::Backup(text.into()));
        let save = fx.iter().position(|e| matches!(e, Effect::SaveGame(..)));
        assert!(backup.is_some() && backup < save, "{fx:?}");
        let mut d = Driver::from({
            let mut b = boot("");
            b.saved = Some(crate::save::load(text));
            b.saved_text = Some(text.into());
            b
        });
        let fx = d.cmd(Command::DownloadPrevious);
        assert!(has(
            &fx,
            &Effect::DownloadText {
                name: "chickenfoot-previous.json".into(),
                text: text.into()
            }
        ));
        // Still there after the notice is closed: in the menu.
        d.cmd(Command::Dismiss);
        assert!(d.page.previous.is_some());
    }
    assert!(matches!(
        crate::save::load(newer),
        Err(SaveError::Newer { found: 3, .. })
    ));
}

#[test]
fn another_tab_takes_the_game_and_play_here_takes_it_back() {
    let (mut a, _) = played("seed=21&players=2&seats=human,easy", 2);
    assert_eq!(a.page.slot, Some(Slot::Game));
    // Tab B opens the same match and claims it; A stops saving.
    a.send(Msg::Elsewhere(Slot::Link));
    assert!(
        !a.page.away(),
        "another slot's claim is not this tab's business"
    );
    a.send(Msg::Elsewhere(Slot::Game));
    assert!(a.page.away());
    assert_eq!(dialog(&a.page), Some(&Dialog::Elsewhere));
    let seen = a.page.game.state.clone();
    let mut fx = a.play_first();
    fx.extend(a.frame());
    fx.extend(a.cmd(Command::Close));
    fx.extend(a.key("Escape"));
    fx.extend(a.cmd(Command::Menu));
    fx.extend(a.cmd(Command::QuickGame(deal(3))));
    assert!(a.page.away(), "only Play here leaves it");
    assert_eq!(a.page.game.state, seen, "no move while away");
    assert!(saves(&fx).is_empty());
    // B plays on and saves after every move.
    let (mut b, _) = played("seed=21&players=2&seats=human,easy", 2);
    let fx = b.play_until(600, |p| p.game.state.log()[0].moves.len() >= 6);
    let (_, latest) = last_save(&fx);
    // Play here reads the save again and goes on from B's last move.
    let fx = a.cmd(Command::PlayHere);
    assert!(has(&fx, &Effect::Reread(Slot::Game)));
    let fx = a.send(Msg::Reread(Box::new(Reread {
        saved: Some(Ok(latest.clone())),
        text: None,
        stats: None,
    })));
    assert!(!a.page.away());
    assert!(has(&fx, &Effect::Claim(Slot::Game)));
    assert_eq!(a.page.game.state, latest.state);
    let fx = a.play_until(600, |p| {
        p.game.state.log()[0].moves.len() > latest.state.log()[0].moves.len()
    });
    assert!(!saves(&fx).is_empty(), "saves again");
    // A reread nobody asked for changes nothing.
    let before = a.page.game.state.clone();
    a.send(Msg::Reread(Box::new(Reread {
        saved: Some(Ok(latest.clone())),
        text: None,
        stats: None,
    })));
    assert_eq!(a.page.game.state, before);
    // The other tab, newer, saved a version this one cannot read: Play
    // here keeps it aside before this tab saves over it.
    a.send(Msg::Elsewhere(Slot::Game));
    a.cmd(Command::PlayHere);
    let newer = r#"{"app":"chickenfoot","kind":"game","version":3}"#;
    let fx = a.send(Msg::Reread(Box::new(Reread {
        saved: Some(crate::save::load(newer)),
        text: Some(newer.into()),
        stats: None,
    })));
    assert!(!a.page.away());
    assert_eq!(a.page.game.state, before, "this tab's match goes on");
    let backup = fx.iter().position(|e| *e == Effect::Backup(newer.into()));
    let save = fx.iter().position(|e| matches!(e, Effect::SaveGame(..)));
    assert!(backup.is_some() && backup < save, "{fx:?}");
    let n = a.page.notice.clone().unwrap();
    assert!(n.text.contains("newer version"), "{}", n.text);
    assert_eq!(n.offer, Some(Offer::DownloadPrevious));
    // An embedded game claims nothing.
    let (_, fx) = Page::boot(boot("embed=1&seed=3")).unwrap();
    assert!(!fx.iter().any(|e| matches!(e, Effect::Claim(_))));
}

#[test]
fn statistics_of_two_tabs_are_merged() {
    let stored = std::cell::RefCell::new(None::<Stats>);
    // The browser's side of CountStats: read, count, write, answer.
    let carry = |fx: &[Effect]| -> Vec<Msg> {
        let mut out = Vec::new();
        for e in fx {
            if let Effect::CountStats { count, local } = e {
                let mut merged = stored.borrow().clone().unwrap_or((**local).clone());
                merged.count(count);
                *stored.borrow_mut() = Some(merged.clone());
                out.push(Msg::Stats(Box::new(merged)));
            }
        }
        out
    };
    let mut a = Driver::new("seed=16&players=2&seats=human,easy&rounds=1");
    let mut b = Driver::new("seed=17&players=2&seats=human,easy&rounds=1");
    b.page.match_id = 2;
    for d in [&mut a, &mut b] {
        let fx = d.play_until(3000, |p| p.screen != Screen::Playing);
        for m in carry(&fx) {
            d.send(m);
        }
    }
    let easy = stored.borrow().clone().unwrap().easy;
    assert_eq!(
        (easy.matches_played, easy.rounds_played),
        (2, 2),
        "both tabs' matches"
    );
    assert_eq!(
        b.page.stats.easy.matches_played, 2,
        "the page shows the merged count"
    );
    // The round last counted, counted again, changes nothing.
    let c = Count {
        match_id: b.page.match_id,
        state: b.page.game.state.clone(),
        seats: b.page.game.setup.seats.clone(),
        me: 0,
    };
    let mut s = stored.borrow().clone().unwrap();
    assert!(!s.count(&c));
    assert_eq!(s.easy.matches_played, 2);
}
