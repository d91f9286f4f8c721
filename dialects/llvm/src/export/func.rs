//! Function bodies: naming, block parameters as phis, instructions.

use std::fmt::Write as _;

use cranelift_entity::EntityRef;
use rustc_hash::FxHashMap;

use super::names::Namer;
use super::{global_ident, Ctx, Res, State};
use dialects::ir::*;

/// How a value is printed at its uses.
#[derive(Clone)]
enum Repr {
    /// `%name`.
    Name(String),
    /// A constant, printed inline.
    Const(Const),
    /// `nvvm.addr`, printed as a constant expression.
    Sym(Symbol),
    /// NVVM `freeze`: the operand itself (undef constants become zero).
    Alias(Value),
}

/// Where a phi's incoming value comes from.
enum Pred {
    /// The block's last output segment.
    Block(Block),
    /// A trampoline block.
    Label(String),
}

/// A run of output lines under one label; an IR block may become several
/// when an instruction expands into a loop.
pub(super) struct Seg {
    label: String,
    lines: Vec<String>,
}

struct BlockOut {
    block: Block,
    segs: Vec<Seg>,
}

/// Writes one function definition.
pub(super) struct FnW<'a, 'm> {
    pub(super) cx: &'a Ctx<'m>,
    pub(super) st: &'a mut State,
    pub(super) f: &'a Function,
    pub(super) dfg: &'a Dfg,
    body: &'a Body,
    pub(super) names: Namer,
    repr: FxHashMap<Value, Repr>,
    labels: FxHashMap<Block, String>,
    incoming: FxHashMap<Block, Vec<(Pred, Vec<Value>)>>,
    edges: FxHashMap<(Inst, usize), String>,
    tramps: FxHashMap<Block, Vec<(String, String)>>,
    pub(super) segs: Vec<Seg>,
    byval_raw: Vec<Option<String>>,
}

/// The text of `define ... { ... }` for a function with a body.
pub(super) fn define(cx: &Ctx, st: &mut State, f: &Function, body: &Body) -> Res<String> {
    let mut w = FnW {
        cx,
        st,
        f,
        dfg: &body.dfg,
        body,
        names: Namer::default(),
        repr: FxHashMap::default(),
        labels: FxHashMap::default(),
        incoming: FxHashMap::default(),
        edges: FxHashMap::default(),
        tramps: FxHashMap::default(),
        segs: Vec::new(),
        byval_raw: Vec::new(),
    };
    w.run()
}

fn value_name(dfg: &Dfg, v: Value) -> Option<&str> {
    dfg.value_names.get(v).and_then(|n| n.as_deref())
}

/// `c` with undef and poison replaced by zero (what `freeze` may pick).
fn frozen(c: &Const) -> Const {
    match c {
        Const::Undef | Const::Poison => Const::Zero,
        Const::Aggregate(items) => Const::Aggregate(items.iter().map(frozen).collect()),
        c => c.clone(),
    }
}

/// `i1`, or `<N x i1>` for vectors.
pub(super) fn bool_like(t: Type) -> Type {
    match t.as_vector() {
        Some((_, n)) => Type::vector(Type::Int(1), n),
        None => Type::Int(1),
    }
}

impl FnW<'_, '_> {
    fn run(&mut self) -> Res<String> {
        let entry = self.body.entry().ok_or("function body without blocks")?;
        let eparams = self.block_params(entry)?;
        if eparams.len() != self.f.params.len() {
            return Err(format!(
                "entry block has {} parameters, the signature {}",
                eparams.len(),
                self.f.params.len()
            ));
        }
        for (i, (&v, &t)) in eparams.iter().zip(&self.f.params).enumerate() {
            if self.vty(v)? != t {
                return Err(format!(
                    "parameter {i} has type {} in the body, {t} in the signature",
                    self.vty(v)?
                ));
            }
        }
        self.assign_names(entry)?;
        self.collect_edges(entry)?;

        let mut outs = Vec::new();
        for &b in &self.body.layout.blocks {
            let label = self.labels[&b].clone();
            self.segs = vec![Seg {
                label,
                lines: Vec::new(),
            }];
            if b == entry {
                self.byval_prologue(&eparams)?;
            }
            for &inst in self.body.block_insts(b) {
                self.inst(inst).map_err(|e| {
                    let op = self.dfg.insts.get(inst).map_or("?", |d| d.opcode.name());
                    format!("{op} ({inst}): {e}")
                })?;
            }
            match self.body.terminator(b) {
                Some(_) => {}
                None => return Err(format!("block {b} does not end with a terminator")),
            }
            outs.push(BlockOut {
                block: b,
                segs: std::mem::take(&mut self.segs),
            });
        }

        // Exit labels: phis name the segment a predecessor's branch is in.
        let exit: FxHashMap<Block, String> = outs
            .iter()
            .filter_map(|o| o.segs.last().map(|s| (o.block, s.label.clone())))
            .collect();

        let mut text = self.signature(&eparams)?;
        for o in &outs {
            for (k, seg) in o.segs.iter().enumerate() {
                let _ = writeln!(text, "{}:", seg.label);
                if k == 0 {
                    for phi in self.phis(o.block, &exit)? {
                        let _ = writeln!(text, "  {phi}");
                    }
                }
                for l in &seg.lines {
                    let _ = writeln!(text, "  {l}");
                }
            }
            if let Some(ts) = self.tramps.get(&o.block) {
                for (l, target) in ts {
                    let _ = writeln!(text, "{l}:\n  br label %{target}");
                }
            }
        }
        text.push_str("}\n");
        Ok(text)
    }

