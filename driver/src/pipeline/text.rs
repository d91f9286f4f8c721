//! Pipelines as values and as text.
//!
//! Grammar (LLVM's new-pass-manager syntax, with cicc's `nvopt<...>`):
//!
//! ```text
//! pipeline := element (',' element)*
//! element  := level | pass
//! level    := ('nvopt' | 'default') '<' LEVEL [';' PATH] '>' ['(' pass (',' pass)* ')']
//! pass     := NAME ['<' param (';' param)* '>']
//! param    := WORD | WORD '=' VALUE
//! ```
//!
//! PATH is seed 002's input path (`default`, `mid`, `ptx`; [`InputPath`]),
//! printed only when it is not `default`. `nvopt<O2>` alone stands for the
//! level's current pass list; with a
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

    /// The passes the level runs on input reaching it by `path`.
    ///
    /// The verifier always runs after import, outside the pipeline (cicc's
    /// phase 0 Verifier); `verify` may be named in `--passes` to check again
    /// between passes. Seed 002's tiers, as warpsat builds them:
    /// - `O0`: nothing (cicc: infrastructure passes and final cleanup).
    /// - `Ofcmax`: mem2reg only (LSA and memory-space-opt forced off).
    /// - `Ofcmid`, `Ofcmin`: inline, simplifycfg, sroa, mem2reg,
    ///   infer-address-spaces, `egraph<algebra>`.
    /// - `O1` (Tier 0 + tier 1): constmerge, inline, asm-sreg, byval-copy,
    ///   simplifycfg, memcpyopt, sroa,
    ///   mem2reg, infer-address-spaces, sccp, correlated-propagation,
    ///   verify (Tier 0's NVVMVerifier after the value clean-ups), loop-reduce,
    ///   dse, `egraph<algebra;fusion;forward>`.
    /// - `O2` (tier 2): O1 plus loop-unswitch, loop-index-split,
    ///   `loop-unroll<O2>`, base-address-sr and the full rule sets (nlo,
    ///   ivdemote, slp, remat); tier 2's Sink is the e-graph's placement
    ///   ([`tier0_equivalents`]).
    /// - `O3` (tier 3): O2 with `loop-unroll<O3>`, tailcallelim first, and
    ///   the feature escalation: barrier-opt after unrolling and the late
    ///   `infer-address-spaces<second-time>`.
    ///
    /// The "mid" path (IR straight from a front end) first cleans every
    /// function up (constmerge, memcpyopt, sroa, mem2reg, simplifycfg, sccp) so that
    /// the inliner sees callees at their real size; the "ptx" path (IR
    /// already optimized, to be lowered) is the light list: simplifycfg,
    /// mem2reg, infer-address-spaces, `egraph<algebra>`.
    pub fn passes(self, path: InputPath) -> Vec<PassSpec> {
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
        let with = |p: PassId, flag: &str| PassSpec {
            pass: p,
            params: vec![Param {
                key: flag.to_string(),
                value: None,
            }],
        };
        use PassId::*;
        let new = PassSpec::new;
        let mut list = match (self, path) {
            (Level::O0, _) => return Vec::new(),
            (Level::Ofcmax, _) => return vec![new(Mem2reg)],
            (_, InputPath::Ptx) => {
                return vec![
                    new(SimplifyCfg),
                    new(Mem2reg),
                    new(InferAddressSpaces),
                    egraph(&["algebra"]),
                ]
            }
            (Level::Ofcmid | Level::Ofcmin, _) => vec![
                new(Inline),
                new(SimplifyCfg),
                new(Sroa),
                new(Mem2reg),
                new(InferAddressSpaces),
                egraph(&["algebra"]),
            ],
            (Level::O1, _) => vec![
                new(ConstMerge),
                new(Inline),
                new(AsmSreg),
                new(ByvalCopy),
                new(SimplifyCfg),
                new(MemCpyOpt),
                new(Sroa),
                new(Mem2reg),
                new(InferAddressSpaces),
                new(Sccp),
                new(CorrelatedPropagation),
                new(Mem2reg),
                new(Verify),
                new(LicmPromote),
                new(LoopVectorize),
                new(LoopReduce),
                new(Dse),
                egraph(&["algebra", "fusion", "forward"]),
                new(Adce),
                new(StackColoring),
            ],
            (Level::O2 | Level::O3, _) => {
                let mut l = vec![
                    new(ConstMerge),
                    new(Inline),
                    new(AsmSreg),
                    new(ByvalCopy),
                    new(SimplifyCfg),
                    new(MemCpyOpt),
                    new(Sroa),
                    new(Mem2reg),
                    new(InferAddressSpaces),
                    new(Sccp),
                    new(CorrelatedPropagation),
                    // Again: branches sccp decided (an `isspacep` test
                    // folded) may have held the last non-load/store use
                    // of an alloca.
                    new(Mem2reg),
                    new(Verify),
                    new(LoopUnswitch),
                    new(LoopIndexSplit),
                    new(LicmPromote),
                    PassSpec {
                        pass: LoopUnroll,
                        params: [self.name(), "full-only"]
                            .map(|k| Param {
                                key: k.to_string(),
                                value: None,
                            })
                            .to_vec(),
                    },
                    new(LoopVectorize),
                    with(LoopUnroll, self.name()),
                ];
                if self == Level::O3 {
                    l.insert(0, new(TailCallElim));
                    l.push(new(BarrierOpt));
                }
                l.push(new(BaseAddressSr));
                if self == Level::O3 {
                    l.push(with(InferAddressSpaces, "second-time"));
                }
                l.extend([
                    new(LoopReduce),
                    new(Dse),
                    egraph(&[
                        "algebra", "fusion", "forward", "nlo", "ivdemote", "slp", "remat",
                    ]),
                    new(Adce),
                    new(LoadHoist),
                    new(PressureHoist),
                    new(StackColoring),
                ]);
                l
            }
        };
        if path == InputPath::Mid {
            let pre = [
                new(ConstMerge),
                new(MemCpyOpt),
                new(Sroa),
                new(Mem2reg),
                new(SimplifyCfg),
                new(Sccp),
            ];
            list.retain(|p| p.pass != ConstMerge);
            list.splice(0..0, pre);
        }
        list
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

/// Seed 002's three input paths (cicc's language string): which pass list
/// a level runs.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default, clap::ValueEnum)]
pub enum InputPath {
    /// General IR: the level's list.
    #[default]
    Default,
    /// IR straight from a front end (clang -O0, NVVM's front end): the
    /// level's list after a clean-up of every function.
    Mid,
    /// IR already optimized, to be lowered: the light list.
    Ptx,
}

impl InputPath {
    /// Every path.
    pub const ALL: [InputPath; 3] = [InputPath::Default, InputPath::Mid, InputPath::Ptx];

    /// `default`, `mid` or `ptx`.
    pub fn name(self) -> &'static str {
        match self {
            InputPath::Default => "default",
            InputPath::Mid => "mid",
            InputPath::Ptx => "ptx",
        }
    }

    /// The path called `s`.
    pub fn by_name(s: &str) -> Option<InputPath> {
        InputPath::ALL.into_iter().find(|p| p.name() == s)
    }

    /// The path the input text asks for: "mid" when it looks like a front
    /// end's unoptimized output (a function attribute group with
    /// `optnone`, or clang's `%x.addr = alloca` spills of parameters),
    /// otherwise "default". "ptx" is only chosen by `--lang=ptx`.
    pub fn detect(src: &str) -> InputPath {
        let optnone = src
            .lines()
            .any(|l| l.starts_with("attributes #") && l.contains(" optnone"));
        let spills = src.contains(".addr = alloca");
        if optnone || spills {
            InputPath::Mid
        } else {
            InputPath::Default
        }
    }
}

