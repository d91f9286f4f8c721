//! The nvvm-dialect interpreter: one thread's execution of a function body
//! (registers, call stack, memory operations), plugged into the grid engine.
//!
//! Each thread has a stack of frames; a frame holds one register per SSA
//! value of its function, the current block and position, where its result
//! goes in the caller, and a mark of its local memory (allocas are freed on
//! return). Branch arguments are read before any block parameter is
//! written (parallel copy). A thread at a barrier or warp op stays at that
//! instruction until the engine delivers the result.

use cranelift_entity::{EntityRef, SecondaryMap};
use smallvec::SmallVec;

use dialects::ir::*;

use super::asm_text::AsmText;
use super::atomic::{self, AtomicOp, AtomicTy};
use super::devlib::DevFn;
use super::error::{ErrorKind, Fault};
use dialects::ir::intrinsics::tensor::{Frag, TensorForm, WmmaAccess};

use super::grid::{BarrierOp, Env, Event, GridProgram, SyncResult, ThreadIds, WarpKind, WarpOp};
use super::memory::{self, AddrSpace, Memory, FUNC_WINDOW};
use super::nvvm_ops as ops;
use super::ptx_exec::AsmProgram;
use super::ptx_exec::{SnippetRun, SnippetThread};
use super::values::{self, mask64, Val};
use dialects::ir::intrinsics::{
    self as intr, AsyncOp, BarForm, BarInsn, Intr, ShflMode, Sreg, VoteMode,
};
use ptx::PtxModule;
use rustc_hash::FxHashMap;

/// Calls nested deeper than this fail (recursion without a base case).
const MAX_CALL_DEPTH: usize = 256;

/// What the interpreter precomputes for one function with a body.
struct FuncInfo<'m> {
    body: &'m Body,
    /// Instruction class for counting (index into `classes`).
    class: SecondaryMap<Inst, u32>,
    /// Decoded intrinsics and inline asm.
    intr: SecondaryMap<Inst, Intr>,
    /// For inline asm read as an intrinsic whose arguments come in another
    /// order: the asm input that feeds each argument.
    asm_order: FxHashMap<Inst, Vec<usize>>,
}

/// A kernel of a module, ready to run on the grid engine.
pub(crate) struct NvvmProgram<'m> {
    m: &'m Module,
    kernel: FuncId,
    name: String,
    funcs: Vec<Option<FuncInfo<'m>>>,
    classes: Vec<String>,
    args: Vec<Val>,
    /// The kernel's byval parameters: index, pointer address space and
    /// size in bytes.
    byval: Vec<(usize, u32, u64)>,
    /// Space and space address of every global.
    gaddr: Vec<Option<(AddrSpace, u64)>>,
    /// Inline asm no intrinsic stands for, by site: its PTX program, or
    /// why there is none.
    asm: FxHashMap<u64, Result<AsmProgram<'m>, String>>,
}

/// An inline-asm statement the interpreter runs as PTX: its site
/// (function index << 32 | instruction index) and its snippet.
pub(crate) struct AsmSnippet {
    site: u64,
    module: Result<(PtxModule, AsmText), String>,
}

/// The snippets of the inline asm of `m` that [`decode_asm`] does not map
/// to an intrinsic.
pub(crate) fn asm_snippets(m: &Module) -> Vec<AsmSnippet> {
    let mut out = Vec::new();
    for (fid, f) in m.funcs.iter() {
        let Some(body) = &f.body else { continue };
        for inst in body.all_insts() {
            let Attrs::Asm(a) = &body.dfg.insts[inst].attrs else {
                continue;
            };
            if decode_asm(a).0 != Intr::Unknown {
                continue;
            }
            let module = crate::asm_text::build(body, inst).and_then(|t| {
                ptx::parse::parse_ptx("asm", &t.text)
                    .map(|pm| (pm, t))
                    .map_err(|e| e.to_string())
            });
            out.push(AsmSnippet {
                site: (fid.index() as u64) << 32 | inst.index() as u64,
                module,
            });
        }
    }
    out
}

/// One frame of a thread's call stack.
pub(crate) struct Frame {
    func: FuncId,
    regs: Vec<Val>,
    block: Block,
    pos: usize,
    ret_to: Option<Value>,
    mark: (usize, u64),
}

/// The state of one thread.
pub(crate) struct NvvmThread {
    frames: Vec<Frame>,
    /// The inline-asm snippet the thread is inside of, waiting at a sync.
    asm: Option<SnippetThread>,
}

/// What an intrinsic asks of the stepping loop.
enum Flow {
    Value(Option<Val>),
    Sync(Event),
    /// An inline-asm snippet waits at a barrier or warp-synchronous
    /// instruction inside it.
    AsmWait(SnippetThread, Event),
    Exit,
}

/// The value of an inline-asm statement of result type `rty` from its
/// outputs' bits.
fn asm_result(rty: Option<Type>, outs: Vec<Option<u64>>) -> Option<Val> {
    let val = |v: Option<u64>| v.map_or(Val::U, Val::B);
    match rty {
        None => None,
        Some(t) if t.is_aggregate() => Some(Val::A(outs.into_iter().map(val).collect())),
        // A small vector in one register (`<2 x half>` in `=r`): its lanes
        // from the low bits up.
        Some(t) => match (t.as_vector(), outs.first().copied().flatten()) {
            (Some((elem, lanes)), Some(bits)) => {
                let w = elem.bits() as u32;
                Some(Val::A(
                    (0..lanes)
                        .map(|k| Val::B((bits >> (k * w).min(63)) & mask64(w)))
                        .collect(),
                ))
            }
            (Some((_, lanes)), None) => Some(Val::A((0..lanes).map(|_| Val::U).collect())),
            _ => Some(val(outs.first().copied().flatten())),
        },
    }
}

/// A sync event of the snippet of the inline asm at `site`, with a site of
/// its own: the same for every thread at the same instruction of the same
/// statement, apart from the sites of the nvvm program's instructions
/// (which stay below 2^63).
fn snippet_event(site: u64, ev: Event) -> Event {
    let own = |at: u64| {
        1 << 63 | (site >> 32 & 0x7fff) << 48 | (site & 0xff_ffff) << 24 | (at & 0xff_ffff)
    };
    match ev {
        Event::Warp { site: at, op } => Event::Warp { site: own(at), op },
        Event::Barrier { site: at, op } => Event::Barrier { site: own(at), op },
        e => e,
    }
}

fn ptr_space(ty: Type) -> Result<AddrSpace, Fault> {
    match ty {
        Type::Ptr(n) => {
            memory::llvm_space(n).ok_or_else(|| Fault::unsupported(format!("address space {n}")))
        }
        _ => Err(Fault::unsupported(format!("pointer operand of type {ty}"))),
    }
}

fn defined(v: &Val, what: &str) -> Result<u128, Fault> {
    v.bits()
        .ok_or_else(|| Fault::ub(format!("{what} is an undefined value")))
}

/// Alignment an access of `ty` needs: what the IR promises with `align`,
/// else its natural alignment (the lane size for vectors, the ABI
/// alignment for aggregates).
fn required_align(ty: Type, declared: u32) -> u64 {
    let natural = match ty.as_compound() {
        Some(Compound::Vector { elem, .. }) => elem.store_size(),
        Some(_) => ty.abi_align(),
        None => ty.store_size(),
    };
    // The IR's promise is the declared alignment (an `align 1` load of a
    // packed field is valid); without one, the type's own.
    if declared > 0 {
        declared as u64
    } else {
        natural.max(1)
    }
}

