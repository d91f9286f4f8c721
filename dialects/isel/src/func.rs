//! The per-function selector: registers, emission, the instruction loop.

use cranelift_entity::SecondaryMap;
use rustc_hash::{FxHashMap, FxHashSet};

use super::regs::{self, Ext};
use super::ModCtx;
use dialects::diag::Diagnostic;
use dialects::ir::*;
use ptx::{
    Mnemonic, Operand, PBlock, PtxBlockData, PtxFunction, PtxInst, PtxOp, Reg, RegClass, Stmt,
    VarDecl,
};

/// The result of a lowering step; the error says why it is unsupported.
pub(crate) type R<T> = Result<T, SelectError>;

/// Why an instruction (or a function's frame) has no PTX lowering. The
/// driver reports it as `unsupported: in @f: <instruction> (<reason>)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SelectError {
    /// The construct needs a newer target (`sm`) than the one selected for.
    Target {
        /// What needs it.
        what: String,
        /// The architecture it needs (`sm_90`, `sm_90a`).
        needs: String,
        /// The target selected for.
        target: String,
    },
    /// An operand must be a compile-time constant and is not.
    NotConstant(String),
    /// No lowering: the reason.
    Unsupported(String),
}

impl std::fmt::Display for SelectError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SelectError::Target {
                what,
                needs,
                target,
            } => {
                let later = if needs.ends_with('a') {
                    ""
                } else {
                    " or later"
                };
                write!(f, "{what} needs {needs}{later}, the target is {target}")
            }
            SelectError::NotConstant(what) => write!(f, "{what} must be a constant"),
            SelectError::Unsupported(why) => f.write_str(why),
        }
    }
}

impl From<String> for SelectError {
    fn from(why: String) -> SelectError {
        SelectError::Unsupported(why)
    }
}

impl From<&str> for SelectError {
    fn from(why: &str) -> SelectError {
        SelectError::Unsupported(why.to_string())
    }
}

/// Shorthand for a register operand.
pub(crate) fn reg(r: Reg) -> Operand {
    Operand::Reg(r)
}

/// Shorthand for an integer immediate.
pub(crate) fn imm(v: i64) -> Operand {
    Operand::Imm(v)
}

/// The local depot of a function.
#[derive(Default)]
pub(crate) struct Depot {
    /// Bytes reserved so far.
    pub size: u64,
    /// Its alignment.
    pub align: u64,
    /// Byte offset of each alloca.
    pub slots: FxHashMap<Inst, u64>,
    /// `%SPL`: the depot's address in the local window.
    pub spl: Option<Reg>,
    /// `%SP`: the depot's generic address.
    pub sp: Option<Reg>,
}

/// Selects one function.
pub(crate) struct FnSel<'a> {
    /// The module context.
    pub cx: &'a ModCtx<'a>,
    /// The function's id.
    pub fid: FuncId,
    /// The function.
    pub func: &'a Function,
    /// Its body.
    pub body: &'a Body,
    /// Its data-flow graph.
    pub dfg: &'a Dfg,
    /// The PTX being built.
    pub out: PtxFunction,
    /// The block instructions go to.
    pub cur: PBlock,
    /// Block order of the output.
    pub order: Vec<PBlock>,
    /// The function's index in the PTX module (names the depot).
    pub index: usize,
    /// The lowest `.version` the selected instructions need.
    pub version: (u32, u32),
    /// The local depot.
    pub depot: Depot,
    /// Inline asm statements emitted so far.
    pub asm_count: u32,
    next: [u32; 7],
    vals: FxHashMap<Value, Vec<Reg>>,
    /// Registers that hold some value.
    owned: FxHashSet<Reg>,
    /// Registers of block parameters (rewritten on every edge, so never
    /// shared with another value).
    param_regs: FxHashSet<Reg>,
    /// Address computations folded into the instructions that use them.
    pub folded: FxHashSet<Value>,
    /// `i8` values loaded with `ld.u8`, which zero-extends the byte into
    /// its 16-bit register (PTX ISA, "Operand Size Exceeding
    /// Instruction-Type Size"): already normalized for zero extension.
    pub(crate) zext_bytes: FxHashSet<Value>,
    /// Kernel byval parameters read in place, with their `.param` names.
    pub(crate) in_place: FxHashMap<Value, String>,
    /// Kernel byval parameters only read, but through a pointer that is
    /// selected or passed along: addressed generically (`cvta.param`).
    pub(crate) generic_params: FxHashSet<Value>,
    /// `.callprototype` labels made so far (`prototype_N`).
    pub(crate) prototypes: u32,
    /// The `.cta_group::N` of the function's tcgen05 operations (ptxas
    /// takes one per function).
    pub(crate) cta_group: Option<u32>,
    /// The instruction being lowered is one of LLVM's generic operations
    /// and `-ftz` is on: its f32 instructions get `.ftz`.
    ftz_here: bool,
    blocks: FxHashMap<Block, PBlock>,
    /// Each laid-out block's position (for backward-branch tests without
    /// a search of the layout per branch).
    pub(crate) layout_pos: SecondaryMap<Block, Option<u32>>,
}

