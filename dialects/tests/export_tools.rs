//! The LLVM IR export checked by NVIDIA's and LLVM's compilers.
//!
//! For every corpus file (`shared/corpus/{nvvm,modern}/*.ll`) and for
//! hand-built modules that use every opcode: import, `export_nvvm` ->
//! libNVVM (`scripts/nvvm-compile.py -arch=compute_80 -opt=3`) -> ptxas
//! sm_80, and `export_modern` -> `llc-16 -march=nvptx64 -mcpu=sm_80 -O3` ->
//! ptxas sm_80. The tools come from `scripts/setup-tools.sh` (paths in
//! `.tools/env.sh`, or the `WARPSAT_*` environment variables); without them
//! the tests print why and pass.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

use dialects::ir::Const as C;
use dialects::ir::*;
use dialects::llvm::export::{export_modern, export_nvvm};

// ------------------------------------------------------------------ tools

struct Tools {
    python: String,
    nvvm_compile: PathBuf,
    libnvvm: String,
    libdevice: Option<String>,
    ptxas: String,
    llc: String,
}

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// `WARPSAT_*` from the environment, else from `.tools/env.sh`.
fn tool_var(name: &str) -> Option<String> {
    if let Ok(v) = std::env::var(name) {
        if !v.is_empty() {
            return Some(v);
        }
    }
    let env = std::fs::read_to_string(repo_root().join(".tools/env.sh")).ok()?;
    env.lines().find_map(|l| {
        let rest = l
            .trim()
            .strip_prefix("export ")?
            .strip_prefix(name)?
            .strip_prefix('=')?;
        Some(rest.trim_matches(|c| c == '\'' || c == '"').to_string())
    })
}

fn tools() -> Option<Tools> {
    let get = |n: &str| tool_var(n).filter(|p| Path::new(p).exists());
    let t = Tools {
        python: "python3".into(),
        nvvm_compile: repo_root().join("scripts/nvvm-compile.py"),
        libnvvm: get("WARPSAT_LIBNVVM")?,
        libdevice: get("WARPSAT_LIBDEVICE"),
        ptxas: get("WARPSAT_PTXAS")?,
        llc: get("WARPSAT_LLC")?,
    };
    let py = Command::new(&t.python).arg("--version").output().ok()?;
    (py.status.success() && t.nvvm_compile.exists()).then_some(t)
}

fn skip(what: &str) {
    eprintln!(
        "SKIPPED {what}: libNVVM, ptxas or llc-16 not found (set WARPSAT_LIBNVVM, \
         WARPSAT_PTXAS, WARPSAT_LLC or install them with scripts/setup-tools.sh)"
    );
}

fn run(cmd: &mut Command) -> Result<(), String> {
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run {cmd:?}: {e}"))?;
    if out.status.success() {
        return Ok(());
    }
    let mut log = String::from_utf8_lossy(&out.stderr).into_owned();
    log.push_str(&String::from_utf8_lossy(&out.stdout));
    let log: String = log.lines().take(12).collect::<Vec<_>>().join("\n");
    Err(log)
}

impl Tools {
    /// libNVVM then ptxas on NVVM IR text.
    fn check_nvvm(&self, dir: &Path, stem: &str, text: &str) -> Result<(), String> {
        let ll = dir.join(format!("{stem}.nvvm.ll"));
        let ptx = dir.join(format!("{stem}.nvvm.ptx"));
        std::fs::write(&ll, text).map_err(|e| e.to_string())?;
        let mut c = Command::new(&self.python);
        c.arg(&self.nvvm_compile).arg("--lib").arg(&self.libnvvm);
        match &self.libdevice {
            Some(d) => c.arg("--libdevice").arg(d),
            None => c.arg("--no-libdevice"),
        };
        c.arg("-o")
            .arg(&ptx)
            .arg(&ll)
            .args(["-arch=compute_80", "-opt=3"]);
        run(&mut c).map_err(|e| format!("libNVVM: {e}"))?;
        run(Command::new(&self.ptxas)
            .arg("-arch=sm_80")
            .arg(&ptx)
            .args(["-o", "/dev/null"]))
        .map_err(|e| format!("ptxas (libNVVM output): {e}"))
    }

    /// llc-16 then ptxas on modern LLVM IR text.
    fn check_modern(&self, dir: &Path, stem: &str, text: &str) -> Result<(), String> {
        let ll = dir.join(format!("{stem}.modern.ll"));
        let ptx = dir.join(format!("{stem}.modern.ptx"));
        std::fs::write(&ll, text).map_err(|e| e.to_string())?;
        run(Command::new(&self.llc)
            .args(["-march=nvptx64", "-mcpu=sm_80", "-O3"])
            .arg(&ll)
            .arg("-o")
            .arg(&ptx))
        .map_err(|e| format!("llc: {e}"))?;
        run(Command::new(&self.ptxas)
            .arg("-arch=sm_80")
            .arg(&ptx)
            .args(["-o", "/dev/null"]))
        .map_err(|e| format!("ptxas (llc output): {e}"))
    }

