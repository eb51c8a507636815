//! External bots: a program that takes a seat by reading one JSON line per
//! turn on stdin and answering one move per line on stdout
//! (docs/bot-protocol.md). A bot that crashes, hangs past the time limit,
//! or answers something illegal loses its seat to a built-in agent for the
//! rest of the run; the reason goes to stderr.

use chickenfoot::ai::{Agent, Greedy};
use chickenfoot::rules::moves::{move_from_raw, RawMove};
use chickenfoot::rules::{Move, Phase, PlayerView};
use chickenfoot::wire::Json as _;
use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::Duration;

/// Protocol version sent in every message.
pub const PROTOCOL: &str = "chickenfoot-bot/1";

/// A seat played by an external program.
pub struct BotAgent {
    cmd: String,
    child: Option<Child>,
    stdin: Option<ChildStdin>,
    lines: Option<Receiver<String>>,
    timeout: Duration,
    fallback: Greedy,
    failed: bool,
}

impl BotAgent {
    /// Starts `cmd` with `sh -c "exec cmd"`. A bot that cannot start fails on its
    /// first move (and is replaced like any other failing bot).
    pub fn spawn(cmd: &str, timeout: Duration) -> BotAgent {
        let mut bot = BotAgent {
            cmd: cmd.to_string(),
            child: None,
            stdin: None,
            lines: None,
            timeout,
            fallback: Greedy,
            failed: false,
        };
        let spawned = Command::new("sh")
            .arg("-c")
            // exec: the program replaces the shell, so killing the child
            // kills the bot itself (not just a shell around it).
            .arg(format!("exec {cmd}"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn();
        match spawned {
            Ok(mut child) => {
                let out = child.stdout.take().expect("piped");
                bot.stdin = child.stdin.take();
                let (tx, rx) = mpsc::channel();
                std::thread::spawn(move || {
                    for line in BufReader::new(out).lines() {
                        let Ok(line) = line else { break };
                        if tx.send(line).is_err() {
                            break;
                        }
                    }
                });
                bot.lines = Some(rx);
                bot.child = Some(child);
            }
            Err(e) => bot.fail(&format!("cannot start: {e}")),
        }
        bot
    }

    fn fail(&mut self, why: &str) {
        if !self.failed {
            eprintln!(
                "chickenfoot: bot {:?} {why}; its seat is played by greedy from now on",
                self.cmd
            );
        }
        self.failed = true;
        self.stdin = None;
        if let Some(mut c) = self.child.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }

    fn ask(&mut self, view: &PlayerView) -> Result<Move, String> {
        let msg = view_json(view).to_string();
        let stdin = self.stdin.as_mut().ok_or("has no input pipe")?;
        writeln!(stdin, "{msg}")
            .and_then(|_| stdin.flush())
            .map_err(|e| format!("closed its input ({e})"))?;
        let rx = self.lines.as_ref().ok_or("has no output pipe")?;
        let line = match rx.recv_timeout(self.timeout) {
            Ok(l) => l,
            Err(RecvTimeoutError::Timeout) => {
                return Err(format!(
                    "did not answer within {:.1} s",
                    self.timeout.as_secs_f64()
                ))
            }
            Err(RecvTimeoutError::Disconnected) => return Err("exited or closed its output".into()),
        };
        let raw: RawMove = line.as_str().read().map_err(|e| {
            if e.syntax {
                format!("answered {line:?}, which is not JSON ({e})")
            } else {
                format!("answered {line:?}, which is not a move object ({e})")
            }
        })?;
        let mv = move_from_raw(&raw, view.rules().set)
            .map_err(|(k, m)| format!("answered {line:?}: {k} {m}"))?;
        if !view.legal_moves().contains(&mv) {
            return Err(format!("answered {line:?}: {mv} is not a legal move here"));
        }
        Ok(mv)
    }
}

impl Agent for BotAgent {
    fn choose(&mut self, view: &PlayerView) -> Move {
        if !self.failed {
            match self.ask(view) {
                Ok(m) => return m,
                Err(why) => self.fail(&why),
            }
        }
        self.fallback.choose(view)
    }
    fn name(&self) -> String {
        format!("cmd:{}", self.cmd)
    }
}

impl Drop for BotAgent {
    fn drop(&mut self) {
        // Closing stdin asks a well-behaved bot to exit; then make sure.
        self.stdin = None;
        if let Some(mut c) = self.child.take() {
            std::thread::sleep(Duration::from_millis(20));
            if !matches!(c.try_wait(), Ok(Some(_))) {
                let _ = c.kill();
            }
            let _ = c.wait();
        }
    }
}

fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::Search => "search",
        Phase::Place => "place",
        Phase::Play => "play",
        Phase::Over(_) => "over",
    }
}

/// The message sent to a bot on its turn (every field is documented in
/// docs/bot-protocol.md).
pub fn view_json(view: &PlayerView) -> Value {
    let board = view.board();
    let tiles: Vec<Value> = board
        .placed()
        .iter()
        .map(|p| json!({"tile": p.tile, "on": p.parent, "slot": p.slot}))
        .collect();
    let targets: Vec<Value> = board
        .targets()
        .map(|(on, pip)| json!({"on": on, "pip": pip}))
        .collect();
    let players = view.hand_sizes().len() as u8;
    let voids: Vec<Vec<u8>> = (0..players)
        .map(|s| view.voids(s).iter().collect())
        .collect();
    let history: Vec<Value> = view
        .history()
        .iter()
        .map(|(s, m)| json!({"seat": s, "move": m}))
        .collect();
    json!({
        "type": "turn",
        "protocol": PROTOCOL,
        "seat": view.seat(),
        "players": players,
        "rules": view.rules(),
        "round": view.round_index(),
        "start_double": view.start_double(),
        "phase": phase_name(view.phase()),
        "hand": view.hand().iter().collect::<Vec<_>>(),
        "hand_sizes": view.hand_sizes(),
        "boneyard": view.boneyard_len(),
        "board": {"start": board.start(), "pending": board.pending(), "tiles": tiles, "targets": targets},
        "drawn": view.drawn(),
        "voids": voids,
        "history": history,
        "scores": view.finished_scores(),
        "legal": view.legal_moves(),
    })
}
