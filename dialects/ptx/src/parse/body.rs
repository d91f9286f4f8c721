//! Function bodies: registers, labels, scopes, declarations, statement-level
//! directives, instructions and their operands.

use std::collections::HashMap;

use super::lex::{Kind, Token};
use super::{is_ident, parse_num, space_of, to_i64, Num, Parser};
use crate::module::*;
use crate::types::*;
use dialects::diag::Diagnostic;

/// What a register spelling resolves to.
#[derive(Copy, Clone)]
enum RegRef {
    Reg(Reg),
    /// A `.reg` parameter of the function: an `Operand::Sym`.
    Param,
}

/// A symbol operand that may name a label, resolved once the body is read.
struct Fixup {
    block: PBlock,
    stmt: usize,
    operand: usize,
    name: String,
    tok: Token,
    /// A label is required (branch targets).
    required: bool,
}

#[derive(Default)]
struct Body {
    /// Spelling (with `%` if written so) to register, innermost scope last.
    scopes: Vec<HashMap<String, RegRef>>,
    /// Per register: declared in an open scope.
    visible: Vec<bool>,
    /// Stored name to register.
    names: HashMap<String, Reg>,
    labels: HashMap<String, PBlock>,
    /// Names of `.reg` parameters written with `%` (without it): a body
    /// register must not print as one of them.
    reserved: Vec<String>,
    cur: Option<PBlock>,
    /// The next statement starts a new (unlabelled) block.
    split: bool,
    fixups: Vec<Fixup>,
}

const MAX_REGS: usize = 1 << 20;
const MAX_NEST: usize = 4;

/// Special registers without a component suffix.
const SPECIAL: &[&str] = &[
    "laneid",
    "warpid",
    "nwarpid",
    "smid",
    "nsmid",
    "gridid",
    "lanemask_eq",
    "lanemask_le",
    "lanemask_lt",
    "lanemask_ge",
    "lanemask_gt",
    "clock",
    "clock_hi",
    "clock64",
    "globaltimer",
    "globaltimer_lo",
    "globaltimer_hi",
    "total_smem_size",
    "aggr_smem_size",
    "dynamic_smem_size",
    "current_graph_exec",
    "is_explicit_cluster",
    "cluster_ctarank",
    "cluster_nctarank",
    "reserved_smem_offset_begin",
    "reserved_smem_offset_end",
    "reserved_smem_offset_cap",
    "reserved_smem_offset_0",
    "reserved_smem_offset_1",
];

/// Special registers with `.x`/`.y`/`.z` components.
const SPECIAL_V: &[&str] = &[
    "tid",
    "ntid",
    "ctaid",
    "nctaid",
    "clusterid",
    "nclusterid",
    "cluster_ctaid",
    "cluster_nctaid",
];

/// True for a special register name without `%` (`tid.x`, `laneid`,
/// `envreg3`, `pm0_64`).
pub(super) fn is_special(s: &str) -> bool {
    let (base, comp) = match s.split_once('.') {
        Some((b, c)) => (b, Some(c)),
        None => (s, None),
    };
    let numbered = |prefix: &str, max: u32, suffix: &str| {
        base.strip_prefix(prefix)
            .and_then(|r| r.strip_suffix(suffix))
            .is_some_and(|n| {
                !n.is_empty()
                    && (n == "0" || !n.starts_with('0'))
                    && n.parse::<u32>().is_ok_and(|v| v <= max)
            })
    };
    match comp {
        Some(c) => matches!(c, "x" | "y" | "z" | "w") && SPECIAL_V.contains(&base),
        None => {
            SPECIAL.contains(&base)
                || SPECIAL_V.contains(&base)
                || numbered("envreg", 31, "")
                || numbered("pm", 7, "")
                || numbered("pm", 7, "_64")
        }
    }
}