    /// Both flavours of one module; failures are appended to `fails`.
    fn check_module(&self, dir: &Path, stem: &str, m: &Module) -> Vec<String> {
        let mut fails = Vec::new();
        match export_nvvm(m) {
            Ok(t) => {
                if let Err(e) = self.check_nvvm(dir, stem, &t) {
                    fails.push(format!("{stem} [nvvm]: {e}"));
                }
            }
            Err(e) => fails.push(format!("{stem} [nvvm]: export: {e}")),
        }
        match export_modern(m) {
            Ok(t) => {
                if let Err(e) = self.check_modern(dir, stem, &t) {
                    fails.push(format!("{stem} [modern]: {e}"));
                }
            }
            Err(e) => fails.push(format!("{stem} [modern]: export: {e}")),
        }
        fails
    }
}

/// Where the exported files go: `$WARPSAT_EXPORT_KEEP` when set (kept for
/// inspection), else a temporary directory.
fn out_dir() -> (Option<tempfile::TempDir>, PathBuf) {
    match std::env::var_os("WARPSAT_EXPORT_KEEP") {
        Some(d) => {
            let d = PathBuf::from(d);
            std::fs::create_dir_all(&d).unwrap();
            (None, d)
        }
        None => {
            let t = tempfile::tempdir().unwrap();
            let p = t.path().to_path_buf();
            (Some(t), p)
        }
    }
}

/// Runs `job` over `items` on two threads; returns all failures.
fn parallel<T: Sync>(items: &[T], job: impl Fn(&T) -> Vec<String> + Sync) -> Vec<String> {
    let next = Mutex::new(0usize);
    let fails = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = {
                    let mut n = next.lock().unwrap();
                    *n += 1;
                    *n - 1
                };
                let Some(it) = items.get(i) else { break };
                let f = job(it);
                fails.lock().unwrap().extend(f);
            });
        }
    });
    let mut f = fails.into_inner().unwrap();
    f.sort();
    f
}

// ---------------------------------------------------------------- corpus

#[test]
fn corpus_exports_pass_libnvvm_and_llc() {
    let Some(t) = tools() else {
        skip("corpus_exports_pass_libnvvm_and_llc");
        return;
    };
    let corpus = repo_root().join("../shared/corpus");
    let mut files = Vec::new();
    for form in ["nvvm", "modern"] {
        let Ok(rd) = std::fs::read_dir(corpus.join(form)) else {
            continue;
        };
        let mut fs: Vec<PathBuf> = rd
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "ll"))
            .collect();
        fs.sort();
        files.extend(fs.into_iter().map(|p| (form, p)));
    }
    if files.is_empty() {
        eprintln!(
            "SKIPPED corpus_exports_pass_libnvvm_and_llc: no corpus at {}",
            corpus.display()
        );
        return;
    }
    let (_tmp, dir) = out_dir();
    let fails = parallel(&files, |(form, path)| {
        let stem = format!("{form}_{}", path.file_stem().unwrap().to_string_lossy());
        let name = format!("{form}/{}", path.file_name().unwrap().to_string_lossy());
        let src = match std::fs::read_to_string(path) {
            Ok(s) => s,
            Err(e) => return vec![format!("{stem}: read: {e}")],
        };
        match dialects::llvm::import::import(&name, &src) {
            Ok(m) => t.check_module(&dir, &stem, &m),
            Err(e) => vec![format!("{stem}: import: {e}")],
        }
    });
    let n = files.len() * 2;
    eprintln!("corpus: {} of {n} exports pass", n - fails.len().min(n));
    assert!(
        fails.is_empty(),
        "{} failures:\n{}",
        fails.len(),
        fails.join("\n\n")
    );
}

// ----------------------------------------------------- hand-built modules

/// Appends instructions to a function body.
struct Fb {
    body: Body,
    cur: Block,
}

impl Fb {
    fn new(params: &[Type]) -> (Fb, Vec<Value>) {
        let mut body = Body::default();
        let b = body.dfg.make_block();
        body.append_block(b);
        let ps = params
            .iter()
            .map(|&t| body.dfg.append_block_param(b, t))
            .collect();
        (Fb { body, cur: b }, ps)
    }

    fn block(&mut self, params: &[Type]) -> (Block, Vec<Value>) {
        let b = self.body.dfg.make_block();
        self.body.append_block(b);
        let ps = params
            .iter()
            .map(|&t| self.body.dfg.append_block_param(b, t))
            .collect();
        (b, ps)
    }

    fn at(&mut self, b: Block) {
        self.cur = b;
    }

    fn ins(&mut self, op: Opcode, args: &[Value], attrs: Attrs, t: Option<Type>) -> Inst {
        let i = self.body.dfg.make_inst(op, args, attrs, t);
        self.body.append_inst(self.cur, i);
        i
    }

