//! Tokenizer for LLVM IR text (LLVM 7 through current syntax).
//!
//! The lexer never fails: malformed characters become `Tok::Error` tokens so
//! that the parser reports them with their location.

/// A token kind with its payload.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// `%name`, `%"quoted"`, `%12` (payload without `%`).
    Local(String),
    /// `@name` (payload without `@`).
    Global(String),
    /// `!name` or `!12` (payload without `!`).
    Meta(String),
    /// `!"text"` metadata string, unescaped.
    MetaStr(String),
    /// `#12` attribute group reference.
    AttrGroup(String),
    /// `name:` / `12:` / `"quoted":` at a block start.
    Label(String),
    /// A bare word: keyword, type name, `x`.
    Ident(String),
    /// A decimal integer (possibly negative), kept as text.
    Int(String),
    /// A decimal float literal, kept as text.
    Float(String),
    /// A hex literal `0x...`, `0xH...`, `u0x...`, `s0x...`, `f0x...`, kept
    /// as text.
    Hex(String),
    /// A string literal, unescaped.
    Str(Vec<u8>),
    /// `c"..."`, unescaped.
    CStr(Vec<u8>),
    /// A punctuation character.
    Punct(char),
    /// `...`
    Ellipsis,
    /// A character that starts no token.
    Error(String),
    /// End of input.
    Eof,
}

/// A token and the byte offset it starts at.
#[derive(Clone, Debug)]
pub struct Token {
    /// Kind and payload.
    pub tok: Tok,
    /// Byte offset in the source.
    pub pos: usize,
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$' | b'-')
}

fn unescape(raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(raw.len());
    let mut i = 0;
    while i < raw.len() {
        if raw[i] == b'\\' && i + 2 < raw.len() {
            let hex = std::str::from_utf8(&raw[i + 1..i + 3])
                .ok()
                .and_then(|h| u8::from_str_radix(h, 16).ok());
            if let Some(b) = hex {
                out.push(b);
                i += 3;
                continue;
            }
        }
        if raw[i] == b'\\' && raw.get(i + 1) == Some(&b'\\') {
            out.push(b'\\');
            i += 2;
            continue;
        }
        out.push(raw[i]);
        i += 1;
    }
    out
}