/// Seed 002's Tier 0 passes that are not passes of their own in warpsat,
/// and what does their work: (cicc's pass, where warpsat does it).
/// `--print-pipeline-passes` prints this table after the pipeline.
pub fn tier0_equivalents() -> &'static [(&'static str, &'static str)] {
    &[
        ("BreakCriticalEdges", "instruction selection: an edge that carries block-argument copies gets its own block"),
        ("IPConstantPropagation", "inline: constants reach callees through inlining"),
        ("GVN, NewGVN/GVNHoist", "egraph: hash-consing merges equal values; egraph<forward> forwards stored values to loads"),
        ("NVVMReflect", "import: __nvvm_reflect answers from -ftz/-prec-div/-prec-sqrt and the module flags"),
        ("NVVMPredicateOpt, InstCombine, InstructionSimplify, EarlyCSE, Reassociate", "egraph<algebra>: rewrite rules, hash-consing and loop-aware reassociation"),
        ("Sink, NVVMSinking2", "egraph: elaboration places each value in the latest block dominating its uses"),
        ("LICM", "egraph: elaboration hoists loop-invariant values to the loop's entering block (-opt -do-licm); licm is also a pass"),
        ("LoopSimplify", "the loop passes find each loop's entering block themselves"),
        ("DCE", "egraph: extraction keeps only what effects and terminators use (adce then removes dead branches); instruction selection drops unused PTX"),
        ("NVVMRematerialization", "egraph<remat>: occupancy-aware extraction, then nv-remat-block on the PTX"),
        ("NVVMPeephole, NVVMLateOpt", "instruction selection's PTX clean-ups: copy folding and dead-code removal"),
        ("FunctionAttrs", "none: warpsat infers no function attributes"),
    ]
}