/// Selects a function with a body; returns it and the `.version` it needs.
pub(crate) fn select_function(
    cx: &ModCtx<'_>,
    fid: FuncId,
    index: usize,
) -> Result<(PtxFunction, (u32, u32)), Diagnostic> {
    let m = cx.m;
    let func = &m.funcs[fid];
    let Some(body) = func.body.as_ref() else {
        return Err(Diagnostic::bare(
            &m.name,
            format!("@{} has no body to select", func.name),
        ));
    };
    let mut s = FnSel {
        cx,
        fid,
        func,
        body,
        dfg: &body.dfg,
        out: PtxFunction::default(),
        cur: PBlock::from_u32(0),
        order: Vec::new(),
        index,
        version: cx.target.min_version,
        depot: Depot::default(),
        asm_count: 0,
        next: [0; 7],
        vals: FxHashMap::default(),
        owned: FxHashSet::default(),
        param_regs: FxHashSet::default(),
        folded: FxHashSet::default(),
        zext_bytes: FxHashSet::default(),
        in_place: FxHashMap::default(),
        generic_params: FxHashSet::default(),
        prototypes: 0,
        cta_group: None,
        ftz_here: false,
        blocks: FxHashMap::default(),
        layout_pos: SecondaryMap::new(),
    };
    for (k, &b) in body.layout.blocks.iter().enumerate() {
        if s.layout_pos[b].is_none() {
            s.layout_pos[b] = Some(k as u32);
        }
    }
    let fname = &func.name;
    let fail =
        |why: SelectError| Diagnostic::bare(&m.name, format!("unsupported: in @{fname}: {why}"));
    s.header().map_err(fail)?;
    let entry = s.new_block();
    s.place(entry);
    s.plan_depot().map_err(fail)?;
    s.plan_byval_in_place();
    s.plan_folds();
    s.prologue().map_err(fail)?;
    let pairs = s.plan_coalescing().map_err(fail)?;
    s.plan_webs(&pairs).map_err(fail)?;
    let nounroll = nounroll_headers(body);
    for &b in &body.layout.blocks {
        let pb = s.pblock(b);
        s.place(pb);
        if nounroll.contains(&b) {
            s.stmt(Stmt::Inst(PtxInst {
                guard: None,
                op: Mnemonic::new(vec![".pragma".into()]),
                operands: vec![Operand::Sym("\"nounroll\"".into())],
            }));
        }
        for &inst in body.block_insts(b) {
            if let Err(why) = s.lower(inst) {
                return Err(Diagnostic::bare(
                    &m.name,
                    format!(
                        "unsupported: in @{fname}: {} ({why})",
                        inst_text(m, fid, inst)
                    ),
                ));
            }
        }
    }
    s.finish_depot();
    s.finish();
    if s.out.is_entry {
        // ptxas: "Kernel parameter size larger than 4352 bytes requires PTX
        // ISA .version 8.1 or later", and at most 0x7ffc bytes there.
        let bytes = param_space_bytes(&s.out.params);
        if bytes > MAX_PARAM_SPACE {
            return Err(fail(SelectError::Unsupported(format!(
                "kernel parameters take {bytes} bytes; PTX allows {MAX_PARAM_SPACE}"
            ))));
        }
        if bytes > SMALL_PARAM_SPACE {
            s.need((8, 1));
        }
    }
    Ok((s.out, s.version))
}

