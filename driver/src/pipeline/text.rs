//! Pipelines as values and as text.
//!
//! Grammar (LLVM's new-pass-manager syntax, with cicc's `nvopt<...>`):
//!
//! ```text
//! pipeline := element (',' element)*
//! element  := level | pass
//! level    := ('nvopt' | 'default') '<' LEVEL '>' ['(' pass (',' pass)* ')']
//! pass     := NAME ['<' param (';' param)* '>']
//! param    := WORD | WORD '=' VALUE
//! ```
//!
//! `nvopt<O2>` alone stands for the level's current pass list; with a
//! parenthesized list it is that list run with the level's forced options.
//! Printing always writes levels expanded, so `--print-pipeline-passes`
//! shows every pass and `parse(print(p)) == p` (tested).

use std::fmt;

use super::passes::{ParamKind, PassId};

/// An optimization level: `nvopt<O0>` .. `nvopt<O3>`, `nvopt<Ofcmax>`,
/// `nvopt<Ofcmid>`, `nvopt<Ofcmin>`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// No optimization.
    O0,
    /// Tier 1: conservative.
    O1,
    /// Tier 2: full (the default).
    O2,
    /// Tier 3: aggressive.
    O3,
    /// Fast compile, maximum speed.
    Ofcmax,
    /// Fast compile, medium.
    Ofcmid,
    /// Fast compile, closest to full optimization.
    Ofcmin,
}

impl Level {
    /// Every level, in the order the docs list them.
    pub const ALL: [Level; 7] = [
        Level::O0,
        Level::O1,
        Level::O2,
        Level::O3,
        Level::Ofcmax,
        Level::Ofcmid,
        Level::Ofcmin,
    ];

    /// `O2`, `Ofcmax`, ...
    pub fn name(self) -> &'static str {
        match self {
            Level::O0 => "O0",
            Level::O1 => "O1",
            Level::O2 => "O2",
            Level::O3 => "O3",
            Level::Ofcmax => "Ofcmax",
            Level::Ofcmid => "Ofcmid",
            Level::Ofcmin => "Ofcmin",
        }
    }

    /// The level called `s` (`O2`, `Ofcmax`).
    pub fn by_name(s: &str) -> Option<Level> {
        Level::ALL.iter().copied().find(|l| l.name() == s)
    }

    /// The passes the level runs today.
    ///
    /// The verifier always runs after import, outside the pipeline (cicc's
    /// phase 0 Verifier); `verify` may be named in `--passes` to check again
    /// between passes. Every level but O0 promotes allocas (mem2reg, the
    /// part of SROA warpsat needs) and but Ofcmax then infers address
    /// spaces (`infer-address-spaces`, cicc's memory-space-opt); O1..O3
    /// then run `egraph<algebra;fusion>`, Ofcmid and Ofcmin `egraph<algebra>`; the levels also differ in the
    /// options they force ([`Level::forced_options`]). What the seed says
    /// each level will add as the passes land:
    /// - `O0`: nothing more (cicc: infrastructure passes and final cleanup).
    /// - `Ofcmax`: nothing more (cicc: Sinking2(fast) and minimal
    ///   canonicalization; LSA and memory-space-opt forced off; no remat).
    /// - `Ofcmid`: inline, simplifycfg, `egraph<algebra>`, remat (seed 000:
    ///   IR remat runs at Ofcmid, machine remat does not).
    /// - `Ofcmin`: as Ofcmid plus loop-unroll (more aggressive loop settings).
    /// - `O1` (tier 1): inline, simplifycfg, `egraph<algebra;fusion;remat>`,
    ///   nv-remat-block; no loop unswitching/index splitting.
    /// - `O2` (tier 2): O1 plus loop-unroll, loop-vectorize and the full
    ///   egraph rule sets (ivdemote, nlo, slp).
    /// - `O3` (tier 3): O2 with feature escalation (more inlining and
    ///   unrolling candidates).
    pub fn passes(self) -> Vec<PassSpec> {
        let egraph = |sets: &[&str]| PassSpec {
            pass: PassId::Egraph,
            params: sets
                .iter()
                .map(|s| Param {
                    key: s.to_string(),
                    value: None,
                })
                .collect(),
        };
        match self {
            Level::O0 => Vec::new(),
            Level::Ofcmax => vec![PassSpec::new(PassId::Mem2reg)],
            Level::Ofcmid | Level::Ofcmin => vec![
                PassSpec::new(PassId::Inline),
                PassSpec::new(PassId::SimplifyCfg),
                PassSpec::new(PassId::Sroa),
                PassSpec::new(PassId::Mem2reg),
                PassSpec::new(PassId::InferAddressSpaces),
                egraph(&["algebra"]),
            ],
            Level::O1 => vec![
                PassSpec::new(PassId::Inline),
                PassSpec::new(PassId::SimplifyCfg),
                PassSpec::new(PassId::Sroa),
                PassSpec::new(PassId::Mem2reg),
                PassSpec::new(PassId::InferAddressSpaces),
                PassSpec::new(PassId::CorrelatedPropagation),
                PassSpec::new(PassId::LoopReduce),
                egraph(&["algebra", "fusion", "forward"]),
            ],
            Level::O2 | Level::O3 => vec![
                PassSpec::new(PassId::Inline),
                PassSpec::new(PassId::SimplifyCfg),
                PassSpec::new(PassId::Sroa),
                PassSpec::new(PassId::Mem2reg),
                PassSpec::new(PassId::InferAddressSpaces),
                PassSpec::new(PassId::CorrelatedPropagation),
                PassSpec {
                    pass: PassId::LoopUnroll,
                    params: vec![Param {
                        key: self.name().to_string(),
                        value: None,
                    }],
                },
                PassSpec::new(PassId::BaseAddressSr),
                PassSpec::new(PassId::LoopReduce),
                egraph(&[
                    "algebra", "fusion", "forward", "nlo", "ivdemote", "slp", "remat",
                ]),
            ],
        }
    }

    /// Pass options the level forces, whatever `-opt` says (seed 002:
    /// Ofcmax forces `-lsa-opt=0 -memory-space-opt=0`; seed 000: no remat
    /// at O0/Ofcmax, no machine remat at Ofcmid).
    pub fn forced_options(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Level::O0 => &[("do-remat", "0"), ("nv-remat-block", "0")],
            Level::Ofcmax => &[
                ("lsa-opt", "0"),
                ("memory-space-opt", "0"),
                ("do-remat", "0"),
                ("nv-remat-block", "0"),
            ],
            Level::Ofcmid => &[("nv-remat-block", "0")],
            _ => &[],
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "nvopt<{}>", self.name())
    }
}

