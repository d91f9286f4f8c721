//! Located diagnostics.
//!
//! Every error a user can provoke with input names `file:line:col`, shows
//! the offending line with a caret under the column, and says what was
//! expected.

use std::fmt;

/// Maps byte offsets of a source text to lines and columns.
pub struct SourceMap<'a> {
    /// File name shown in messages.
    pub file: &'a str,
    /// The text.
    pub src: &'a str,
    line_starts: Vec<usize>,
}

impl<'a> SourceMap<'a> {
    /// Indexes `src`.
    pub fn new(file: &'a str, src: &'a str) -> Self {
        let mut line_starts = vec![0];
        line_starts.extend(src.match_indices('\n').map(|(i, _)| i + 1));
        SourceMap {
            file,
            src,
            line_starts,
        }
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.src.len());
        let line = self.line_starts.partition_point(|&s| s <= offset) - 1;
        let start = self.line_starts[line];
        let col = self
            .src
            .get(start..offset)
            .map_or(offset - start, |s| s.chars().count());
        (line + 1, col + 1)
    }

    /// A diagnostic at byte offset `offset`.
    pub fn error(&self, offset: usize, msg: impl Into<String>) -> Diagnostic {
        let (line, col) = self.line_col(offset);
        let start = self.line_starts[line - 1];
        let text = self.src[start..]
            .split('\n')
            .next()
            .unwrap_or("")
            .trim_end_matches('\r')
            .to_string();
        Diagnostic {
            file: self.file.to_string(),
            line,
            col,
            line_text: Some(text),
            msg: msg.into(),
        }
    }
}

/// An error with a place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// File name.
    pub file: String,
    /// 1-based line (0 when the error has no line).
    pub line: usize,
    /// 1-based column.
    pub col: usize,
    /// The source line, when known.
    pub line_text: Option<String>,
    /// The message; `unsupported: ...` for constructs not handled yet.
    pub msg: String,
}

impl Diagnostic {
    /// A diagnostic about a whole file or an IR entity without a source line.
    pub fn bare(file: impl Into<String>, msg: impl Into<String>) -> Diagnostic {
        Diagnostic {
            file: file.into(),
            line: 0,
            col: 0,
            line_text: None,
            msg: msg.into(),
        }
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            return write!(f, "{}: error: {}", self.file, self.msg);
        }
        writeln!(
            f,
            "{}:{}:{}: error: {}",
            self.file, self.line, self.col, self.msg
        )?;
        if let Some(text) = &self.line_text {
            let (shown, col) = clip_line(text, self.col);
            // Tabs are kept so the caret lines up under them.
            let pad: String = shown
                .chars()
                .take(col.saturating_sub(1))
                .map(|c| if c == '\t' { '\t' } else { ' ' })
                .collect();
            writeln!(f, "{shown}")?;
            write!(f, "{pad}^")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostic {}

/// Characters shown on each side of the column of a long source line.
const CLIP_CONTEXT: usize = 60;

/// A window of `text` around 1-based column `col` when the line is too long
/// to show whole (generated IR can put megabytes on one line), with `...`
/// where it was cut; returns the text and the column within it.
fn clip_line(text: &str, col: usize) -> (String, usize) {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() <= 4 * CLIP_CONTEXT {
        return (text.to_string(), col);
    }
    let at = col.saturating_sub(1).min(chars.len());
    let start = at.saturating_sub(CLIP_CONTEXT);
    let end = (at + CLIP_CONTEXT).min(chars.len());
    let mut out = String::new();
    if start > 0 {
        out.push_str("...");
    }
    out.extend(&chars[start..end]);
    if end < chars.len() {
        out.push_str("...");
    }
    let lead = if start > 0 { 3 } else { 0 };
    (out, at - start + lead + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_are_shown_around_the_column() {
        let line = format!("{}X{}", "a".repeat(1000), "b".repeat(1000));
        let src = format!("first\n{line}\n");
        let d = SourceMap::new("f.ll", &src).error(6 + 1000, "here");
        let shown = d.to_string();
        let lines: Vec<&str> = shown.lines().collect();
        assert!(lines[1].starts_with("...") && lines[1].ends_with("..."));
        assert!(lines[1].len() < 2 * CLIP_CONTEXT + 10, "{}", lines[1]);
        // The caret sits under the X.
        let caret = lines[2].find('^').unwrap();
        assert_eq!(lines[1].as_bytes()[caret], b'X');
    }

    #[test]
    fn caret_points_at_column() {
        let sm = SourceMap::new("a.ll", "first\n  %x = bad\n");
        let d = sm.error(10, "expected an instruction");
        assert_eq!((d.line, d.col), (2, 5));
        assert_eq!(
            d.to_string(),
            "a.ll:2:5: error: expected an instruction\n  %x = bad\n    ^"
        );
    }
}
