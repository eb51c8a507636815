//! The command line: exit codes, error objects, golden records.
//!
//! Golden records live in tests/golden/*.json; next to each,
//! `NAME.replay.out` and `NAME.legal.out` hold the expected exit code and
//! stdout. `UPDATE_GOLDEN=1 cargo test --test cli` rewrites them (review the
//! diff: the reference checker in tests/reference/ is the independent
//! check).

use serde_json::Value;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

fn run(args: &[&str], stdin: Option<&str>) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_chickenfoot"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run chickenfoot");
    if let Some(text) = stdin {
        child
            .stdin
            .take()
            .unwrap()
            .write_all(text.as_bytes())
            .unwrap();
    }
    drop(child.stdin.take());
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn json(s: &str) -> Value {
    serde_json::from_str(s.trim()).unwrap_or_else(|e| panic!("not JSON ({e}): {s}"))
}

#[test]
fn golden_records() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let update = std::env::var_os("UPDATE_GOLDEN").is_some();
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| {
            let p = e.unwrap().path();
            (p.extension()? == "json").then_some(p)
        })
        .collect();
    names.sort();
    assert!(names.len() >= 10, "golden records missing");
    for path in names {
        for cmd in ["replay", "legal"] {
            let (code, out, err) = run(&[cmd, path.to_str().unwrap()], None);
            let got = format!("exit {code}\n{}", out.trim());
            let expect_path = path.with_extension(format!("{cmd}.out"));
            if update {
                std::fs::write(&expect_path, got + "\n").unwrap();
                continue;
            }
            let expect = std::fs::read_to_string(&expect_path)
                .unwrap_or_else(|_| panic!("missing {}", expect_path.display()));
            let (head, body) = expect.split_once('\n').unwrap();
            assert_eq!(
                head,
                format!("exit {code}"),
                "{} {cmd}: {err}",
                path.display()
            );
            assert_eq!(json(body), json(&out), "{} {cmd}", path.display());
            if code != 0 {
                assert!(!err.trim().is_empty(), "errors are also on stderr");
            }
        }
    }
}

#[test]
fn play_writes_records_that_replay() {
    for (seed, extra) in [
        (1, vec![]),
        (2, vec!["--start", "all_draw", "--drawn", "may"]),
        (
            3,
            vec!["--start", "before_deal", "--set", "12", "--players", "6"],
        ),
        (4, vec!["--preset", "quick", "--reserve", "classic"]),
    ] {
        let seed = seed.to_string();
        let mut args = vec!["play", "--seed", &seed];
        args.extend(extra.iter().copied());
        let (code, record, _) = run(&args, None);
        assert_eq!(code, 0);
        let (code, out, _) = run(&["replay", "-"], Some(&record));
        assert_eq!(code, 0, "{out}");
        let v = json(&out);
        assert!(
            !v["winners"].as_array().unwrap().is_empty(),
            "the match is over"
        );
        let (code, out, _) = run(&["legal", "-"], Some(&record));
        assert_eq!(code, 0);
        assert_eq!(json(&out)["to_move"], Value::Null);
    }
    // The reserve by name, as in a URL, or by number.
    for (reserve, players, kept) in [
        ("none", "4", 0),
        ("classic", "2", 2),
        ("classic", "3", 1),
        ("5", "3", 5),
    ] {
        let args = [
            "play",
            "--seed",
            "5",
            "--quick",
            "--players",
            players,
            "--reserve",
            reserve,
        ];
        let (code, record, err) = run(&args, None);
        assert_eq!(code, 0, "{args:?}: {err}");
        assert_eq!(json(&record)["rules"]["boneyard_reserve"], kept, "{args:?}");
    }
    // Same seed, same record.
    let a = run(&["play", "--seed", "9"], None).1;
    let b = run(&["play", "--seed", "9"], None).1;
    assert_eq!(a, b);
}