/// One `<...>` parameter: `word` or `word=value`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Param {
    /// The word before `=`.
    pub key: String,
    /// What follows `=`, if anything.
    pub value: Option<String>,
}

/// A pass with its parameters, as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassSpec {
    /// Which pass.
    pub pass: PassId,
    /// Its parameters, in the order given.
    pub params: Vec<Param>,
}

impl PassSpec {
    /// A pass without parameters.
    pub fn new(pass: PassId) -> PassSpec {
        PassSpec {
            pass,
            params: Vec::new(),
        }
    }

    /// Whether flag `key` is given.
    pub fn has_flag(&self, key: &str) -> bool {
        self.params
            .iter()
            .any(|p| p.key == key && p.value.is_none())
    }

    /// The value of `key=value`, if given (the last one wins).
    pub fn value(&self, key: &str) -> Option<&str> {
        self.params
            .iter()
            .rev()
            .find(|p| p.key == key)
            .and_then(|p| p.value.as_deref())
    }
}

impl fmt::Display for PassSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.pass.name())?;
        if !self.params.is_empty() {
            f.write_str("<")?;
            for (i, p) in self.params.iter().enumerate() {
                if i > 0 {
                    f.write_str(";")?;
                }
                f.write_str(&p.key)?;
                if let Some(v) = &p.value {
                    write!(f, "={v}")?;
                }
            }
            f.write_str(">")?;
        }
        Ok(())
    }
}

/// A top-level pipeline element.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Element {
    /// A level with the passes it runs.
    Level(Level, Vec<PassSpec>),
    /// A single pass.
    Pass(PassSpec),
}

/// A pipeline: what `--passes` or `-O#` asks for.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Pipeline {
    /// Elements in order.
    pub elements: Vec<Element>,
}

impl Pipeline {
    /// The pipeline of a level.
    pub fn level(l: Level) -> Pipeline {
        Pipeline {
            elements: vec![Element::Level(l, l.passes())],
        }
    }

    /// Every pass in run order.
    pub fn passes(&self) -> impl Iterator<Item = &PassSpec> {
        self.elements.iter().flat_map(|e| match e {
            Element::Level(_, ps) => ps.iter().collect::<Vec<_>>(),
            Element::Pass(p) => vec![p],
        })
    }

