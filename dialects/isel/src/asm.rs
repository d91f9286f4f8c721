//! Inline PTX assembly: operands bound per the constraint string, the
//! template parsed into ptx statements inside a `{ }` scope.
//!
//! Constraint letters (LLVM's NVPTX set): `b` pred, `c`/`h` 16-bit, `r`
//! 32-bit, `l`/`N` 64-bit, `q` 128-bit, `f` f32, `d` f64, `n` immediate; an
//! input written as a digit is tied to that output. `$N` in the template is
//! operand N (outputs first), `$$` a dollar sign; `${:uid}` and the other
//! operand-free modifiers are expanded first ([`AsmData::expanded_template`]). `.reg` declarations in the
//! template become function registers renamed `<name>_asm<k>`, and labels
//! become blocks named the same way (so a template expanded twice defines
//! each label once per copy).

use rustc_hash::FxHashMap;

use super::func::{imm, reg, FnSel, R};
use super::regs;
use dialects::ir::*;
use ptx::{AddrBase, Mnemonic, Operand, PBlock, PtxInst, PtxType, Reg, RegClass, SpecialReg, Stmt};

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    Reg(String),
    Dollar(usize),
    Num(String),
    P(char),
    /// A string literal, quotes included (`.pragma "nounroll";`).
    Str(String),
}