fn directive(name: &str, operands: Vec<Operand>) -> PtxInst {
    PtxInst {
        guard: None,
        op: Mnemonic::new(vec![name.to_string()]),
        operands,
    }
}

fn mnemonic(w: &str) -> Option<Mnemonic> {
    if !w.bytes().next()?.is_ascii_alphabetic() {
        return None;
    }
    let parts: Vec<String> = w.split('.').map(str::to_string).collect();
    let ok = parts.iter().all(|p| {
        !p.is_empty()
            && !p.starts_with(':')
            && !p.ends_with(':')
            && p.bytes()
                .all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b':')
    });
    ok.then_some(Mnemonic::new(parts))
}

impl Body {
    fn lookup(&self, spelling: &str) -> Option<RegRef> {
        self.scopes
            .iter()
            .rev()
            .find_map(|s| s.get(spelling).copied())
    }

    fn block(&mut self, f: &mut PtxFunction) -> PBlock {
        match self.cur {
            Some(b) if !self.split => b,
            _ => {
                self.split = false;
                let b = f.new_block(None);
                self.cur = Some(b);
                b
            }
        }
    }

    /// Appends a statement; gives its block and index.
    fn push(&mut self, f: &mut PtxFunction, s: Stmt) -> (PBlock, usize) {
        let b = self.block(f);
        let stmts = &mut f.blocks[b].stmts;
        stmts.push(s);
        (b, stmts.len() - 1)
    }
}

