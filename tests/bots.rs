//! External bots through the `tournament` command: the example bot plays;
//! crashing, hanging, illegal and garbage bots lose their seat to a built-in
//! agent with a message on stderr, and the tournament still completes.
//! Results are the same whatever the thread scheduling.

use std::process::Command;

fn have_python() -> bool {
    Command::new("python3").arg("--version").output().is_ok()
}

/// Runs a 6-deal tournament with `bot` in the first seat; returns (stdout JSON, stderr).
fn run(bot: &str, extra: &[&str]) -> (serde_json::Value, String) {
    let seats = format!("cmd:python3 {bot},greedy,greedy,greedy");
    let out = Command::new(env!("CARGO_BIN_EXE_chickenfoot"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args([
            "tournament",
            "--seats",
            &seats,
            "--rounds",
            "6",
            "--seed",
            "3",
            "--json",
        ])
        .args(extra)
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(out.status.success(), "exit {:?}: {stderr}", out.status);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON on stdout");
    let bot_row = &v["agents"][0];
    assert_eq!(bot_row["name"], format!("cmd:python3 {bot}"));
    assert_eq!(bot_row["rounds"], 24, "{v}");
    assert_eq!(v["agents"][1]["rounds"], 72);
    (v, stderr)
}

#[test]
fn example_bot_plays_a_tournament() {
    if !have_python() {
        eprintln!("python3 not found: skipped");
        return;
    }
    let (v, stderr) = run("examples/bot.py", &[]);
    assert!(!stderr.contains("played by greedy"), "{stderr}");
    let share = v["agents"][0]["win_share"].as_f64().unwrap();
    assert!(share > 0.0 && share < 1.0, "{v}");
}

#[test]
fn failing_bots_lose_their_seat_and_the_tournament_goes_on() {
    if !have_python() {
        eprintln!("python3 not found: skipped");
        return;
    }
    let cases: [(&str, &[&str], &str); 4] = [
        ("tests/bots/crash.py", &[], "exited or closed its output"),
        (
            "tests/bots/hang.py",
            &["--bot-timeout", "0.3"],
            "did not answer within 0.3 s",
        ),
        ("tests/bots/illegal.py", &[], "is not a legal move here"),
        ("tests/bots/garbage.py", &[], "which is not JSON"),
    ];
    for (bot, extra, why) in cases {
        let (_, stderr) = run(bot, extra);
        assert!(stderr.contains(why), "{bot}: {stderr}");
        assert!(
            stderr.contains("its seat is played by greedy from now on"),
            "{bot}: {stderr}"
        );
    }
}

#[test]
fn tournament_results_do_not_depend_on_thread_scheduling() {
    let run = || {
        let out = Command::new(env!("CARGO_BIN_EXE_chickenfoot"))
            .args([
                "tournament",
                "--seats",
                "hard,expert,easy,random",
                "--rounds",
                "3",
            ])
            .args(["--seed", "9", "--json", "--hard-budget", "200"])
            .args(["--expert-budget", "300"])
            .output()
            .expect("runs");
        assert!(out.status.success());
        out.stdout
    };
    let first = run();
    assert_eq!(first, run());
    let v: serde_json::Value = serde_json::from_slice(&first).unwrap();
    assert_eq!(v["agents"].as_array().unwrap().len(), 4);
    assert_eq!(v["agents"][0]["rounds"], 12);
}

/// Runs `tournament` with `args` and `--json`; returns its JSON and stderr.
fn tournament(args: &[&str]) -> (serde_json::Value, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_chickenfoot"))
        .arg("tournament")
        .args(args)
        .arg("--json")
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(out.status.success(), "{stderr}");
    (serde_json::from_slice(&out.stdout).unwrap(), stderr)
}

#[test]
fn mirrored_tournaments_play_every_deal_in_both_orders() {
    let run = |extra: &[&str]| -> serde_json::Value {
        let seats = ["--seats", "medium,greedy,random,random"];
        let deals = ["--rounds", "3", "--seed", "4"];
        let (v, stderr) = tournament(&[&seats[..], &deals, extra].concat());
        if extra.is_empty() {
            assert!(stderr.contains("x 4 rotations"), "{stderr}");
        } else {
            assert!(
                stderr.contains("x 8 seatings (rotations both ways)"),
                "{stderr}"
            );
        }
        v
    };
    let plain = run(&[]);
    let both = run(&["--mirror"]);
    // Every deal twice as often: once per seat per order.
    assert_eq!(plain["agents"][0]["rounds"], 12);
    assert_eq!(both["agents"][0]["rounds"], 24);
    assert_eq!(both["agents"][2]["rounds"], 48);
    // The same again: mirrored seatings are reproducible too.
    assert_eq!(both, run(&["--mirror"]));
}

/// `--by-round` tallies every round of the matches: a quick game is three
/// rounds, so each seat of two matches, rotated, plays 2 × 4 × 3 rounds,
/// and each round has at least one winner among the four seats.
#[test]
fn matches_tallied_by_round_count_every_round() {
    let run = |extra: &[&str]| -> serde_json::Value {
        let seats = ["--seats", "greedy,random,random,random"];
        let matches = ["--matches", "2", "--seed", "4", "--quick"];
        tournament(&[&seats[..], &matches, extra].concat()).0
    };
    let matches = run(&[]);
    assert_eq!(matches["agents"][0]["matches"], 8);
    let rounds = run(&["--by-round"]);
    assert_eq!(rounds["agents"][0]["rounds"], 24);
    assert_eq!(rounds["agents"][1]["rounds"], 72);
    let won =
        |v: &serde_json::Value, i: usize, n: f64| v["agents"][i]["win_share"].as_f64().unwrap() * n;
    let greedy = won(&rounds, 0, 24.0);
    let random = won(&rounds, 1, 72.0);
    assert!(
        greedy + random >= 24.0 - 1e-9,
        "every round is won: {rounds}"
    );
    // Without --matches there is nothing to tally by round.
    let out = Command::new(env!("CARGO_BIN_EXE_chickenfoot"))
        .args([
            "tournament",
            "--seats",
            "greedy,random",
            "--rounds",
            "2",
            "--by-round",
        ])
        .output()
        .expect("runs");
    assert!(!out.status.success());
}