#[test]
fn errors_and_exit_codes() {
    let (code, out, _) = run(&["replay", "-"], Some("not json"));
    assert_eq!(code, 2);
    assert_eq!(json(&out)["error"]["code"], "unreadable");
    let (code, out, _) = run(&["replay", "/nonexistent/file.json"], None);
    assert_eq!(code, 2);
    assert_eq!(json(&out)["error"]["code"], "unreadable");
    let (code, out, _) = run(
        &["replay", "-"],
        Some(r#"{"format":"chickenfoot-record/1"}"#),
    );
    assert_eq!(code, 2);
    assert_eq!(json(&out)["error"]["field"], "rules");
    // Bad usage.
    for args in [
        vec![],
        vec!["frobnicate"],
        vec!["replay"],
        vec!["play", "--players", "9"],
        vec!["play", "--seed"],
        vec!["play", "--bogus", "1"],
        vec!["bench", "--seconds", "x"],
    ] {
        let (code, _, err) = run(&args, None);
        assert_eq!(code, 2, "{args:?}");
        assert!(!err.is_empty());
    }
    // A rule's value that does not exist: the error lists the ones that do.
    for (args, says) in [
        (["play", "--drawn", "maybe"], "--drawn takes must or may"),
        (
            ["play", "--start", "now"],
            "--start takes draw_in_turn, all_draw or before_deal",
        ),
    ] {
        let (code, _, err) = run(&args, None);
        assert_eq!(code, 2, "{args:?}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

#[test]
fn bench_reports_throughput() {
    let (code, out, _) = run(
        &["bench", "--seconds", "0.05", "--attempts", "3", "--json"],
        None,
    );
    assert_eq!(code, 0);
    let v = json(&out);
    let median = v["rounds_per_s"]["median"].as_f64().unwrap();
    assert!(median > 0.0);
    assert!(v["rounds_per_s"]["min"].as_f64().unwrap() <= median);
    assert!(
        v["moves_per_s"]["max"].as_f64().unwrap() >= v["moves_per_s"]["median"].as_f64().unwrap()
    );
}

/// The page's AI seats (`ui::Game::step_ai`) and `chickenfoot play` ask the
/// same function with the same seeds: the same seats and seed give the same
/// record, move for move, at every level.
#[test]
fn page_ai_seats_play_what_the_command_line_plays() {
    use chickenfoot::ai::Level;
    use chickenfoot::rules::Rules;
    use chickenfoot::ui::{Game, GameSetup, SeatKind};
    let levels = [Level::Hard, Level::Medium, Level::Easy, Level::Hard];
    let names: Vec<String> = levels.iter().map(|l| l.to_string()).collect();
    for seed in [3u64, 40] {
        let (code, out, err) = run(
            &[
                "play",
                "--seed",
                &seed.to_string(),
                "--seats",
                &names.join(","),
                "--rounds",
                "9,8",
            ],
            None,
        );
        assert_eq!(code, 0, "{err}");
        let setup = GameSetup {
            seats: levels.iter().map(|&l| SeatKind::Ai(l)).collect(),
            rules: Rules {
                rounds: vec![9, 8],
                ..Rules::default()
            },
        };
        let mut g = Game::new(setup, seed).unwrap();
        while !g.state.is_over() {
            if g.state.round_over() {
                assert!(g.next_round());
            } else {
                assert!(!g.step_ai().is_empty());
            }
        }
        let page = json(&serde_json::to_string(&g.state.to_record()).unwrap());
        assert_eq!(json(&out), page, "seed {seed}");
    }
}

/// `hint` answers with the move `ai::decide` gives at the record's end, for
/// every level, and refuses unknown levels.
#[test]
fn hint_is_the_decision_at_the_end_of_the_record() {
    use chickenfoot::ai::{decide, Level};
    use chickenfoot::rules::record;
    let (_, text, _) = run(&["play", "--seed", "12", "--rounds", "9"], None);
    let full: Value = json(&text);
    let moves = full["rounds"][0]["moves"].as_array().unwrap().len();
    let mut checked = 0;
    for cut in (5..moves).step_by(7) {
        let mut rec = full.clone();
        rec["rounds"][0]["moves"]
            .as_array_mut()
            .unwrap()
            .truncate(cut);
        let rec_text = rec.to_string();
        let state = record::check(&rec_text).unwrap();
        let seat = state.to_move().unwrap();
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            let (code, out, err) = run(
                &["hint", "-", "--level", &level.to_string()],
                Some(&rec_text),
            );
            assert_eq!(code, 0, "{err}");
            let got = json(&out);
            let want = decide(level, &state.view(seat), state.seed());
            assert_eq!(
                got["hint"],
                serde_json::to_value(want).unwrap(),
                "cut {cut}"
            );
            assert_eq!(got["seat"], seat);
            assert_eq!(got["level"], level.to_string());
            checked += 1;
        }
        // Without --level: the Hint button's level, hard.
        let (_, out, _) = run(&["hint", "-"], Some(&rec_text));
        assert_eq!(json(&out)["level"], "hard");
    }
    assert!(checked >= 9, "{checked}");
    let (code, _, err) = run(&["hint", "x.json", "--level", "master"], None);
    assert_eq!(code, 2);
    assert!(err.contains("unknown AI level"), "{err}");
    // A finished match: nobody to move, no hint.
    let (code, out, _) = run(&["hint", "-"], Some(&text));
    assert_eq!(code, 0);
    assert_eq!(json(&out)["hint"], Value::Null);
}