fn lex(src: &str) -> R<Vec<Tok>> {
    let b: Vec<char> = src.chars().collect();
    let mut i = 0;
    let mut out = Vec::new();
    let word = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$' | ':');
    while i < b.len() {
        let c = b[i];
        if c.is_whitespace() {
            i += 1;
        } else if c == '/' && b.get(i + 1) == Some(&'/') {
            while i < b.len() && b[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && b.get(i + 1) == Some(&'*') {
            i += 2;
            while i + 1 < b.len() && !(b[i] == '*' && b[i + 1] == '/') {
                i += 1;
            }
            i += 2;
        } else if c == '$' {
            if b.get(i + 1) == Some(&'$') {
                return Err("'$$' in inline asm".into());
            }
            let (s, e) = if b.get(i + 1) == Some(&'{') {
                let e = (i + 2..b.len())
                    .find(|&k| b[k] == '}')
                    .ok_or("unterminated ${")?;
                (i + 2, e)
            } else {
                let mut e = i + 1;
                while e < b.len() && b[e].is_ascii_digit() {
                    e += 1;
                }
                (i + 1, e)
            };
            let n: String = b[s..e].iter().collect();
            let n = n
                .parse()
                .map_err(|_| format!("asm operand reference '${n}'"))?;
            out.push(Tok::Dollar(n));
            i = if b.get(i + 1) == Some(&'{') { e + 1 } else { e };
        } else if c == '%' {
            let mut e = i + 1;
            while e < b.len() && (b[e].is_ascii_alphanumeric() || matches!(b[e], '_' | '.' | '$')) {
                e += 1;
            }
            out.push(Tok::Reg(b[i + 1..e].iter().collect()));
            i = e;
        } else if c.is_ascii_digit() {
            let mut e = i;
            while e < b.len() && (b[e].is_ascii_alphanumeric() || b[e] == '.') {
                e += 1;
            }
            out.push(Tok::Num(b[i..e].iter().collect()));
            i = e;
        } else if c.is_ascii_alphabetic() || c == '_' || c == '.' {
            let mut e = i;
            while e < b.len() && word(b[e]) {
                e += 1;
            }
            // `name:` is a label, `::` belongs to the word.
            let mut w: String = b[i..e].iter().collect();
            if w.ends_with(':') && !w.ends_with("::") {
                w.pop();
                out.push(Tok::Ident(w));
                out.push(Tok::P(':'));
            } else {
                out.push(Tok::Ident(w));
            }
            i = e;
        } else if c == '"' {
            let e = (i + 1..b.len())
                .find(|&k| b[k] == '"')
                .ok_or("unterminated string in inline asm")?;
            out.push(Tok::Str(b[i..=e].iter().collect()));
            i = e + 1;
        } else if ",;[]{}|!@+-:<>()".contains(c) {
            out.push(Tok::P(c));
            i += 1;
        } else {
            return Err(format!("character '{c}' in inline asm").into());
        }
    }
    Ok(out)
}

/// The PTX ISA version an instruction written in inline asm needs, from
/// the release notes of the PTX ISA (the version that introduced the
/// instruction or qualifier); the selector raises `.version` to it, since
/// the template's instructions are not otherwise known to it.
fn asm_version(op: &str) -> (u32, u32) {
    const BY_PREFIX: &[(&str, (u32, u32))] = &[
        ("tcgen05", (8, 6)),
        ("fence.proxy.tensormap", (8, 3)),
        ("tensormap", (8, 3)),
        ("multimem", (8, 1)),
        ("st.async", (8, 1)),
        ("red.async", (8, 1)),
        ("cp.reduce.async.bulk", (8, 0)),
        ("cp.async.bulk", (8, 0)),
        ("wgmma", (8, 0)),
        ("elect", (8, 0)),
        ("setmaxnreg", (8, 0)),
        ("fence.proxy", (8, 0)),
        ("mbarrier.expect_tx", (8, 0)),
        ("mbarrier.try_wait", (7, 8)),
        ("stmatrix", (7, 8)),
        ("griddepcontrol", (7, 8)),
        ("mapa", (7, 8)),
        ("getctarank", (7, 8)),
        ("barrier.cluster", (7, 8)),
        ("fence.mbarrier_init", (8, 0)),
        ("bmsk", (7, 6)),
        ("szext", (7, 6)),
        ("discard", (7, 4)),
        ("applypriority", (7, 4)),
        ("createpolicy", (7, 4)),
        ("cp.async", (7, 0)),
        ("redux", (7, 0)),
        ("ldmatrix", (6, 5)),
        ("mma", (6, 4)),
    ];
    const BY_QUALIFIER: &[(&str, (u32, u32))] = &[
        ("complete_tx", (8, 0)),
        ("expect_tx", (8, 0)),
        ("::cluster", (7, 8)),
        ("::cta", (7, 8)),
        (".cluster", (7, 8)),
        ("noftz.bf16", (7, 8)),
        (".v8.", (8, 8)),
        ("L1::no_allocate", (7, 4)),
        ("e4m3", (7, 8)),
        ("e5m2", (7, 8)),
        ("L2::cache_hint", (7, 4)),
        ("L1::evict", (7, 4)),
        ("L2::evict", (7, 4)),
        ("L2::64B", (7, 4)),
        ("L2::128B", (7, 4)),
        ("L2::256B", (7, 4)),
        ("bf16", (7, 0)),
        ("tf32", (7, 0)),
        // `min`/`max` of 16-bit integer pairs (sm_90).
        ("s16x2", (8, 0)),
        ("u16x2", (8, 0)),
    ];
    let mut v = (0, 0);
    for (p, need) in BY_PREFIX {
        if op.starts_with(p) {
            v = v.max(*need);
        }
    }
    for (q, need) in BY_QUALIFIER {
        if op.contains(q) {
            v = v.max(*need);
        }
    }
    // Memory-ordering words on `barrier.cluster` and the mbarrier
    // operations (ptxas: "Modifier '.acquire' on 'barrier.cluster.wait'",
    // "scopes on mbarrier operations" need 8.0; `.relaxed` on
    // `mbarrier.try_wait` 8.6); fp8 `mma` (sm_89) needs 8.4.
    let words: Vec<&str> = op.split('.').collect();
    let has = |w: &str| words.contains(&w);
    let ordered = ["acquire", "release", "relaxed", "cta", "cluster"]
        .iter()
        .any(|w| has(w));
    if ordered && (op.starts_with("barrier.cluster") || op.starts_with("mbarrier.")) {
        v = v.max((8, 0));
    }
    if op.starts_with("mbarrier.") && has("relaxed") {
        v = v.max((8, 6));
    }
    // The param space in `cvta`/`isspacep` (7.7); sparse `mma` (7.1, with
    // `.sp::ordered_metadata` 8.5).
    if (op.starts_with("cvta") || op.starts_with("isspacep")) && has("param") {
        v = v.max((7, 7));
    }
    if op.starts_with("mma.sp") {
        v = v.max(if op.contains("sp::ordered_metadata") {
            (8, 5)
        } else {
            (7, 1)
        });
    }
    if op.starts_with("prefetch") && has("tensormap") {
        v = v.max((8, 0));
    }
    if op.starts_with("mma.") && (has("e4m3") || has("e5m2")) {
        v = v.max((8, 4));
    }
    // Vector atomics (`atom.global.v2.f32.add`, sm_90): PTX 8.1, as ptxas
    // says ("atom instruction with vector types").
    if (op.starts_with("atom.") || op.starts_with("red."))
        && [".v2.", ".v4.", ".v8."].iter().any(|v| op.contains(v))
    {
        v = v.max((8, 1));
    }
    // A bulk copy into `.shared::cta` (rather than `.shared::cluster`):
    // PTX 8.6, as ptxas 13 says ("destination state space as
    // .shared::cta"); Triton 3.8's TMA loads write it.
    if op.starts_with("cp.async.bulk") && op.contains(".shared::cta.global") {
        v = v.max((8, 6));
    }
    v
}

/// The PTX ISA version the special registers an asm operand reads need
/// (PTX ISA, "Special Registers": the version each was introduced in).
/// CUDA's `<cuda/barrier>` reads `%reserved_smem_offset_1` (PTX 7.6).
fn operand_version(o: &Operand) -> (u32, u32) {
    match o {
        Operand::Special(SpecialReg(name)) => {
            let n = name.trim_start_matches('%');
            if n.starts_with("reserved_smem_offset") {
                (7, 6)
            } else if n == "aggr_smem_size" {
                (8, 1)
            } else if n == "current_graph_exec" {
                (8, 0)
            } else if n.starts_with("cluster")
                || n.ends_with("clusterid")
                || n == "is_explicit_cluster"
            {
                (7, 8)
            } else {
                (0, 0)
            }
        }
        Operand::Vector(v) => v.iter().map(operand_version).max().unwrap_or((0, 0)),
        Operand::Pair(a, b) => operand_version(a).max(operand_version(b)),
        _ => (0, 0),
    }
}

/// Parses a PTX integer or float literal.
fn number(s: &str, neg: bool) -> R<Operand> {
    let bad = || format!("number '{s}' in inline asm");
    if let Some(h) = s.strip_prefix("0f").or_else(|| s.strip_prefix("0F")) {
        let v = u32::from_str_radix(h, 16).map_err(|_| bad())?;
        return Ok(Operand::F32(if neg { v ^ 0x8000_0000 } else { v }));
    }
    if let Some(h) = s.strip_prefix("0d").or_else(|| s.strip_prefix("0D")) {
        let v = u64::from_str_radix(h, 16).map_err(|_| bad())?;
        return Ok(Operand::F64(if neg { v ^ (1 << 63) } else { v }));
    }
    // A decimal float (`createpolicy.fractional... pol, 1.0;`, as CUTLASS
    // writes it): PTX reads such literals as f64 and converts them to the
    // instruction's type, so its f64 bits say the same.
    if !s.starts_with("0x") && !s.starts_with("0X") && s.contains(['.', 'e', 'E']) {
        let v: f64 = s.parse().map_err(|_| bad())?;
        return Ok(Operand::F64(if neg { -v } else { v }.to_bits()));
    }
    let t = s.trim_end_matches(['U', 'u']);
    let v = if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        u64::from_str_radix(h, 16).map_err(|_| bad())? as i64
    } else {
        t.parse::<u64>().map_err(|_| bad())? as i64
    };
    Ok(Operand::Imm(if neg { v.wrapping_neg() } else { v }))
}

/// What the template's `$n` stand for, and the (result, asm register)
/// pairs copied back after it.
type Bindings = (Vec<Operand>, Vec<(Reg, Reg)>);

struct AsmParser<'t> {
    toks: &'t [Tok],
    pos: usize,
    binds: Vec<Operand>,
    locals: FxHashMap<String, Reg>,
    /// The template's labels and the blocks standing for them.
    labels: FxHashMap<String, PBlock>,
}

