//! The string table files the page fetches (www/lang/<tag>.txt) are the
//! compiled tables, byte for byte. After changing a text in src/i18n,
//! `UPDATE_GOLDEN=1 cargo test --test strings` rewrites them.

use chickenfoot::i18n::{self, table, Key, Lang, Table};
use std::path::Path;

/// The languages the browser build fetches (English is compiled in).
const FETCHED: [Lang; 3] = [Lang::Sk, Lang::Cs, Lang::Ru];

#[test]
fn table_files_are_current() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("www/lang");
    let update = std::env::var_os("UPDATE_GOLDEN").is_some();
    for lang in FETCHED {
        let path = dir.join(format!("{}.txt", lang.tag()));
        let want = table::to_text(lang);
        if update {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(&path, &want).unwrap();
        }
        let got =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(
            got == want,
            "{} is stale: run UPDATE_GOLDEN=1 cargo test --test strings",
            path.display()
        );
        let parsed = Table::parse(lang, &got).unwrap();
        for &k in Key::ALL {
            assert_eq!(parsed.get(k), i18n::t(lang, k));
        }
    }
    // Nothing else sits in www/lang: the page would ship it for nothing.
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["cs.txt", "ru.txt", "sk.txt"]);
}

/// Every key is used somewhere: as `Key::Name` (or `K::Name`) in the code
/// outside the four tables, or as a `data-i18n*` attribute value in the
/// page. An unused key is text every translator keeps up for nothing, and
/// bytes the page carries.
#[test]
fn every_key_is_used() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let tables = ["en.rs", "sk.rs", "cs.rs", "ru.rs"].map(|f| root.join("src/i18n").join(f));
    let mut text = std::fs::read_to_string(root.join("index.html")).unwrap();
    let mut dirs = vec![root.join("src")];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") && !tables.contains(&p) {
                text += &std::fs::read_to_string(&p).unwrap();
            }
        }
    }
    let used = |name: &str| {
        [format!("Key::{name}"), format!("K::{name}")]
            .iter()
            .any(|pat| {
                text.match_indices(pat.as_str()).any(|(i, _)| {
                    !text[i + pat.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_')
                })
            })
            || ["data-i18n", "data-i18n-label", "data-i18n-title"]
                .iter()
                .any(|a| text.contains(&format!("{a}=\"{name}\"")))
    };
    let unused: Vec<&str> = Key::ALL
        .iter()
        .map(|k| k.name())
        .filter(|n| !used(n))
        .collect();
    assert!(unused.is_empty(), "keys used nowhere: {unused:?}");
}