    /// Levels named in the pipeline, in order.
    pub fn levels(&self) -> impl Iterator<Item = Level> + '_ {
        self.elements.iter().filter_map(|e| match e {
            Element::Level(l, _) => Some(*l),
            Element::Pass(_) => None,
        })
    }

    /// Inserts `p` before everything else.
    pub fn prepend(&mut self, p: PassSpec) {
        self.elements.insert(0, Element::Pass(p));
    }
}

impl fmt::Display for Pipeline {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.elements.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            match e {
                Element::Pass(p) => write!(f, "{p}")?,
                Element::Level(l, ps) => {
                    write!(f, "{l}(")?;
                    for (j, p) in ps.iter().enumerate() {
                        if j > 0 {
                            f.write_str(",")?;
                        }
                        write!(f, "{p}")?;
                    }
                    f.write_str(")")?;
                }
            }
        }
        Ok(())
    }
}

/// Splits `s` at top-level `sep` (outside `<>` and `()`); `None` when the
/// brackets do not balance.
fn split_top(s: &str, sep: char) -> Option<Vec<&str>> {
    let mut out = Vec::new();
    let (mut angle, mut paren, mut start) = (0i32, 0i32, 0);
    for (i, c) in s.char_indices() {
        match c {
            '<' => angle += 1,
            '>' => angle -= 1,
            '(' => paren += 1,
            ')' => paren -= 1,
            c if c == sep && angle == 0 && paren == 0 => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
        if angle < 0 || paren < 0 {
            return None;
        }
    }
    if angle != 0 || paren != 0 {
        return None;
    }
    out.push(&s[start..]);
    Some(out)
}

/// Parses pipeline text; errors use LLVM's and the seed's wording
/// (`unknown pass name 'x'`, `invalid Egraph pass parameter 'x'`).
pub fn parse(text: &str) -> Result<Pipeline, String> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(Pipeline::default());
    }
    let parts = split_top(text, ',')
        .ok_or_else(|| format!("invalid pipeline '{text}': unbalanced brackets"))?;
    let mut elements = Vec::new();
    for part in parts {
        let part = part.trim();
        if part.is_empty() {
            return Err(format!("invalid pipeline '{text}': empty pass name"));
        }
        elements.push(parse_element(part)?);
    }
    Ok(Pipeline { elements })
}

fn parse_element(s: &str) -> Result<Element, String> {
    for prefix in ["nvopt<", "default<"] {
        let Some(rest) = s.strip_prefix(prefix) else {
            continue;
        };
        let (level, tail) = rest
            .split_once('>')
            .ok_or_else(|| format!("invalid pipeline element '{s}'"))?;
        let l = Level::by_name(level).ok_or_else(|| {
            format!(
                "invalid optimization level '{level}' in '{s}' (expected O0, O1, O2, O3, Ofcmax, Ofcmid or Ofcmin)"
            )
        })?;
        let tail = tail.trim();
        if tail.is_empty() {
            return Ok(Element::Level(l, l.passes()));
        }
        let inner = tail
            .strip_prefix('(')
            .and_then(|t| t.strip_suffix(')'))
            .ok_or_else(|| format!("invalid pipeline element '{s}'"))?;
        let mut passes = Vec::new();
        if !inner.trim().is_empty() {
            for p in
                split_top(inner, ',').ok_or_else(|| format!("invalid pipeline element '{s}'"))?
            {
                match parse_element(p.trim())? {
                    Element::Pass(p) => passes.push(p),
                    Element::Level(..) => {
                        return Err(format!("a level cannot be nested in another: '{s}'"))
                    }
                }
            }
        }
        return Ok(Element::Level(l, passes));
    }
    parse_pass(s).map(Element::Pass)
}

