//! The generator's state: the body under construction, the kernel's
//! parameters and buffers, the thread-id values, the value pool and the
//! uniformity context; the prologue, the instruction emitters every part
//! uses, and the final assembly of module and spec.
//!
//! Invariants:
//!
//! - the entry block's parameters are the kernel's parameters, in the
//!   order of [`Gen::params`] (every `append_block_param` on the entry
//!   block pushes its [`ParamPlan`] at the same time);
//! - `uniform[v]` is true only when `v` has the same value in every thread
//!   of a block (constants, scalar parameters, block ids and dimensions,
//!   barrier reductions, and pure functions of those); it may be false for
//!   a uniform value, never the reverse;
//! - [`Ctx::uniform`] is true only where every thread of the block executes
//!   the insertion point the same number of times; barriers, shared phases
//!   and warp operations are emitted only there;
//! - [`Gen::emit`] is the one place instructions with results are
//!   inserted, so it keeps uniformity, uses and feature counts up to date.

use cranelift_entity::{PrimaryMap, SecondaryMap};

use super::features::Features;
use super::launch::{self, LaunchPlan};
use super::pool::Pool;
use super::rng::GenRng;
use super::{GenConfig, Generated, KERNEL_NAME};
use dialects::ir::*;
use interp::spec::Fill;
use interp::ArgValue;

/// How a kernel parameter is bound in the spec.
pub(crate) enum ParamKind {
    /// A scalar argument.
    Scalar(ArgValue),
    /// Input buffer `k` of [`Gen::inputs`].
    Input(usize),
    /// Output buffer `k` of [`Gen::outputs`].
    Output(usize),
    /// Global accumulator `k` of [`Gen::accs`] (zero-filled, atomics only).
    Acc(usize),
    /// Device-function slab `k` of [`Gen::callees`] (`i64` slots).
    Slab(usize),
    /// A parameter of a device function (no spec argument).
    Callee,
}

/// Static instruction budget of a device function.
pub(crate) const DEVICE_INSTS: usize = 45;

/// What makes a generator build a device function: values left unused are
/// stored, as `i64`, into the calling thread's slab (`slots` of them).
pub(crate) struct Device {
    pub slab: Value,
    pub slots: u64,
    pub ret: Type,
}

/// A generated device function.
pub(crate) struct Callee {
    pub func: Function,
    pub params: Vec<Type>,
    pub ret: Type,
    /// `i64` slots it writes per calling thread.
    pub slots: u64,
    /// The kernel parameter of its slab buffer, once a call site made it.
    pub slab: Option<Value>,
}

/// One kernel parameter.
pub(crate) struct ParamPlan {
    pub ty: Type,
    pub attrs: ParamAttrs,
    pub kind: ParamKind,
}

/// An input buffer: read anywhere, never written.
pub(crate) struct Input {
    /// The pointer loads are addressed from (the parameter, or its cast to
    /// `ptr addrspace(1)` in the entry block).
    pub base: Value,
    pub elem: Type,
    /// Length in elements, a power of two.
    pub len: u64,
    pub fill: Fill,
}

/// An output buffer of one element type: slot `k` of thread `gid` is
/// element `k * nthreads + gid`, or for records of `lanes` elements the
/// `lanes` elements from `(k * nthreads + gid) * lanes`.
pub(crate) struct Output {
    pub base: Value,
    pub elem: Type,
    pub slots: u64,
    /// Elements per slot (1: scalar slots).
    pub lanes: u64,
}

/// A shared array of one element per thread of the block.
pub(crate) struct SharedArr {
    pub global: GlobalId,
    pub elem: Type,
}

/// Thread and block ids, read in the entry block.
#[derive(Copy, Clone)]
pub(crate) struct Sregs {
    pub tid: Value,
    pub ntid: Value,
    /// `ctaid * ntid + tid`.
    pub gid: Value,
    /// `ntid * nctaid`: threads in the grid.
    pub nt: Value,
    /// The `n` parameter.
    pub n: Value,
}

/// Where the insertion point is.
#[derive(Copy, Clone)]
pub(crate) struct Ctx {
    /// Every thread of the block runs this point equally often.
    pub uniform: bool,
    /// Nesting of diamonds, switches and loops.
    pub depth: u32,
    /// Nesting of loops.
    pub loop_depth: u32,
    /// The innermost loop's counter.
    pub counter: Option<Value>,
}

