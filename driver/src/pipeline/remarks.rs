//! Optimization remarks, in LLVM's wording and YAML format.
//!
//! `-Rpass=REGEX` prints `Passed` remarks of passes whose name matches,
//! `-Rpass-missed=REGEX` the `Missed` ones, `-Rpass-analysis=REGEX` the
//! `Analysis` ones, to standard error as
//! `remark: FILE: in function @f: MESSAGE [-Rpass=mem2reg]`.
//! `--remarks-file=F.yaml` records every remark (whatever the filters,
//! like LLVM's `-pass-remarks-output`) as a stream of YAML documents
//! (`--- !Passed` ... `...`) that LLVM's remark tools read.
//!
//! Patterns are matched unanchored against the pass name, as LLVM does.

use regex_automata::meta::Regex;

/// Remark kinds (LLVM's `Passed`, `Missed`, `Analysis`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RemarkKind {
    /// A transformation was applied.
    Passed,
    /// A transformation was considered and not applied.
    Missed,
    /// Information from an analysis.
    Analysis,
}

impl RemarkKind {
    /// The YAML tag and flag spelling.
    pub fn tag(self) -> &'static str {
        match self {
            RemarkKind::Passed => "Passed",
            RemarkKind::Missed => "Missed",
            RemarkKind::Analysis => "Analysis",
        }
    }

    fn flag(self) -> &'static str {
        match self {
            RemarkKind::Passed => "-Rpass",
            RemarkKind::Missed => "-Rpass-missed",
            RemarkKind::Analysis => "-Rpass-analysis",
        }
    }
}

/// One remark.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Remark {
    /// Kind.
    pub kind: RemarkKind,
    /// Pass name (`mem2reg`).
    pub pass: &'static str,
    /// Remark name (`Promoted`).
    pub name: &'static str,
    /// Function, without `@`.
    pub function: String,
    /// The message.
    pub message: String,
}

/// What a pass should produce remarks for.
#[derive(Copy, Clone, Debug, Default)]
pub struct Want {
    /// Any remark is printed or recorded.
    pub any: bool,
}

impl Want {
    /// Whether any remark is wanted.
    pub fn any(self) -> bool {
        self.any
    }
}

/// Remark filters, sink and record.
#[derive(Debug, Default)]
pub struct Remarks {
    file: String,
    filters: [Option<(String, Regex)>; 3],
    record: bool,
    recorded: Vec<Remark>,
    /// mem2reg's verdicts already emitted: it runs twice per pipeline and
    /// the second run re-judges every alloca the first left.
    seen: std::collections::HashSet<Remark>,
}

fn kind_index(k: RemarkKind) -> usize {
    match k {
        RemarkKind::Passed => 0,
        RemarkKind::Missed => 1,
        RemarkKind::Analysis => 2,
    }
}

impl Remarks {
    /// Filters from `-Rpass`, `-Rpass-missed`, `-Rpass-analysis`; `record`
    /// keeps every remark for a remarks file. A bad pattern is an error
    /// naming the flag.
    pub fn new(
        file: &str,
        pass: Option<&str>,
        missed: Option<&str>,
        analysis: Option<&str>,
        record: bool,
    ) -> Result<Remarks, String> {
        let compile = |flag: &str, p: Option<&str>| -> Result<Option<(String, Regex)>, String> {
            p.map(|p| {
                Regex::new(p)
                    .map(|r| (p.to_string(), r))
                    .map_err(|e| format!("invalid regular expression '{p}' in {flag}=: {e}"))
            })
            .transpose()
        };
        Ok(Remarks {
            file: file.to_string(),
            filters: [
                compile("-Rpass", pass)?,
                compile("-Rpass-missed", missed)?,
                compile("-Rpass-analysis", analysis)?,
            ],
            record,
            recorded: Vec::new(),
            seen: Default::default(),
        })
    }

    fn matches(&self, kind: RemarkKind, pass: &str) -> bool {
        self.filters[kind_index(kind)]
            .as_ref()
            .is_some_and(|(_, r)| r.is_match(pass))
    }

    /// Whether `pass` should compute remarks at all.
    pub fn wants(&self, pass: &str) -> Want {
        Want {
            any: self.record
                || [RemarkKind::Passed, RemarkKind::Missed, RemarkKind::Analysis]
                    .iter()
                    .any(|&k| self.matches(k, pass)),
        }
    }

    /// Prints `r` if a filter selects it; records it for the remarks file.
    /// A mem2reg verdict identical to one emitted before is dropped (other
    /// passes may rightly say the same thing twice: two packs alike).
    pub fn emit(&mut self, r: Remark) {
        if r.pass == "mem2reg" && !self.seen.insert(r.clone()) {
            return;
        }
        if self.matches(r.kind, r.pass) {
            eprintln!(
                "remark: {}: in function @{}: {} [{}={}]",
                self.file,
                r.function,
                r.message,
                r.kind.flag(),
                r.pass
            );
        }
        if self.record {
            self.recorded.push(r);
        }
    }

    /// Remarks recorded so far.
    pub fn recorded(&self) -> &[Remark] {
        &self.recorded
    }

    /// The recorded remarks as LLVM remark YAML.
    pub fn to_yaml(&self) -> String {
        let mut out = String::new();
        for r in &self.recorded {
            out.push_str(&format!(
                "--- !{}\nPass:            {}\nName:            {}\nFunction:        {}\nArgs:\n  - String:          {}\n...\n",
                r.kind.tag(),
                yaml_scalar(r.pass),
                yaml_scalar(r.name),
                yaml_scalar(&r.function),
                yaml_quoted(&r.message)
            ));
        }
        out
    }
}

/// A plain scalar when safe, else single-quoted.
fn yaml_scalar(s: &str) -> String {
    if !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-' | '$'))
        && !s.starts_with(['-', '.'])
    {
        s.to_string()
    } else {
        yaml_quoted(s)
    }
}

fn yaml_quoted(s: &str) -> String {
    format!("'{}'", s.replace('\'', "''"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn filters_and_yaml() {
        let mut r = Remarks::new("k.ll", Some("mem2"), None, Some("^x$"), true).unwrap();
        assert!(r.wants("mem2reg").any());
        r.emit(Remark {
            kind: RemarkKind::Passed,
            pass: "mem2reg",
            name: "Promoted",
            function: "f".into(),
            message: "promoted alloca %x's".into(),
        });
        assert_eq!(
            r.to_yaml(),
            "--- !Passed\nPass:            mem2reg\nName:            Promoted\nFunction:        f\nArgs:\n  - String:          'promoted alloca %x''s'\n...\n"
        );
        let none = Remarks::new("k.ll", None, None, None, false).unwrap();
        assert!(!none.wants("mem2reg").any());
        assert!(Remarks::new("k.ll", Some("("), None, None, false)
            .unwrap_err()
            .contains("-Rpass="));
    }
}
