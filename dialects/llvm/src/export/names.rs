//! Identifiers of the exported text: quoting of global names and the
//! per-function namespace of values and labels.
//!
//! libNVVM rejects numbered values and numeric labels, so every local gets
//! a name: its own (from `dfg.value_names` / `block_names`) when that is a
//! plain LLVM identifier, unique, and not of the reserved generated shape
//! `_` + lowercase letters + digit..., else a generated one (`_12` for value
//! 12, `_bb3` for block 3, `_t7` for exporter temporaries). Generated names
//! are unique by construction, so the two sets cannot collide.

use rustc_hash::FxHashSet;

/// True for `[A-Za-z$._][A-Za-z$._0-9]*`, an identifier LLVM reads unquoted.
pub(crate) fn is_plain_ident(s: &str) -> bool {
    let mut b = s.bytes();
    match b.next() {
        Some(c) if c.is_ascii_alphabetic() || matches!(c, b'$' | b'.' | b'_') => {}
        _ => return false,
    }
    b.all(|c| c.is_ascii_alphanumeric() || matches!(c, b'$' | b'.' | b'_' | b'-'))
}

/// True for names of the generated shape `_[a-z]*[0-9]...`.
fn is_reserved(s: &str) -> bool {
    let Some(rest) = s.strip_prefix('_') else {
        return false;
    };
    let rest = rest.trim_start_matches(|c: char| c.is_ascii_lowercase());
    rest.starts_with(|c: char| c.is_ascii_digit())
}

/// Escapes bytes for an LLVM string literal body (`"` -> `\22`, `\` ->
/// `\5C`, control and non-ASCII bytes -> `\XX`).
pub(crate) fn escape_str(s: &[u8]) -> String {
    let mut out = String::with_capacity(s.len());
    for &c in s {
        if c == b'"' || c == b'\\' || !(0x20..0x7f).contains(&c) {
            out.push_str(&format!("\\{c:02X}"));
        } else {
            out.push(c as char);
        }
    }
    out
}

/// `@name`, quoted when it is not a plain identifier.
pub(crate) fn global_ident(name: &str) -> String {
    if is_plain_ident(name) {
        format!("@{name}")
    } else {
        format!("@\"{}\"", escape_str(name.as_bytes()))
    }
}

/// The local namespace of one function (values and labels share it).
#[derive(Default)]
pub(crate) struct Namer {
    used: FxHashSet<String>,
    next_tmp: u32,
}

impl Namer {
    /// Claims `preferred` when usable, else `fallback` (a generated name).
    pub(crate) fn claim(&mut self, preferred: Option<&str>, fallback: String) -> String {
        if let Some(p) = preferred {
            if is_plain_ident(p) && !is_reserved(p) && !self.used.contains(p) {
                self.used.insert(p.to_string());
                return p.to_string();
            }
        }
        self.fresh(fallback)
    }

    /// A fresh exporter temporary, `_tN`.
    pub(crate) fn tmp(&mut self) -> String {
        loop {
            let n = format!("_t{}", self.next_tmp);
            self.next_tmp += 1;
            if !self.used.contains(&n) {
                self.used.insert(n.clone());
                return n;
            }
        }
    }

    fn fresh(&mut self, base: String) -> String {
        if self.used.insert(base.clone()) {
            return base;
        }
        let mut i = 1;
        loop {
            let n = format!("{base}_{i}");
            if self.used.insert(n.clone()) {
                return n;
            }
            i += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reserved_and_plain() {
        assert!(is_reserved("_12"));
        assert!(is_reserved("_bb3"));
        assert!(is_reserved("_t0"));
        assert!(!is_reserved("_Z3foo"));
        assert!(!is_reserved("x1"));
        assert!(is_plain_ident("a.b$c-d"));
        assert!(!is_plain_ident("12"));
        assert!(!is_plain_ident("a b"));
        assert_eq!(global_ident("a b\"c"), "@\"a b\\22c\"");
    }

    #[test]
    fn namer_dedups() {
        let mut n = Namer::default();
        assert_eq!(n.claim(Some("x"), "_1".into()), "x");
        assert_eq!(n.claim(Some("x"), "_2".into()), "_2");
        assert_eq!(n.claim(Some("_5"), "_3".into()), "_3");
        assert_eq!(n.tmp(), "_t0");
    }
}