    fn block_params(&self, b: Block) -> Res<Vec<Value>> {
        if self.dfg.blocks.get(b).is_none() {
            return Err(format!("unknown block {b}"));
        }
        Ok(self.dfg.block_params(b).to_vec())
    }

    pub(super) fn vty(&self, v: Value) -> Res<Type> {
        self.dfg
            .values
            .get(v)
            .map(|d| d.ty)
            .ok_or_else(|| format!("unknown value {v}"))
    }

    fn assign_names(&mut self, entry: Block) -> Res<()> {
        for &b in &self.body.layout.blocks {
            if self.labels.contains_key(&b) {
                return Err(format!("block {b} appears twice in the layout"));
            }
            let pref = self.dfg.block_names.get(b).and_then(|n| n.as_deref());
            let l = self.names.claim(pref, format!("_bb{}", b.index()));
            self.labels.insert(b, l);
        }
        // Parameters first so that their source names win.
        for &b in &self.body.layout.blocks {
            for v in self.block_params(b)? {
                let n = self
                    .names
                    .claim(value_name(self.dfg, v), format!("_{}", v.index()));
                self.repr.insert(v, Repr::Name(n));
            }
        }
        let eparams = self.block_params(entry)?;
        self.byval_raw = vec![None; eparams.len()];
        if self.cx.nvvm() {
            for i in 0..eparams.len() {
                if let (Some(bt), Type::Ptr(_)) = (
                    self.f.param_attrs.get(i).and_then(|p| p.byval),
                    self.f.params[i],
                ) {
                    if self.cx.ty(bt)? != "i8" {
                        self.byval_raw[i] = Some(self.names.tmp());
                    }
                }
            }
        }
        for &b in &self.body.layout.blocks {
            for &inst in self.body.block_insts(b) {
                let d = self
                    .dfg
                    .insts
                    .get(inst)
                    .ok_or_else(|| format!("unknown instruction {inst}"))?;
                let Some(v) = self.dfg.inst_result(inst) else {
                    continue;
                };
                let r = match (d.opcode, &d.attrs) {
                    (Opcode::Const, Attrs::Const(c)) => Repr::Const(c.clone()),
                    (Opcode::Addr, Attrs::Symbol(s)) => Repr::Sym(*s),
                    (Opcode::Freeze, _) if self.cx.nvvm() => {
                        let a = *self
                            .dfg
                            .inst_args(inst)
                            .first()
                            .ok_or("freeze without operand")?;
                        Repr::Alias(a)
                    }
                    _ => Repr::Name(
                        self.names
                            .claim(value_name(self.dfg, v), format!("_{}", v.index())),
                    ),
                };
                self.repr.insert(v, r);
            }
        }
        Ok(())
    }

    /// Successor edges: phi inputs per predecessor and trampolines for a
    /// second edge of one terminator to a block with other arguments.
    fn collect_edges(&mut self, entry: Block) -> Res<()> {
        for &p in &self.body.layout.blocks {
            let Some(t) = self.body.terminator(p) else {
                continue;
            };
            let succs = &self.dfg.insts[t].succs;
            let mut direct: Vec<(Block, Vec<Value>)> = Vec::new();
            for (k, s) in succs.iter().enumerate() {
                let b = s.block;
                let label =
                    self.labels.get(&b).cloned().ok_or_else(|| {
                        format!("branch from {p} to {b}, which is not in the layout")
                    })?;
                if b == entry {
                    return Err(format!("branch from {p} to the entry block"));
                }
                let args = self.dfg.call_args(s).to_vec();
                let params = self.block_params(b)?;
                if args.len() != params.len() {
                    return Err(format!(
                        "branch from {p} passes {} arguments to {b}, which has {} parameters",
                        args.len(),
                        params.len()
                    ));
                }
                let edge = if params.is_empty() {
                    label
                } else if let Some((_, a)) = direct.iter().find(|(d, _)| *d == b) {
                    if *a == args {
                        // LLVM wants one phi entry per edge, equal values.
                        self.incoming
                            .entry(b)
                            .or_default()
                            .push((Pred::Block(p), args));
                        label
                    } else {
                        let tl = self.names.tmp();
                        self.incoming
                            .entry(b)
                            .or_default()
                            .push((Pred::Label(tl.clone()), args));
                        self.tramps.entry(p).or_default().push((tl.clone(), label));
                        tl
                    }
                } else {
                    direct.push((b, args.clone()));
                    self.incoming
                        .entry(b)
                        .or_default()
                        .push((Pred::Block(p), args));
                    label
                };
                self.edges.insert((t, k), edge);
            }
        }
        // Parameters of blocks nothing branches to are undefined.
        for &b in &self.body.layout.blocks {
            if b != entry && !self.incoming.contains_key(&b) {
                for v in self.block_params(b)? {
                    self.repr.insert(v, Repr::Const(Const::Undef));
                }
            }
        }
        Ok(())
    }