/// The parameter space every PTX version gives a kernel (ptxas: 0x1100).
const SMALL_PARAM_SPACE: u64 = 4352;

/// The parameter space from PTX 8.1 on (ptxas: 0x7ffc).
const MAX_PARAM_SPACE: u64 = 32764;

/// Bytes of a kernel's parameter space: each parameter at its alignment.
fn param_space_bytes(params: &[ptx::PtxParam]) -> u64 {
    params.iter().fold(0, |off, p| {
        let elem = (u64::from(p.ty.bits()) / 8).max(1);
        let align = if p.align > 0 {
            u64::from(p.align)
        } else {
            elem
        };
        off.div_ceil(align) * align + elem * p.array.unwrap_or(1)
    })
}

/// Loop headers whose back edge carries `llvm.loop.unroll.disable` or an
/// unroll count of 1 (`#pragma unroll 1`): they get `.pragma "nounroll";`,
/// as NVIDIA's and LLVM's backends emit, so ptxas keeps the loop rolled.
fn nounroll_headers(body: &Body) -> Vec<Block> {
    let dt = dialects::analysis::DomTree::new(body);
    let mut out = Vec::new();
    for &b in &body.layout.blocks {
        let Some(t) = body.terminator(b) else {
            continue;
        };
        let Some(meta) = body.dfg.meta.get(&t) else {
            continue;
        };
        if meta.unroll_hint() != dialects::ir::loop_hints::UnrollHint::Disable {
            continue;
        }
        for s in &body.dfg.insts[t].succs {
            if dt.dominates(s.block, b) && !out.contains(&s.block) {
                out.push(s.block);
            }
        }
    }
    out
}

/// An instruction printed in the generic text format.
pub(crate) fn inst_text(m: &Module, fid: FuncId, inst: Inst) -> String {
    let Some(body) = m.funcs[fid].body.as_ref() else {
        return inst.to_string();
    };
    let Some(pos) = body.all_insts().iter().position(|&i| i == inst) else {
        return inst.to_string();
    };
    let text = dialects::text::print_function(m, fid);
    text.lines()
        .filter(|l| l.starts_with("  ") && !l.starts_with("   "))
        .nth(pos)
        .map_or_else(|| inst.to_string(), |l| l.trim().to_string())
}

/// The Blackwell targets whose accelerated forms have the narrow float
/// conversions and the multicast cluster launch control.
pub(crate) const NARROW_FAMILIES: &[u32] = &[100, 103, 110, 120, 121];

impl<'a> FnSel<'a> {
    // ------------------------------------------------------------ emission

    /// A fresh register of class `c`, named like NVIDIA's (`%r7`).
    pub fn new_reg(&mut self, c: RegClass) -> Reg {
        let i = RegClass::ALL.iter().position(|&k| k == c).unwrap_or(0);
        self.next[i] += 1;
        let (ty, prefix) = c.decl();
        self.out.new_reg(ty, format!("{prefix}{}", self.next[i]))
    }

    /// A register with a fixed name (`%SP`).
    pub fn named_reg(&mut self, c: RegClass, name: &str) -> Reg {
        let r = self.out.new_reg(c.decl().0, name);
        self.owned.insert(r);
        r
    }

    /// Appends an instruction to the current block.
    pub fn emit(&mut self, op: &str, operands: Vec<Operand>) {
        self.emit_g(None, op, operands);
    }