/// The line of `inst` in the generic text of its function.
pub(crate) fn render_inst(m: &Module, f: FuncId, inst: Inst) -> String {
    let Some(body) = m.funcs.get(f).and_then(|fun| fun.body.as_ref()) else {
        return format!("{inst}");
    };
    // print_function puts the header on line 0, then for each block its
    // label and one line per instruction.
    let mut line = 1;
    for &b in &body.layout.blocks {
        line += 1;
        if let Some(i) = body.dfg.blocks[b].insts.iter().position(|&x| x == inst) {
            line += i;
            let text = dialects::text::print_function(m, f);
            let l = text.lines().nth(line).unwrap_or("").trim();
            return format!("@{}: {l}", m.funcs[f].name);
        }
        line += body.dfg.blocks[b].insts.len();
    }
    format!("{inst}")
}

fn rmw_op(op: RmwOp) -> AtomicOp {
    match op {
        RmwOp::Xchg => AtomicOp::Exch,
        RmwOp::Add => AtomicOp::Add,
        RmwOp::Sub => AtomicOp::Sub,
        RmwOp::And => AtomicOp::And,
        RmwOp::Nand => AtomicOp::Nand,
        RmwOp::Or => AtomicOp::Or,
        RmwOp::Xor => AtomicOp::Xor,
        RmwOp::Max => AtomicOp::Max,
        RmwOp::Min => AtomicOp::Min,
        RmwOp::UMax => AtomicOp::UMax,
        RmwOp::UMin => AtomicOp::UMin,
        RmwOp::FAdd => AtomicOp::FAdd,
        RmwOp::FSub => AtomicOp::FSub,
        RmwOp::FMax => AtomicOp::FMax,
        RmwOp::FMin => AtomicOp::FMin,
        RmwOp::UIncWrap => AtomicOp::UIncWrap,
        RmwOp::UDecWrap => AtomicOp::UDecWrap,
        RmwOp::USubCond => AtomicOp::USubCond,
        RmwOp::USubSat => AtomicOp::USubSat,
        RmwOp::FMaximum => AtomicOp::FMaximum,
        RmwOp::FMinimum => AtomicOp::FMinimum,
        RmwOp::FMaximumNum => AtomicOp::FMaximumNum,
        RmwOp::FMinimumNum => AtomicOp::FMinimumNum,
    }
}

fn atomic_ty(ty: Type) -> Result<AtomicTy, Fault> {
    Ok(match ty {
        Type::Int(b @ (8 | 16 | 32 | 64)) => AtomicTy::Int(b as u32),
        Type::Ptr(_) => AtomicTy::Int(64),
        Type::F16 => AtomicTy::F16,
        Type::BF16 => AtomicTy::BF16,
        Type::F32 => AtomicTy::F32,
        Type::F64 => AtomicTy::F64,
        _ => return Err(Fault::unsupported(format!("atomic operation on {ty}"))),
    })
}

/// Maps an inline-asm template to an intrinsic when it is a single PTX
/// instruction `op $0, $1[, $2...];` whose semantics the interpreter knows,
/// with the order in which the asm's inputs become the intrinsic's
/// arguments when it is not theirs (the warp-synchronous forms of
/// [`warp_asm`](crate::asm_warp::warp_asm)).
fn decode_asm(a: &AsmData) -> (Intr, Option<Vec<usize>>) {
    let t: String = a
        .expanded_template()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    let t = t.trim().trim_end_matches(';').trim();
    let (op, operands) = t.split_once(' ').unwrap_or((t, ""));
    let operands: Vec<String> = operands
        .split(',')
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect();
    let outs = a
        .constraints
        .split(',')
        .filter(|c| c.starts_with('='))
        .count();
    if !a.constraints.contains('*') {
        if let Some((i, order)) = crate::asm_warp::warp_asm(op, &operands, outs) {
            return (i, Some(order));
        }
    }
    if operands.is_empty() {
        return (Intr::Unknown, None);
    }
    // `mov.u32 $0, %ctaid.x;`, as Triton reads special registers.
    if let [dst, src] = operands.as_slice() {
        if op.starts_with("mov.") && dst == "$0" && !a.constraints.contains(',') {
            if let Some(s) = src.strip_prefix('%').and_then(Sreg::from_ptx_name) {
                return (Intr::SpecialReg(s), None);
            }
        }
    }
    let in_order = operands
        .iter()
        .enumerate()
        .all(|(i, o)| *o == format!("${i}"));
    if !in_order || outs != 1 || a.constraints.contains('~') || a.constraints.contains('*') {
        return (Intr::Unknown, None);
    }
    (intr::from_ptx_instruction(op), None)
}