    fn v(&mut self, op: Opcode, args: &[Value], attrs: Attrs, t: Type) -> Value {
        let i = self.ins(op, args, attrs, Some(t));
        self.body.dfg.inst_result(i).unwrap()
    }

    fn k(&mut self, c: Const, t: Type) -> Value {
        self.v(Opcode::Const, &[], Attrs::Const(c), t)
    }

    fn int(&mut self, t: Type, v: i128) -> Value {
        let w = match t.scalar() {
            Type::Int(w) => w,
            _ => 64,
        };
        let m = if w >= 128 {
            u128::MAX
        } else {
            (1u128 << w) - 1
        };
        self.k(Const::Int(v as u128 & m), t)
    }

    fn f32(&mut self, x: f32) -> Value {
        self.k(Const::Float(x.to_bits() as u64), Type::F32)
    }

    fn bin(&mut self, op: Opcode, a: Value, b: Value, flags: u8) -> Value {
        let t = self.body.dfg.value_type(a);
        let attrs = if op.is_float_binary() {
            Attrs::Float(FastMath(flags))
        } else {
            Attrs::Int(IntFlags(flags))
        };
        self.v(op, &[a, b], attrs, t)
    }

    fn cast(&mut self, op: Opcode, a: Value, t: Type) -> Value {
        let attrs = match op.format() {
            Format::Int => Attrs::Int(IntFlags::default()),
            Format::Float => Attrs::Float(FastMath::default()),
            _ => Attrs::None,
        };
        self.v(op, &[a], attrs, t)
    }

    fn intr(&mut self, name: &str, args: &[Value], t: Option<Type>) -> Option<Value> {
        let attrs = Attrs::Intrinsic(IntrinsicAttrs {
            name: name.into(),
            fmf: FastMath::default(),
        });
        let i = self.ins(Opcode::Intrinsic, args, attrs, t);
        self.body.dfg.inst_result(i)
    }

    fn load(&mut self, p: Value, t: Type, ma: MemAttrs) -> Value {
        self.v(Opcode::Load, &[p], Attrs::Mem(ma), t)
    }

    fn store(&mut self, v: Value, p: Value, ma: MemAttrs) {
        self.ins(Opcode::Store, &[v, p], Attrs::Mem(ma), None);
    }

    fn ptradd(&mut self, p: Value, off: Value) -> Value {
        let t = self.body.dfg.value_type(p);
        self.v(Opcode::PtrAdd, &[p, off], Attrs::Int(IntFlags::INBOUNDS), t)
    }

    fn term(
        &mut self,
        op: Opcode,
        args: &[Value],
        attrs: Attrs,
        succs: &[(Block, &[Value])],
    ) -> Inst {
        let i = self.ins(op, args, attrs, None);
        let calls: Vec<BlockCall> = succs
            .iter()
            .map(|(b, a)| self.body.dfg.block_call(*b, a))
            .collect();
        self.body.dfg.insts[i].succs = calls;
        i
    }

    fn rmw(&mut self, op: RmwOp, p: Value, v: Value, ordering: Ordering, scope: Scope) -> Value {
        let t = self.body.dfg.value_type(v);
        let a = RmwAttrs {
            op,
            ordering,
            scope,
            volatile: false,
            align: 0,
        };
        self.v(Opcode::AtomicRmw, &[p, v], Attrs::Rmw(a), t)
    }
}

fn al(align: u32) -> MemAttrs {
    MemAttrs {
        align,
        ..MemAttrs::default()
    }
}

fn global(name: &str, ty: Type, addrspace: u32, init: Option<Const>) -> Global {
    Global {
        name: name.into(),
        ty,
        addrspace,
        linkage: Linkage::Internal,
        is_const: false,
        init,
        align: 4,
        externally_initialized: false,
    }
}

