//! Tokens of the generic text format.
//!
//! The whole input is tokenized up front; newlines are tokens because an
//! instruction is exactly one line. Every token records its byte span so
//! that parse errors can point at it.

use super::{is_generated_block, is_name_char, write_name};
use crate::diag::{Diagnostic, SourceMap};

/// The name of a value or block reference.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) enum Name {
    /// A generated label (`%7`, `^bb3`), kept as written; its entity stays
    /// unnamed.
    Anon(String),
    /// A real name with its `#N` disambiguator (0 when absent).
    Named(String, u32),
}

impl Name {
    /// The name to store in the IR.
    pub(super) fn ir_name(&self) -> Option<String> {
        match self {
            Name::Anon(_) => None,
            Name::Named(s, _) => Some(s.clone()),
        }
    }

    /// The reference as written, for messages.
    pub(super) fn show(&self, sigil: char) -> String {
        let mut out = String::new();
        match self {
            Name::Anon(s) => {
                out.push(sigil);
                out.push_str(s);
            }
            Name::Named(s, n) => {
                write_name(&mut out, sigil, s);
                if *n > 0 {
                    out.push_str(&format!("#{n}"));
                }
            }
        }
        out
    }
}

#[derive(Clone, Debug, PartialEq)]
pub(super) enum Tok<'a> {
    /// A keyword, opcode or type name.
    Ident(&'a str),
    /// A number as written: `-12`, `1.5e-7`, `0x7FC00000`.
    Num(&'a str),
    /// A quoted string, unescaped.
    Str(Vec<u8>),
    /// `c"..."`, unescaped.
    CStr(Vec<u8>),
    /// `%name`.
    Value(Name),
    /// `^name`.
    Block(Name),
    /// `@name`.
    Sym(String),
    /// One of `( ) [ ] { } < > , : = + -`.
    Punct(u8),
    /// `->`.
    Arrow,
    /// `...`.
    Ellipsis,
    /// End of a line.
    Newline,
    /// End of the input.
    Eof,
}

#[derive(Clone, Debug)]
pub(super) struct Token<'a> {
    pub tok: Tok<'a>,
    /// Byte offset of the first character.
    pub pos: usize,
    /// Byte offset just past the token.
    pub end: usize,
}

struct Lexer<'s, 'a> {
    sm: &'s SourceMap<'a>,
    src: &'a str,
    b: &'a [u8],
    i: usize,
}

/// Tokenizes `sm.src`; the result always ends with `Eof`.
pub(super) fn lex<'a>(sm: &SourceMap<'a>) -> Result<Vec<Token<'a>>, Diagnostic> {
    let src = sm.src;
    let mut lx = Lexer {
        sm,
        src,
        b: src.as_bytes(),
        i: 0,
    };
    let mut toks = Vec::new();
    loop {
        let t = lx.next()?;
        let eof = t.tok == Tok::Eof;
        toks.push(t);
        if eof {
            return Ok(toks);
        }
    }
}