/// The generator.
pub(crate) struct Gen<'c> {
    pub cfg: &'c GenConfig,
    pub rng: GenRng,
    pub body: Body,
    pub entry: Block,
    pub cur: Block,
    pub pool: Pool,
    pub uniform: SecondaryMap<Value, bool>,
    pub feat: Features,
    pub globals: PrimaryMap<GlobalId, Global>,
    pub launch: LaunchPlan,
    pub params: Vec<ParamPlan>,
    pub inputs: Vec<Input>,
    pub outputs: Vec<Output>,
    pub shared: Vec<SharedArr>,
    /// Global accumulator buffers: element type and parameter.
    pub accs: Vec<(Type, Value)>,
    /// Device functions, in module order (before the kernel).
    pub callees: Vec<Callee>,
    /// Set when this generator builds a device function.
    pub device: Option<Device>,
    /// Where the next entry-block `alloca` goes.
    pub entry_top: usize,
    pub sr: Sregs,
    pub ctx: Ctx,
    /// An early exit was emitted: no more barriers.
    pub exited: bool,
    /// No new statement starts once the body has this many instructions
    /// (lowered for the regions of a construct).
    pub cap: usize,
}

/// The attribute payload of `op` with no flags.
pub(crate) fn attrs0(op: Opcode) -> Attrs {
    match op.format() {
        Format::Int => Attrs::Int(IntFlags::default()),
        Format::Float => Attrs::Float(FastMath::default()),
        Format::Mem => Attrs::Mem(MemAttrs::default()),
        _ => Attrs::None,
    }
}

/// `contract`.
pub(crate) const CONTRACT: FastMath = FastMath(16);

impl<'c> Gen<'c> {
    /// A generator for the kernel, with the prologue emitted: parameters,
    /// thread ids.
    pub(crate) fn new(cfg: &'c GenConfig) -> Gen<'c> {
        let mut rng = GenRng::new(cfg.seed);
        let launch = LaunchPlan::choose(&mut rng);
        let mut g = Gen::bare(cfg, rng, launch, cfg.max_insts);
        g.kernel_params();
        g.thread_ids();
        g
    }

    /// A generator for a device function taking `params` (then the
    /// pointer to the calling thread's slab) and returning `ret`; it draws
    /// from `rng` (handed back by [`finish_device`](Self::finish_device)).
    pub(crate) fn new_device(
        cfg: &'c GenConfig,
        rng: GenRng,
        launch: LaunchPlan,
        params: &[Type],
        ret: Type,
    ) -> Gen<'c> {
        let mut g = Gen::bare(cfg, rng, launch, DEVICE_INSTS);
        for (k, &t) in params.iter().enumerate() {
            let v = g.add_param(t, format!("a{k}"), ParamAttrs::default(), ParamKind::Callee);
            g.uniform[v] = false;
            g.keep(v);
        }
        let pty = g.buffer_ptr_type();
        let attrs = ParamAttrs {
            noalias: true,
            nocapture: true,
            writeonly: true,
            ..ParamAttrs::default()
        };
        let slab = g.add_param(pty, "slab".into(), attrs, ParamKind::Callee);
        g.device = Some(Device {
            slab,
            slots: 0,
            ret,
        });
        g.thread_ids();
        // Callers may be divergent: nothing here synchronizes. Callers may
        // be in loops: one level of (short, inner-sized) loops here.
        g.ctx.uniform = false;
        g.ctx.loop_depth = 1;
        g
    }