impl AsmParser<'_> {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos)
    }

    fn next(&mut self) -> Option<Tok> {
        let t = self.toks.get(self.pos).cloned();
        self.pos += 1;
        t
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(&Tok::P(c)) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, c: char) -> R<()> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(format!("expected '{c}' in inline asm").into())
        }
    }

    fn bind(&self, n: usize) -> R<Operand> {
        self.binds
            .get(n)
            .cloned()
            .ok_or_else(|| format!("asm operand ${n} out of range").into())
    }

    fn named(&self, name: &str) -> Operand {
        match self.locals.get(name) {
            Some(&r) => reg(r),
            None => Operand::Special(SpecialReg(name.to_string())),
        }
    }

    fn operand(&mut self) -> R<Operand> {
        let first = self.primary()?;
        if self.eat('|') {
            let second = self.primary()?;
            return Ok(Operand::Pair(Box::new(first), Box::new(second)));
        }
        Ok(first)
    }

    fn primary(&mut self) -> R<Operand> {
        match self.next() {
            Some(Tok::Dollar(n)) => self.bind(n),
            Some(Tok::Reg(n)) => Ok(self.named(&n)),
            Some(Tok::Num(n)) => number(&n, false),
            Some(Tok::P('-')) => match self.next() {
                Some(Tok::Num(n)) => number(&n, true),
                _ => Err("expected a number after '-' in inline asm".into()),
            },
            Some(Tok::P('!')) => match self.primary()? {
                Operand::Reg(r) => Ok(Operand::Not(r)),
                _ => Err("'!' on a non-register in inline asm".into()),
            },
            Some(Tok::Ident(n)) if n == "_" => Ok(Operand::Sink),
            Some(Tok::Ident(n)) => Ok(match (self.locals.get(&n), self.labels.get(&n)) {
                (Some(&r), _) => reg(r),
                (None, Some(&b)) => Operand::Label(b),
                (None, None) => Operand::Sym(n),
            }),
            Some(Tok::P('{')) => {
                let mut v = Vec::new();
                loop {
                    v.push(self.operand()?);
                    if self.eat('}') {
                        break;
                    }
                    self.expect(',')?;
                }
                Ok(Operand::Vector(v))
            }
            Some(Tok::P('[')) => {
                let base = match self.next() {
                    Some(Tok::Dollar(n)) => match self.bind(n)? {
                        Operand::Reg(r) => AddrBase::Reg(r),
                        Operand::Sym(s) => AddrBase::Sym(s),
                        Operand::Imm(v) => {
                            self.expect(']')?;
                            return Ok(Operand::Addr(AddrBase::None, v));
                        }
                        _ => return Err("unusable address operand in inline asm".into()),
                    },
                    Some(Tok::Reg(n)) => match self.named(&n) {
                        Operand::Reg(r) => AddrBase::Reg(r),
                        _ => return Err(format!("address register %{n} in inline asm").into()),
                    },
                    Some(Tok::Ident(n)) => match self.locals.get(&n) {
                        Some(&r) => AddrBase::Reg(r),
                        None => AddrBase::Sym(n),
                    },
                    Some(Tok::Num(n)) => {
                        let Operand::Imm(v) = number(&n, false)? else {
                            return Err("float address in inline asm".into());
                        };
                        self.expect(']')?;
                        return Ok(Operand::Addr(AddrBase::None, v));
                    }
                    _ => return Err("malformed address in inline asm".into()),
                };
                if self.eat(',') {
                    // `[tensorMap, {x, y}]` (tex, surf, TMA): a list.
                    let first = match base {
                        AddrBase::Reg(r) => reg(r),
                        AddrBase::Sym(s) => Operand::Sym(s),
                        AddrBase::None => return Err("malformed address in inline asm".into()),
                    };
                    let mut items = vec![first];
                    loop {
                        items.push(self.operand()?);
                        if self.eat(']') {
                            return Ok(Operand::Bracket(items));
                        }
                        self.expect(',')?;
                    }
                }
                let mut off = 0i64;
                if self.eat('+') {
                    let neg = self.eat('-');
                    match self.next() {
                        Some(Tok::Num(n)) => {
                            if let Operand::Imm(v) = number(&n, neg)? {
                                off = v;
                            }
                        }
                        Some(Tok::Dollar(n)) => match self.bind(n)? {
                            Operand::Imm(v) => off = v,
                            _ => return Err("register offset in inline asm address".into()),
                        },
                        _ => return Err("malformed address offset in inline asm".into()),
                    }
                } else if self.eat('-') {
                    match self.next() {
                        Some(Tok::Num(n)) => {
                            if let Operand::Imm(v) = number(&n, true)? {
                                off = v;
                            }
                        }
                        _ => return Err("malformed address offset in inline asm".into()),
                    }
                }
                self.expect(']')?;
                Ok(Operand::Addr(base, off))
            }
            other => Err(format!("unexpected {other:?} in inline asm operand").into()),
        }
    }
}