impl<'m> NvvmProgram<'m> {
    /// Prepares `kernel` of `m` with its argument values and the addresses
    /// of the module's globals.
    pub(crate) fn new(
        m: &'m Module,
        kernel: FuncId,
        args: Vec<Val>,
        gaddr: Vec<Option<(AddrSpace, u64)>>,
        snippets: &'m [AsmSnippet],
    ) -> NvvmProgram<'m> {
        let mut classes: Vec<String> = Opcode::ALL.iter().map(|o| o.name().to_string()).collect();
        let mut class_of: std::collections::HashMap<String, u32> = Default::default();
        let mut funcs = Vec::with_capacity(m.funcs.len());
        for (_, f) in m.funcs.iter() {
            let Some(body) = &f.body else {
                funcs.push(None);
                continue;
            };
            let mut class = SecondaryMap::new();
            let mut intrs = SecondaryMap::new();
            let mut asm_order = FxHashMap::default();
            for inst in body.all_insts() {
                let data = &body.dfg.insts[inst];
                let op = data.opcode;
                let mut c = Opcode::ALL.iter().position(|&o| o == op).unwrap_or(0) as u32;
                match &data.attrs {
                    Attrs::Intrinsic(ia) if op == Opcode::Intrinsic => {
                        let n = class_of.len() as u32;
                        c = *class_of.entry(ia.name.clone()).or_insert_with(|| {
                            classes.push(ia.name.clone());
                            Opcode::ALL.len() as u32 + n
                        });
                        intrs[inst] = ia.intr;
                    }
                    Attrs::Asm(a) => {
                        let (i, order) = decode_asm(a);
                        intrs[inst] = i;
                        if let Some(order) = order {
                            asm_order.insert(inst, order);
                        }
                    }
                    _ => {}
                }
                class[inst] = c;
            }
            funcs.push(Some(FuncInfo {
                body,
                class,
                intr: intrs,
                asm_order,
            }));
        }
        let kf = &m.funcs[kernel];
        let byval = kf
            .params
            .iter()
            .enumerate()
            .filter_map(|(k, t)| {
                let bt = kf.param_attrs.get(k)?.byval?;
                match t {
                    Type::Ptr(a) => Some((k, *a, bt.store_size())),
                    _ => None,
                }
            })
            .collect();
        let asm = snippets
            .iter()
            .map(|sn| {
                let class = m
                    .funcs
                    .keys()
                    .nth((sn.site >> 32) as usize)
                    .and_then(|f| funcs.get(f.index())?.as_ref())
                    .map_or(0, |fi: &FuncInfo<'_>| {
                        fi.class[Inst::new((sn.site & 0xffff_ffff) as usize)]
                    });
                let prog = match &sn.module {
                    Ok((pm, t)) => AsmProgram::new(pm, &t.inputs, &t.outputs, class),
                    Err(e) => Err(e.clone()),
                };
                (sn.site, prog)
            })
            .collect();
        NvvmProgram {
            m,
            kernel,
            name: kf.name.clone(),
            funcs,
            classes,
            args,
            byval,
            gaddr,
            asm,
        }
    }

    /// A thread's own copy of a byval argument (of a kernel or a device
    /// function), in its local memory: the callee may write to its by-value
    /// struct (the PTX keeps such a struct in the local frame), and only it
    /// sees those writes.
    fn own_copy(
        &self,
        arg: &Val,
        aspace: u32,
        size: u64,
        thread: u32,
        mem: &mut Memory,
    ) -> Result<Val, Fault> {
        let Val::B(p) = *arg else {
            return Err(Fault::ub("a byval argument that is not an address"));
        };
        let space = memory::llvm_space(aspace).unwrap_or(AddrSpace::Generic);
        let (from, at) = match space {
            AddrSpace::Generic => memory::resolve_generic(p)?,
            s => (s, p),
        };
        let mut bytes = vec![0u8; size as usize];
        let mut init = vec![false; size as usize];
        mem.load_partial(thread, from, at, &mut bytes, &mut init, 1)?;
        let local = mem.local_alloc(thread, size.max(1), 16)?;
        mem.store_partial(thread, AddrSpace::Local, local, &bytes, &init, 1)?;
        let g = memory::to_generic(AddrSpace::Local, local);
        Ok(Val::B(memory::from_generic(space, g)?))
    }

    /// The function an indirect call's pointer names, checked against the
    /// call's signature (a mismatch is undefined behaviour in LLVM IR).
    fn call_target(&self, p: &Val, sig: &IndirectCallAttrs) -> Result<FuncId, Fault> {
        let Val::B(a) = *p else {
            return Err(Fault::ub(
                "an indirect call through a value that is not an address",
            ));
        };
        let f = a
            .checked_sub(FUNC_WINDOW)
            .map(|k| FuncId::new(k as usize))
            .filter(|f| self.m.funcs.get(*f).is_some())
            .ok_or_else(|| Fault::ub(format!("indirect call of {a:#x}, which is no function")))?;
        let fd = &self.m.funcs[f];
        if fd.params != sig.params || fd.ret != sig.ret {
            return Err(Fault::ub(format!(
                "indirect call of @{} with another signature",
                fd.name
            )));
        }
        Ok(f)
    }

    fn info(&self, f: FuncId) -> &FuncInfo<'m> {
        self.funcs[f.index()]
            .as_ref()
            .expect("frames only run functions with bodies")
    }

    fn new_frame(
        &self,
        f: FuncId,
        args: Vec<Val>,
        ret_to: Option<Value>,
        mark: (usize, u64),
    ) -> Frame {
        let body = self.info(f).body;
        let mut regs = vec![Val::U; body.dfg.values.len()];
        let entry = body.entry().expect("bodies have an entry block");
        for (p, v) in body.dfg.block_params(entry).iter().zip(args) {
            regs[p.index()] = v;
        }
        Frame {
            func: f,
            regs,
            block: entry,
            pos: 0,
            ret_to,
            mark,
        }
    }

    /// Address of a global as a pointer of type `ty`.
    fn global_addr(&self, g: GlobalId, ty: Type) -> Result<u64, Fault> {
        let Some((space, a)) = self.gaddr.get(g.index()).copied().flatten() else {
            return Err(Fault::unsupported(format!(
                "global '{}' has no storage",
                self.m.globals[g].name
            )));
        };
        let want = match ty {
            Type::Ptr(n) => memory::llvm_space(n).unwrap_or(AddrSpace::Generic),
            _ => AddrSpace::Generic,
        };
        if want == space {
            return Ok(a);
        }
        memory::from_generic(want, memory::to_generic(space, a))
    }

    fn load(
        &self,
        env: &mut Env<'_>,
        space: AddrSpace,
        addr: u64,
        ty: Type,
        align: u32,
    ) -> Result<Val, Fault> {
        let al = required_align(ty, align);
        let n = ty.store_size() as usize;
        if ty.as_compound().is_none() {
            let mut buf = [0u8; 16];
            env.mem
                .load(env.ids.linear, space, addr, &mut buf[..n], al)?;
            let bits = match ty {
                Type::Int(b) => b as u32,
                _ => (n * 8) as u32,
            };
            return Ok(Val::int(bits, u128::from_le_bytes(buf)));
        }
        let mut buf = vec![0u8; n];
        let mut init = vec![false; n];
        env.mem
            .load_partial(env.ids.linear, space, addr, &mut buf, &mut init, al)?;
        let mut uninit = false;
        let v = values::decode(ty, &buf, Some(&init), &mut uninit)?;
        if uninit {
            return Err(Fault::new(
                ErrorKind::Uninitialized,
                format!(
                    "load of {ty} at {} address {addr:#x} reads uninitialized bytes",
                    space.name()
                ),
            ));
        }
        Ok(v)
    }

    fn store(
        &self,
        env: &mut Env<'_>,
        space: AddrSpace,
        addr: u64,
        ty: Type,
        v: &Val,
        align: u32,
    ) -> Result<(), Fault> {
        let al = required_align(ty, align);
        let n = ty.store_size() as usize;
        if let (None, Some(b)) = (ty.as_compound(), v.bits()) {
            return env
                .mem
                .store(env.ids.linear, space, addr, &b.to_le_bytes()[..n], al);
        }
        let mut buf = vec![0u8; n];
        let mut init = vec![false; n];
        values::encode(ty, v, &mut buf, &mut init)?;
        env.mem
            .store_partial(env.ids.linear, space, addr, &buf, &init, al)
    }

    /// Atomic read-modify-write; returns the old value.
    fn rmw(
        &self,
        env: &mut Env<'_>,
        ptr_ty: Type,
        p: &Val,
        ty: Type,
        op: AtomicOp,
        v: &Val,
    ) -> Result<Val, Fault> {
        let space = ptr_space(ptr_ty)?;
        let addr = defined(p, "the address of an atomic")? as u64;
        let old = self.load(env, space, addr, ty, 0)?;
        // LLVM 19's vector atomics (`fadd <2 x half>`): lane by lane, in
        // one step, as PTX's packed `atom.add.noftz.f16x2` does.
        if let Some((elem, _)) = ty.as_vector() {
            let (Val::A(olds), Val::A(vals)) = (&old, v) else {
                return Err(Fault::unsupported(format!("atomic operation on {ty}")));
            };
            let lanes = olds
                .iter()
                .zip(vals.iter())
                .map(|(o, x)| {
                    Ok(Val::B(atomic::apply(
                        op,
                        atomic_ty(elem)?,
                        defined(o, "atomic memory")? as u64,
                        defined(x, "the operand of an atomic")? as u64,
                    )?))
                })
                .collect::<Result<Vec<_>, Fault>>()?;
            self.store(env, space, addr, ty, &Val::A(lanes.into_boxed_slice()), 0)?;
            return Ok(old);
        }
        // sm_90's `atom.exch.b128`: the only i128 read-modify-write.
        if ty == Type::Int(128) && op == AtomicOp::Exch {
            defined(v, "the operand of an atomic")?;
            self.store(env, space, addr, ty, v, 0)?;
            return Ok(old);
        }
        let new = atomic::apply(
            op,
            atomic_ty(ty)?,
            defined(&old, "atomic memory")? as u64,
            defined(v, "the operand of an atomic")? as u64,
        )?;
        self.store(env, space, addr, ty, &Val::B(new), 0)?;
        Ok(old)
    }

    fn cmpxchg(
        &self,
        env: &mut Env<'_>,
        ptr_ty: Type,
        p: &Val,
        ty: Type,
        cmp: &Val,
        new: &Val,
    ) -> Result<(Val, bool), Fault> {
        let space = ptr_space(ptr_ty)?;
        let addr = defined(p, "the address of a cmpxchg")? as u64;
        let old = self.load(env, space, addr, ty, 0)?;
        let ok = defined(&old, "cmpxchg memory")? == defined(cmp, "the compared value")?;
        if ok {
            defined(new, "the new value of a cmpxchg")?;
            self.store(env, space, addr, ty, new, 0)?;
        }
        Ok((old, ok))
    }

    /// Executes an ordinary (non-control, non-intrinsic) instruction.
    fn exec(&self, regs: &[Val], body: &Body, inst: Inst, env: &mut Env<'_>) -> Result<Val, Fault> {
        use Opcode::*;
        let dfg = &body.dfg;
        let data = &dfg.insts[inst];
        let args = dfg.inst_args(inst);
        let ty = |i: usize| dfg.value_type(args[i]);
        let a = |i: usize| &regs[args[i].index()];
        let rty = dfg.inst_result(inst).map(|r| dfg.value_type(r));
        let rt =
            || rty.ok_or_else(|| Fault::unsupported(format!("{} without a result", data.opcode)));
        match (data.opcode, &data.attrs) {
            (op, _) if op.is_binary() => ops::binary(op, ty(0), a(0), a(1)),
            (MadLo, _) => {
                // The multiply, then the add, as the export writes it.
                let p = ops::binary(Mul, ty(0), a(0), a(1))?;
                ops::binary(Add, ty(0), &p, a(2))
            }
            (MulWideS | MulWideU, _) => {
                // The extensions, then the multiply, as the export writes it.
                let ext = if data.opcode == MulWideS { SExt } else { ZExt };
                let wide = rt()?;
                let (x, y) = (
                    ops::cast(ext, ty(0), wide, a(0))?,
                    ops::cast(ext, ty(1), wide, a(1))?,
                );
                ops::binary(Mul, wide, &x, &y)
            }
            (FNeg, _) => ops::fneg(ty(0), a(0)),
            (ICmp, Attrs::ICmp(p)) => ops::icmp(*p, ty(0), a(0), a(1)),
            (FCmp, Attrs::FCmp(p, _)) => ops::fcmp(*p, ty(0), a(0), a(1)),
            (Select, _) => select(ty(0), a(0), a(1), a(2), rt()?),
            (AddrSpaceCast, _) => {
                let Some(p) = a(0).bits() else {
                    return Ok(Val::U);
                };
                let g = memory::to_generic(ptr_space(ty(0))?, p as u64);
                Ok(Val::B(memory::from_generic(ptr_space(rt()?)?, g)?))
            }
            (op, _) if op.is_cast() => ops::cast(op, ty(0), rt()?, a(0)),
            (Freeze, _) => Ok(ops::freeze(a(0))),
            (Const, Attrs::Const(c)) => {
                values::from_const(c, rt()?, &|g, t| self.global_addr(g, t), &|f| {
                    FUNC_WINDOW + f.index() as u64
                })
            }
            (Addr, Attrs::Symbol(Symbol::Global(g))) => Ok(Val::B(self.global_addr(*g, rt()?)?)),
            (Addr, Attrs::Symbol(Symbol::Func(f))) => Ok(Val::B(FUNC_WINDOW + f.index() as u64)),
            (PtrAdd, _) => Ok(match (a(0).bits(), a(1).bits()) {
                (Some(p), Some(o)) => Val::B((p as u64).wrapping_add(o as u64)),
                _ => Val::U,
            }),
            (Load, Attrs::Mem(ma)) => {
                let addr = defined(a(0), "the address of a load")? as u64;
                self.load(env, ptr_space(ty(0))?, addr, rt()?, ma.align)
            }
            (Store, Attrs::Mem(ma)) => {
                let addr = defined(a(1), "the address of a store")? as u64;
                self.store(env, ptr_space(ty(1))?, addr, ty(0), a(0), ma.align)?;
                Ok(Val::U)
            }
            (Alloca, Attrs::Alloca(ety, align)) => {
                let n = defined(a(0), "the element count of an alloca")?;
                let size = ety.store_size().saturating_mul(n as u64);
                let al = (*align as u64).max(ety.abi_align());
                let la = env.mem.local_alloc(env.ids.linear, size, al)?;
                let space = ptr_space(rt()?)?;
                Ok(Val::B(memory::from_generic(
                    space,
                    memory::to_generic(AddrSpace::Local, la),
                )?))
            }
            (AtomicRmw, Attrs::Rmw(ra)) => self.rmw(env, ty(0), a(0), rt()?, rmw_op(ra.op), a(1)),
            (CmpXchg, Attrs::CmpXchg(_)) => {
                let (old, ok) = self.cmpxchg(env, ty(0), a(0), ty(1), a(1), a(2))?;
                Ok(Val::A(Box::new([old, Val::B(ok as u64)])))
            }
            (Fence, _) => Ok(Val::U),
            _ => self.exec_vector(regs, body, inst),
        }
    }

    /// Vector lanes, shuffles and aggregate members.
    fn exec_vector(&self, regs: &[Val], body: &Body, inst: Inst) -> Result<Val, Fault> {
        use Opcode::*;
        let dfg = &body.dfg;
        let data = &dfg.insts[inst];
        let args = dfg.inst_args(inst);
        let ty = |i: usize| dfg.value_type(args[i]);
        let a = |i: usize| &regs[args[i].index()];
        let rty = dfg.inst_result(inst).map(|r| dfg.value_type(r));
        let rt =
            || rty.ok_or_else(|| Fault::unsupported(format!("{} without a result", data.opcode)));
        match (data.opcode, &data.attrs) {
            (ExtractElement, _) => Ok(match (a(0), a(1).bits()) {
                (Val::A(xs), Some(i)) if (i as usize) < xs.len() => xs[i as usize].clone(),
                _ => Val::U,
            }),
            (InsertElement, _) => Ok(match (a(0), a(2).bits()) {
                (Val::A(xs), Some(i)) if (i as usize) < xs.len() => {
                    let mut v = xs.clone();
                    v[i as usize] = a(1).clone();
                    Val::A(v)
                }
                _ => Val::undef(rt()?),
            }),
            (ShuffleVector, Attrs::Shuffle(mask)) => {
                let n = ty(0).as_vector().map_or(0, |(_, n)| n as i32);
                let lane = |v: &Val, i: i32| match v {
                    Val::A(xs) => xs.get(i as usize).cloned().unwrap_or(Val::U),
                    _ => Val::U,
                };
                Ok(Val::A(
                    mask.iter()
                        .map(|&m| match m {
                            m if m < 0 => Val::U,
                            m if m < n => lane(a(0), m),
                            m => lane(a(1), m - n),
                        })
                        .collect(),
                ))
            }
            (ExtractValue, Attrs::Indices(idx)) => {
                let mut v = a(0);
                for &i in idx {
                    v = v.members().and_then(|m| m.get(i as usize)).ok_or_else(|| {
                        Fault::unsupported(format!("extractvalue index {i} of a non-aggregate"))
                    })?;
                }
                Ok(v.clone())
            }
            (InsertValue, Attrs::Indices(idx)) => {
                let mut out = a(0).clone();
                insert_at(&mut out, idx, a(1).clone())?;
                Ok(out)
            }
            (op, _) => Err(Fault::unsupported(format!("instruction {op}"))),
        }
    }

    /// Executes an intrinsic call or inline asm.
    fn intrinsic(
        &self,
        regs: &[Val],
        info: &FuncInfo<'_>,
        inst: Inst,
        site: u64,
        env: &mut Env<'_>,
    ) -> Result<Flow, Fault> {
        let dfg = &info.body.dfg;
        let data = &dfg.insts[inst];
        let given = dfg.inst_args(inst);
        let reordered: Option<SmallVec<[Value; 4]>> = info
            .asm_order
            .get(&inst)
            .map(|o| o.iter().filter_map(|&k| given.get(k).copied()).collect());
        let args: &[Value] = reordered.as_deref().unwrap_or(given);
        let vals: SmallVec<[&Val; 4]> = args.iter().map(|v| &regs[v.index()]).collect();
        let tys: SmallVec<[Type; 4]> = args.iter().map(|&v| dfg.value_type(v)).collect();
        let rty = dfg.inst_result(inst).map(|r| dfg.value_type(r));
        let it = &info.intr[inst];
        let name = || call_name(&data.attrs);
        if vals.len() < intr::arity(it) {
            return Err(Fault::unsupported(format!(
                "{} with {} operands",
                name(),
                vals.len()
            )));
        }
        if let Some(r) = super::nvvm_math::exec_pure(it, &vals, &tys, rty) {
            return r.map(|v| Flow::Value(Some(v)));
        }
        let name = name();
        let ids = env.ids;
        let flow = match it {
            Intr::Unknown if self.asm.contains_key(&site) => {
                let prog = self.asm[&site]
                    .as_ref()
                    .map_err(|e| Fault::unsupported(format!("{name} ({e})")))?;
                // A small vector operand travels in one register, lanes
                // from the low bits up.
                let ins: Vec<Option<u64>> = vals
                    .iter()
                    .zip(&tys)
                    .map(|(v, t)| match (v, t.as_vector()) {
                        (Val::B(b), _) => Some(*b),
                        (Val::A(lanes), Some((elem, _))) if t.bits() <= 64 => {
                            let w = elem.bits() as u32;
                            lanes
                                .iter()
                                .enumerate()
                                .try_fold(0u64, |acc, (k, l)| match l {
                                    Val::B(b) => Some(acc | (b & mask64(w)) << (k as u32 * w)),
                                    _ => None,
                                })
                        }
                        _ => None,
                    })
                    .collect();
                match prog.start(&ins, env)? {
                    SnippetRun::Done(outs) => Flow::Value(asm_result(rty, outs)),
                    SnippetRun::Waiting(st, ev) => Flow::AsmWait(st, snippet_event(site, ev)),
                }
            }
            Intr::Unknown | Intr::Plain => return Err(Fault::unsupported(name)),
            Intr::SpecialReg(s) | Intr::Counter(s) => {
                let d3 = |v: [u32; 3], d: u8| v.get(d as usize).map(|&x| x as u64);
                let lane = ids.lane;
                let v = match *s {
                    Sreg::Tid(d) => d3(ids.tid, d),
                    Sreg::Ntid(d) => d3(ids.ntid, d),
                    // A cluster of one block: the cluster grid is the grid.
                    Sreg::Ctaid(d) | Sreg::ClusterId(d) => d3(ids.ctaid, d),
                    Sreg::Nctaid(d) | Sreg::NClusterId(d) => d3(ids.nctaid, d),
                    Sreg::ClusterCtaid(_) | Sreg::ClusterCtarank => Some(0),
                    Sreg::ClusterNctaid(_) | Sreg::ClusterNctarank => Some(1),
                    Sreg::Laneid => Some(lane as u64),
                    Sreg::Warpid => Some(ids.warp as u64),
                    Sreg::Nwarpid => Some(ids.nwarps as u64),
                    Sreg::Warpsize => Some(32),
                    Sreg::Lanemask(k) => Some(crate::grid::lanemask(k, lane)),
                    Sreg::Clock | Sreg::Clock64 | Sreg::GlobalTimer | Sreg::GlobalTimerLo => {
                        Some(env.steps())
                    }
                    Sreg::ClockHi | Sreg::GlobalTimerHi => Some(env.steps() >> 32),
                    Sreg::Smid | Sreg::Gridid | Sreg::IsExplicitCluster => Some(0),
                    Sreg::Nsmid => Some(1),
                    Sreg::Pm(_)
                    | Sreg::Pm64(_)
                    | Sreg::DynamicSmemSize
                    | Sreg::TotalSmemSize
                    | Sreg::Envreg(_)
                    | Sreg::AggrSmemSize
                    | Sreg::ReservedSmem(_) => None,
                };
                let Some(v) = v else {
                    return Err(Fault::unsupported(name));
                };
                let bits = rty.map_or(32, |t| t.bits() as u32);
                Flow::Value(Some(Val::B(v & mask64(bits))))
            }
            _ => {
                let c = Call {
                    vals,
                    tys,
                    rty,
                    it,
                    name,
                };
                return self.intrinsic_barrier(&c, site, env);
            }
        };
        Ok(flow)
    }

    /// Block barriers.
    fn intrinsic_barrier(&self, c: &Call<'_>, site: u64, env: &mut Env<'_>) -> Result<Flow, Fault> {
        let Call { vals, it, name, .. } = c;
        let u32_arg = |i: usize, what: &str| u32_operand(vals, i, what, name);
        let flow = match it {
            Intr::Barrier {
                insn: BarInsn::BarArrive | BarInsn::BarrierArrive,
                ..
            }
            | Intr::ClusterBarrier(_) => return Err(Fault::unsupported(name)),
            Intr::Barrier { red, form, .. } => {
                let (id, count, pred) = match form {
                    BarForm::None => (0, None, true),
                    BarForm::Pred => (0, None, u32_arg(0, "the predicate")? != 0),
                    BarForm::Id => (u32_arg(0, "the barrier id")?, None, true),
                    BarForm::IdCount => (
                        u32_arg(0, "the barrier id")?,
                        Some(u32_arg(1, "the thread count")?),
                        true,
                    ),
                    BarForm::IdPred => (
                        u32_arg(0, "the barrier id")?,
                        None,
                        u32_arg(1, "the predicate")? != 0,
                    ),
                    BarForm::IdCountPred => (
                        u32_arg(0, "the barrier id")?,
                        Some(u32_arg(1, "the thread count")?),
                        u32_arg(2, "the predicate")? != 0,
                    ),
                };
                if id > 15 {
                    return Err(Fault::ub(format!("barrier id {id} is not in 0..=15")));
                }
                Flow::Sync(Event::Barrier {
                    site,
                    op: BarrierOp {
                        id,
                        count,
                        red: *red,
                        pred,
                    },
                })
            }
            _ => return self.intrinsic_warp(c, site, env),
        };
        Ok(flow)
    }

    /// Warp operations, exits and traps.
    fn intrinsic_warp(&self, c: &Call<'_>, site: u64, env: &mut Env<'_>) -> Result<Flow, Fault> {
        let Call { vals, it, name, .. } = c;
        let u32_arg = |i: usize, what: &str| u32_operand(vals, i, what, name);
        let flow = match it {
            Intr::WarpSync => warp(site, u32_arg(0, "the member mask")?, WarpKind::Sync),
            Intr::Shfl { mode, sync, .. } => {
                let k = if *sync { 1 } else { 0 };
                let mask = if *sync {
                    u32_arg(0, "the member mask")?
                } else {
                    u32::MAX
                };
                // An undefined value is shuffled as 0 (it stays unobserved
                // unless a lane uses it, which the source would not do).
                let value = vals[k].bits().unwrap_or(0) as u32;
                let b = u32_arg(k + 1, "the lane operand")?;
                let c = u32_arg(k + 2, "the clamp operand")?;
                warp(
                    site,
                    mask,
                    WarpKind::Shfl {
                        mode: *mode,
                        value,
                        b,
                        c,
                    },
                )
            }
            Intr::ShflDyn => {
                let mode = ShflMode::from_operand(u128::from(u32_arg(1, "the shfl mode")?))
                    .ok_or_else(|| Fault::ub(format!("{name}: shfl mode outside 0..=3")))?;
                warp(
                    site,
                    u32_arg(0, "the member mask")?,
                    WarpKind::Shfl {
                        mode,
                        value: vals[2].bits().unwrap_or(0) as u32,
                        b: u32_arg(3, "the lane operand")?,
                        c: u32_arg(4, "the clamp operand")?,
                    },
                )
            }
            Intr::VoteDyn => {
                let mode = VoteMode::from_operand(u128::from(u32_arg(1, "the vote mode")?))
                    .ok_or_else(|| Fault::ub(format!("{name}: vote mode outside 0..=3")))?;
                warp(
                    site,
                    u32_arg(0, "the member mask")?,
                    WarpKind::Vote {
                        mode,
                        pred: u32_arg(2, "the predicate")? & 1 != 0,
                    },
                )
            }
            Intr::Vote { mode, sync } => {
                let (mask, p) = if *sync {
                    (u32_arg(0, "the member mask")?, u32_arg(1, "the predicate")?)
                } else {
                    (u32::MAX, u32_arg(0, "the predicate")?)
                };
                warp(
                    site,
                    mask,
                    WarpKind::Vote {
                        mode: *mode,
                        pred: p & 1 != 0,
                    },
                )
            }
            Intr::Match { all, .. } => {
                let mask = u32_arg(0, "the member mask")?;
                let value = defined(vals[1], "the value of match.sync")? as u64;
                warp(site, mask, WarpKind::Match { all: *all, value })
            }
            Intr::Redux(op) => {
                let value = u32_arg(0, "the value of redux.sync")?;
                let mask = u32_arg(1, "the member mask")?;
                warp(site, mask, WarpKind::Redux { op: *op, value })
            }
            Intr::ActiveMask => warp(site, 0, WarpKind::ActiveMask),
            Intr::Tensor(t) => {
                crate::tensor::check(&t.form)
                    .map_err(|e| Fault::unsupported(format!("{name}: {e}")))?;
                if let TensorForm::WmmaLoad(a) | TensorForm::WmmaStore(a) = t.form {
                    return self.wmma_access(c, &a, env);
                }
                let regs = match t.form {
                    TensorForm::Matrix(x)
                        if !crate::tensor::provides_row(x.count, env.ids.lane) =>
                    {
                        vec![0; 4]
                    }
                    TensorForm::Matrix(_) => {
                        let addr = defined(vals[0], "the address of ldmatrix")? as u64;
                        let row = Type::vector(Type::Int(32), 4);
                        match self.load(env, ptr_space(c.tys[0])?, addr, row, 16)? {
                            Val::A(ws) => ws.iter().map(|w| w.bits().unwrap_or(0) as u32).collect(),
                            _ => vec![0; 4],
                        }
                    }
                    _ => super::nvvm_tensor::mma_operands(&t.form, vals, &c.tys)?,
                };
                warp(site, u32::MAX, WarpKind::Tensor { form: t.form, regs })
            }
            Intr::Exit => Flow::Exit,
            Intr::Trap | Intr::DebugTrap => return Err(Fault::ub(format!("{name} reached"))),
            _ => return self.intrinsic_memory(c, env),
        };
        Ok(flow)
    }

    /// `wmma.load` and `wmma.store`: this lane's elements, each its own
    /// access (see [`crate::tensor`] for where).
    fn wmma_access(&self, c: &Call<'_>, a: &WmmaAccess, env: &mut Env<'_>) -> Result<Flow, Fault> {
        let (vals, tys) = (&c.vals, &c.tys);
        let load = a.frag != Frag::D;
        let ld = match a.stride {
            true => Some(u32_operand(
                vals,
                vals.len() - 1,
                "the wmma stride",
                &c.name,
            )?),
            false => None,
        };
        let (offs, es) =
            crate::tensor::wmma_offsets(a, env.ids.lane, ld).map_err(Fault::unsupported)?;
        let base = defined(vals[0], "the wmma pointer")? as u64;
        let space = ptr_space(tys[0])?;
        let ety = Type::Int(8 * es as u16);
        if load {
            let mut elems = Vec::with_capacity(offs.len());
            for off in offs {
                let v = self.load(env, space, base.wrapping_add(off), ety, es as u32)?;
                elems.push(v.bits().unwrap_or(0) as u64);
            }
            let regs = crate::tensor::pack(&elems, es);
            return Ok(Flow::Value(super::nvvm_tensor::result(c.rty, &regs)));
        }
        let Some(n) = vals.len().checked_sub(1 + usize::from(a.stride)) else {
            return Err(Fault::unsupported(format!(
                "{} without its operands",
                c.name
            )));
        };
        let regs = super::nvvm_tensor::mma_operands(
            &TensorForm::WmmaStore(*a),
            &vals[1..=n],
            &tys[1..=n],
        )?;
        for (off, x) in offs.into_iter().zip(crate::tensor::unpack(&regs, es)) {
            self.store(
                env,
                space,
                base.wrapping_add(off),
                ety,
                &Val::B(x),
                es as u32,
            )?;
        }
        Ok(Flow::Value(None))
    }

    /// Read-only loads, atomics, no-ops and assumptions.
    fn intrinsic_memory(&self, c: &Call<'_>, env: &mut Env<'_>) -> Result<Flow, Fault> {
        let (vals, tys, rty, it, name) = (&c.vals, &c.tys, c.rty, c.it, &c.name);
        let u32_arg = |i: usize, what: &str| u32_operand(vals, i, what, name);
        let flow = match it {
            Intr::Ldg { .. } => {
                let addr = defined(vals[0], "the address of ldg")? as u64;
                let align = vals.get(1).and_then(|v| v.bits()).unwrap_or(0) as u32;
                let rt = rty.ok_or_else(|| Fault::unsupported(name.clone()))?;
                Flow::Value(Some(self.load(env, ptr_space(tys[0])?, addr, rt, align)?))
            }
            Intr::NvAtomic { op, .. } => {
                let rt = rty.ok_or_else(|| Fault::unsupported(name.clone()))?;
                Flow::Value(Some(self.rmw(env, tys[0], vals[0], rt, *op, vals[1])?))
            }
            Intr::NvCas { .. } => {
                let (old, _) = self.cmpxchg(env, tys[0], vals[0], tys[1], vals[1], vals[2])?;
                Flow::Value(Some(old))
            }
            Intr::Nop
            | Intr::Nanosleep
            | Intr::ApplyPriorityL2 { .. }
            | Intr::Async(AsyncOp::CommitGroup | AsyncOp::WaitAll | AsyncOp::WaitGroup)
            | Intr::StackRestore
            // One launch at a time: no grid to wait for or release.
            | Intr::GridDepControl { .. }
            | Intr::Fence(_) => Flow::Value(None),
            Intr::StackSave => Flow::Value(Some(Val::B(0))),
            Intr::Assume => {
                if u32_arg(0, "the condition of llvm.assume")? & 1 == 0 {
                    return Err(Fault::ub("llvm.assume of a false condition"));
                }
                Flow::Value(None)
            }
            _ => return self.intrinsic_transfer(c, env),
        };
        Ok(flow)
    }

    /// Memory transfers, async copies and address spaces.
    fn intrinsic_transfer(&self, c: &Call<'_>, env: &mut Env<'_>) -> Result<Flow, Fault> {
        let (vals, tys, it, name) = (&c.vals, &c.tys, c.it, &c.name);
        let u32_arg = |i: usize, what: &str| u32_operand(vals, i, what, name);
        let ids = env.ids;
        let flow = match it {
            Intr::MemCpy | Intr::MemMove | Intr::MemSet => {
                let len = defined(vals[2], "the length of a memory transfer")? as u64;
                if len > 1 << 30 {
                    return Err(Fault::unsupported(format!("{name} of {len} bytes")));
                }
                if len > 0 {
                    let dst = defined(vals[0], "the destination of a memory transfer")? as u64;
                    let ds = ptr_space(tys[0])?;
                    let n = len as usize;
                    let (buf, init) = if *it == Intr::MemSet {
                        let b = vals[1].bits();
                        (vec![b.unwrap_or(0) as u8; n], vec![b.is_some(); n])
                    } else {
                        let src = defined(vals[1], "the source of a memory transfer")? as u64;
                        let mut buf = vec![0u8; n];
                        let mut init = vec![false; n];
                        env.mem.load_partial(
                            ids.linear,
                            ptr_space(tys[1])?,
                            src,
                            &mut buf,
                            &mut init,
                            1,
                        )?;
                        (buf, init)
                    };
                    env.mem.store_partial(ids.linear, ds, dst, &buf, &init, 1)?;
                }
                Flow::Value(None)
            }
            Intr::CpAsync { size, src_size, .. } => {
                let n = *size as usize;
                let take = if *src_size {
                    (u32_arg(2, "the source size of cp.async")? as usize).min(n)
                } else {
                    n
                };
                let dst = defined(vals[0], "the destination of cp.async")? as u64;
                let src = defined(vals[1], "the source of cp.async")? as u64;
                let mut buf = vec![0u8; n];
                let mut init = vec![true; n];
                if take > 0 {
                    env.mem.load_partial(
                        ids.linear,
                        ptr_space(tys[1])?,
                        src,
                        &mut buf[..take],
                        &mut init[..take],
                        1,
                    )?;
                }
                env.mem
                    .store_partial(ids.linear, ptr_space(tys[0])?, dst, &buf, &init, 1)?;
                Flow::Value(None)
            }
            Intr::StBulk { .. } => {
                let p = defined(vals[0], "the address of st.bulk")? as u64;
                let n = defined(vals[1], "the size of st.bulk")? as u64;
                env.mem.st_bulk(ids.linear, ptr_space(tys[0])?, p, n)?;
                Flow::Value(None)
            }
            Intr::IsSpace(sp) => {
                let p = defined(vals[0], "the pointer of isspacep")? as u64;
                let s = memory::resolve_generic(p).map(|(s, _)| s).ok();
                Flow::Value(Some(Val::B((p != 0 && s == Some(*sp)) as u64)))
            }
            Intr::PtrConv { from, to } => {
                let p = defined(vals[0], "the pointer of a conversion")? as u64;
                let g = memory::to_generic(*from, p);
                Flow::Value(Some(Val::B(memory::from_generic(*to, g)?)))
            }
            _ => return Err(Fault::unsupported(name)),
        };
        Ok(flow)
    }

    /// Moves along a branch edge (parallel copy of the arguments).
    fn jump(fr: &mut Frame, body: &Body, bc: &BlockCall) {
        let args = body.dfg.call_args(bc);
        let params = body.dfg.block_params(bc.block);
        if args.len() == 1 {
            let v = fr.regs[args[0].index()].clone();
            fr.regs[params[0].index()] = v;
        } else if !args.is_empty() {
            let vals: Vec<Val> = args.iter().map(|a| fr.regs[a.index()].clone()).collect();
            for (p, v) in params.iter().zip(vals) {
                fr.regs[p.index()] = v;
            }
        }
        fr.block = bc.block;
        fr.pos = 0;
    }
}