    fn bare(cfg: &'c GenConfig, rng: GenRng, launch: LaunchPlan, cap: usize) -> Gen<'c> {
        let mut body = Body::default();
        let entry = FuncBuilder::new(&mut body).create_block();
        let placeholder = Value::from_u32(0);
        Gen {
            cfg,
            rng,
            body,
            entry,
            cur: entry,
            pool: Pool::new(),
            uniform: SecondaryMap::new(),
            feat: Features::default(),
            globals: PrimaryMap::new(),
            launch,
            params: Vec::new(),
            inputs: Vec::new(),
            outputs: Vec::new(),
            shared: Vec::new(),
            accs: Vec::new(),
            callees: Vec::new(),
            device: None,
            entry_top: 0,
            sr: Sregs {
                tid: placeholder,
                ntid: placeholder,
                gid: placeholder,
                nt: placeholder,
                n: placeholder,
            },
            ctx: Ctx {
                uniform: true,
                depth: 0,
                loop_depth: 0,
                counter: None,
            },
            exited: false,
            cap,
        }
    }

    /// Appends a kernel parameter; returns its value.
    pub(crate) fn add_param(
        &mut self,
        ty: Type,
        name: String,
        attrs: ParamAttrs,
        kind: ParamKind,
    ) -> Value {
        let v = self.body.dfg.append_block_param(self.entry, ty);
        self.body.dfg.value_names[v] = Some(name);
        self.params.push(ParamPlan { ty, attrs, kind });
        v
    }

    /// A pointer parameter type as CUDA front ends emit them: generic or
    /// global.
    pub(crate) fn buffer_ptr_type(&mut self) -> Type {
        if self.rng.chance(50) {
            Type::Ptr(1)
        } else {
            Type::Ptr(0)
        }
    }

    /// The kernel's input buffers and scalar parameters.
    fn kernel_params(&mut self) {
        // Input buffers.
        let count = self.rng.range(1, 4);
        let f = self.cfg.floats as u32;
        for k in 0..count {
            let elem = self.rng.weighted(&[
                (5, ty::I32),
                (4 * f, Type::F32),
                (2, ty::I64),
                (2 * f, Type::F64),
                (f * self.cfg.half as u32, Type::F16),
                (1, ty::I16),
                (1, ty::I8),
            ]);
            let len = 1u64 << self.rng.range(5, 8);
            let fill = launch::input_fill(&mut self.rng, elem);
            let pty = self.buffer_ptr_type();
            let attrs = ParamAttrs {
                noalias: true,
                readonly: true,
                nocapture: true,
                ..ParamAttrs::default()
            };
            let idx = self.inputs.len();
            let p = self.add_param(pty, format!("in{k}"), attrs, ParamKind::Input(idx));
            self.inputs.push(Input {
                base: p,
                elem,
                len,
                fill,
            });
        }
        // Scalars.
        let nt = self.launch.threads() as i64;
        let n_val = nt - 12 + self.rng.range(0, 16) as i64;
        let n = self.add_param(
            ty::I32,
            "n".into(),
            ParamAttrs::default(),
            ParamKind::Scalar(ArgValue::I32(n_val as i32)),
        );
        let mut scalars = vec![(n, ty::I32)];
        if self.cfg.floats {
            let a = launch::float_scalar(&mut self.rng);
            let alpha = self.add_param(
                Type::F32,
                "alpha".into(),
                ParamAttrs::default(),
                ParamKind::Scalar(ArgValue::F32(a as f32)),
            );
            scalars.push((alpha, Type::F32));
            if self.rng.chance(40) {
                let b = launch::float_scalar(&mut self.rng);
                let beta = self.add_param(
                    Type::F64,
                    "beta".into(),
                    ParamAttrs::default(),
                    ParamKind::Scalar(ArgValue::F64(b)),
                );
                scalars.push((beta, Type::F64));
            }
        }
        if self.rng.chance(40) {
            let v = launch::int_scalar(&mut self.rng);
            let k = self.add_param(
                ty::I64,
                "k".into(),
                ParamAttrs::default(),
                ParamKind::Scalar(ArgValue::I64(v)),
            );
            scalars.push((k, ty::I64));
        }
        for (v, t) in scalars {
            self.uniform[v] = true;
            self.pool.add(v, t);
            self.pool.mark_used(v);
        }
        self.sr.n = n;
    }

    /// Thread and block ids, read in the entry block; in a device function
    /// `n` stands for the block size.
    fn thread_ids(&mut self) {
        self.cur = self.entry;
        let tid = self.sreg("tid.x");
        let ctaid = self.sreg("ctaid.x");
        let ntid = self.sreg("ntid.x");
        let nctaid = self.sreg("nctaid.x");
        let base = self.emit_quiet(Opcode::Mul, &[ctaid, ntid], attrs0(Opcode::Mul), ty::I32);
        let gid = self.emit_quiet(Opcode::Add, &[base, tid], attrs0(Opcode::Add), ty::I32);
        let nt = self.emit_quiet(Opcode::Mul, &[ntid, nctaid], attrs0(Opcode::Mul), ty::I32);
        for (v, name) in [
            (tid, "tid"),
            (ctaid, "ctaid"),
            (ntid, "ntid"),
            (nctaid, "nctaid"),
            (gid, "gid"),
            (nt, "nthreads"),
        ] {
            self.body.dfg.value_names[v] = Some(name.into());
            self.pool.add(v, ty::I32);
            self.pool.mark_used(v);
        }
        let n = if self.device.is_some() {
            ntid
        } else {
            self.sr.n
        };
        self.sr = Sregs {
            tid,
            ntid,
            gid,
            nt,
            n,
        };
        // NVVM-style `cvta.to.global` of generic buffer pointers.
        for k in 0..self.inputs.len() {
            let p = self.inputs[k].base;
            if self.ty(p) == Type::Ptr(0) && self.rng.chance(40) {
                let c = self.emit_quiet(Opcode::AddrSpaceCast, &[p], Attrs::None, Type::Ptr(1));
                self.inputs[k].base = c;
            }
        }
    }

    /// Reads special register `llvm.nvvm.read.ptx.sreg.<name>` (an i32).
    pub(crate) fn sreg(&mut self, name: &str) -> Value {
        let v = self.intr_quiet(&format!("llvm.nvvm.read.ptx.sreg.{name}"), &[], ty::I32);
        self.uniform[v] = !name.starts_with("tid") && !name.starts_with("laneid");
        v
    }

    // ------------------------------------------------------------ emitters

    /// A builder appending to the current block.
    pub(crate) fn b(&mut self) -> FuncBuilder<'_> {
        let cur = self.cur;
        let mut b = FuncBuilder::new(&mut self.body);
        b.switch_to(cur);
        b
    }