    fn phis(&self, b: Block, exit: &FxHashMap<Block, String>) -> Res<Vec<String>> {
        let Some(inc) = self.incoming.get(&b) else {
            return Ok(Vec::new());
        };
        let mut out = Vec::new();
        for (i, &v) in self.block_params(b)?.iter().enumerate() {
            let mut entries = Vec::new();
            for (pred, args) in inc {
                let l = match pred {
                    Pred::Block(p) => exit.get(p).ok_or("missing predecessor output")?,
                    Pred::Label(l) => l,
                };
                entries.push(format!("[ {}, %{l} ]", self.val(args[i])?));
            }
            out.push(format!(
                "{} = phi {} {}",
                self.val(v)?,
                self.cx.ty(self.vty(v)?)?,
                entries.join(", ")
            ));
        }
        Ok(out)
    }

    fn signature(&mut self, eparams: &[Value]) -> Res<String> {
        let f = self.f;
        let link = match f.linkage {
            Linkage::Internal => "internal ",
            Linkage::Weak => "weak ",
            Linkage::External | Linkage::Common => "",
        };
        let mut ps = Vec::new();
        for (i, &v) in eparams.iter().enumerate() {
            let pa = f.param_attrs.get(i).cloned().unwrap_or_default();
            let name = match &self.byval_raw[i] {
                Some(raw) => format!("%{raw}"),
                None => self.val(v)?,
            };
            ps.push(format!(
                "{} {}{name}",
                self.cx.param_ty(f, i)?,
                self.cx.param_attrs(&pa, f.params[i])?
            ));
        }
        let attrs = self.cx.fn_attrs(self.st, f);
        Ok(format!(
            "define {link}{} {}({}){attrs} {{\n",
            self.cx.ret_ty(f.ret)?,
            global_ident(&f.name),
            ps.join(", ")
        ))
    }

    fn byval_prologue(&mut self, eparams: &[Value]) -> Res<()> {
        for (i, &v) in eparams.iter().enumerate() {
            let Some(raw) = self.byval_raw[i].clone() else {
                continue;
            };
            let typed = self.cx.param_ty(self.f, i)?;
            let to = self.cx.ty(self.f.params[i])?;
            let l = format!("{} = bitcast {typed} %{raw} to {to}", self.val(v)?);
            self.line(l);
        }
        Ok(())
    }

    // ----------------------------------------------------------- printing

    /// The operand text of a value (without its type).
    pub(super) fn val(&self, v: Value) -> Res<String> {
        let mut cur = v;
        let mut froze = false;
        for _ in 0..64 {
            match self.repr.get(&cur) {
                Some(Repr::Name(n)) => return Ok(format!("%{n}")),
                Some(Repr::Const(c)) => {
                    let c = if froze { frozen(c) } else { c.clone() };
                    return self.cx.konst(&c, self.vty(cur)?);
                }
                Some(Repr::Sym(s)) => {
                    let Type::Ptr(a) = self.vty(cur)? else {
                        return Err(format!("nvvm.addr {cur} does not yield a pointer"));
                    };
                    return match *s {
                        Symbol::Global(g) => self.cx.global_addr(g, 0, a),
                        Symbol::Func(f) => self.cx.func_addr(f, a),
                    };
                }
                Some(Repr::Alias(a)) => {
                    froze = true;
                    cur = *a;
                }
                None => return Err(format!("value {v} is used but not defined in the layout")),
            }
        }
        Err(format!("freeze chain at {v} too deep"))
    }

    /// `T v`.
    pub(super) fn tval(&self, v: Value) -> Res<String> {
        Ok(format!("{} {}", self.cx.ty(self.vty(v)?)?, self.val(v)?))
    }

    pub(super) fn line(&mut self, s: String) {
        if let Some(seg) = self.segs.last_mut() {
            seg.lines.push(s);
        }
    }

    /// Writes `%tN = rhs` and returns `%tN`.
    pub(super) fn tmp_line(&mut self, rhs: String) -> String {
        let n = self.names.tmp();
        self.line(format!("%{n} = {rhs}"));
        format!("%{n}")
    }

    /// Starts a new output block.
    pub(super) fn new_seg(&mut self, label: String) {
        self.segs.push(Seg {
            label,
            lines: Vec::new(),
        });
    }

    /// The label of the output block being written.
    pub(super) fn cur_label(&self) -> String {
        self.segs
            .last()
            .map(|s| s.label.clone())
            .unwrap_or_default()
    }

    /// `%name` of the instruction's result.
    pub(super) fn res(&self, inst: Inst) -> Res<String> {
        let v = self
            .dfg
            .inst_result(inst)
            .ok_or("instruction has no result")?;
        self.val(v)
    }

    pub(super) fn res_ty(&self, inst: Inst) -> Res<Type> {
        let v = self
            .dfg
            .inst_result(inst)
            .ok_or("instruction has no result")?;
        self.vty(v)
    }

    /// `"%name = "` or `""`.
    pub(super) fn def(&self, inst: Inst) -> Res<String> {
        match self.dfg.inst_result(inst) {
            Some(v) => Ok(format!("{} = ", self.val(v)?)),
            None => Ok(String::new()),
        }
    }