/// The register class of a constraint letter.
fn constraint_class(code: &str) -> R<Option<RegClass>> {
    let c = code.chars().next().ok_or("empty asm constraint")?;
    Ok(Some(match c {
        'b' => RegClass::Pred,
        'c' | 'h' => RegClass::B16,
        'r' => RegClass::B32,
        'l' | 'N' => RegClass::B64,
        'q' => RegClass::B128,
        'f' => RegClass::F32,
        'd' => RegClass::F64,
        'n' | 'i' => return Ok(None),
        _ => return Err(format!("asm constraint '{code}'").into()),
    }))
}

/// `q` names a `.b128` register, which holds i128 values only: PTX has no
/// conversion between it and narrower registers (llc refuses the same).
fn check_b128(code: &str, class: RegClass, bits: u32) -> R<()> {
    if class == RegClass::B128 && bits != 128 {
        return Err(format!(
            "asm constraint '{code}' (a .b128 register) on a {bits}-bit operand (expected an i128 operand)"
        ).into());
    }
    Ok(())
}

impl FnSel<'_> {
    /// Converts register `r` to class `to` (same-width bit moves, integer
    /// widening by zero-extension and narrowing by truncation, predicates
    /// as 0/1).
    fn conv_class(&mut self, r: Reg, to: RegClass) -> R<Reg> {
        let from = self.out.reg_class(r);
        if from == to {
            return Ok(r);
        }
        let (fw, tw) = (from.bits() as u64, to.bits() as u64);
        if from == RegClass::Pred {
            return Ok(self.op1(to, &format!("selp.b{tw}"), vec![imm(1), imm(0), reg(r)]));
        }
        let r = self.as_bits(r);
        if to == RegClass::Pred {
            return Ok(self.op1(to, &format!("setp.ne.b{fw}"), vec![reg(r), imm(0)]));
        }
        let int = if fw == tw {
            r
        } else if fw < tw {
            self.int_ext(r, fw, tw, false)?
        } else {
            self.int_trunc(r, fw, tw)?
        };
        Ok(match to {
            RegClass::F32 | RegClass::F64 => self.op1(to, &format!("mov.b{tw}"), vec![reg(int)]),
            _ => int,
        })
    }

    pub(crate) fn lower_asm(&mut self, inst: Inst) -> R<()> {
        let Attrs::Asm(data) = self.attrs(inst) else {
            return Err("malformed inline asm".into());
        };
        let args = self.args(inst);
        let cons: Vec<&str> = data
            .constraints
            .split(',')
            .map(str::trim)
            .filter(|c| !c.is_empty() && !c.starts_with('~'))
            .collect();
        let outs: Vec<&str> = cons
            .iter()
            .filter(|c| c.starts_with('='))
            .copied()
            .collect();
        let ins: Vec<&str> = cons
            .iter()
            .filter(|c| !c.starts_with('='))
            .copied()
            .collect();
        if ins.len() != args.len() {
            return Err("constraint count does not match the operands".into());
        }
        let res_regs = match self.dfg.inst_result(inst) {
            Some(r) => self.vregs(r)?,
            None => Vec::new(),
        };
        // A vector result in one register (`"=h"` for `<2 x i8>`, as
        // Triton's fp8 conversions write it): the asm writes a word of the
        // constraint's width, split into the lanes after it.
        let mut packed_result = None;
        let res_regs = match (outs.as_slice(), self.dfg.inst_result(inst)) {
            ([code], Some(r)) if res_regs.len() > 1 => {
                let class = constraint_class(code.trim_start_matches(['=', '&']))?
                    .ok_or("immediate output")?;
                let t = self.ty(r);
                if u64::from(class.bits()) != t.bits() {
                    return Err(format!("asm output '{code}' for a {t} result").into());
                }
                let word = self.new_reg(class);
                packed_result = Some((word, r, res_regs));
                vec![word]
            }
            _ => res_regs,
        };
        if res_regs.len() != outs.len() {
            return Err("output constraints do not match the result".into());
        }
        let (binds, fixups) = self.bind_asm_operands(&outs, &ins, args, &res_regs)?;
        let toks = lex(&data.expanded_template())?;
        self.asm_count += 1;
        // Labels (a wait loop around `mbarrier.try_wait`, say) become
        // blocks of their own, renamed per asm statement so that a template
        // expanded twice does not define a label twice.
        let mut labels = FxHashMap::default();
        for w in toks.windows(2) {
            if let [Tok::Ident(n), Tok::P(':')] = w {
                if !labels.contains_key(n) {
                    let b = self.new_block();
                    self.out.blocks[b].label = Some(format!("{n}_asm{}", self.asm_count));
                    labels.insert(n.clone(), b);
                }
            }
        }
        let mut p = AsmParser {
            toks: &toks,
            pos: 0,
            binds,
            locals: FxHashMap::default(),
            labels,
        };
        self.stmt(Stmt::ScopeBegin);
        self.asm_statements(&mut p)?;
        self.stmt(Stmt::ScopeEnd);
        for (d, t) in fixups {
            let r = self.conv_class(t, self.out.reg_class(d))?;
            self.copy_to(d, reg(r));
        }
        if let Some((word, r, lanes)) = packed_result {
            let leaves = regs::leaves(self.ty(r))?;
            let total = self.ty(r).bits();
            let bits = self.as_bits(word);
            let parts = self.unpack_word(bits, total, leaves[0].bits(), leaves.len())?;
            for ((d, p), leaf) in lanes.into_iter().zip(parts).zip(leaves) {
                let v = self.bits_as(p, leaf);
                self.copy_to(d, reg(v));
            }
        }
        Ok(())
    }

    /// The register an asm input reads: a vector operand's lanes packed
    /// into one word (`"h"` for `<2 x i8>`, `"r"` for `<4 x i8>`).
    fn asm_input(&mut self, v: Value) -> R<Reg> {
        let t = self.ty(v);
        let leaves = regs::leaves(t)?;
        if leaves.len() < 2 || t.as_vector().is_none() {
            return self.src_reg(v, 0);
        }
        let mut pieces = Vec::with_capacity(leaves.len());
        for (lane, leaf) in leaves.iter().enumerate() {
            let r = self.src_reg(v, lane)?;
            pieces.push((self.as_bits(r), leaf.bits()));
        }
        self.pack_word(&pieces, t.bits())
    }

    /// The registers and immediates the template's `$n` stand for, and the
    /// (result, asm register) pairs to copy back after it when the
    /// constraint's register class differs from the result's.
    fn bind_asm_operands(
        &mut self,
        outs: &[&str],
        ins: &[&str],
        args: &[Value],
        res_regs: &[Reg],
    ) -> R<Bindings> {
        let mut binds = Vec::new();
        let mut fixups = Vec::new();
        for (k, code) in outs.iter().enumerate() {
            let code = code.trim_start_matches('=').trim_start_matches('&');
            if code.contains('*') || code.starts_with('{') {
                return Err(format!("asm output constraint '{code}'").into());
            }
            let class = constraint_class(code)?.ok_or("immediate output")?;
            let d = res_regs[k];
            check_b128(code, class, self.out.reg_class(d).bits())?;
            if self.out.reg_class(d) == class {
                binds.push(reg(d));
            } else {
                let t = self.new_reg(class);
                binds.push(reg(t));
                fixups.push((d, t));
            }
        }
        for (&v, code) in args.iter().zip(ins) {
            if code.contains('*') || code.starts_with('{') {
                return Err(format!("asm input constraint '{code}'").into());
            }
            if let Ok(n) = code.parse::<usize>() {
                // Tied to output n: the input's value starts in its register.
                let Some(Operand::Reg(t)) = binds.get(n).cloned() else {
                    return Err(format!("asm input tied to missing output {n}").into());
                };
                let r = self.asm_input(v)?;
                let r = self.conv_class(r, self.out.reg_class(t))?;
                self.copy_to(t, reg(r));
                binds.push(reg(t));
                continue;
            }
            if code.contains('n') || code.contains('i') {
                if let Some(c) = self.lane_const(v, 0) {
                    let leaf = self.ty(v);
                    let bits = regs::const_bits(&c, leaf).unwrap_or(0);
                    binds.push(imm(regs::sext(bits, leaf.bits())));
                    continue;
                }
            }
            let class = constraint_class(code.trim_start_matches(['n', 'i']))?
                .ok_or("non-constant immediate asm operand")?;
            check_b128(code, class, self.ty(v).bits() as u32)?;
            let r = self.asm_input(v)?;
            binds.push(reg(self.conv_class(r, class)?));
        }
        Ok((binds, fixups))
    }

    /// The template's statements: scopes, register declarations, labels
    /// and instructions.
    fn asm_statements(&mut self, p: &mut AsmParser<'_>) -> R<()> {
        let mut placed = Vec::new();
        while p.peek().is_some() {
            if p.eat(';') {
                continue;
            }
            if p.eat('{') {
                self.stmt(Stmt::ScopeBegin);
                continue;
            }
            if p.eat('}') {
                self.stmt(Stmt::ScopeEnd);
                continue;
            }
            // `.pragma "nounroll";` stays in place, as llc writes it in a
            // loop header.
            if matches!(p.peek(), Some(Tok::Ident(id)) if id == ".pragma") {
                p.pos += 1;
                let Some(Tok::Str(text)) = p.next() else {
                    return Err("expected a string after .pragma in inline asm".into());
                };
                self.stmt(Stmt::Inst(PtxInst {
                    guard: None,
                    op: Mnemonic::new(vec![".pragma".into()]),
                    operands: vec![Operand::Sym(text)],
                }));
                continue;
            }
            // `.reg .b32 x;`, or `.reg.b32 x;` as NVIDIA's fp16 and bf16
            // headers write it.
            if let Some(Tok::Ident(id)) = p.peek() {
                if let Some(ty) = id.strip_prefix(".reg") {
                    if ty.is_empty() || ty.starts_with('.') {
                        let ty = (!ty.is_empty()).then(|| ty.to_string());
                        p.pos += 1;
                        self.asm_reg_decl(p, ty)?;
                        continue;
                    }
                }
            }
            let mut guard = None;
            if p.eat('@') {
                let neg = p.eat('!');
                let g = match p.next() {
                    Some(Tok::Dollar(n)) => p.bind(n)?,
                    Some(Tok::Reg(n)) | Some(Tok::Ident(n)) => p.named(&n),
                    _ => return Err("malformed guard in inline asm".into()),
                };
                let Operand::Reg(g) = g else {
                    return Err("guard is not a register in inline asm".into());
                };
                guard = Some((g, neg));
            }
            let op = match p.next() {
                Some(Tok::Ident(m)) if !m.starts_with('.') => m,
                other => return Err(format!("unexpected {other:?} in inline asm").into()),
            };
            if p.peek() == Some(&Tok::P(':')) {
                p.pos += 1;
                if guard.is_some() {
                    return Err("a guard on a label in inline asm".into());
                }
                let b = p.labels[&op];
                if self.out.blocks[b].label.is_none() || placed.contains(&b) {
                    return Err(format!("label {op} defined twice in inline asm").into());
                }
                placed.push(b);
                self.place(b);
                continue;
            }
            let mut operands = Vec::new();
            if !p.eat(';') {
                loop {
                    operands.push(p.operand()?);
                    if p.eat(';') {
                        break;
                    }
                    if p.peek().is_none() {
                        break;
                    }
                    p.expect(',')?;
                }
            }
            self.need(asm_version(&op));
            for o in &operands {
                self.need(operand_version(o));
            }
            self.stmt(Stmt::Inst(PtxInst {
                guard,
                op: Mnemonic::parse(&op),
                operands,
            }));
        }
        Ok(())
    }

    /// `.reg .type a, b, c<4>;` inside inline asm; `ty` is the type when
    /// it was written joined to `.reg`.
    fn asm_reg_decl(&mut self, p: &mut AsmParser<'_>, ty: Option<String>) -> R<()> {
        let ty = match ty {
            Some(t) => t,
            None => match p.next() {
                Some(Tok::Ident(t)) => t,
                _ => return Err("malformed .reg in inline asm".into()),
            },
        };
        let ty = PtxType::from_name(ty.trim_start_matches('.'))
            .ok_or_else(|| format!("register type {ty} in inline asm"))?;
        let k = self.asm_count;
        loop {
            let name = match p.next() {
                Some(Tok::Reg(n)) | Some(Tok::Ident(n)) => n,
                _ => return Err("malformed .reg in inline asm".into()),
            };
            if p.eat('<') {
                let n = match p.next() {
                    Some(Tok::Num(n)) => n.parse::<u32>().map_err(|_| "bad register count")?,
                    _ => return Err("malformed .reg range in inline asm".into()),
                };
                p.expect('>')?;
                for i in 0..n {
                    let r = self.out.new_reg(ty, format!("{name}{i}_asm{k}"));
                    p.locals.insert(format!("{name}{i}"), r);
                }
            } else {
                let r = self.out.new_reg(ty, format!("{name}_asm{k}"));
                p.locals.insert(name, r);
            }
            if p.eat(';') || p.peek().is_none() {
                return Ok(());
            }
            p.expect(',')?;
        }
    }
}