    /// The type of `v`.
    pub(crate) fn ty(&self, v: Value) -> Type {
        self.body.dfg.value_type(v)
    }

    /// Makes `v` available to later instructions; returns it.
    pub(crate) fn keep(&mut self, v: Value) -> Value {
        let t = self.ty(v);
        self.pool.add(v, t);
        v
    }

    /// Inserts an instruction with a result of type `ty` and counts it in
    /// the features.
    pub(crate) fn emit(&mut self, op: Opcode, args: &[Value], attrs: Attrs, ty: Type) -> Value {
        self.count(op, &attrs, ty);
        self.emit_quiet(op, args, attrs, ty)
    }

    /// [`emit`](Self::emit) without counting: address arithmetic, digests
    /// and clamps, which would otherwise inflate the counts.
    pub(crate) fn emit_quiet(
        &mut self,
        op: Opcode,
        args: &[Value],
        attrs: Attrs,
        ty: Type,
    ) -> Value {
        let uni = args.iter().all(|&a| self.uniform[a]);
        for &a in args {
            self.pool.mark_used(a);
        }
        let v = self.b().val(op, args, attrs, ty);
        self.uniform[v] = uni;
        v
    }

    /// An instruction without flags (integer flags or fast-math by opcode).
    pub(crate) fn op(&mut self, op: Opcode, args: &[Value], ty: Type) -> Value {
        self.emit(op, args, attrs0(op), ty)
    }

    /// A binary operation without flags, of the type of `a`.
    pub(crate) fn bin(&mut self, op: Opcode, a: Value, b: Value) -> Value {
        let t = self.ty(a);
        self.op(op, &[a, b], t)
    }

    /// [`bin`](Self::bin), not counted.
    pub(crate) fn bin_quiet(&mut self, op: Opcode, a: Value, b: Value) -> Value {
        let t = self.ty(a);
        self.emit_quiet(op, &[a, b], attrs0(op), t)
    }

    /// A cast without flags, not counted.
    pub(crate) fn cast_quiet(&mut self, op: Opcode, v: Value, ty: Type) -> Value {
        self.emit_quiet(op, &[v], attrs0(op), ty)
    }

    /// An integer comparison.
    pub(crate) fn icmp(&mut self, p: IntPred, a: Value, b: Value) -> Value {
        self.emit(Opcode::ICmp, &[a, b], Attrs::ICmp(p), ty::I1)
    }

    /// A float comparison.
    pub(crate) fn fcmp(&mut self, p: FloatPred, a: Value, b: Value) -> Value {
        let attrs = Attrs::FCmp(p, FastMath::default());
        self.emit(Opcode::FCmp, &[a, b], attrs, ty::I1)
    }

    /// A call of intrinsic `name` returning `ret`; uniform when its
    /// operands are.
    pub(crate) fn intr(&mut self, name: &str, args: &[Value], ret: Type) -> Value {
        self.feat.intrinsics += 1;
        self.intr_quiet(name, args, ret)
    }

    /// [`intr`](Self::intr), not counted.
    pub(crate) fn intr_quiet(&mut self, name: &str, args: &[Value], ret: Type) -> Value {
        let uni = args.iter().all(|&a| self.uniform[a]);
        for &a in args {
            self.pool.mark_used(a);
        }
        let i = self.b().intrinsic(name, args, Some(ret));
        let v = self.body.dfg.inst_result(i).expect("a result");
        self.uniform[v] = uni;
        v
    }