/// A module that uses every opcode and attribute payload.
pub fn kitchen_sink() -> Module {
    use Opcode::*;
    let (i1, i8, i16, i32, i64) = (
        Type::Int(1),
        Type::Int(8),
        Type::Int(16),
        Type::Int(32),
        Type::Int(64),
    );
    let (f32, f64, p0, p1, p3) = (
        Type::F32,
        Type::F64,
        Type::Ptr(0),
        Type::Ptr(1),
        Type::Ptr(3),
    );
    let pair = Type::structure(vec![i32, f32], false);
    let v4f = Type::vector(f32, 4);
    let mut m = Module {
        name: "kitchen_sink".into(),
        ..Module::default()
    };

    let shared = m
        .globals
        .push(global("tile", Type::array(f32, 64), 3, Some(C::Undef)));
    let table = m.globals.push(Global {
        is_const: true,
        linkage: Linkage::External,
        externally_initialized: false,
        ..global(
            "table",
            Type::array(i32, 4),
            4,
            Some(C::Aggregate(vec![
                C::Int(1),
                C::Int(2),
                C::Int(0xffff_ffff),
                C::Zero,
            ])),
        )
    });
    m.globals.push(Global {
        is_const: true,
        align: 1,
        ..global(
            "msg",
            Type::array(i8, 4),
            4,
            Some(C::Bytes(b"a\"\\\n".to_vec())),
        )
    });
    m.globals
        .push(global("tabptr", p0, 1, Some(C::GlobalAddr(table, 8))));
    m.globals.push(Global {
        linkage: Linkage::External,
        ..global("dyn", Type::array(f32, 0), 3, None)
    });
    m.globals.push(global(
        "mixed",
        Type::structure(vec![Type::F16, f64, Type::vector(i16, 2), Type::BF16], true),
        1,
        Some(C::Aggregate(vec![
            C::Float(0x3c00),
            C::Float(1.5f64.to_bits()),
            C::Aggregate(vec![C::Int(7), C::Int(0xfff9)]),
            C::Float(0x3f80),
        ])),
    ));

    // A device function taking a struct by value.
    let (mut h, hp) = Fb::new(&[i32, p0]);
    let fld = h.int(i64, 4);
    let fp = h.ptradd(hp[1], fld);
    let fv = h.load(fp, f32, al(4));
    let iv = h.cast(SIToFP, hp[0], f32);
    let r = h.bin(FAdd, fv, iv, 0);
    h.ins(Ret, &[r], Attrs::None, None);
    let mut helper = Function::new("helper", vec![i32, p0], Some(f32));
    helper.linkage = Linkage::Internal;
    helper.noinline = true;
    helper.param_attrs[0].ext = Some(true);
    helper.param_attrs[1].byval = Some(pair);
    helper.param_attrs[1].align = 4;
    helper.body = Some(h.body);
    let helper = m.funcs.push(helper);

    let (mut b, ps) = Fb::new(&[p1, p1, i32, f32]);
    let (inp, out, n, x) = (ps[0], ps[1], ps[2], ps[3]);
    let tid = b
        .intr("llvm.nvvm.read.ptx.sreg.tid.x", &[], Some(i32))
        .unwrap();
    let ti = b.body.dfg.value_type(tid);
    assert_eq!(ti, i32);
    let c0 = b.int(i32, 0);
    let c1 = b.int(i32, 1);
    let c3 = b.int(i32, 3);
    let c4 = b.int(i64, 4);
    let tid64 = b.v(ZExt, &[tid], Attrs::Int(IntFlags::NNEG), i64);
    let off = b.bin(Mul, tid64, c4, IntFlags::NSW.0 | IntFlags::NUW.0);
    let pin = b.ptradd(inp, off);
    let pout = b.ptradd(out, off);
    let inv = MemAttrs {
        align: 4,
        invariant: true,
        ..MemAttrs::default()
    };
    let xin = b.load(pin, f32, inv);
    let nt = MemAttrs {
        align: 4,
        nontemporal: true,
        volatile: true,
        ..MemAttrs::default()
    };
    let yin = b.load(pout, i32, nt);

    // Integer arithmetic.
    let mut acc = yin;
    for (op, fl) in [
        (Add, IntFlags::NSW.0),
        (Sub, IntFlags::NUW.0),
        (Mul, 0),
        (UDiv, IntFlags::EXACT.0),
        (SDiv, 0),
        (URem, 0),
        (SRem, 0),
        (Shl, IntFlags::NSW.0),
        (LShr, IntFlags::EXACT.0),
        (AShr, 0),
        (And, 0),
        (Or, IntFlags::DISJOINT.0),
        (Xor, 0),
    ] {
        let rhs = if matches!(op, UDiv | SDiv | URem | SRem) {
            c3
        } else {
            tid
        };
        acc = b.bin(op, acc, rhs, fl);
    }
    // Float arithmetic and conversions.
    let mut fa = xin;
    for (op, fl) in [(FAdd, 127), (FSub, 0), (FMul, 16), (FDiv, 1), (FRem, 0)] {
        fa = b.bin(op, fa, x, fl);
    }
    let fneg = b.v(FNeg, &[fa], Attrs::Float(FastMath(4)), f32);
    let d = b.cast(FPExt, fneg, f64);
    let dm = b.k(C::Float((-2.5f64).to_bits()), f64);
    let d2 = b.bin(FMul, d, dm, 0);
    let f2 = b.cast(FPTrunc, d2, f32);
    let u = b.cast(FPToUI, f2, i32);
    let s = b.cast(FPToSI, f2, i16);
    let s32 = b.cast(SExt, s, i32);
    let uf = b.cast(UIToFP, u, f32);
    let sf = b.cast(SIToFP, s32, f64);
    let sf32 = b.cast(FPTrunc, sf, f32);
    let bits = b.cast(Bitcast, uf, i32);
    let tr = b.cast(Trunc, acc, i8);
    let tr32 = b.cast(ZExt, tr, i32);
    let fr = b.v(Freeze, &[tr32], Attrs::None, i32);
    let ud = b.k(C::Undef, i32);
    let frud = b.v(Freeze, &[ud], Attrs::None, i32);
    let lt = b.v(ICmp, &[fr, n], Attrs::ICmp(IntPred::Slt), i1);
    let fc = b.v(
        FCmp,
        &[sf32, uf],
        Attrs::FCmp(FloatPred::Olt, FastMath(1)),
        i1,
    );
    let both = b.bin(And, lt, fc, 0);
    let sel = b.v(
        Select,
        &[both, bits, frud],
        Attrs::Float(FastMath::default()),
        i32,
    );
    let pi = b.cast(PtrToInt, pout, i64);
    let pp = b.cast(IntToPtr, pi, p1);
    let gen = b.cast(AddrSpaceCast, pp, p0);
    b.store(sel, gen, al(4));

    // Half and bf16.
    let hbits = b.cast(Trunc, sel, i16);
    let h = b.cast(Bitcast, hbits, Type::F16);
    let hone = b.k(C::Float(0x3c00), Type::F16);
    let hs = b.bin(FAdd, h, hone, 0);
    let hn = b.v(FNeg, &[hs], Attrs::Float(FastMath::default()), Type::F16);
    let hw = b.cast(FPExt, hn, f32);
    let bf = b.cast(Bitcast, hbits, Type::BF16);
    let bfn = b.v(FNeg, &[bf], Attrs::Float(FastMath::default()), Type::BF16);
    let bfi = b.cast(Bitcast, bfn, i16);
    let bfp = b.ptradd(out, c4);
    b.store(bfi, bfp, al(2));

    // Vectors and aggregates.
    let pv = b.ptradd(inp, off);
    let vec = b.load(pv, v4f, al(16));
    let e2 = b.int(i32, 2);
    let lane = b.v(ExtractElement, &[vec, e2], Attrs::None, f32);
    let vi = b.v(InsertElement, &[vec, hw, c1], Attrs::None, v4f);
    let kv = b.k(
        C::Aggregate(vec![
            C::Float(1f32.to_bits() as u64),
            C::Undef,
            C::Float(0x7fc0_0001),
            C::Zero,
        ]),
        v4f,
    );
    let sh = b.v(
        ShuffleVector,
        &[vi, kv],
        Attrs::Shuffle(vec![0, 5, -1, 7]),
        v4f,
    );
    let splat = b.k(C::Float(2f32.to_bits() as u64), v4f);
    let vm = b.bin(FMul, sh, splat, 0);
    b.store(vm, pv, al(16));
    let undef_pair = b.k(C::Undef, pair);
    let ag = b.v(
        InsertValue,
        &[undef_pair, acc],
        Attrs::Indices(vec![0]),
        pair,
    );
    let ag2 = b.v(InsertValue, &[ag, lane], Attrs::Indices(vec![1]), pair);
    let ev = b.v(ExtractValue, &[ag2], Attrs::Indices(vec![1]), f32);

    // Stack, byval call, lifetime, memcpy.
    let slot = b.v(Alloca, &[c1], Attrs::Alloca(pair, 4), p0);
    let c16 = b.int(i64, 16);
    b.intr("llvm.lifetime.start.p0", &[c16, slot], None);
    b.store(ag2, slot, al(4));
    let call = b.ins(
        Call,
        &[acc, slot],
        Attrs::Call(CallAttrs {
            callee: helper,
            fmf: FastMath::default(),
            convergent: false,
        }),
        Some(f32),
    );
    let hr = b.body.dfg.inst_result(call).unwrap();
    b.intr("llvm.lifetime.end.p0", &[slot], None);
    let c8 = b.int(i64, 8);
    let fls = b.int(i1, 0);
    b.intr("llvm.memcpy.p1.p0.i64", &[pout, slot, c8, fls], None);
    let arr = b.v(Alloca, &[c4], Attrs::Alloca(f32, 0), p0);
    b.store(hr, arr, al(0));

    // Intrinsics, some of which LLVM 7 lacks.
    let mx = b.intr("llvm.smax.i32", &[acc, n], Some(i32)).unwrap();
    let mn = b.intr("llvm.umin.i32", &[mx, c3], Some(i32)).unwrap();
    let ab = b.intr("llvm.abs.i32", &[mn, fls], Some(i32)).unwrap();
    let us = b.intr("llvm.uadd.sat.i32", &[ab, acc], Some(i32)).unwrap();
    let ds = b.intr("llvm.usub.sat.i32", &[us, n], Some(i32)).unwrap();
    let ss = b.intr("llvm.sadd.sat.i32", &[ds, n], Some(i32)).unwrap();
    let sd = b.intr("llvm.ssub.sat.i32", &[ss, acc], Some(i32)).unwrap();
    let fm = b.intr("llvm.fma.f32", &[ev, x, hr], Some(f32)).unwrap();
    let re = b.intr("llvm.roundeven.f32", &[fm], Some(f32)).unwrap();
    let pw = b.intr("llvm.powi.f32.i32", &[re, c3], Some(f32)).unwrap();
    let c4i = b.int(i32, 4);
    let ld = b
        .intr("llvm.nvvm.ldg.global.f.f32.p1", &[pin, c4i], Some(f32))
        .unwrap();
    let sum = b.bin(FAdd, pw, ld, 0);

    // Shared memory through a global's address, barrier, inline asm.
    let tile = b.v(Addr, &[], Attrs::Symbol(Symbol::Global(shared)), p3);
    let tslot = b.ptradd(tile, off);
    b.store(sum, tslot, al(4));
    b.intr("llvm.nvvm.barrier0", &[], None);
    let back = b.load(tile, f32, al(4));
    let asm = b.ins(
        InlineAsm,
        &[sd],
        Attrs::Asm(Box::new(AsmData {
            template: "// \"quoted\" \\ {\n\tmov.b32 $0, $1;".into(),
            constraints: "=r,r".into(),
            side_effect: true,
            convergent: true,
        })),
        Some(i32),
    );
    let asmv = b.body.dfg.inst_result(asm).unwrap();

    // Atomics and fences.
    let gctr = b.ptradd(out, c8);
    let rlx = b.rmw(RmwOp::Add, gctr, asmv, Ordering::Monotonic, Scope::Device);
    b.rmw(RmwOp::Xchg, gctr, back, Ordering::Monotonic, Scope::System);
    b.rmw(RmwOp::FAdd, gctr, back, Ordering::Monotonic, Scope::System);
    let one_d = b.k(C::Float(1f64.to_bits()), f64);
    b.rmw(RmwOp::FSub, gctr, one_d, Ordering::AcqRel, Scope::Device);
    b.rmw(RmwOp::FMax, gctr, back, Ordering::SeqCst, Scope::Block);
    b.rmw(RmwOp::FMin, tslot, back, Ordering::Monotonic, Scope::Block);
    b.rmw(
        RmwOp::UIncWrap,
        gctr,
        rlx,
        Ordering::Monotonic,
        Scope::Device,
    );
    let r64 = b.cast(ZExt, rlx, i64);
    b.rmw(RmwOp::UDecWrap, gctr, r64, Ordering::Release, Scope::Device);
    b.rmw(RmwOp::Nand, gctr, rlx, Ordering::Acquire, Scope::Device);
    b.rmw(RmwOp::UMin, tslot, rlx, Ordering::Monotonic, Scope::Block);
    b.rmw(RmwOp::Max, gctr, rlx, Ordering::Monotonic, Scope::Cluster);
    let cx = |w, s, f| {
        Attrs::CmpXchg(CmpXchgAttrs {
            success: s,
            failure: f,
            scope: Scope::Device,
            weak: w,
            volatile: false,
            align: 0,
        })
    };
    let pr = Type::structure(vec![i32, i1], false);
    let cr = b.v(
        CmpXchg,
        &[gctr, rlx, c0],
        cx(true, Ordering::Monotonic, Ordering::Acquire),
        pr,
    );
    let ok = b.v(ExtractValue, &[cr], Attrs::Indices(vec![1]), i1);
    let prf = Type::structure(vec![f32, i1], false);
    b.v(
        CmpXchg,
        &[gctr, back, sum],
        cx(false, Ordering::SeqCst, Ordering::SeqCst),
        prf,
    );
    let nul = b.k(C::Null, p0);
    let prp = Type::structure(vec![p0, i1], false);
    b.v(
        CmpXchg,
        &[gctr, nul, gen],
        cx(false, Ordering::AcqRel, Ordering::Monotonic),
        prp,
    );
    b.ins(
        Fence,
        &[],
        Attrs::Fence(Ordering::AcqRel, Scope::Device),
        None,
    );
    b.ins(
        Fence,
        &[],
        Attrs::Fence(Ordering::SeqCst, Scope::Block),
        None,
    );
    b.ins(
        Fence,
        &[],
        Attrs::Fence(Ordering::SeqCst, Scope::SingleThread),
        None,
    );
    let acq = MemAttrs {
        align: 4,
        ordering: Some(Ordering::Acquire),
        scope: Scope::Block,
        ..MemAttrs::default()
    };
    let al_ = b.load(gctr, i32, acq);
    let rel = MemAttrs {
        ordering: Some(Ordering::SeqCst),
        scope: Scope::Device,
        ..MemAttrs::default()
    };
    b.store(al_, gctr, rel);
    let mono = MemAttrs {
        ordering: Some(Ordering::Monotonic),
        ..MemAttrs::default()
    };
    let ml = b.load(gctr, i32, mono);

    // Control flow: a counted loop with hints, a switch with repeated
    // targets, a conditional branch with both edges to one block, dead code.
    let (lp, lps) = b.block(&[i32, f32]);
    let (sw, _) = b.block(&[]);
    let (join, jp) = b.block(&[i32]);
    let (tail, tp) = b.block(&[i32, i32]);
    let (unr, _) = b.block(&[]);
    let (dead, _) = b.block(&[i32]);
    let (exit, _) = b.block(&[]);
    let z = b.f32(0.0);
    b.term(CondBr, &[ok], Attrs::None, &[(lp, &[c0, z]), (unr, &[])]);

    b.at(lp);
    let fi = b.cast(SIToFP, lps[0], f32);
    let facc = b.bin(FAdd, lps[1], fi, 0);
    let nx = b.bin(Add, lps[0], c1, IntFlags::NSW.0);
    let more = b.v(ICmp, &[nx, n], Attrs::ICmp(IntPred::Slt), i1);
    let br = b.term(
        CondBr,
        &[more],
        Attrs::None,
        &[(lp, &[nx, facc]), (sw, &[])],
    );
    b.body.dfg.meta.insert(
        br,
        InstMeta {
            loop_hints: vec![
                ("llvm.loop.unroll.count".into(), Some(4)),
                ("llvm.loop.mustprogress".into(), None),
            ],
            range: vec![],
        },
    );

    b.at(sw);
    b.store(facc, pout, al(4));
    let sv = b.bin(And, ml, c3, 0);
    b.term(
        Switch,
        &[sv],
        Attrs::Switch(vec![1, 2, 0xffff_ffff]),
        &[
            (join, &[c0]),
            (join, &[c1]),
            (join, &[c0]),
            (tail, &[c1, c3]),
        ],
    );

    b.at(join);
    let again = b.v(ICmp, &[jp[0], c0], Attrs::ICmp(IntPred::Eq), i1);
    b.term(
        CondBr,
        &[again],
        Attrs::None,
        &[(tail, &[jp[0], c1]), (tail, &[c3, jp[0]])],
    );

    b.at(tail);
    let t2 = b.bin(Add, tp[0], tp[1], 0);
    b.store(t2, gctr, al(4));
    b.term(Br, &[], Attrs::None, &[(exit, &[])]);

    b.at(unr);
    b.ins(Unreachable, &[], Attrs::None, None);

    b.at(dead);
    b.term(Br, &[], Attrs::None, &[(exit, &[])]);

    b.at(exit);
    b.ins(Ret, &[], Attrs::None, None);

    let mut k = Function::new("sink", vec![p1, p1, i32, f32], None);
    k.kernel = true;
    k.bounds.maxntid = Some([128, 1, 1]);
    k.bounds.minctasm = Some(2);
    k.param_attrs[0].noalias = true;
    k.param_attrs[0].readonly = true;
    k.param_attrs[0].nocapture = true;
    k.param_attrs[1].noalias = true;
    k.param_attrs[1].align = 16;
    k.param_attrs[1].dereferenceable = 64;
    k.body = Some(b.body);
    m.funcs.push(k);

    // An unused declaration, and a small always-inline function.
    let mut decl = Function::new("ext_fn", vec![p1, i32], Some(i32));
    decl.param_attrs[0].readonly = true;
    decl.param_attrs[1].ext = Some(false);
    m.funcs.push(decl);
    let (mut h, hp) = Fb::new(&[f32]);
    let two = h.f32(2.0);
    let r = h.bin(FMul, hp[0], two, 16);
    h.ins(Ret, &[r], Attrs::None, None);
    let mut twice = Function::new("twice", vec![f32], Some(f32));
    twice.alwaysinline = true;
    twice.body = Some(h.body);
    let expf = m.funcs.push(twice);
    m.globals
        .push(global("fptr", p0, 1, Some(C::FuncAddr(expf))));
    m.globals.push(Global {
        linkage: Linkage::Weak,
        ..global("weak_g", i32, 1, Some(C::Int(5)))
    });
    m.globals.push(Global {
        linkage: Linkage::Common,
        ..global("common_g", i64, 1, None)
    });

    // A second kernel: reqntid/maxnreg, a named loop with a range-annotated
    // load, a call, and value names (some clashing) from a source.
    let (mut b, ps) = Fb::new(&[p1, i64]);
    let lim = b.int(i64, 8);
    let (lp, lv) = b.block(&[i64]);
    let (ex, _) = b.block(&[]);
    let z64 = b.int(i64, 0);
    b.term(Br, &[], Attrs::None, &[(lp, &[z64])]);
    b.at(lp);
    let p = b.ptradd(ps[0], lv[0]);
    let li = b.ins(Load, &[p], Attrs::Mem(al(1)), Some(i8));
    let lval = b.body.dfg.inst_result(li).unwrap();
    b.body.dfg.meta.insert(
        li,
        InstMeta {
            loop_hints: vec![],
            range: vec![(0, 100)],
        },
    );
    let lf = b.cast(UIToFP, lval, f32);
    let ex2 = b.v(
        Call,
        &[lf],
        Attrs::Call(CallAttrs {
            callee: expf,
            fmf: FastMath(16),
            convergent: false,
        }),
        f32,
    );
    let st = b.cast(FPToSI, ex2, i8);
    b.store(st, p, al(1));
    let fa = b.v(Addr, &[], Attrs::Symbol(Symbol::Func(expf)), p0);
    let fi = b.cast(PtrToInt, fa, i64);
    let poison = b.k(C::Poison, i64);
    let pick = b.v(ICmp, &[lv[0], lim], Attrs::ICmp(IntPred::Eq), i1);
    let chosen = b.v(
        Select,
        &[pick, poison, fi],
        Attrs::Float(FastMath::default()),
        i64,
    );
    let slot = b.ptradd(ps[0], lim);
    b.store(chosen, slot, al(8));
    let one = b.int(i64, 1);
    let nx = b.bin(Add, lv[0], one, 0);
    let c = b.v(ICmp, &[nx, lim], Attrs::ICmp(IntPred::Ult), i1);
    b.term(CondBr, &[c], Attrs::None, &[(lp, &[nx]), (ex, &[])]);
    b.at(ex);
    b.ins(Ret, &[], Attrs::None, None);
    for (v, name) in [
        (ps[0], "buf"),
        (ps[1], "_3"),
        (lv[0], "i"),
        (nx, "i"),
        (lval, "0bad"),
        (ex2, "e x"),
    ] {
        b.body.dfg.value_names[v] = Some(name.into());
    }
    b.body.dfg.block_names[lp] = Some("loop".into());
    b.body.dfg.block_names[ex] = Some("buf".into());
    let mut k2 = Function::new("second", vec![p1, i64], None);
    k2.kernel = true;
    k2.bounds.reqntid = Some([32, 4, 1]);
    k2.bounds.maxnreg = Some(64);
    k2.body = Some(b.body);
    m.funcs.push(k2);
    m
}