    /// Appends a guarded instruction (`@%p` or, negated, `@!%p`).
    pub fn emit_g(&mut self, guard: Option<(Reg, bool)>, op: &str, operands: Vec<Operand>) {
        let mut op = Mnemonic::parse(op);
        if self.ftz_here {
            op = super::ftz::with_ftz(op);
        }
        self.out.blocks[self.cur].stmts.push(Stmt::Inst(PtxInst {
            guard,
            op,
            operands,
        }));
    }

    /// Appends a declaration to the current block.
    pub fn decl(&mut self, d: VarDecl) {
        self.out.blocks[self.cur].stmts.push(Stmt::Decl(d));
    }

    /// Appends a statement to the current block.
    pub fn stmt(&mut self, s: Stmt) {
        self.out.blocks[self.cur].stmts.push(s);
    }

    /// `op d, a...` into a fresh register of class `c`.
    pub fn op1(&mut self, c: RegClass, op: &str, srcs: Vec<Operand>) -> Reg {
        let d = self.new_reg(c);
        let mut ops = vec![reg(d)];
        ops.extend(srcs);
        self.emit(op, ops);
        d
    }

    /// A new block, not yet placed.
    pub fn new_block(&mut self) -> PBlock {
        self.out.blocks.push(PtxBlockData::default())
    }

    /// Places `b` next in the output and continues there.
    pub fn place(&mut self, b: PBlock) {
        self.order.push(b);
        self.cur = b;
    }

    /// The output block of an IR block.
    pub fn pblock(&mut self, b: Block) -> PBlock {
        if let Some(&p) = self.blocks.get(&b) {
            return p;
        }
        let p = self.new_block();
        self.blocks.insert(b, p);
        p
    }

    /// Raises the `.version` this function needs.
    pub fn need(&mut self, version: (u32, u32)) {
        self.version = self.version.max(version);
    }