/// One `<...>` parameter: `word` or `word=value`./// One `<...>` parameter: `word` or `word=value`.
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
    /// A level, the input path it was expanded for, and the passes it runs.
    Level(Level, InputPath, Vec<PassSpec>),
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
    /// The pipeline of a level on input reaching it by `path`.
    pub fn level(l: Level, path: InputPath) -> Pipeline {
        Pipeline {
            elements: vec![Element::Level(l, path, l.passes(path))],
        }
    }

    /// Every pass in run order.
    pub fn passes(&self) -> impl Iterator<Item = &PassSpec> {
        self.elements.iter().flat_map(|e| match e {
            Element::Level(_, _, ps) => ps.iter().collect::<Vec<_>>(),
            Element::Pass(p) => vec![p],
        })
    }

    /// Levels named in the pipeline, in order.
    pub fn levels(&self) -> impl Iterator<Item = Level> + '_ {
        self.elements.iter().filter_map(|e| match e {
            Element::Level(l, _, _) => Some(*l),
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
                Element::Level(l, path, ps) => {
                    match path {
                        InputPath::Default => write!(f, "{l}(")?,
                        p => write!(f, "nvopt<{};{}>(", l.name(), p.name())?,
                    }
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
        let (level, path) = match level.split_once(';') {
            Some((l, p)) => (
                l,
                InputPath::by_name(p).ok_or_else(|| {
                    format!("invalid input path '{p}' in '{s}' (expected default, mid or ptx)")
                })?,
            ),
            None => (level, InputPath::Default),
        };
        let l = Level::by_name(level).ok_or_else(|| {
            format!(
                "invalid optimization level '{level}' in '{s}' (expected O0, O1, O2, O3, Ofcmax, Ofcmid or Ofcmin)"
            )
        })?;
        let tail = tail.trim();
        if tail.is_empty() {
            return Ok(Element::Level(l, path, l.passes(path)));
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
        return Ok(Element::Level(l, path, passes));
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
            let p = Pipeline::level(l, InputPath::Default);
            assert_eq!(parse(&p.to_string()).unwrap(), p);
            assert_eq!(roundtrip(&format!("nvopt<{}>", l.name())), p);
            assert_eq!(roundtrip(&format!("default<{}>", l.name())), p);
            for path in InputPath::ALL {
                let p = Pipeline::level(l, path);
                assert_eq!(
                    roundtrip(&format!("nvopt<{};{}>", l.name(), path.name())),
                    p
                );
            }
        }
        assert!(parse("nvopt<O2;frob>")
            .unwrap_err()
            .contains("invalid input path 'frob'"));
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