/// Splits `src` into tokens, ending with `Tok::Eof`.
pub fn tokenize(src: &str) -> Vec<Token> {
    let b = src.as_bytes();
    let mut toks = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let start = i;
        // Reads a quoted string starting at b[i] == '"'; returns (raw bytes, end).
        let quoted = |at: usize| -> Option<(Vec<u8>, usize)> {
            let mut j = at + 1;
            while j < b.len() && b[j] != b'"' {
                j += 1;
            }
            (j < b.len()).then(|| (unescape(&b[at + 1..j]), j + 1))
        };
        // A sigil followed by a name, a number or a quoted string.
        let sigil_name = |at: usize| -> Option<(String, usize)> {
            if at < b.len() && b[at] == b'"' {
                let (s, e) = quoted(at)?;
                return Some((String::from_utf8_lossy(&s).into_owned(), e));
            }
            let mut j = at;
            while j < b.len() && is_ident_char(b[j]) {
                j += 1;
            }
            (j > at).then(|| (src[at..j].to_string(), j))
        };
        let tok = match c {
            b' ' | b'\t' | b'\r' | b'\n' => {
                i += 1;
                continue;
            }
            b';' => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            // LLVM 21 reads C-style block comments (not nested), as in
            // `call @f(/* mode */ i32 0)`.
            b'/' if b.get(i + 1) == Some(&b'*') => match src[i + 2..].find("*/") {
                Some(k) => {
                    i += 2 + k + 2;
                    continue;
                }
                None => {
                    i = b.len();
                    Tok::Error("unterminated comment".into())
                }
            },
            b'!' if b.get(i + 1) == Some(&b'"') => match quoted(i + 1) {
                Some((s, end)) => {
                    i = end;
                    Tok::MetaStr(String::from_utf8_lossy(&s).into_owned())
                }
                None => {
                    i = b.len();
                    Tok::Error("unterminated string".into())
                }
            },
            b'%' | b'@' | b'!' | b'#' => match sigil_name(i + 1) {
                Some((name, end)) => {
                    i = end;
                    match c {
                        b'%' => Tok::Local(name),
                        b'@' => Tok::Global(name),
                        b'!' => Tok::Meta(name),
                        _ => Tok::AttrGroup(name),
                    }
                }
                None => {
                    i += 1;
                    if c == b'!' {
                        Tok::Punct('!')
                    } else {
                        Tok::Error((c as char).to_string())
                    }
                }
            },
            b'"' => match quoted(i) {
                Some((s, end)) => {
                    i = end;
                    if b.get(i) == Some(&b':') {
                        i += 1;
                        Tok::Label(String::from_utf8_lossy(&s).into_owned())
                    } else {
                        Tok::Str(s)
                    }
                }
                None => {
                    i = b.len();
                    Tok::Error("unterminated string".into())
                }
            },
            b'.' if b[i..].starts_with(b"...") => {
                i += 3;
                Tok::Ellipsis
            }
            b'c' if b.get(i + 1) == Some(&b'"') => match quoted(i + 1) {
                Some((s, end)) => {
                    i = end;
                    Tok::CStr(s)
                }
                None => {
                    i = b.len();
                    Tok::Error("unterminated string".into())
                }
            },
            b'0' if b.get(i + 1) == Some(&b'x') => {
                let mut j = i + 2;
                while j < b.len() && b[j].is_ascii_alphanumeric() {
                    j += 1;
                }
                i = j;
                Tok::Hex(src[start..j].to_string())
            }
            // `f0x3FB8AA3B`: a float's bit pattern in its own format, as
            // LLVM 21 and later print constants with no short decimal form
            // (Triton 3.8's IR).
            b'f' if b[i..].starts_with(b"f0x") => {
                let mut j = i + 3;
                while j < b.len() && b[j].is_ascii_hexdigit() {
                    j += 1;
                }
                i = j;
                Tok::Hex(src[start..j].to_string())
            }
            b'u' | b's' if b[i..].starts_with(b"u0x") || b[i..].starts_with(b"s0x") => {
                let mut j = i + 3;
                while j < b.len() && b[j].is_ascii_hexdigit() {
                    j += 1;
                }
                i = j;
                Tok::Hex(src[start..j].to_string())
            }
            b'-' | b'+' | b'0'..=b'9' => {
                let mut j = i + 1;
                while j < b.len() && b[j].is_ascii_digit() {
                    j += 1;
                }
                let digits_end = j;
                if c != b'-' && c != b'+' && j < b.len() && is_ident_char(b[j]) && b[j] != b'.' {
                    // A numeric-prefixed identifier such as a label "1abc" is not LLVM.
                    while j < b.len() && is_ident_char(b[j]) {
                        j += 1;
                    }
                    i = j;
                    if b.get(i) == Some(&b':') {
                        i += 1;
                        toks.push(Token {
                            tok: Tok::Label(src[start..j].to_string()),
                            pos: start,
                        });
                        continue;
                    }
                    toks.push(Token {
                        tok: Tok::Ident(src[start..j].to_string()),
                        pos: start,
                    });
                    continue;
                }
                if (c == b'-' || c == b'+') && digits_end == i + 1 {
                    // "-inf"/"+inf"/"-nan" style words, or a lone sign.
                    let mut k = i + 1;
                    while k < b.len() && b[k].is_ascii_alphabetic() {
                        k += 1;
                    }
                    if k > i + 1 {
                        i = k;
                        Tok::Float(src[start..k].to_string())
                    } else if b[i..].starts_with(b"-0x") {
                        let mut k = i + 3;
                        while k < b.len() && b[k].is_ascii_alphanumeric() {
                            k += 1;
                        }
                        i = k;
                        Tok::Hex(src[start..k].to_string())
                    } else {
                        i += 1;
                        Tok::Error((c as char).to_string())
                    }
                } else if j < b.len() && b[j] == b'.' && !b[j..].starts_with(b"...") {
                    j += 1;
                    while j < b.len() && b[j].is_ascii_digit() {
                        j += 1;
                    }
                    if j < b.len() && (b[j] == b'e' || b[j] == b'E') {
                        let mut k = j + 1;
                        if k < b.len() && (b[k] == b'+' || b[k] == b'-') {
                            k += 1;
                        }
                        if k < b.len() && b[k].is_ascii_digit() {
                            while k < b.len() && b[k].is_ascii_digit() {
                                k += 1;
                            }
                            j = k;
                        }
                    }
                    i = j;
                    Tok::Float(src[start..j].to_string())
                } else if j < b.len() && b[j] == b':' && c != b'-' && c != b'+' {
                    i = j + 1;
                    Tok::Label(src[start..j].to_string())
                } else {
                    i = j;
                    Tok::Int(src[start..j].to_string())
                }
            }
            c if c.is_ascii_alphabetic() || matches!(c, b'_' | b'$' | b'.') => {
                let mut j = i;
                while j < b.len() && is_ident_char(b[j]) {
                    j += 1;
                }
                i = j;
                // An integer type runs to the end of its digits, as LLVM's
                // lexer has it: `i8addrspace(1)*` is `i8` then `addrspace`.
                let digits = b[start + 1..j]
                    .iter()
                    .take_while(|d| d.is_ascii_digit())
                    .count();
                if b.get(i) == Some(&b':') {
                    i += 1;
                    Tok::Label(src[start..j].to_string())
                } else if c == b'i'
                    && digits > 0
                    && b.get(start + 1 + digits)
                        .is_some_and(|d| d.is_ascii_alphabetic())
                {
                    i = start + 1 + digits;
                    Tok::Ident(src[start..i].to_string())
                } else {
                    Tok::Ident(src[start..j].to_string())
                }
            }
            b'=' | b',' | b'(' | b')' | b'[' | b']' | b'{' | b'}' | b'<' | b'>' | b'*' | b'|'
            | b':' | b'^' => {
                i += 1;
                Tok::Punct(c as char)
            }
            _ => {
                let ch = src[i..].chars().next().unwrap_or('?');
                i += ch.len_utf8().max(1);
                Tok::Error(ch.to_string())
            }
        };
        toks.push(Token { tok, pos: start });
    }
    toks.push(Token {
        tok: Tok::Eof,
        pos: src.len(),
    });
    toks
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<Tok> {
        tokenize(s).into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn lexes_core_forms() {
        assert_eq!(
            kinds("%_5 = add nsw i32 %3, -7 ; c\n_11:"),
            vec![
                Tok::Local("_5".into()),
                Tok::Punct('='),
                Tok::Ident("add".into()),
                Tok::Ident("nsw".into()),
                Tok::Ident("i32".into()),
                Tok::Local("3".into()),
                Tok::Punct(','),
                Tok::Int("-7".into()),
                Tok::Label("_11".into()),
                Tok::Eof
            ]
        );
        assert_eq!(
            kinds("0x3FF0000000000000 1.5e+00 c\"a\\00\" 12: !{!\"x\"} #0 ..."),
            vec![
                Tok::Hex("0x3FF0000000000000".into()),
                Tok::Float("1.5e+00".into()),
                Tok::CStr(vec![b'a', 0]),
                Tok::Label("12".into()),
                Tok::Punct('!'),
                Tok::Punct('{'),
                Tok::MetaStr("x".into()),
                Tok::Punct('}'),
                Tok::AttrGroup("0".into()),
                Tok::Ellipsis,
                Tok::Eof
            ]
        );
    }

    #[test]
    fn lexes_summary_entries() {
        assert_eq!(
            kinds("^0 = module: (hash: (0))"),
            vec![
                Tok::Punct('^'),
                Tok::Int("0".into()),
                Tok::Punct('='),
                Tok::Label("module".into()),
                Tok::Punct('('),
                Tok::Label("hash".into()),
                Tok::Punct('('),
                Tok::Int("0".into()),
                Tok::Punct(')'),
                Tok::Punct(')'),
                Tok::Eof
            ]
        );
    }

    #[test]
    fn an_integer_type_ends_with_its_digits() {
        assert_eq!(
            kinds("i8addrspace(3)* %p"),
            vec![
                Tok::Ident("i8".into()),
                Tok::Ident("addrspace".into()),
                Tok::Punct('('),
                Tok::Int("3".into()),
                Tok::Punct(')'),
                Tok::Punct('*'),
                Tok::Local("p".into()),
                Tok::Eof,
            ]
        );
        // Other words starting with `i` stay whole.
        assert_eq!(
            kinds("inbounds i32"),
            vec![
                Tok::Ident("inbounds".into()),
                Tok::Ident("i32".into()),
                Tok::Eof
            ]
        );
    }

    #[test]
    fn block_comments_are_skipped_and_an_open_one_is_an_error() {
        assert_eq!(
            kinds("i32 /* mode = 4 */ 4 /**/, /* a\n b * / */ %x"),
            vec![
                Tok::Ident("i32".into()),
                Tok::Int("4".into()),
                Tok::Punct(','),
                Tok::Local("x".into()),
                Tok::Eof
            ]
        );
        // A `/*` inside a line comment opens nothing.
        assert_eq!(kinds("; /* \n%y"), vec![Tok::Local("y".into()), Tok::Eof]);
        let t = tokenize("ret /* open");
        assert_eq!(t[1].tok, Tok::Error("unterminated comment".into()));
        assert_eq!(t[1].pos, 4);
    }

    #[test]
    fn never_panics_on_odd_bytes() {
        for s in [
            "\"", "c\"", "%", "@\"", "-", "0x", "\u{e9}", "!", "#", "1a:", "/*", "/", "*/",
        ] {
            let _ = tokenize(s);
        }
    }
}