#[test]
fn hand_built_modules_pass_libnvvm_and_llc() {
    let m = kitchen_sink();
    // Exporting is deterministic and never fails on this module.
    let a = export_nvvm(&m).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(a, export_nvvm(&m).unwrap());
    let b = export_modern(&m).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(b, export_modern(&m).unwrap());
    if std::env::var_os("WARPSAT_DUMP_EXPORT").is_some() {
        println!("{a}\n;------------------------------------------\n{b}");
    }
    let Some(t) = tools() else {
        skip("hand_built_modules_pass_libnvvm_and_llc");
        return;
    };
    let (_tmp, dir) = out_dir();
    let fails = t.check_module(&dir, "kitchen_sink", &m);
    assert!(fails.is_empty(), "{}", fails.join("\n\n"));
}

/// Exporting a malformed body is an error, never a panic: every instruction
/// of the kitchen sink in turn loses its operands, its attributes or its
/// successors, or gets a result of the wrong type.
#[test]
fn export_never_panics_on_mangled_bodies() {
    let m = kitchen_sink();
    let fids: Vec<FuncId> = m.funcs.keys().collect();
    let mut cases = 0;
    for fid in fids {
        let Some(body) = &m.funcs[fid].body else {
            continue;
        };
        let insts = body.all_insts();
        for (k, &inst) in insts.iter().enumerate() {
            for mutation in 0..5 {
                let mut mm = m.clone();
                let b = mm.funcs[fid].body.as_mut().unwrap();
                let dfg = &mut b.dfg;
                match mutation {
                    0 => dfg.insts[inst].args = Default::default(),
                    1 => dfg.insts[inst].attrs = Attrs::None,
                    2 => dfg.insts[inst].succs.clear(),
                    3 => {
                        if let Some(v) = dfg.inst_result(inst) {
                            dfg.values[v].ty = Type::structure(vec![Type::F16, Type::Ptr(7)], true);
                        }
                    }
                    _ => {
                        // Use a value defined later (or by another function).
                        let other = insts[(k * 7 + 3) % insts.len()];
                        if let (Some(v), Some(a)) = (
                            dfg.inst_result(other),
                            dfg.insts[inst].args.as_mut_slice(&mut dfg.pool).first_mut(),
                        ) {
                            *a = v;
                        }
                    }
                }
                for f in [export_nvvm, export_modern] {
                    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f(&mm)));
                    match r {
                        Ok(Ok(_)) => {}
                        Ok(Err(e)) => assert!(e.msg.starts_with("unsupported: "), "{e}"),
                        Err(_) => panic!("export panicked: mutation {mutation} of {inst} in {fid}"),
                    }
                    cases += 1;
                }
            }
        }
    }
    assert!(cases > 1000);
}
