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