fn parse_pass(s: &str) -> Result<PassSpec, String> {
    let (name, params) = match s.split_once('<') {
        Some((n, rest)) => {
            let inner = rest
                .strip_suffix('>')
                .ok_or_else(|| format!("invalid pipeline element '{s}'"))?;
            (n, Some(inner))
        }
        None => (s, None),
    };
    if name.contains(['(', ')', '>']) {
        return Err(format!("invalid pipeline element '{s}'"));
    }
    let pass = PassId::by_name(name).ok_or_else(|| format!("unknown pass name '{name}'"))?;
    let info = pass.info();
    let mut spec = PassSpec::new(pass);
    let Some(inner) = params else {
        return Ok(spec);
    };
    let bad = |p: &str, why: &str| format!("invalid {} pass parameter '{p}'{why}", info.class);
    for p in split_top(inner, ';').ok_or_else(|| bad(inner, ""))? {
        let (key, value) = match p.split_once('=') {
            Some((k, v)) => (k, Some(v)),
            None => (p, None),
        };
        let Some(pi) = info.params.iter().find(|x| x.name == key) else {
            return Err(bad(p, ""));
        };
        match (pi.kind, value) {
            (ParamKind::Flag, None) => {}
            (ParamKind::Flag, Some(_)) => return Err(bad(p, " (takes no value)")),
            (ParamKind::Uint, Some(v)) if v.parse::<u32>().is_ok() => {}
            (ParamKind::Uint, _) => {
                return Err(bad(
                    p,
                    &format!(" (expected {key}=N, N an unsigned integer)"),
                ))
            }
            (ParamKind::Names, Some(v))
                if !v.is_empty()
                    && v.split(',').all(|n| {
                        !n.is_empty()
                            && n.chars().all(|c| {
                                c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$' | '-')
                            })
                    }) => {}
            (ParamKind::Names, _) => {
                return Err(bad(p, &format!(" (expected {key}=NAME[,NAME...])")))
            }
            (ParamKind::Word, Some(v))
                if !v.is_empty()
                    && v.chars().all(|c| {
                        c.is_ascii_alphanumeric() || matches!(c, ':' | '.' | '-' | '_')
                    }) => {}
            (ParamKind::Word, _) => return Err(bad(p, &format!(" (expected {key}=WORD)"))),
        }
        spec.params.push(Param {
            key: key.to_string(),
            value: value.map(str::to_string),
        });
    }
    Ok(spec)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roundtrip(text: &str) -> Pipeline {
        let p = parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let printed = p.to_string();
        assert_eq!(parse(&printed).unwrap(), p, "{text} -> {printed}");
        assert_eq!(parse(&printed).unwrap().to_string(), printed);
        p
    }

    #[test]
    fn levels_and_passes_round_trip() {
        for l in Level::ALL {
            let p = Pipeline::level(l);
            assert_eq!(parse(&p.to_string()).unwrap(), p);
            assert_eq!(roundtrip(&format!("nvopt<{}>", l.name())), p);
            assert_eq!(roundtrip(&format!("default<{}>", l.name())), p);
        }
        roundtrip("mem2reg,verify");
        roundtrip("select-kernels<kernels=a,b_c>,globaldce,nvopt<O3>,verify");
        roundtrip("egraph<algebra;fusion;iter-limit=30>,loop-unroll<O3;no-partial>");
        roundtrip("nvopt<Ofcmax>(mem2reg),nvopt<O1>()");
        assert_eq!(roundtrip("").elements.len(), 0);
        // Every pass and every parameter of the registry.
        for &id in PassId::ALL {
            let info = id.info();
            let params: Vec<String> = info
                .params
                .iter()
                .map(|p| match p.kind {
                    ParamKind::Flag => p.name.to_string(),
                    ParamKind::Uint => format!("{}=7", p.name),
                    ParamKind::Names => format!("{}=f,g", p.name),
                    ParamKind::Word => format!("{}=dag", p.name),
                })
                .collect();
            roundtrip(info.name);
            if !params.is_empty() {
                roundtrip(&format!("{}<{}>", info.name, params.join(";")));
            }
        }
    }

    #[test]
    fn errors_use_the_seed_wording() {
        let e = |t: &str| parse(t).unwrap_err();
        assert_eq!(e("mem2reg,frobnicate"), "unknown pass name 'frobnicate'");
        assert_eq!(e("egraph<bogus>"), "invalid Egraph pass parameter 'bogus'");
        assert_eq!(e("mem2reg<x>"), "invalid Mem2Reg pass parameter 'x'");
        assert!(e("loop-unroll<full-unroll-max=x>")
            .starts_with("invalid LoopUnroll pass parameter 'full-unroll-max=x'"));
        assert!(e("egraph<algebra=1>").contains("takes no value"));
        assert!(e("nvopt<O4>").contains("invalid optimization level 'O4'"));
        assert!(e("mem2reg,,verify").contains("empty pass name"));
        assert!(e("egraph<algebra").contains("unbalanced"));
        assert!(e("nvopt<O2>(nvopt<O1>)").contains("nested"));
        assert!(e("select-kernels<kernels=>").contains("expected kernels=NAME"));
    }
}