    /// `PT %p` for an access of `pointee` through pointer value `p`: a
    /// bitcast in NVVM (unless the pointee is `i8`), `p` itself in modern.
    pub(super) fn access_ptr(&mut self, p: Value, pointee: &str) -> Res<String> {
        let (t, v) = self.access_ptr_parts(p, pointee)?;
        Ok(format!("{t} {v}"))
    }

    /// [`Self::access_ptr`] as (type, value).
    pub(super) fn access_ptr_parts(&mut self, p: Value, pointee: &str) -> Res<(String, String)> {
        let Type::Ptr(a) = self.vty(p)? else {
            return Err(format!("{p} is not a pointer"));
        };
        let pv = self.val(p)?;
        if !self.cx.nvvm() || pointee == "i8" {
            return Ok((self.cx.ptr_ty(a), pv));
        }
        let t = self.names.tmp();
        let to = self.cx.ptr_to(pointee, a);
        let l = format!("%{t} = bitcast {} {pv} to {to}", self.cx.ptr_ty(a));
        self.line(l);
        Ok((to, format!("%{t}")))
    }

    /// `!llvm.loop` of a terminator.
    fn loop_md(&mut self, inst: Inst) -> String {
        let Some(m) = self.dfg.meta.get(&inst) else {
            return String::new();
        };
        if m.loop_hints.is_empty() {
            return String::new();
        }
        let mut parts = Vec::new();
        for (name, arg) in &m.loop_hints {
            let s = super::escape_str(name.as_bytes());
            let body = match arg {
                None => format!("!{{!\"{s}\"}}"),
                Some(v @ (0 | 1)) if name.ends_with(".enable") => {
                    format!(
                        "!{{!\"{s}\", i1 {}}}",
                        if *v == 1 { "true" } else { "false" }
                    )
                }
                Some(v) if i32::try_from(*v).is_ok() => format!("!{{!\"{s}\", i32 {v}}}"),
                Some(v) => format!("!{{!\"{s}\", i64 {v}}}"),
            };
            parts.push(format!("!{}", self.st.node(body)));
        }
        format!(", !llvm.loop !{}", self.st.distinct_self(&parts))
    }

    /// `!range` of a load or call producing an integer.
    pub(super) fn range_md(&mut self, inst: Inst, t: Type) -> String {
        let (Some(m), Type::Int(w)) = (self.dfg.meta.get(&inst), t) else {
            return String::new();
        };
        if m.range.is_empty() {
            return String::new();
        }
        let parts: Vec<String> = m
            .range
            .iter()
            .flat_map(|&(lo, hi)| [lo, hi])
            .map(|x| format!("i{w} {}", super::signed_dec(x, w)))
            .collect();
        format!(
            ", !range !{}",
            self.st.node(format!("!{{{}}}", parts.join(", ")))
        )
    }

    // ------------------------------------------------------- instructions

    fn inst(&mut self, inst: Inst) -> Res<()> {
        if self.inst_values(inst)? {
            return Ok(());
        }
        if self.inst_memory(inst)? {
            return Ok(());
        }
        if self.inst_aggregates(inst)? {
            return Ok(());
        }
        self.inst_control(inst)?;
        Ok(())
    }

    /// Constants, arithmetic, comparisons, selects and casts.
    fn inst_values(&mut self, inst: Inst) -> Res<bool> {
        let d = &self.dfg.insts[inst];
        let args = self.dfg.inst_args(inst).to_vec();
        let arg = |i: usize| operand(&args, i);
        use Opcode::*;
        match d.opcode {
            Const | Addr => {}
            Freeze if self.cx.nvvm() => {}
            op if op.is_binary() => {
                let (a, b) = (arg(0)?, arg(1)?);
                let t = self.res_ty(inst)?;
                let flags = match (&d.attrs, op) {
                    (Attrs::Int(f), Add | Sub | Mul | Shl) => {
                        let mut s = String::new();
                        if f.contains(IntFlags::NUW) {
                            s.push_str("nuw ");
                        }
                        if f.contains(IntFlags::NSW) {
                            s.push_str("nsw ");
                        }
                        s
                    }
                    (Attrs::Int(f), UDiv | SDiv | LShr | AShr) if f.contains(IntFlags::EXACT) => {
                        "exact ".into()
                    }
                    (Attrs::Float(fm), _) if op.is_float_binary() => fmf(*fm),
                    _ => String::new(),
                };
                if op.is_float_binary() {
                    self.no_bf16(&[t])?;
                }
                let l = format!(
                    "{}{} {flags}{} {}, {}",
                    self.def(inst)?,
                    op.llvm_name(),
                    self.cx.ty(t)?,
                    self.val(a)?,
                    self.val(b)?
                );
                self.line(l);
            }
            MadLo => {
                // LLVM has no multiply-add: the multiply, then the add.
                let (a, b, c) = (arg(0)?, arg(1)?, arg(2)?);
                let t = self.cx.ty(self.res_ty(inst)?)?;
                let p = self.tmp_line(format!("mul {t} {}, {}", self.val(a)?, self.val(b)?));
                let l = format!("{}add {t} {p}, {}", self.def(inst)?, self.val(c)?);
                self.line(l);
            }
            MulWideS | MulWideU => {
                // LLVM has no widening multiply: the extensions and a
                // multiply of the wide type.
                let (a, b) = (arg(0)?, arg(1)?);
                let t = self.res_ty(inst)?;
                let (nt, wt) = (self.cx.ty(self.dfg.value_type(a))?, self.cx.ty(t)?);
                let ext = if d.opcode == MulWideS { "sext" } else { "zext" };
                let xa = self.tmp_line(format!("{ext} {nt} {} to {wt}", self.val(a)?));
                let xb = self.tmp_line(format!("{ext} {nt} {} to {wt}", self.val(b)?));
                let l = format!("{}mul {wt} {xa}, {xb}", self.def(inst)?);
                self.line(l);
            }
            _ => return self.inst_compare(inst),
        }
        Ok(true)
    }