impl NvvmProgram<'_> {
    /// Runs on the inline-asm snippet thread `t` had waited in after its
    /// sync completed: at its end, the statement's result is set and the
    /// thread moves past it (`None`); at another sync, the thread waits
    /// there again.
    fn proceed_asm(
        &self,
        t: &mut NvvmThread,
        st: SnippetThread,
        env: &mut Env<'_>,
    ) -> Result<Option<Event>, Fault> {
        let Some(fr) = t.frames.last_mut() else {
            return Ok(None);
        };
        let body = self.info(fr.func).body;
        let inst = body.dfg.blocks[fr.block].insts[fr.pos];
        let site = (fr.func.index() as u64) << 32 | inst.index() as u64;
        let Some(Ok(prog)) = self.asm.get(&site) else {
            return Err(Fault::unsupported(
                "a waiting inline asm statement vanished",
            ));
        };
        match prog.proceed(st, env)? {
            SnippetRun::Done(outs) => {
                let rty = body.dfg.inst_result(inst).map(|r| body.dfg.value_type(r));
                if let (Some(r), Some(v)) = (body.dfg.inst_result(inst), asm_result(rty, outs)) {
                    fr.regs[r.index()] = v;
                }
                fr.pos += 1;
                Ok(None)
            }
            SnippetRun::Waiting(st, ev) => {
                t.asm = Some(st);
                Ok(Some(snippet_event(site, ev)))
            }
        }
    }
}