    /// An integer constant of type `ty` (bits truncated to the width).
    pub(crate) fn iconst(&mut self, ty: Type, bits: i128) -> Value {
        let v = self.b().iconst(ty, bits as u128);
        self.uniform[v] = true;
        v
    }

    /// A float constant of type `ty` (rounded to it).
    pub(crate) fn fconst(&mut self, ty: Type, x: f64) -> Value {
        let v = match ty {
            Type::F16 => {
                let bits = interp::float::f64_to_f16(x, interp::float::Round::Rn);
                self.b().constant(Const::Float(bits as u64), ty)
            }
            Type::F32 => self.b().fconst_f32(x as f32),
            _ => self.b().fconst_f64(x),
        };
        self.uniform[v] = true;
        v
    }

    /// A block barrier (`__syncthreads()`); only in uniform control flow.
    pub(crate) fn barrier(&mut self) {
        debug_assert!(self.ctx.uniform && !self.exited);
        self.feat.barriers += 1;
        self.b().intrinsic("llvm.nvvm.barrier0", &[], None);
    }

    fn count(&mut self, op: Opcode, attrs: &Attrs, ty: Type) {
        use Opcode::*;
        let f = &mut self.feat;
        match op {
            FAdd | FSub | FMul | FDiv | FNeg => {
                f.float_ops += 1;
                if matches!(attrs, Attrs::Float(m) if m.0 & CONTRACT.0 != 0) {
                    f.contract += 1;
                }
            }
            UDiv | SDiv | URem | SRem => f.divisions += 1,
            Shl | LShr | AShr => f.shifts += 1,
            Select => f.selects += 1,
            ICmp | FCmp => f.compares += 1,
            _ if op.is_cast() => f.conversions += 1,
            _ => {}
        }
        if op.is_int_binary() {
            match ty {
                Type::Int(64) => f.int64_ops += 1,
                Type::Int(8 | 16) => f.narrow_ops += 1,
                Type::Int(1) => f.bool_ops += 1,
                _ => {}
            }
        }
    }

    // ------------------------------------------------------------ driver

    /// Generates the body, then assembles module and spec.
    pub(crate) fn run(mut self) -> Generated {
        self.region(u32::MAX);
        let any = self
            .pool
            .pick_any(&mut self.rng)
            .map_or(self.sr.gid, |x| x.0);
        let mut rest = self.pool.pop();
        if rest.is_empty() {
            // At least one unconditional store, so every kernel has output.
            rest.push(any);
        }
        self.flush(rest);
        self.b().ret(None);
        self.finish()
    }

    fn finish(self) -> Generated {
        let types: Vec<Type> = self.params.iter().map(|p| p.ty).collect();
        let mut f = Function::new(KERNEL_NAME, types, None);
        f.kernel = true;
        f.param_attrs = self.params.iter().map(|p| p.attrs.clone()).collect();
        let spec = launch::spec(&self);
        f.body = Some(self.body);
        let mut module = Module {
            name: format!("kernelgen-{}", self.cfg.seed),
            globals: self.globals,
            funcs: PrimaryMap::new(),
            texsurf: Default::default(),
            asm: Vec::new(),
        };
        for c in self.callees {
            module.funcs.push(c.func);
        }
        module.funcs.push(f);
        Generated {
            module,
            spec,
            features: self.feat,
        }
    }

    /// Generates a device function's body; returns it, the slots it
    /// writes, its features and the random stream.
    pub(crate) fn finish_device(mut self, name: String) -> (Function, u64, Features, GenRng) {
        self.region(u32::MAX);
        let ret = self.device.as_ref().expect("a device function").ret;
        // The result: an available value (parameters included) or a new one.
        let r = self.operand(ret, 1);
        self.pool.mark_used(r);
        let rest = self.pool.pop();
        self.flush(rest);
        self.b().ret(Some(r));
        let types: Vec<Type> = self.params.iter().map(|p| p.ty).collect();
        let mut f = Function::new(name, types, Some(ret));
        f.linkage = Linkage::Internal;
        f.noinline = self.rng.chance(70);
        f.param_attrs = self.params.iter().map(|p| p.attrs.clone()).collect();
        f.body = Some(self.body);
        let slots = self.device.map_or(0, |d| d.slots);
        (f, slots, self.feat, self.rng)
    }
}