impl<'a> Lexer<'_, 'a> {
    fn peek(&self, k: usize) -> u8 {
        self.b.get(self.i + k).copied().unwrap_or(0)
    }

    fn err<T>(&self, pos: usize, msg: impl Into<String>) -> Result<T, Diagnostic> {
        Err(self.sm.error(pos, msg))
    }

    /// Describes the character at `pos` for an error message.
    fn found(&self, pos: usize) -> String {
        match self.src.get(pos..).and_then(|s| s.chars().next()) {
            None => "end of file".into(),
            Some('\n') => "end of line".into(),
            Some(c) => format!("`{}`", c.escape_debug()),
        }
    }

    fn next(&mut self) -> Result<Token<'a>, Diagnostic> {
        loop {
            match self.peek(0) {
                b' ' | b'\t' | b'\r' => self.i += 1,
                b';' => {
                    while self.i < self.b.len() && self.b[self.i] != b'\n' {
                        self.i += 1;
                    }
                }
                _ => break,
            }
        }
        let pos = self.i;
        let tok = if self.i >= self.b.len() {
            Tok::Eof
        } else {
            self.token(pos)?
        };
        Ok(Token {
            tok,
            pos,
            end: self.i,
        })
    }

    fn token(&mut self, pos: usize) -> Result<Tok<'a>, Diagnostic> {
        let c = self.peek(0);
        match c {
            b'\n' => {
                self.i += 1;
                Ok(Tok::Newline)
            }
            b'(' | b')' | b'[' | b']' | b'{' | b'}' | b'<' | b'>' | b',' | b':' | b'=' | b'+' => {
                self.i += 1;
                Ok(Tok::Punct(c))
            }
            b'-' if self.peek(1) == b'>' => {
                self.i += 2;
                Ok(Tok::Arrow)
            }
            b'-' if self.peek(1).is_ascii_digit() => self.number(pos),
            b'-' => {
                self.i += 1;
                Ok(Tok::Punct(c))
            }
            b'.' if self.peek(1) == b'.' && self.peek(2) == b'.' => {
                self.i += 3;
                Ok(Tok::Ellipsis)
            }
            b'"' => Ok(Tok::Str(self.string()?)),
            b'c' if self.peek(1) == b'"' => {
                self.i += 1;
                Ok(Tok::CStr(self.string()?))
            }
            b'%' => {
                self.i += 1;
                Ok(Tok::Value(self.name(pos, false)?))
            }
            b'^' => {
                self.i += 1;
                Ok(Tok::Block(self.name(pos, true)?))
            }
            b'@' => {
                self.i += 1;
                if self.peek(0) == b'"' {
                    let s = self.string()?;
                    return self.utf8(pos, s).map(Tok::Sym);
                }
                let w = self.word();
                if w.is_empty() {
                    return self.err(
                        self.i,
                        format!(
                            "expected a symbol name after `@`, found {}",
                            self.found(self.i)
                        ),
                    );
                }
                Ok(Tok::Sym(w.to_string()))
            }
            b'0'..=b'9' => self.number(pos),
            c if c.is_ascii_alphabetic() || c == b'_' => {
                while self.peek(0).is_ascii_alphanumeric() || matches!(self.peek(0), b'_' | b'.') {
                    self.i += 1;
                }
                Ok(Tok::Ident(&self.src[pos..self.i]))
            }
            _ => self.err(pos, format!("unexpected character {}", self.found(pos))),
        }
    }

    /// A run of bare-name characters.
    fn word(&mut self) -> &'a str {
        let start = self.i;
        while is_name_char(self.peek(0)) {
            self.i += 1;
        }
        &self.src[start..self.i]
    }

    fn utf8(&self, pos: usize, bytes: Vec<u8>) -> Result<String, Diagnostic> {
        String::from_utf8(bytes)
            .or_else(|_| self.err(pos, "expected a name in UTF-8, found invalid UTF-8 bytes"))
    }

    /// The name after `%` or `^` (the sigil is consumed; `pos` is its offset).
    fn name(&mut self, pos: usize, block: bool) -> Result<Name, Diagnostic> {
        let sigil = if block { '^' } else { '%' };
        let name = if self.peek(0) == b'"' {
            let s = self.string()?;
            Name::Named(self.utf8(pos, s)?, 0)
        } else if !block && self.peek(0).is_ascii_digit() {
            let w = self.word();
            if !w.bytes().all(|b| b.is_ascii_digit()) {
                return self.err(pos, format!("expected a number or a name after `%`, found `{w}` (quote names that start with a digit)"));
            }
            return Ok(Name::Anon(w.to_string()));
        } else {
            let w = self.word();
            if w.is_empty() {
                return self.err(
                    self.i,
                    format!(
                        "expected a name after `{sigil}`, found {}",
                        self.found(self.i)
                    ),
                );
            }
            if block && is_generated_block(w) {
                return Ok(Name::Anon(w.to_string()));
            }
            Name::Named(w.to_string(), 0)
        };
        let Name::Named(s, _) = name else {
            return Ok(name);
        };
        if self.peek(0) != b'#' {
            return Ok(Name::Named(s, 0));
        }
        self.i += 1;
        let start = self.i;
        while self.peek(0).is_ascii_digit() {
            self.i += 1;
        }
        match self.src[start..self.i].parse::<u32>() {
            Ok(n) if n > 0 => Ok(Name::Named(s, n)),
            _ => self.err(
                start,
                format!(
                    "expected a positive number after `#`, found {}",
                    self.found(start)
                ),
            ),
        }
    }

    /// A quoted string starting at the current `"`; escapes are `\XX`.
    fn string(&mut self) -> Result<Vec<u8>, Diagnostic> {
        let start = self.i;
        self.i += 1;
        let mut out = Vec::new();
        loop {
            if self.i >= self.b.len() || self.peek(0) == b'\n' {
                return self.err(
                    start,
                    "unterminated string: expected `\"` before the end of the line",
                );
            }
            match self.peek(0) {
                b'"' => {
                    self.i += 1;
                    return Ok(out);
                }
                b'\\' => {
                    let hex = |c: u8| (c as char).to_digit(16);
                    match (hex(self.peek(1)), hex(self.peek(2))) {
                        (Some(h), Some(l)) => out.push((h * 16 + l) as u8),
                        _ => {
                            return self.err(
                                self.i,
                                "invalid escape: expected `\\` followed by two hex digits",
                            )
                        }
                    }
                    self.i += 3;
                }
                c => {
                    out.push(c);
                    self.i += 1;
                }
            }
        }
    }

    /// `-?digits[.digits][e[+-]digits]` or `0x` hex digits.
    fn number(&mut self, pos: usize) -> Result<Tok<'a>, Diagnostic> {
        if self.peek(0) == b'-' {
            self.i += 1;
        }
        if self.peek(0) == b'0' && matches!(self.peek(1), b'x' | b'X') {
            self.i += 2;
            let start = self.i;
            while self.peek(0).is_ascii_hexdigit() {
                self.i += 1;
            }
            if self.i == start {
                return self.err(
                    start,
                    format!(
                        "expected hex digits after `0x`, found {}",
                        self.found(start)
                    ),
                );
            }
        } else {
            while self.peek(0).is_ascii_digit() {
                self.i += 1;
            }
            if self.peek(0) == b'.' && self.peek(1).is_ascii_digit() {
                self.i += 1;
                while self.peek(0).is_ascii_digit() {
                    self.i += 1;
                }
            }
            if matches!(self.peek(0), b'e' | b'E') {
                let k = if matches!(self.peek(1), b'+' | b'-') {
                    2
                } else {
                    1
                };
                if self.peek(k).is_ascii_digit() {
                    self.i += k;
                    while self.peek(0).is_ascii_digit() {
                        self.i += 1;
                    }
                }
            }
        }
        if self.peek(0).is_ascii_alphanumeric() || matches!(self.peek(0), b'_' | b'.') {
            return self.err(
                self.i,
                format!(
                    "malformed number: unexpected {} after `{}`",
                    self.found(self.i),
                    &self.src[pos..self.i]
                ),
            );
        }
        Ok(Tok::Num(&self.src[pos..self.i]))
    }
}