fn warp(site: u64, mask: u32, kind: WarpKind) -> Flow {
    Flow::Sync(Event::Warp {
        site,
        op: WarpOp { mask, kind },
    })
}

fn select(cty: Type, c: &Val, x: &Val, y: &Val, rty: Type) -> Result<Val, Fault> {
    if cty.as_vector().is_some() {
        return Ok(match (c, x, y) {
            (Val::A(cs), Val::A(xs), Val::A(ys)) => Val::A(
                cs.iter()
                    .zip(xs.iter().zip(ys.iter()))
                    .map(|(c, (x, y))| match c.bits() {
                        Some(1) => x.clone(),
                        Some(_) => y.clone(),
                        None => Val::U,
                    })
                    .collect(),
            ),
            _ => Val::undef(rty),
        });
    }
    Ok(match c.bits() {
        Some(1) => x.clone(),
        Some(_) => y.clone(),
        None => Val::undef(rty),
    })
}

fn insert_at(v: &mut Val, idx: &[u32], x: Val) -> Result<(), Fault> {
    let Some((&first, rest)) = idx.split_first() else {
        *v = x;
        return Ok(());
    };
    match v {
        Val::A(ms) if (first as usize) < ms.len() => insert_at(&mut ms[first as usize], rest, x),
        _ => Err(Fault::unsupported(format!(
            "insertvalue index {first} of a non-aggregate"
        ))),
    }
}