impl Parser<'_> {
    /// At the `{` of a function body; reads up to its `}`.
    pub(super) fn body(&mut self, f: &mut PtxFunction) -> Result<(), Diagnostic> {
        let open = self.bump();
        let mut b = Body::default();
        let mut outer = HashMap::new();
        for p in f.rets.iter().chain(&f.params).filter(|p| p.is_reg) {
            outer.insert(p.name.clone(), RegRef::Param);
            if let Some(n) = p.name.strip_prefix('%') {
                b.reserved.push(n.to_string());
            }
        }
        b.scopes.push(outer);
        b.cur = Some(f.new_block(None));
        loop {
            let t = self.tok();
            match t.kind {
                Kind::Eof => return Err(self.err(open, "function body not closed (missing `}`)")),
                Kind::Punct(b'}') => {
                    self.bump();
                    if b.scopes.len() == 1 {
                        break;
                    }
                    for r in b.scopes.pop().into_iter().flat_map(|s| s.into_values()) {
                        if let RegRef::Reg(r) = r {
                            b.visible[r.as_u32() as usize] = false;
                        }
                    }
                    b.push(f, Stmt::ScopeEnd);
                }
                Kind::Punct(b'{') => {
                    self.bump();
                    b.push(f, Stmt::ScopeBegin);
                    b.scopes.push(HashMap::new());
                }
                Kind::Punct(b'@') => self.instruction(f, &mut b)?,
                Kind::Word if self.peek(1).kind == Kind::Punct(b':') => self.label(f, &mut b)?,
                Kind::Word if self.text(t).starts_with('.') => self.body_directive(f, &mut b)?,
                Kind::Word => self.instruction(f, &mut b)?,
                _ => return Err(self.expected("a statement")),
            }
        }
        for fx in b.fixups {
            match b.labels.get(&fx.name) {
                Some(&l) => {
                    if let Some(Stmt::Inst(i)) = f.blocks[fx.block].stmts.get_mut(fx.stmt) {
                        if let Some(o) = i.operands.get_mut(fx.operand) {
                            *o = Operand::Label(l);
                        }
                    }
                }
                None if fx.required => {
                    return Err(self.err(fx.tok, format!("undefined label `{}`", fx.name)))
                }
                None => {}
            }
        }
        Ok(())
    }

    fn label(&mut self, f: &mut PtxFunction, b: &mut Body) -> Result<(), Diagnostic> {
        let t = self.tok();
        let name = self.text(t);
        if !is_ident(name) || name.starts_with('%') {
            return Err(self.err(t, format!("`{name}` is not a valid label")));
        }
        if b.labels.contains_key(name) {
            return Err(self.err(t, format!("label `{name}` defined twice")));
        }
        self.bump();
        self.bump();
        let entry = f.layout.first().copied();
        let blk = match (entry, b.cur) {
            (Some(e), Some(c))
                if e == c
                    && f.layout.len() == 1
                    && f.blocks[e].stmts.is_empty()
                    && f.blocks[e].label.is_none() =>
            {
                f.blocks[e].label = Some(name.to_string());
                e
            }
            _ => f.new_block(Some(name.to_string())),
        };
        b.cur = Some(blk);
        b.split = false;
        b.labels.insert(name.to_string(), blk);
        Ok(())
    }

    fn body_directive(&mut self, f: &mut PtxFunction, b: &mut Body) -> Result<(), Diagnostic> {
        let t = self.tok();
        let w = self.text(t);
        match w {
            ".reg" => self.reg_decl(f, b),
            ".loc" | ".file" => {
                self.skip_line();
                Ok(())
            }
            ".pragma" => {
                self.bump();
                let p = self.pragma_text()?;
                b.push(f, Stmt::Inst(directive(".pragma", vec![Operand::Sym(p)])));
                Ok(())
            }
            ".branchtargets" | ".calltargets" => {
                self.bump();
                let mut names = Vec::new();
                loop {
                    let (nt, name) = self.expect_ident("a label or function name")?;
                    names.push((nt, name.to_string()));
                    if !self.eat_punct(b',') {
                        break;
                    }
                }
                self.expect_punct(b';', &format!("after `{w}`"))?;
                let ops = names.iter().map(|(_, n)| Operand::Sym(n.clone())).collect();
                let (blk, stmt) = b.push(f, Stmt::Inst(directive(w, ops)));
                if w == ".branchtargets" {
                    for (k, (tok, name)) in names.into_iter().enumerate() {
                        b.fixups.push(Fixup {
                            block: blk,
                            stmt,
                            operand: k,
                            name,
                            tok,
                            required: true,
                        });
                    }
                }
                Ok(())
            }
            ".callprototype" => {
                self.bump();
                let mut text = String::new();
                loop {
                    let tk = self.tok();
                    match tk.kind {
                        Kind::Punct(b';') => break,
                        Kind::Eof | Kind::Punct(b'{' | b'}') => {
                            return Err(self.expected("`;` ending the `.callprototype`"))
                        }
                        _ => {}
                    }
                    if tk.ws_before && !text.is_empty() {
                        text.push(' ');
                    }
                    text.push_str(self.text(tk));
                    self.bump();
                }
                if text.is_empty() {
                    return Err(self.expected("a prototype after `.callprototype`"));
                }
                self.bump();
                b.push(f, Stmt::Inst(directive(w, vec![Operand::Sym(text)])));
                Ok(())
            }
            _ => {
                let linkage = w
                    .strip_prefix('.')
                    .filter(|l| matches!(*l, "extern" | "visible" | "weak" | "common"))
                    .map(str::to_string);
                if linkage.is_some() {
                    self.bump();
                }
                let st = self.tok();
                match self.word() {
                    Some(s) if space_of(s).is_some() => {
                        self.bump();
                        for d in self.var_decls(linkage, st)? {
                            b.push(f, Stmt::Decl(d));
                        }
                        Ok(())
                    }
                    Some(s) if s.starts_with('.') => {
                        Err(self.err(st, format!("unknown directive `{s}` in a function body")))
                    }
                    _ => Err(self.expected("a state space")),
                }
            }
        }
    }

    /// `.reg .type a, %r<4>, ...;`
    fn reg_decl(&mut self, f: &mut PtxFunction, b: &mut Body) -> Result<(), Diagnostic> {
        self.bump();
        let tt = self.tok();
        let ty = match self.word() {
            Some(".v2" | ".v4" | ".v8") => {
                return Err(self.err(tt, "unsupported: vector registers"))
            }
            Some(w) => w.strip_prefix('.').and_then(PtxType::from_name),
            None => None,
        }
        .ok_or_else(|| self.expected("a register type"))?;
        self.bump();
        loop {
            let (nt, name) = self.expect_ident("a register name")?;
            if self.eat_punct(b'<') {
                let ct = self.tok();
                let n = self.number("a register count")?;
                if n > (MAX_REGS - f.regs.len().min(MAX_REGS)) as u64 {
                    return Err(self.err(ct, "unsupported: more than 2^20 registers in a function"));
                }
                self.expect_punct(b'>', "closing the register range")?;
                for k in 0..n {
                    self.declare(f, b, &format!("{name}{k}"), ty, nt)?;
                }
            } else {
                self.declare(f, b, name, ty, nt)?;
            }
            if !self.eat_punct(b',') {
                break;
            }
        }
        self.expect_punct(b';', "after the register declaration")?;
        Ok(())
    }

    fn declare(
        &self,
        f: &mut PtxFunction,
        b: &mut Body,
        spelling: &str,
        ty: PtxType,
        t: Token,
    ) -> Result<(), Diagnostic> {
        if b.scopes.last().is_some_and(|s| s.contains_key(spelling)) {
            return Err(self.err(t, format!("register `{spelling}` declared twice")));
        }
        if f.regs.len() >= MAX_REGS {
            return Err(self.err(t, "unsupported: more than 2^20 registers in a function"));
        }
        let base = spelling.strip_prefix('%').unwrap_or(spelling);
        let clash = (!spelling.starts_with('%') && is_special(base))
            || b.reserved.iter().any(|r| r == base);
        let reg = match b.names.get(base) {
            Some(&r) if !b.visible[r.as_u32() as usize] && f.regs[r].ty == ty && !clash => r,
            Some(_) => self.fresh(f, b, base, ty),
            None if clash => self.fresh(f, b, base, ty),
            None => {
                let r = f.new_reg(ty, base);
                b.names.insert(base.to_string(), r);
                b.visible.push(false);
                r
            }
        };
        b.visible[reg.as_u32() as usize] = true;
        if let Some(s) = b.scopes.last_mut() {
            s.insert(spelling.to_string(), RegRef::Reg(reg));
        }
        Ok(())
    }

    /// A new register named `base_k` for the first free `k`.
    fn fresh(&self, f: &mut PtxFunction, b: &mut Body, base: &str, ty: PtxType) -> Reg {
        let mut k = 1usize;
        let name = loop {
            let n = format!("{base}_{k}");
            if !b.names.contains_key(&n) && !b.reserved.contains(&n) {
                break n;
            }
            k += 1;
        };
        let r = f.new_reg(ty, name.clone());
        b.names.insert(name, r);
        b.visible.push(false);
        r
    }

    fn instruction(&mut self, f: &mut PtxFunction, b: &mut Body) -> Result<(), Diagnostic> {
        let mut guard = None;
        if self.eat_punct(b'@') {
            let neg = self.eat_punct(b'!');
            let gt = self.tok();
            let w = self
                .word()
                .ok_or_else(|| self.expected("a predicate register"))?;
            match b.lookup(w) {
                Some(RegRef::Reg(r)) if f.regs[r].ty == PtxType::Pred => guard = Some((r, neg)),
                Some(RegRef::Reg(_)) => {
                    return Err(self.err(gt, format!("guard `{w}` is not a predicate register")))
                }
                Some(RegRef::Param) => {
                    return Err(self.err(gt, "unsupported: a `.reg` parameter as a guard"))
                }
                None => return Err(self.err(gt, format!("undeclared register `{w}`"))),
            }
            self.bump();
        }
        let mt = self.tok();
        let op = self
            .word()
            .and_then(mnemonic)
            .ok_or_else(|| self.expected("an instruction"))?;
        self.bump();
        let mut operands = Vec::new();
        let mut syms = Vec::new();
        if !self.is_punct(b';') {
            loop {
                let ot = self.tok();
                let o = self.operand(f, b, 0)?;
                if let Operand::Sym(s) = &o {
                    if ot.kind == Kind::Word && self.text(ot) == s {
                        syms.push((operands.len(), s.clone(), ot));
                    }
                }
                operands.push(o);
                if !self.eat_punct(b',') {
                    break;
                }
            }
        }
        self.expect_punct(b';', "or `,` after the operand")?;
        let base = op.op();
        let n = operands.len();
        for k in 0..n {
            let must = base == crate::PtxOp::Bra || (base == crate::PtxOp::Brx && k + 1 == n);
            if must && !syms.iter().any(|s| s.0 == k) {
                return Err(self.err(mt, format!("`{}` needs a label operand", op.text())));
            }
        }
        if n == 0 && matches!(base, crate::PtxOp::Bra | crate::PtxOp::Brx) {
            return Err(self.err(mt, format!("`{}` needs a label operand", op.text())));
        }
        let (blk, stmt) = b.push(
            f,
            Stmt::Inst(PtxInst {
                guard,
                op,
                operands,
            }),
        );
        if matches!(
            base,
            crate::PtxOp::Bra | crate::PtxOp::Brx | crate::PtxOp::Call
        ) {
            for (k, name, tok) in syms {
                b.fixups.push(Fixup {
                    block: blk,
                    stmt,
                    operand: k,
                    name,
                    tok,
                    required: base != crate::PtxOp::Call,
                });
            }
        }
        if matches!(
            base,
            crate::PtxOp::Bra | crate::PtxOp::Brx | crate::PtxOp::Ret | crate::PtxOp::Exit
        ) {
            b.split = true;
        }
        Ok(())
    }

    /// An operand, with `a|b` pairs and `sym+N`.
    fn operand(&mut self, f: &PtxFunction, b: &Body, depth: usize) -> Result<Operand, Diagnostic> {
        let mut o = self.simple_operand(f, b, depth)?;
        if let Operand::Sym(s) = &o {
            if self.is_punct(b'+') || self.is_punct(b'-') {
                let off = self.sym_offset()?;
                o = Operand::Sym(if off < 0 {
                    format!("{s}-{}", off.unsigned_abs())
                } else {
                    format!("{s}+{off}")
                });
            }
        }
        if self.eat_punct(b'|') {
            let second = self.simple_operand(f, b, depth)?;
            o = Operand::Pair(Box::new(o), Box::new(second));
        }
        Ok(o)
    }

    fn simple_operand(
        &mut self,
        f: &PtxFunction,
        b: &Body,
        depth: usize,
    ) -> Result<Operand, Diagnostic> {
        let t = self.tok();
        if depth > MAX_NEST {
            return Err(self.err(t, "operand nested too deeply"));
        }
        match t.kind {
            Kind::Punct(b'!') => {
                self.bump();
                let rt = self.tok();
                match self.word().and_then(|w| b.lookup(w)) {
                    Some(RegRef::Reg(r)) => {
                        self.bump();
                        Ok(Operand::Not(r))
                    }
                    _ => Err(self.err(rt, "expected a predicate register after `!`")),
                }
            }
            Kind::Punct(b'-') => {
                self.bump();
                let nt = self.tok();
                match self.word().and_then(parse_num) {
                    Some(Num::Int(v)) => {
                        self.bump();
                        to_i64(v, true)
                            .map(Operand::Imm)
                            .ok_or_else(|| self.err(nt, "immediate out of range"))
                    }
                    Some(Num::F32(x)) => {
                        self.bump();
                        Ok(Operand::F32(x ^ (1 << 31)))
                    }
                    Some(Num::F64(x)) => {
                        self.bump();
                        Ok(Operand::F64(x ^ (1 << 63)))
                    }
                    None => Err(self.expected("a number after `-`")),
                }
            }
            Kind::Punct(b'{') => {
                self.bump();
                let v = self.operand_list(f, b, depth, b'}')?;
                if v.is_empty() {
                    return Err(self.err(t, "empty vector operand"));
                }
                Ok(Operand::Vector(v))
            }
            Kind::Punct(b'(') => {
                self.bump();
                Ok(Operand::List(self.operand_list(f, b, depth, b')')?))
            }
            Kind::Punct(b'[') => self.address(f, b, depth),
            Kind::Word => self.word_operand(b),
            _ => Err(self.expected("an operand")),
        }
    }

    /// Elements up to the closing `close` (consumed).
    fn operand_list(
        &mut self,
        f: &PtxFunction,
        b: &Body,
        depth: usize,
        close: u8,
    ) -> Result<Vec<Operand>, Diagnostic> {
        let mut v = Vec::new();
        if self.eat_punct(close) {
            return Ok(v);
        }
        loop {
            v.push(self.operand(f, b, depth + 1)?);
            if self.eat_punct(close) {
                return Ok(v);
            }
            self.expect_punct(b',', &format!("or `{}` in the operand list", close as char))?;
        }
    }

    fn word_operand(&mut self, b: &Body) -> Result<Operand, Diagnostic> {
        let t = self.tok();
        let w = self.text(t);
        let o = if w.bytes().next().is_some_and(|c| c.is_ascii_digit()) {
            match parse_num(w) {
                Some(Num::Int(v)) => Operand::Imm(v as i64),
                Some(Num::F32(x)) => Operand::F32(x),
                Some(Num::F64(x)) => Operand::F64(x),
                None => return Err(self.err(t, format!("malformed number `{w}`"))),
            }
        } else if w == "_" {
            Operand::Sink
        } else if let Some(r) = b.lookup(w) {
            match r {
                RegRef::Reg(r) => Operand::Reg(r),
                RegRef::Param => Operand::Sym(w.to_string()),
            }
        } else if let Some(s) = w.strip_prefix('%') {
            if !is_special(s) {
                return Err(self.err(t, format!("undeclared register `{w}`")));
            }
            Operand::Special(SpecialReg(s.to_string()))
        } else if is_ident(w) {
            Operand::Sym(w.to_string())
        } else {
            return Err(self.err(t, format!("expected an operand, found `{w}`")));
        };
        self.bump();
        Ok(o)
    }

    /// `[base]`, `[base+N]`, `[N]`, or a bracketed list `[a, {b, c}]`.
    fn address(&mut self, f: &PtxFunction, b: &Body, depth: usize) -> Result<Operand, Diagnostic> {
        self.bump();
        let et = self.tok();
        let first = self.simple_operand(f, b, depth + 1)?;
        if self.eat_punct(b',') {
            let mut v = vec![first];
            v.extend(self.operand_list(f, b, depth, b']')?);
            return Ok(Operand::Bracket(v));
        }
        let off = match self.tok().kind {
            Kind::Punct(b'+' | b'-') => {
                let ot = self.tok();
                if matches!(first, Operand::Imm(_)) {
                    return Err(self.err(ot, "unsupported: constant expressions"));
                }
                self.sym_offset()?
            }
            _ => 0,
        };
        self.expect_punct(b']', "closing the address")?;
        let base = match first {
            Operand::Reg(r) => AddrBase::Reg(r),
            Operand::Sym(s) => AddrBase::Sym(s),
            Operand::Imm(v) => return Ok(Operand::Addr(AddrBase::None, v)),
            _ => {
                return Err(self.err(
                    et,
                    "expected a register, a variable or a number as the address",
                ))
            }
        };
        Ok(Operand::Addr(base, off))
    }
}