    /// Negation and comparisons.
    fn inst_compare(&mut self, inst: Inst) -> Res<bool> {
        let d = &self.dfg.insts[inst];
        let args = self.dfg.inst_args(inst).to_vec();
        let arg = |i: usize| operand(&args, i);
        use Opcode::*;
        match d.opcode {
            FNeg => {
                let x = arg(0)?;
                let t = self.res_ty(inst)?;
                let fm = match &d.attrs {
                    Attrs::Float(f) => fmf(*f),
                    _ => String::new(),
                };
                let ts = self.cx.ty(t)?;
                let l = if !self.cx.nvvm() {
                    format!("{}fneg {fm}{ts} {}", self.def(inst)?, self.val(x)?)
                } else if t.scalar() == Type::BF16 {
                    let m = self.cx.konst(&dialects::ir::Const::Int(0x8000), t)?;
                    format!("{}xor {ts} {}, {m}", self.def(inst)?, self.val(x)?)
                } else {
                    let bits = match t.scalar() {
                        Type::F16 => 0x8000,
                        Type::F32 => 0x8000_0000,
                        Type::F64 => 1 << 63,
                        s => return Err(format!("fneg of {s}")),
                    };
                    let z = self.cx.konst(&dialects::ir::Const::Float(bits), t)?;
                    format!("{}fsub {fm}{ts} {z}, {}", self.def(inst)?, self.val(x)?)
                };
                self.line(l);
            }
            ICmp => {
                let Attrs::ICmp(p) = &d.attrs else {
                    return Err("missing predicate".into());
                };
                let l = format!(
                    "{}icmp {} {}, {}",
                    self.def(inst)?,
                    p.keyword(),
                    self.tval(arg(0)?)?,
                    self.val(arg(1)?)?
                );
                self.line(l);
            }
            FCmp => {
                let Attrs::FCmp(p, fm) = &d.attrs else {
                    return Err("missing predicate".into());
                };
                self.no_bf16(&[self.vty(arg(0)?)?])?;
                let l = format!(
                    "{}fcmp {}{} {}, {}",
                    self.def(inst)?,
                    fmf(*fm),
                    p.keyword(),
                    self.tval(arg(0)?)?,
                    self.val(arg(1)?)?
                );
                self.line(l);
            }
            _ => return self.inst_select_cast(inst),
        }
        Ok(true)
    }