impl GridProgram for NvvmProgram<'_> {
    type Thread = NvvmThread;

    fn kernel_name(&self) -> &str {
        &self.name
    }

    fn op_classes(&self) -> &[String] {
        &self.classes
    }

    fn spawn(&self, ids: &ThreadIds, mem: &mut Memory) -> Result<NvvmThread, Fault> {
        let mark = mem.local_mark(ids.linear);
        let mut args = self.args.clone();
        for &(k, aspace, size) in &self.byval {
            args[k] = self.own_copy(&args[k], aspace, size, ids.linear, mem)?;
        }
        Ok(NvvmThread {
            frames: vec![self.new_frame(self.kernel, args, None, mark)],
            asm: None,
        })
    }

    fn step_until_sync(&self, t: &mut NvvmThread, env: &mut Env<'_>) -> Result<Event, Fault> {
        if let Some(st) = t.asm.take() {
            if let Some(ev) = self.proceed_asm(t, st, env)? {
                return Ok(ev);
            }
        }
        loop {
            let depth = t.frames.len();
            let Some(fr) = t.frames.last_mut() else {
                return Ok(Event::Exit);
            };
            let info = self.info(fr.func);
            let body = info.body;
            let Some(&inst) = body.dfg.blocks[fr.block].insts.get(fr.pos) else {
                return Err(Fault::ub("execution ran past the end of a block"));
            };
            env.tick(info.class[inst] as usize)?;
            let data = &body.dfg.insts[inst];
            let args = body.dfg.inst_args(inst);
            match data.opcode {
                Opcode::Br => Self::jump(fr, body, &data.succs[0]),
                Opcode::CondBr => {
                    let c = defined(&fr.regs[args[0].index()], "the branch condition")?;
                    Self::jump(fr, body, &data.succs[if c & 1 == 1 { 0 } else { 1 }]);
                }
                Opcode::Switch => {
                    let v = defined(&fr.regs[args[0].index()], "the switch operand")?;
                    let k = match &data.attrs {
                        Attrs::Switch(cases) => {
                            cases.iter().position(|&c| c == v).map_or(0, |i| i + 1)
                        }
                        _ => 0,
                    };
                    Self::jump(fr, body, &data.succs[k]);
                }
                Opcode::Ret => {
                    let v = args.first().map(|a| fr.regs[a.index()].clone());
                    let (mark, ret_to) = (fr.mark, fr.ret_to);
                    env.mem.local_release(env.ids.linear, mark);
                    t.frames.pop();
                    let Some(caller) = t.frames.last_mut() else {
                        return Ok(Event::Exit);
                    };
                    if let (Some(d), Some(v)) = (ret_to, v) {
                        caller.regs[d.index()] = v;
                    }
                    caller.pos += 1;
                }
                Opcode::Unreachable => return Err(Fault::ub("reached 'unreachable'")),
                Opcode::Call | Opcode::CallIndirect => {
                    let (callee, args) = match (&data.attrs, args.split_first()) {
                        (Attrs::Call(ca), _) => (ca.callee, args),
                        (Attrs::CallIndirect(sig), Some((fp, rest))) => {
                            (self.call_target(&fr.regs[fp.index()], sig)?, rest)
                        }
                        _ => return Err(Fault::unsupported("call without a target")),
                    };
                    if self.funcs.get(callee.index()).is_none_or(|f| f.is_none()) {
                        let name = &self.m.funcs[callee].name;
                        let Some(dev) = DevFn::by_name(name) else {
                            return Err(Fault::unsupported(format!(
                                "call of external function '{name}'"
                            )));
                        };
                        let bits = args
                            .iter()
                            .map(|a| {
                                defined(&fr.regs[a.index()], &format!("an argument of {name}"))
                            })
                            .collect::<Result<Vec<_>, _>>()?;
                        let bits: Vec<u64> = bits.into_iter().map(|b| b as u64).collect();
                        let r = dev.call(env.mem, env.ids.linear, &bits)?;
                        if let (Some(d), Some(v)) = (body.dfg.inst_result(inst), r) {
                            let ty = body.dfg.value_type(d);
                            fr.regs[d.index()] = Val::B(v & mask64(ty.bits().min(64) as u32));
                        }
                        fr.pos += 1;
                        continue;
                    }
                    if depth >= MAX_CALL_DEPTH {
                        return Err(Fault::new(
                            ErrorKind::Unsupported,
                            format!("call stack deeper than {MAX_CALL_DEPTH} frames"),
                        ));
                    }
                    let mut vals: Vec<Val> =
                        args.iter().map(|a| fr.regs[a.index()].clone()).collect();
                    let ret_to = body.dfg.inst_result(inst);
                    let mark = env.mem.local_mark(env.ids.linear);
                    // A byval parameter is the callee's own copy (freed
                    // with its frame): writes to it stay with the callee.
                    let cf = &self.m.funcs[callee];
                    for (k, v) in vals.iter_mut().enumerate() {
                        let bt = cf.param_attrs.get(k).and_then(|p| p.byval);
                        if let (Some(bt), Some(Type::Ptr(a))) = (bt, cf.params.get(k).copied()) {
                            *v = self.own_copy(v, a, bt.store_size(), env.ids.linear, env.mem)?;
                        }
                    }
                    let nf = self.new_frame(callee, vals, ret_to, mark);
                    t.frames.push(nf);
                }
                Opcode::Intrinsic | Opcode::InlineAsm => {
                    let site = (fr.func.index() as u64) << 32 | inst.index() as u64;
                    match self.intrinsic(&fr.regs, info, inst, site, env)? {
                        Flow::Value(v) => {
                            if let (Some(r), Some(v)) = (body.dfg.inst_result(inst), v) {
                                fr.regs[r.index()] = v;
                            }
                            fr.pos += 1;
                        }
                        Flow::Sync(ev) => return Ok(ev),
                        Flow::AsmWait(st, ev) => {
                            t.asm = Some(st);
                            return Ok(ev);
                        }
                        Flow::Exit => return Ok(Event::Exit),
                    }
                }
                _ => {
                    let v = self.exec(&fr.regs, body, inst, env)?;
                    if let Some(r) = body.dfg.inst_result(inst) {
                        fr.regs[r.index()] = v;
                    }
                    fr.pos += 1;
                }
            }
        }
    }

    fn resume(&self, t: &mut NvvmThread, result: SyncResult) {
        let Some(fr) = t.frames.last_mut() else {
            return;
        };
        if let Some(st) = t.asm.as_mut() {
            let body = self.info(fr.func).body;
            let inst = body.dfg.blocks[fr.block].insts[fr.pos];
            let site = (fr.func.index() as u64) << 32 | inst.index() as u64;
            if let Some(Ok(prog)) = self.asm.get(&site) {
                prog.resume(st, result);
            }
            return;
        }
        let body = self.info(fr.func).body;
        let inst = body.dfg.blocks[fr.block].insts[fr.pos];
        let it = self.info(fr.func).intr[inst];
        let pair = matches!(
            it,
            Intr::Shfl { pair: true, .. } | Intr::Match { pair: true, .. } | Intr::ShflDyn
        );
        if let Some(r) = body.dfg.inst_result(inst) {
            let bits = |v: u64| {
                let ty = body.dfg.value_type(r);
                Val::B(v & mask64(ty.bits().min(64) as u32))
            };
            fr.regs[r.index()] = match result {
                SyncResult::None => Val::U,
                // libNVVM's vote.sync defines one element of its pair (the
                // ballot or the predicate): both hold the result.
                SyncResult::Value(v) if it == Intr::VoteDyn => {
                    Val::A(Box::new([Val::B(v & 0xffff_ffff), Val::B(v & 1)]))
                }
                SyncResult::Value(v) => bits(v),
                SyncResult::Pair(v, p) if pair => {
                    Val::A(Box::new([Val::B(v & 0xffff_ffff), Val::B(p as u64)]))
                }
                SyncResult::Pair(v, _) => bits(v),
                SyncResult::Words(w) => {
                    let ty = body.dfg.value_type(r);
                    super::nvvm_tensor::result(Some(ty), &w).unwrap_or(Val::U)
                }
            };
        }
        fr.pos += 1;
    }

    fn location(&self, t: &NvvmThread) -> String {
        let Some(fr) = t.frames.last() else {
            return "(exited)".into();
        };
        let body = self.info(fr.func).body;
        match body.dfg.blocks[fr.block].insts.get(fr.pos) {
            Some(&inst) => render_inst(self.m, fr.func, inst),
            None => format!("end of {}", fr.block),
        }
    }
}

/// An intrinsic call being executed: its operand values and types, its
/// result type, what it decodes to and how faults name it.
struct Call<'a> {
    vals: SmallVec<[&'a Val; 4]>,
    tys: SmallVec<[Type; 4]>,
    rty: Option<Type>,
    it: &'a Intr,
    name: String,
}

/// How faults name an intrinsic call or an inline asm statement.
fn call_name(attrs: &Attrs) -> String {
    match attrs {
        Attrs::Intrinsic(ia) => format!("intrinsic '{}'", ia.name),
        Attrs::Asm(a) => format!("inline asm \"{}\"", a.template),
        _ => "intrinsic".into(),
    }
}

/// Operand `i` of call `name` as a u32; undefined behaviour, naming `what`,
/// when it is undefined.
fn u32_operand(vals: &[&Val], i: usize, what: &str, name: &str) -> Result<u32, Fault> {
    vals.get(i)
        .and_then(|v| v.bits())
        .map(|b| b as u32)
        .ok_or_else(|| Fault::ub(format!("{what} of {name} is an undefined value")))
}
