//! The PTX lexer: words, strings and punctuation with their byte offsets.
//!
//! A *word* is a maximal run of `[A-Za-z0-9_$%.]` (and `::` between word
//! characters, as in `ld.global.L1::no_allocate.f32`), so mnemonics
//! (`ld.global.nc.v4.f32`), registers (`%r12`), special registers
//! (`%tid.x`), numbers (`0f3F800000`, `1.5e-3`) and versions (`7.0`) are one
//! token each. A word that starts with a dot is split at its dots:
//! `.ptr.global.align` gives `.ptr`, `.global`, `.align`. Comments are
//! skipped; whether whitespace (or a comment, or a newline) came before a
//! token is recorded so that directives written up to the end of their line
//! (`.loc`, `.file`) can be skipped and verbatim text can be rebuilt.

use dialects::diag::{Diagnostic, SourceMap};

/// What a token is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// A word (see the module docs).
    Word,
    /// A string literal, quotes included.
    Str,
    /// One punctuation character.
    Punct(u8),
    /// End of input.
    Eof,
}

/// One token.
#[derive(Copy, Clone, Debug)]
pub(super) struct Token {
    pub kind: Kind,
    /// Byte range in the source.
    pub start: usize,
    pub end: usize,
    /// A newline came before it (since the previous token).
    pub nl_before: bool,
    /// Whitespace or a comment came before it.
    pub ws_before: bool,
}

fn word_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'%' | b'.')
}

const PUNCT: &[u8] = b"{}()[],;:@!+-|<>=*/&^~?";

/// Splits `src` into tokens; the last one is `Eof`.
pub(super) fn lex(sm: &SourceMap, src: &str) -> Result<Vec<Token>, Diagnostic> {
    let b = src.as_bytes();
    let mut toks = Vec::new();
    let mut i = 0;
    let mut nl = true;
    let mut ws = true;
    while i < b.len() {
        let c = b[i];
        if c == b'\n' {
            nl = true;
            ws = true;
            i += 1;
            continue;
        }
        if c.is_ascii_whitespace() {
            ws = true;
            i += 1;
            continue;
        }
        if c == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            ws = true;
            continue;
        }
        if c == b'/' && b.get(i + 1) == Some(&b'*') {
            let start = i;
            i += 2;
            loop {
                if i + 1 >= b.len() {
                    return Err(sm.error(start, "unterminated /* comment"));
                }
                if b[i] == b'*' && b[i + 1] == b'/' {
                    i += 2;
                    break;
                }
                if b[i] == b'\n' {
                    nl = true;
                }
                i += 1;
            }
            ws = true;
            continue;
        }
        let start = i;
        let kind = if c == b'"' {
            i += 1;
            loop {
                match b.get(i) {
                    None | Some(b'\n') => {
                        return Err(sm.error(start, "unterminated string literal"))
                    }
                    Some(b'"') => {
                        i += 1;
                        break;
                    }
                    Some(b'\\') => i += 2,
                    Some(_) => i += 1,
                }
            }
            Kind::Str
        } else if word_char(c) {
            i += 1;
            loop {
                match b.get(i) {
                    Some(&d) if word_char(d) => i += 1,
                    Some(b':') if b.get(i + 1) == Some(&b':') => {
                        if b.get(i + 2).is_some_and(|&d| word_char(d)) {
                            i += 3;
                        } else {
                            break;
                        }
                    }
                    Some(b'+' | b'-') if exponent_sign(&b[start..i], b.get(i + 1)) => i += 2,
                    _ => break,
                }
            }
            Kind::Word
        } else if PUNCT.contains(&c) {
            i += 1;
            Kind::Punct(c)
        } else {
            let ch = src[i..].chars().next().unwrap_or('?');
            return Err(sm.error(i, format!("unexpected character {ch:?}")));
        };
        if kind == Kind::Word && c == b'.' {
            // Split `.a.b.c` into `.a`, `.b`, `.c`.
            let mut s = start;
            while s < i {
                let mut e = s + 1;
                while e < i && b[e] != b'.' {
                    e += 1;
                }
                toks.push(Token {
                    kind,
                    start: s,
                    end: e,
                    nl_before: nl && s == start,
                    ws_before: ws && s == start,
                });
                s = e;
            }
        } else {
            toks.push(Token {
                kind,
                start,
                end: i,
                nl_before: nl,
                ws_before: ws,
            });
        }
        nl = false;
        ws = false;
    }
    toks.push(Token {
        kind: Kind::Eof,
        start: b.len(),
        end: b.len(),
        nl_before: true,
        ws_before: true,
    });
    Ok(toks)
}

/// True when `w` is a decimal float up to its exponent letter (`1.5e`) and
/// `next` is a digit, so a following `+`/`-` is the exponent's sign.
fn exponent_sign(w: &[u8], next: Option<&u8>) -> bool {
    let Some((&last, body)) = w.split_last() else {
        return false;
    };
    matches!(last, b'e' | b'E')
        && next.is_some_and(u8::is_ascii_digit)
        && body.first().is_some_and(u8::is_ascii_digit)
        && body.iter().all(|&c| c.is_ascii_digit() || c == b'.')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(src: &str) -> Vec<String> {
        let sm = SourceMap::new("t.ptx", src);
        lex(&sm, src)
            .unwrap()
            .iter()
            .filter(|t| t.kind != Kind::Eof)
            .map(|t| src[t.start..t.end].to_string())
            .collect()
    }

    #[test]
    fn splits_words_and_punctuation() {
        assert_eq!(
            words("ld.global.L1::no_allocate.f32 %f1, [%rd1+-4]; // c\n"),
            [
                "ld.global.L1::no_allocate.f32",
                "%f1",
                ",",
                "[",
                "%rd1",
                "+",
                "-",
                "4",
                "]",
                ";"
            ]
        );
        assert_eq!(
            words(".param .u64 .ptr.global.align 16 p"),
            [".param", ".u64", ".ptr", ".global", ".align", "16", "p"]
        );
        assert_eq!(
            words("1.5e-3 x-1 0x1e-5"),
            ["1.5e-3", "x", "-", "1", "0x1e", "-", "5"]
        );
        assert_eq!(words("a: /* x\n y */ b"), ["a", ":", "b"]);
    }

    #[test]
    fn located_lexer_errors() {
        for (src, line, col) in [("a\n  \"abc", 2, 3), ("x /* y", 1, 3), ("ok\n\t`", 2, 2)] {
            let sm = SourceMap::new("t.ptx", src);
            let e = lex(&sm, src).unwrap_err();
            assert_eq!((e.line, e.col), (line, col), "{e}");
        }
    }
}