    /// The PTX state space of pointer `p` (`None` for generic). The
    /// cluster's shared window (LLVM's address space 7) is PTX 7.8 and
    /// sm_90.
    pub(crate) fn ptr_space(&mut self, p: Value) -> R<Option<&'static str>> {
        let a = super::regs::addrspace(self.ty(p))?;
        self.space_for(a)
    }

    /// The PTX state space of an LLVM address space; see [`Self::ptr_space`].
    pub(crate) fn space_for(&mut self, addrspace: u32) -> R<Option<&'static str>> {
        let s = super::regs::space_of(addrspace)?;
        if s == Some("shared::cluster") {
            self.require_sm(90, "the .shared::cluster state space")?;
            self.need((7, 8));
        }
        Ok(s)
    }

    /// Fails unless the target is at least `sm`.
    pub fn require_sm(&self, sm: u32, what: &str) -> R<()> {
        if self.cx.target.sm >= sm {
            Ok(())
        } else {
            Err(SelectError::Target {
                what: what.to_string(),
                needs: format!("sm_{sm}"),
                target: self.cx.target.arch.clone(),
            })
        }
    }

    /// The bits of an operand that must be a constant (flags, counts,
    /// immediates an instruction takes); an error naming `what` if not.
    pub fn const_operand(&self, v: Value, what: &str) -> R<u128> {
        self.lane_const(v, 0)
            .and_then(|c| super::regs::const_bits(&c, self.ty(v)))
            .ok_or_else(|| SelectError::NotConstant(what.to_string()))
    }

    /// Fails unless the target is an architecture-specific (`sm_90a`) or
    /// family-specific (`sm_100f`) target of one of `families`: such
    /// features exist only there, not on later architectures (wgmma is
    /// sm_90a's alone; tcgen05 belongs to sm_100a/103a/110a). The lists
    /// callers pass are what ptxas 13 accepts for each instruction.
    pub fn require_accelerated(&self, families: &[u32], what: &str) -> R<()> {
        self.accelerated(families, true, what)
    }

    /// [`Self::require_accelerated`] without the family (`f`) targets:
    /// forms only the `a` targets have (`tcgen05.shift`, `.kind::i8`).
    pub fn require_arch_specific(&self, families: &[u32], what: &str) -> R<()> {
        self.accelerated(families, false, what)
    }

    fn accelerated(&self, families: &[u32], family_too: bool, what: &str) -> R<()> {
        let t = &self.cx.target;
        if families.contains(&t.sm)
            && (t.arch.ends_with('a') || (family_too && t.arch.ends_with('f')))
        {
            Ok(())
        } else {
            Err(SelectError::Target {
                what: what.to_string(),
                needs: families
                    .iter()
                    .map(|f| format!("sm_{f}a"))
                    .collect::<Vec<_>>()
                    .join(" or "),
                target: t.arch.clone(),
            })
        }
    }

    // --------------------------------------------------------------- values

    /// The registers of a value (one per leaf), allocated on first use.
    /// For the definition of instruction results and block parameters.
    pub fn vregs(&mut self, v: Value) -> R<Vec<Reg>> {
        if let Some(r) = self.vals.get(&v) {
            return Ok(r.clone());
        }
        let leaves = regs::leaves(self.dfg.value_type(v))?;
        let mut rs = Vec::with_capacity(leaves.len());
        for t in leaves {
            let c = regs::class_of(t)?;
            if c == RegClass::B128 {
                self.need((8, 3));
            }
            rs.push(self.new_reg(c));
        }
        self.owned.extend(rs.iter().copied());
        if let ValueDef::Param(b, _) = self.dfg.values[v].def {
            if Some(b) != self.body.entry() {
                self.param_regs.extend(rs.iter().copied());
            }
        }
        self.vals.insert(v, rs.clone());
        Ok(rs)
    }

    /// Makes `regs` the registers of `v` before it is defined (its
    /// definition then writes them; see [`super::coalesce`]).
    pub(crate) fn preassign(&mut self, v: Value, regs: Vec<Reg>) {
        self.vals.insert(v, regs);
    }

    /// The registers of `v` if it has some already.
    pub(crate) fn regs_of(&self, v: Value) -> Option<&Vec<Reg>> {
        self.vals.get(&v)
    }

    /// The single register of a scalar result.
    pub fn vreg(&mut self, v: Value) -> R<Reg> {
        let rs = self.vregs(v)?;
        match rs.as_slice() {
            [r] => Ok(*r),
            _ => Err(format!("expected a scalar, found {}", self.ty(v)).into()),
        }
    }

    /// The type of a value.
    pub fn ty(&self, v: Value) -> Type {
        self.dfg.value_type(v)
    }

    /// The constant a value is defined by, if any.
    pub fn const_of(&self, v: Value) -> Option<&'a Const> {
        let dfg: &'a Dfg = self.dfg;
        dfg.const_value(v)
    }

    /// The constant of leaf `lane` of `v`, if `v` is a constant.
    pub fn lane_const(&self, v: Value, lane: usize) -> Option<Const> {
        let c = self.const_of(v)?;
        regs::const_leaf(c, self.ty(v), lane)
    }

    /// The instruction defining `v`, if it is a result.
    pub fn def_inst(&self, v: Value) -> Option<Inst> {
        self.dfg.def_inst(v)
    }

    /// A register holding leaf `lane` of `v` (constants are materialized
    /// with a `mov` into a fresh register).
    pub fn src_reg(&mut self, v: Value, lane: usize) -> R<Reg> {
        if let Some(c) = self.lane_const(v, lane) {
            let leaf = regs::leaf_type(self.ty(v), lane)?;
            return self.materialize(leaf, &c);
        }
        let rs = self.vregs(v)?;
        rs.get(lane)
            .copied()
            .ok_or_else(|| format!("lane {lane} out of range").into())
    }

    /// A register holding leaf `lane` of `v`; a fresh, unwritten one for an
    /// undefined constant.
    pub fn leaf_reg(&mut self, v: Value, lane: usize) -> R<Reg> {
        if let Some(Const::Undef | Const::Poison) = self.lane_const(v, lane) {
            let leaf = regs::leaf_type(self.ty(v), lane)?;
            return Ok(self.new_reg(regs::class_of(leaf)?));
        }
        self.src_reg(v, lane)
    }

    /// A register holding leaf `lane` of `v`, with an `i8` normalized
    /// (zero- or sign-extended into its 16-bit register) when `ext` asks.
    pub fn src_ext(&mut self, v: Value, lane: usize, ext: Ext) -> R<Reg> {
        let leaf = regs::leaf_type(self.ty(v), lane)?;
        if let Some(c) = self.lane_const(v, lane) {
            if leaf == Type::Int(8) {
                let bits = regs::const_bits(&c, leaf).unwrap_or(0) as u8;
                let val = match ext {
                    Ext::Sign => bits as i8 as i64,
                    _ => bits as i64,
                };
                return Ok(self.op1(RegClass::B16, "mov.u16", vec![imm(val)]));
            }
            return self.materialize(leaf, &c);
        }
        let r = self.src_reg(v, lane)?;
        if ext == Ext::Zero && self.zext_bytes.contains(&v) {
            return Ok(r);
        }
        Ok(self.normalize(r, leaf, ext))
    }

    /// Normalizes an `i8` in a 16-bit register.
    pub fn normalize(&mut self, r: Reg, leaf: Type, ext: Ext) -> Reg {
        match (leaf, ext) {
            (Type::Int(8), Ext::Zero) => self.op1(RegClass::B16, "cvt.u16.u8", vec![reg(r)]),
            (Type::Int(8), Ext::Sign) => self.op1(RegClass::B16, "cvt.s16.s8", vec![reg(r)]),
            _ => r,
        }
    }

    /// An operand for leaf `lane` of `v`: an immediate when `v` is a
    /// constant PTX can take inline, else a register (normalized per `ext`).
    pub fn src(&mut self, v: Value, lane: usize, ext: Ext) -> R<Operand> {
        let leaf = regs::leaf_type(self.ty(v), lane)?;
        if let Some(c) = self.lane_const(v, lane) {
            if let Some(o) = regs::imm_operand(&c, leaf, ext) {
                return Ok(o);
            }
        }
        Ok(reg(self.src_ext(v, lane, ext)?))
    }

    /// Moves a constant into a fresh register.
    pub fn materialize(&mut self, leaf: Type, c: &Const) -> R<Reg> {
        let class = regs::class_of(leaf)?;
        if let Const::FuncAddr(f) = c {
            let n = self.cx.func_names[*f].clone();
            return Ok(self.op1(RegClass::B64, "mov.u64", vec![Operand::Sym(n)]));
        }
        let bits = regs::const_bits(c, leaf)
            .ok_or_else(|| format!("constant {c:?} of type {leaf} in an instruction"))?;
        Ok(match class {
            RegClass::Pred => self.op1(class, "mov.pred", vec![imm((bits & 1) as i64)]),
            RegClass::B16 => self.op1(class, "mov.b16", vec![imm((bits & 0xFFFF) as i64)]),
            RegClass::B32 => self.op1(class, "mov.b32", vec![imm(bits as u32 as i32 as i64)]),
            RegClass::B64 => self.op1(class, "mov.b64", vec![imm(bits as u64 as i64)]),
            RegClass::F32 => self.op1(class, "mov.f32", vec![Operand::F32(bits as u32)]),
            RegClass::F64 => self.op1(class, "mov.f64", vec![Operand::F64(bits as u64)]),
            RegClass::B128 => {
                let lo = self.op1(RegClass::B64, "mov.b64", vec![imm(bits as u64 as i64)]);
                let hi = self.op1(
                    RegClass::B64,
                    "mov.b64",
                    vec![imm((bits >> 64) as u64 as i64)],
                );
                self.pack128(lo, hi)
            }
        })
    }

    /// `mov.b128 %rq, {lo, hi}`.
    pub fn pack128(&mut self, lo: Reg, hi: Reg) -> Reg {
        self.need((8, 3));
        self.op1(
            RegClass::B128,
            "mov.b128",
            vec![Operand::Vector(vec![reg(lo), reg(hi)])],
        )
    }

    /// `mov.b128 {lo, hi}, %rq`.
    pub fn unpack128(&mut self, q: Reg) -> (Reg, Reg) {
        self.need((8, 3));
        let lo = self.new_reg(RegClass::B64);
        let hi = self.new_reg(RegClass::B64);
        self.emit(
            "mov.b128",
            vec![Operand::Vector(vec![reg(lo), reg(hi)]), reg(q)],
        );
        (lo, hi)
    }

    /// `mov` of the right type from `src` into `dst`.
    pub fn copy_to(&mut self, dst: Reg, src: Operand) {
        let op = regs::mov_op(self.out.reg_class(dst));
        self.emit(op, vec![reg(dst), src]);
    }

    /// Makes `outs` (one register per leaf, computed by the caller) the
    /// value of `v`. They become its registers, shared with the value they
    /// may already hold (SSA values are written only where they are
    /// defined), except block parameters' registers, which every incoming
    /// edge overwrites: those are copied.
    pub fn define(&mut self, v: Value, outs: Vec<Reg>) -> R<()> {
        if let Some(ds) = self.vals.get(&v).cloned() {
            for (d, s) in ds.into_iter().zip(outs) {
                if d != s {
                    self.copy_to(d, reg(s));
                }
            }
            return Ok(());
        }
        let leaves = regs::leaves(self.ty(v))?;
        if leaves.len() != outs.len() {
            return Err(format!("internal: {} registers for {}", outs.len(), self.ty(v)).into());
        }
        let mut rs = Vec::with_capacity(outs.len());
        for (s, leaf) in outs.into_iter().zip(leaves) {
            let c = regs::class_of(leaf)?;
            if self.out.reg_class(s) != c {
                return Err(format!("internal: register class mismatch for {leaf}").into());
            }
            if self.param_regs.contains(&s) {
                let d = self.new_reg(c);
                self.copy_to(d, reg(s));
                rs.push(d);
            } else {
                rs.push(s);
            }
        }
        self.owned.extend(rs.iter().copied());
        self.vals.insert(v, rs);
        Ok(())
    }

    // ----------------------------------------------------------------- loop

    fn lower(&mut self, inst: Inst) -> R<()> {
        self.ftz_here = self.cx.math.ftz && super::ftz::generic_op(self.dfg, inst);
        let r = self.lower_op(inst);
        self.ftz_here = false;
        r
    }

    fn lower_op(&mut self, inst: Inst) -> R<()> {
        use Opcode::*;
        let op = self.dfg.insts[inst].opcode;
        if self
            .dfg
            .inst_result(inst)
            .is_some_and(|r| self.folded.contains(&r))
        {
            return Ok(());
        }
        match op {
            Const => Ok(()),
            Addr => self.lower_addr(inst),
            Add | Sub | Mul | UDiv | SDiv | URem | SRem | Shl | LShr | AShr | And | Or | Xor => {
                self.lower_int_binary(inst)
            }
            MulWideS | MulWideU => self.lower_mul_wide(inst),
            MadLo => self.lower_mad_lo(inst),
            FAdd | FSub | FMul | FDiv | FRem => self.lower_float_binary(inst),
            FNeg => self.lower_fneg(inst),
            ICmp => self.lower_icmp(inst),
            FCmp => self.lower_fcmp(inst),
            Select => self.lower_select(inst),
            Trunc | ZExt | SExt | FPTrunc | FPExt | FPToUI | FPToSI | UIToFP | SIToFP
            | PtrToInt | IntToPtr | Bitcast | AddrSpaceCast => self.lower_cast(inst),
            Freeze => self.lower_freeze(inst),
            PtrAdd => self.lower_ptradd(inst),
            Load => self.lower_load(inst),
            Store => self.lower_store(inst),
            Alloca => self.lower_alloca(inst),
            AtomicRmw => self.lower_atomicrmw(inst),
            CmpXchg => self.lower_cmpxchg(inst),
            Fence => self.lower_fence(inst),
            ExtractElement => self.lower_extractelement(inst),
            InsertElement => self.lower_insertelement(inst),
            ShuffleVector => self.lower_shufflevector(inst),
            ExtractValue => self.lower_extractvalue(inst),
            InsertValue => self.lower_insertvalue(inst),
            Call => self.lower_call(inst),
            CallIndirect => self.lower_call_indirect(inst),
            Intrinsic => self.lower_intrinsic(inst),
            InlineAsm => self.lower_asm(inst),
            Br | CondBr | Switch | Ret | Unreachable => self.lower_terminator(inst),
        }
    }

    /// Operands of an instruction.
    pub fn args(&self, inst: Inst) -> &'a [Value] {
        let dfg: &'a Dfg = self.dfg;
        dfg.inst_args(inst)
    }

    /// Operands of an instruction that must have at least `n` (intrinsic
    /// calls are not checked by the verifier).
    pub fn args_n(&self, inst: Inst, n: usize) -> R<&'a [Value]> {
        let a = self.args(inst);
        if a.len() < n {
            return Err(format!("expected {n} operands, found {}", a.len()).into());
        }
        Ok(a)
    }

    /// The result of an instruction.
    pub fn result(&self, inst: Inst) -> R<Value> {
        self.dfg
            .inst_result(inst)
            .ok_or_else(|| "the instruction has no result".into())
    }

    /// The attributes of an instruction.
    pub fn attrs(&self, inst: Inst) -> &'a Attrs {
        let dfg: &'a Dfg = self.dfg;
        &dfg.insts[inst].attrs
    }

    /// Sets the layout and tidies branches: a branch to the next block is
    /// dropped, and `@p bra next; bra X` becomes `@!p bra X` unless `X` is
    /// a backward target (a loop's back edge stays an unconditional `bra`
    /// after a conditional exit: ptxas unrolls small loops of that shape,
    /// and leaves loops ending in a conditional back edge alone).
    fn finish(&mut self) {
        self.out.layout = std::mem::take(&mut self.order);
        let layout = self.out.layout.clone();
        let mut pos: SecondaryMap<PBlock, Option<usize>> = SecondaryMap::new();
        for (k, &b) in layout.iter().enumerate() {
            if pos[b].is_none() {
                pos[b] = Some(k);
            }
        }
        let is_bra = |i: &PtxInst| i.op.op() == PtxOp::Bra && i.op.words().len() <= 2;
        for (i, &b) in layout.iter().enumerate() {
            let Some(&next) = layout.get(i + 1) else {
                continue;
            };
            let stmts = &mut self.out.blocks[b].stmts;
            let n = stmts.len();
            if n >= 2 {
                if let (Stmt::Inst(c), Stmt::Inst(u)) = (&stmts[n - 2], &stmts[n - 1]) {
                    let backward = matches!(u.operands.as_slice(),
                        [Operand::Label(x)] if pos[*x].is_some_and(|k| k <= i));
                    if is_bra(c)
                        && is_bra(u)
                        && u.guard.is_none()
                        && !backward
                        && c.operands == [Operand::Label(next)]
                    {
                        if let Some((p, neg)) = c.guard {
                            let flipped = PtxInst {
                                guard: Some((p, !neg)),
                                op: Mnemonic::parse("bra"),
                                operands: u.operands.clone(),
                            };
                            stmts.truncate(n - 2);
                            stmts.push(Stmt::Inst(flipped));
                            continue;
                        }
                    }
                }
            }
            if let Some(Stmt::Inst(last)) = stmts.last() {
                if is_bra(last) && last.operands == [Operand::Label(next)] {
                    stmts.pop();
                }
            }
        }
    }
}