    /// Selects, casts and freeze.
    fn inst_select_cast(&mut self, inst: Inst) -> Res<bool> {
        let d = &self.dfg.insts[inst];
        let args = self.dfg.inst_args(inst).to_vec();
        let arg = |i: usize| operand(&args, i);
        use Opcode::*;
        match d.opcode {
            Select => {
                let t = self.res_ty(inst)?;
                // LLVM 7 has no fast-math flags on select.
                let fm = match &d.attrs {
                    Attrs::Float(f) if !self.cx.nvvm() && t.scalar().is_float() => fmf(*f),
                    _ => String::new(),
                };
                let l = format!(
                    "{}select {fm}{}, {}, {}",
                    self.def(inst)?,
                    self.tval(arg(0)?)?,
                    self.tval(arg(1)?)?,
                    self.tval(arg(2)?)?
                );
                self.line(l);
            }
            op if op.is_cast() => {
                let x = arg(0)?;
                let (from, to) = (self.vty(x)?, self.res_ty(inst)?);
                if matches!(op, FPTrunc | FPExt | FPToUI | FPToSI | UIToFP | SIToFP) {
                    self.no_bf16(&[from, to])?;
                }
                // Flags newer than LLVM 16 (nneg, trunc nuw/nsw) and fast-math
                // flags on casts are dropped: they are only hints.
                let l = format!(
                    "{}{} {} to {}",
                    self.def(inst)?,
                    op.llvm_name(),
                    self.tval(x)?,
                    self.cx.ty(to)?
                );
                self.line(l);
            }
            Freeze => {
                let l = format!("{}freeze {}", self.def(inst)?, self.tval(arg(0)?)?);
                self.line(l);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// Pointer arithmetic, allocations, loads, stores, atomics and fences.
    fn inst_memory(&mut self, inst: Inst) -> Res<bool> {
        let d = &self.dfg.insts[inst];
        let args = self.dfg.inst_args(inst).to_vec();
        let arg = |i: usize| operand(&args, i);
        use Opcode::*;
        match d.opcode {
            PtrAdd => {
                let inb = match &d.attrs {
                    Attrs::Int(f) if f.contains(IntFlags::INBOUNDS) => "inbounds ",
                    _ => "",
                };
                let l = format!(
                    "{}getelementptr {inb}i8, {}, {}",
                    self.def(inst)?,
                    self.tval(arg(0)?)?,
                    self.tval(arg(1)?)?
                );
                self.line(l);
            }
            Alloca => self.alloca(inst, &args)?,
            Load => {
                let Attrs::Mem(ma) = d.attrs else {
                    return Err("missing memory attributes".into());
                };
                self.load(inst, arg(0)?, ma)?;
            }
            Store => {
                let Attrs::Mem(ma) = d.attrs else {
                    return Err("missing memory attributes".into());
                };
                self.store(inst, arg(0)?, arg(1)?, ma)?;
            }
            AtomicRmw => {
                let Attrs::Rmw(ra) = d.attrs else {
                    return Err("missing atomicrmw attributes".into());
                };
                self.atomicrmw(inst, arg(0)?, arg(1)?, ra)?;
            }
            CmpXchg => {
                let Attrs::CmpXchg(ca) = d.attrs else {
                    return Err("missing cmpxchg attributes".into());
                };
                self.cmpxchg(inst, [arg(0)?, arg(1)?, arg(2)?], ca)?;
            }
            Fence => {
                let Attrs::Fence(_, scope) = d.attrs else {
                    return Err("missing fence attributes".into());
                };
                self.membar(scope)?;
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// Vector lanes, shuffles and aggregate members.
    fn inst_aggregates(&mut self, inst: Inst) -> Res<bool> {
        let d = &self.dfg.insts[inst];
        let args = self.dfg.inst_args(inst).to_vec();
        let arg = |i: usize| operand(&args, i);
        use Opcode::*;
        match d.opcode {
            ExtractElement => {
                let l = format!(
                    "{}extractelement {}, {}",
                    self.def(inst)?,
                    self.tval(arg(0)?)?,
                    self.tval(arg(1)?)?
                );
                self.line(l);
            }
            InsertElement => {
                let l = format!(
                    "{}insertelement {}, {}, {}",
                    self.def(inst)?,
                    self.tval(arg(0)?)?,
                    self.tval(arg(1)?)?,
                    self.tval(arg(2)?)?
                );
                self.line(l);
            }
            ShuffleVector => {
                let Attrs::Shuffle(mask) = &d.attrs else {
                    return Err("missing mask".into());
                };
                if mask.is_empty() {
                    return Err("empty shuffle mask".into());
                }
                let und = if self.cx.nvvm() { "undef" } else { "poison" };
                let lanes: Vec<String> = mask
                    .iter()
                    .map(|&i| {
                        if i < 0 {
                            format!("i32 {und}")
                        } else {
                            format!("i32 {i}")
                        }
                    })
                    .collect();
                let l = format!(
                    "{}shufflevector {}, {}, <{} x i32> <{}>",
                    self.def(inst)?,
                    self.tval(arg(0)?)?,
                    self.tval(arg(1)?)?,
                    mask.len(),
                    lanes.join(", ")
                );
                self.line(l);
            }
            ExtractValue | InsertValue => {
                let Attrs::Indices(idx) = &d.attrs else {
                    return Err("missing indices".into());
                };
                if idx.is_empty() {
                    return Err("no indices".into());
                }
                let idx: Vec<String> = idx.iter().map(|i| i.to_string()).collect();
                let l = if d.opcode == ExtractValue {
                    format!(
                        "{}extractvalue {}, {}",
                        self.def(inst)?,
                        self.tval(arg(0)?)?,
                        idx.join(", ")
                    )
                } else {
                    format!(
                        "{}insertvalue {}, {}, {}",
                        self.def(inst)?,
                        self.tval(arg(0)?)?,
                        self.tval(arg(1)?)?,
                        idx.join(", ")
                    )
                };
                self.line(l);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// Calls, intrinsics, inline asm and terminators.
    fn inst_control(&mut self, inst: Inst) -> Res<bool> {
        let d = &self.dfg.insts[inst];
        let args = self.dfg.inst_args(inst).to_vec();
        let arg = |i: usize| operand(&args, i);
        use Opcode::*;
        match d.opcode {
            Call => {
                let Attrs::Call(ca) = d.attrs.clone() else {
                    return Err("missing callee".into());
                };
                self.call(inst, &args, &ca)?;
            }
            CallIndirect => {
                let Attrs::CallIndirect(sig) = d.attrs.clone() else {
                    return Err("missing signature".into());
                };
                self.call_indirect(inst, &args, &sig)?;
            }
            Intrinsic => {
                let Attrs::Intrinsic(ia) = d.attrs.clone() else {
                    return Err("missing intrinsic name".into());
                };
                self.intrinsic(inst, &ia, &args)?;
            }
            InlineAsm => {
                let Attrs::Asm(a) = d.attrs.clone() else {
                    return Err("missing inline assembly".into());
                };
                self.inline_asm(inst, &args, &a)?;
            }
            Br => {
                let md = self.loop_md(inst);
                let l = format!("br label %{}{md}", self.edge(inst, 0)?);
                self.line(l);
            }
            CondBr => {
                let md = self.loop_md(inst);
                let l = format!(
                    "br {}, label %{}, label %{}{md}",
                    self.tval(arg(0)?)?,
                    self.edge(inst, 0)?,
                    self.edge(inst, 1)?
                );
                self.line(l);
            }
            Switch => {
                let Attrs::Switch(vals) = &d.attrs else {
                    return Err("missing case values".into());
                };
                let x = arg(0)?;
                let t = self.vty(x)?;
                let Type::Int(w) = t else {
                    return Err(format!("switch on {t}"));
                };
                if vals.len() + 1 != d.succs.len() {
                    return Err("case values do not match successors".into());
                }
                let mut l = format!("switch {}, label %{} [", self.tval(x)?, self.edge(inst, 0)?);
                for (k, v) in vals.iter().enumerate() {
                    let _ = write!(
                        l,
                        "\n    i{w} {}, label %{}",
                        super::signed_dec(*v, w),
                        self.edge(inst, k + 1)?
                    );
                }
                l.push_str("\n  ]");
                l.push_str(&self.loop_md(inst));
                self.line(l);
            }
            Ret => {
                let l = match (args.first(), self.f.ret) {
                    (None, None) => "ret void".to_string(),
                    (Some(&v), Some(_)) => format!("ret {}", self.tval(v)?),
                    _ => return Err("return does not match the signature".into()),
                };
                self.line(l);
            }
            Unreachable => self.line("unreachable".into()),
            op => return Err(format!("opcode {op} has no LLVM IR form")),
        }
        Ok(true)
    }

    fn edge(&self, inst: Inst, k: usize) -> Res<String> {
        self.edges
            .get(&(inst, k))
            .cloned()
            .ok_or_else(|| format!("missing successor {k}"))
    }

    /// Rejects bf16 arithmetic in NVVM (LLVM 7 has no bfloat).
    pub(super) fn no_bf16(&self, ts: &[Type]) -> Res<()> {
        if self.cx.nvvm() && ts.iter().any(|t| t.scalar() == Type::BF16) {
            return Err("bf16 arithmetic has no NVVM IR 2.0 (LLVM 7) form".into());
        }
        Ok(())
    }

    fn alloca(&mut self, inst: Inst, args: &[Value]) -> Res<()> {
        let Attrs::Alloca(et, align) = self.dfg.insts[inst].attrs else {
            return Err("missing alloca attributes".into());
        };
        let Type::Ptr(a) = self.res_ty(inst)? else {
            return Err("alloca does not yield a pointer".into());
        };
        let count = match args.first() {
            Some(&n) => match self.repr.get(&n) {
                Some(Repr::Const(Const::Int(1))) => String::new(),
                _ => format!(", {}", self.tval(n)?),
            },
            None => String::new(),
        };
        let al = if align > 0 {
            format!(", align {align}")
        } else {
            String::new()
        };
        let ets = self.cx.ty(et)?;
        let res = self.res(inst)?;
        let typed = self.cx.nvvm() && ets != "i8";
        // alloca yields a generic pointer (the data layout has no A5).
        let name = if !typed && a == 0 {
            res.clone()
        } else {
            format!("%{}", self.names.tmp())
        };
        self.line(format!("{name} = alloca {ets}{count}{al}"));
        let mut cur = name;
        if typed {
            let to = self.cx.ptr_ty(0);
            let n = if a == 0 {
                res.clone()
            } else {
                format!("%{}", self.names.tmp())
            };
            self.line(format!("{n} = bitcast {ets}* {cur} to {to}"));
            cur = n;
        }
        if a != 0 {
            let l = format!(
                "{res} = addrspacecast {} {cur} to {}",
                self.cx.ptr_ty(0),
                self.cx.ptr_ty(a)
            );
            self.line(l);
        }
        Ok(())
    }

    fn call(&mut self, inst: Inst, args: &[Value], ca: &CallAttrs) -> Res<()> {
        let m = self.cx.m;
        let callee = m
            .funcs
            .get(ca.callee)
            .ok_or_else(|| format!("call of unknown function {}", ca.callee))?;
        if callee.is_intrinsic() {
            let ia = IntrinsicAttrs::new(super::intrinsics::opaque_name(&callee.name), ca.fmf);
            return self.intrinsic(inst, &ia, args);
        }
        let np = callee.params.len();
        if args.len() < np || (args.len() > np && !callee.variadic) {
            return Err(format!(
                "call of @{} with {} arguments",
                callee.name,
                args.len()
            ));
        }
        if callee.ret.is_some() != self.dfg.inst_result(inst).is_some() {
            return Err(format!(
                "call of @{} does not match its return type",
                callee.name
            ));
        }
        let mut ps = Vec::new();
        for (i, &a) in args.iter().enumerate() {
            let pa = callee.param_attrs.get(i).cloned().unwrap_or_default();
            let t = self.vty(a)?;
            if i < np && t != callee.params[i] {
                return Err(format!("argument {i} of @{} has type {t}", callee.name));
            }
            let ext = match (t, pa.ext) {
                (Type::Int(_), Some(true)) => "signext ",
                (Type::Int(_), Some(false)) => "zeroext ",
                _ => "",
            };
            let s = match (pa.byval, t, i < np) {
                (Some(bt), Type::Ptr(_), true) => {
                    if self.cx.nvvm() {
                        let pointee = self.cx.ty(bt)?;
                        let (ty, v) = self.access_ptr_parts(a, &pointee)?;
                        format!("{ty} byval {v}")
                    } else {
                        format!(
                            "{} byval({}) {}",
                            self.cx.ty(t)?,
                            self.cx.ty(bt)?,
                            self.val(a)?
                        )
                    }
                }
                _ => format!("{} {ext}{}", self.cx.ty(t)?, self.val(a)?),
            };
            ps.push(s);
        }
        let fnref = if callee.variadic {
            format!("{} {}", self.cx.fn_ty(callee)?, global_ident(&callee.name))
        } else {
            format!(
                "{} {}",
                self.cx.ret_ty(callee.ret)?,
                global_ident(&callee.name)
            )
        };
        let (fm, conv) = self.call_flags(callee.ret, ca.fmf, ca.convergent);
        let range = match callee.ret {
            Some(t) => self.range_md(inst, t),
            None => String::new(),
        };
        let l = format!(
            "{}call {fm}{fnref}({}){conv}{range}",
            self.def(inst)?,
            ps.join(", ")
        );
        self.line(l);
        Ok(())
    }

    /// A call's fast-math flags (float results only) and its `convergent`
    /// attribute group.
    fn call_flags(&mut self, ret: Option<Type>, f: FastMath, convergent: bool) -> (String, String) {
        let fm = match ret {
            Some(t) if t.scalar().is_float() => fmf(f),
            _ => String::new(),
        };
        let conv = if convergent {
            format!(" #{}", self.st.group("convergent nounwind"))
        } else {
            String::new()
        };
        (fm, conv)
    }

    /// `call RT %fp(args)`; typed pointers first cast the address to the
    /// function pointer type `RT (P...)*`.
    fn call_indirect(&mut self, inst: Inst, args: &[Value], sig: &IndirectCallAttrs) -> Res<()> {
        let (&fp, rest) = args.split_first().ok_or("indirect call without a callee")?;
        let Type::Ptr(a) = self.vty(fp)? else {
            return Err("indirect call through a value that is not a pointer".into());
        };
        let rt = self.cx.ret_ty(sig.ret)?;
        let mut ps = Vec::new();
        let mut tys = Vec::new();
        for (i, &v) in rest.iter().enumerate() {
            let t = self.cx.ty(self.vty(v)?)?;
            let Some(&(_, s, a)) = sig.byval.iter().find(|b| b.0 as usize == i) else {
                ps.push(format!("{t} {}", self.val(v)?));
                tys.push(t);
                continue;
            };
            let align = if a > 0 {
                format!(" align {a}")
            } else {
                String::new()
            };
            let pointee = self.cx.ty(s)?;
            if self.cx.nvvm() {
                // Typed pointers: `%T* byval`, the pointer cast to `%T*`.
                let (ty, pv) = self.access_ptr_parts(v, &pointee)?;
                ps.push(format!("{ty} byval{align} {pv}"));
                tys.push(ty);
            } else {
                ps.push(format!("{t} byval({pointee}){align} {}", self.val(v)?));
                tys.push(t);
            }
        }
        let mut callee = self.val(fp)?;
        if self.cx.nvvm() {
            let t = self.names.tmp();
            let l = format!(
                "%{t} = bitcast {} {callee} to {rt} ({})*",
                self.cx.ptr_ty(a),
                tys.join(", ")
            );
            self.line(l);
            callee = format!("%{t}");
        }
        let (fm, conv) = self.call_flags(sig.ret, sig.fmf, sig.convergent);
        let l = format!(
            "{}call {fm}{rt} {callee}({}){conv}",
            self.def(inst)?,
            ps.join(", ")
        );
        self.line(l);
        Ok(())
    }

    fn inline_asm(&mut self, inst: Inst, args: &[Value], a: &AsmData) -> Res<()> {
        if a.constraints.contains('*') {
            return Err("inline asm with an indirect (`*`) operand".into());
        }
        let rt = match self.dfg.inst_result(inst) {
            Some(v) => self.cx.ty(self.vty(v)?)?,
            None => "void".into(),
        };
        let ps = args
            .iter()
            .map(|&v| self.tval(v))
            .collect::<Res<Vec<_>>>()?;
        let se = if a.side_effect { "sideeffect " } else { "" };
        let conv = if a.convergent {
            format!(" #{}", self.st.group("convergent nounwind"))
        } else {
            String::new()
        };
        let l = format!(
            "{}call {rt} asm {se}\"{}\", \"{}\"({}){conv}",
            self.def(inst)?,
            super::escape_str(a.template.as_bytes()),
            super::escape_str(a.constraints.as_bytes()),
            ps.join(", ")
        );
        self.line(l);
        Ok(())
    }
}

/// Fast-math keywords with a trailing space.
pub(super) fn fmf(f: FastMath) -> String {
    f.keywords().iter().map(|k| format!("{k} ")).collect()
}

/// Operand `i` of an instruction.
fn operand(args: &[Value], i: usize) -> Res<Value> {
    args.get(i)
        .copied()
        .ok_or_else(|| format!("missing operand {i}"))
}
