//! The LLVM IR export checked by NVIDIA's and LLVM's compilers.
//!
//! For every corpus file (`shared/corpus/{nvvm,modern}/*.ll`) and for
//! hand-built modules that use every opcode: import, `export_nvvm` ->
//! libNVVM (`scripts/nvvm-compile.py -arch=compute_80 -opt=3`) -> ptxas
//! sm_80, and `export_modern` -> `llc-16 -march=nvptx64 -mcpu=sm_80 -O3` ->
//! ptxas sm_80. The tools come from `scripts/setup-tools.sh` (paths in
//! `.tools/env.sh`, or the `WARPSAT_*` environment variables); without them
//! the tests skip, counted in a summary line, or fail under
//! `WARPSAT_REQUIRE_TOOLS=1` (see `tests::tools`).

use std::path::{Path, PathBuf};
use std::process::Command;

use tools::Compilers as Tools;

use dialects::ir::Const as C;
use dialects::ir::*;
use llvm::export::{export_modern, export_nvvm};

mod common;
use tests::tools;

// ------------------------------------------------------------------ tools

/// The compilers compared against (missing ones are reported).
fn tools() -> Option<Tools> {
    tools::need_compilers()
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

/// The checks of exported text, with the compilers found.
trait Check {
    fn check_nvvm(&self, dir: &Path, stem: &str, text: &str) -> Result<(), String>;
    fn check_modern(&self, dir: &Path, stem: &str, text: &str) -> Result<(), String>;
    fn check_module(&self, dir: &Path, stem: &str, m: &Module) -> Vec<String>;
}

impl Check for Tools {
    /// libNVVM then ptxas on NVVM IR text.
    fn check_nvvm(&self, dir: &Path, stem: &str, text: &str) -> Result<(), String> {
        let ll = dir.join(format!("{stem}.nvvm.ll"));
        let ptx = dir.join(format!("{stem}.nvvm.ptx"));
        std::fs::write(&ll, text).map_err(|e| e.to_string())?;
        let mut c = Command::new("python3");
        c.arg(&self.nvvm_compile).arg("--lib").arg(&self.libnvvm);
        c.arg("--libdevice").arg(&self.libdevice);
        c.arg("-o")
            .arg(&ptx)
            .arg(&ll)
            .args(["-arch=compute_80", "-opt=3"]);
        run(&mut c).map_err(|e| format!("libNVVM: {e}"))?;
        run(Command::new(&self.ptxas)
            .arg("-arch=sm_80")
            .arg(&ptx)
            .arg("-o")
            .arg(ptx.with_extension("cubin")))
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
            .arg("-o")
            .arg(ptx.with_extension("cubin")))
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

// ---------------------------------------------------------------- corpus

#[test]
fn corpus_exports_pass_libnvvm_and_llc() {
    let Some(t) = tools() else {
        return;
    };
    if !tools::need_corpus(&common::corpus_dir()) {
        return;
    }
    let files = common::corpus_files();
    let (_tmp, dir) = out_dir();
    let mut fails: Vec<String> = common::parallel(&files, |(form, path)| {
        let stem = format!("{form}_{}", path.file_stem().unwrap().to_string_lossy());
        let name = format!("{form}/{}", path.file_name().unwrap().to_string_lossy());
        let src = match std::fs::read_to_string(path) {
            Ok(s) => s,
            Err(e) => return vec![format!("{stem}: read: {e}")],
        };
        match llvm::import::import(&name, &src) {
            Ok(m) => t.check_module(&dir, &stem, &m),
            Err(e) => vec![format!("{stem}: import: {e}")],
        }
    })
    .into_iter()
    .flatten()
    .collect();
    fails.sort();
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

/// The result of a call of the intrinsic `name`.
fn intr(b: &mut FuncBuilder, name: &str, args: &[Value], t: Type) -> Value {
    let i = b.intrinsic(name, args, Some(t));
    b.result(i).unwrap()
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
    let mut hbody = Body::default();
    let mut h = FuncBuilder::new(&mut hbody);
    let (he, hp) = h.create_block_with_params(&[i32, p0]);
    h.switch_to(he);
    let fld = h.iconst(i64, 4);
    let fp = h.ptradd(hp[1], fld, true);
    let fv = h.load(f32, fp, al(4));
    let iv = h.cast(SIToFP, hp[0], f32);
    let r = h.binary(FAdd, fv, iv);
    h.ret(Some(r));
    let mut helper = Function::new("helper", vec![i32, p0], Some(f32));
    helper.linkage = Linkage::Internal;
    helper.noinline = true;
    helper.param_attrs[0].ext = Some(true);
    helper.param_attrs[1].byval = Some(pair);
    helper.param_attrs[1].align = 4;
    helper.body = Some(hbody);
    let helper = m.funcs.push(helper);

    let mut body = Body::default();
    let mut b = FuncBuilder::new(&mut body);
    let (entry, ps) = b.create_block_with_params(&[p1, p1, i32, f32]);
    b.switch_to(entry);
    let (inp, out, n, x) = (ps[0], ps[1], ps[2], ps[3]);
    let tid = intr(&mut b, "llvm.nvvm.read.ptx.sreg.tid.x", &[], i32);
    let ti = b.body.dfg.value_type(tid);
    assert_eq!(ti, i32);
    let c0 = b.iconst(i32, 0);
    let c1 = b.iconst(i32, 1);
    let c3 = b.iconst(i32, 3);
    let c4 = b.iconst(i64, 4);
    let tid64 = b.val(ZExt, &[tid], Attrs::Int(IntFlags::NNEG), i64);
    let off = b.binary_with(
        Mul,
        tid64,
        c4,
        Attrs::Int(IntFlags(IntFlags::NSW.0 | IntFlags::NUW.0)),
    );
    let pin = b.ptradd(inp, off, true);
    let pout = b.ptradd(out, off, true);
    let inv = MemAttrs {
        align: 4,
        invariant: true,
        ..MemAttrs::default()
    };
    let xin = b.load(f32, pin, inv);
    let nt = MemAttrs {
        align: 4,
        nontemporal: true,
        volatile: true,
        ..MemAttrs::default()
    };
    let yin = b.load(i32, pout, nt);

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
        acc = b.binary_with(op, acc, rhs, Attrs::Int(IntFlags(fl)));
    }
    // Float arithmetic and conversions.
    let mut fa = xin;
    for (op, fl) in [(FAdd, 127), (FSub, 0), (FMul, 16), (FDiv, 1), (FRem, 0)] {
        fa = b.binary_with(op, fa, x, Attrs::Float(FastMath(fl)));
    }
    let fneg = b.val(FNeg, &[fa], Attrs::Float(FastMath(4)), f32);
    let d = b.cast(FPExt, fneg, f64);
    let dm = b.constant(C::Float((-2.5f64).to_bits()), f64);
    let d2 = b.binary(FMul, d, dm);
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
    let fr = b.val(Freeze, &[tr32], Attrs::None, i32);
    let ud = b.constant(C::Undef, i32);
    let frud = b.val(Freeze, &[ud], Attrs::None, i32);
    let lt = b.val(ICmp, &[fr, n], Attrs::ICmp(IntPred::Slt), i1);
    let fc = b.val(
        FCmp,
        &[sf32, uf],
        Attrs::FCmp(FloatPred::Olt, FastMath(1)),
        i1,
    );
    let both = b.binary(And, lt, fc);
    let sel = b.val(
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
    let hone = b.constant(C::Float(0x3c00), Type::F16);
    let hs = b.binary(FAdd, h, hone);
    let hn = b.val(FNeg, &[hs], Attrs::Float(FastMath::default()), Type::F16);
    let hw = b.cast(FPExt, hn, f32);
    let bf = b.cast(Bitcast, hbits, Type::BF16);
    let bfn = b.val(FNeg, &[bf], Attrs::Float(FastMath::default()), Type::BF16);
    let bfi = b.cast(Bitcast, bfn, i16);
    let bfp = b.ptradd(out, c4, true);
    b.store(bfi, bfp, al(2));

    // Vectors and aggregates.
    let pv = b.ptradd(inp, off, true);
    let vec = b.load(v4f, pv, al(16));
    let e2 = b.iconst(i32, 2);
    let lane = b.val(ExtractElement, &[vec, e2], Attrs::None, f32);
    let vi = b.val(InsertElement, &[vec, hw, c1], Attrs::None, v4f);
    let kv = b.constant(
        C::Aggregate(vec![
            C::Float(1f32.to_bits() as u64),
            C::Undef,
            C::Float(0x7fc0_0001),
            C::Zero,
        ]),
        v4f,
    );
    let sh = b.val(
        ShuffleVector,
        &[vi, kv],
        Attrs::Shuffle(vec![0, 5, -1, 7]),
        v4f,
    );
    let splat = b.constant(C::Float(2f32.to_bits() as u64), v4f);
    let vm = b.binary(FMul, sh, splat);
    b.store(vm, pv, al(16));
    let undef_pair = b.constant(C::Undef, pair);
    let ag = b.val(
        InsertValue,
        &[undef_pair, acc],
        Attrs::Indices(vec![0]),
        pair,
    );
    let ag2 = b.val(InsertValue, &[ag, lane], Attrs::Indices(vec![1]), pair);
    let ev = b.val(ExtractValue, &[ag2], Attrs::Indices(vec![1]), f32);

    // Stack, byval call, lifetime, memcpy.
    let slot = b.val(Alloca, &[c1], Attrs::Alloca(pair, 4), p0);
    let c16 = b.iconst(i64, 16);
    b.intrinsic("llvm.lifetime.start.p0", &[c16, slot], None);
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
    b.intrinsic("llvm.lifetime.end.p0", &[slot], None);
    let c8 = b.iconst(i64, 8);
    let fls = b.iconst(i1, 0);
    b.intrinsic("llvm.memcpy.p1.p0.i64", &[pout, slot, c8, fls], None);
    let arr = b.val(Alloca, &[c4], Attrs::Alloca(f32, 0), p0);
    b.store(hr, arr, al(0));

    // Intrinsics, some of which LLVM 7 lacks.
    let mx = intr(&mut b, "llvm.smax.i32", &[acc, n], i32);
    let mn = intr(&mut b, "llvm.umin.i32", &[mx, c3], i32);
    let ab = intr(&mut b, "llvm.abs.i32", &[mn, fls], i32);
    let us = intr(&mut b, "llvm.uadd.sat.i32", &[ab, acc], i32);
    let ds = intr(&mut b, "llvm.usub.sat.i32", &[us, n], i32);
    let ss = intr(&mut b, "llvm.sadd.sat.i32", &[ds, n], i32);
    let sd = intr(&mut b, "llvm.ssub.sat.i32", &[ss, acc], i32);
    let fm = intr(&mut b, "llvm.fma.f32", &[ev, x, hr], f32);
    let re = intr(&mut b, "llvm.roundeven.f32", &[fm], f32);
    let pw = intr(&mut b, "llvm.powi.f32.i32", &[re, c3], f32);
    let c4i = b.iconst(i32, 4);
    let ld = intr(&mut b, "llvm.nvvm.ldg.global.f.f32.p1", &[pin, c4i], f32);
    let sum = b.binary(FAdd, pw, ld);

    // Shared memory through a global's address, barrier, inline asm.
    let tile = b.val(Addr, &[], Attrs::Symbol(Symbol::Global(shared)), p3);
    let tslot = b.ptradd(tile, off, true);
    b.store(sum, tslot, al(4));
    b.intrinsic("llvm.nvvm.barrier0", &[], None);
    let back = b.load(f32, tile, al(4));
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
    let gctr = b.ptradd(out, c8, true);
    let rlx = b.atomic_rmw(RmwOp::Add, gctr, asmv, Ordering::Monotonic, Scope::Device);
    b.atomic_rmw(RmwOp::Xchg, gctr, back, Ordering::Monotonic, Scope::System);
    b.atomic_rmw(RmwOp::FAdd, gctr, back, Ordering::Monotonic, Scope::System);
    let one_d = b.constant(C::Float(1f64.to_bits()), f64);
    b.atomic_rmw(RmwOp::FSub, gctr, one_d, Ordering::AcqRel, Scope::Device);
    b.atomic_rmw(RmwOp::FMax, gctr, back, Ordering::SeqCst, Scope::Block);
    b.atomic_rmw(RmwOp::FMin, tslot, back, Ordering::Monotonic, Scope::Block);
    b.atomic_rmw(
        RmwOp::UIncWrap,
        gctr,
        rlx,
        Ordering::Monotonic,
        Scope::Device,
    );
    let r64 = b.cast(ZExt, rlx, i64);
    b.atomic_rmw(RmwOp::UDecWrap, gctr, r64, Ordering::Release, Scope::Device);
    b.atomic_rmw(RmwOp::Nand, gctr, rlx, Ordering::Acquire, Scope::Device);
    b.atomic_rmw(
        RmwOp::USubCond,
        gctr,
        rlx,
        Ordering::Monotonic,
        Scope::Device,
    );
    b.atomic_rmw(RmwOp::USubSat, gctr, r64, Ordering::Monotonic, Scope::Block);
    b.atomic_rmw(RmwOp::UMin, tslot, rlx, Ordering::Monotonic, Scope::Block);
    b.atomic_rmw(RmwOp::Max, gctr, rlx, Ordering::Monotonic, Scope::Cluster);
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
    let cr = b.val(
        CmpXchg,
        &[gctr, rlx, c0],
        cx(true, Ordering::Monotonic, Ordering::Acquire),
        pr,
    );
    let ok = b.val(ExtractValue, &[cr], Attrs::Indices(vec![1]), i1);
    let prf = Type::structure(vec![f32, i1], false);
    b.val(
        CmpXchg,
        &[gctr, back, sum],
        cx(false, Ordering::SeqCst, Ordering::SeqCst),
        prf,
    );
    let nul = b.constant(C::Null, p0);
    let prp = Type::structure(vec![p0, i1], false);
    b.val(
        CmpXchg,
        &[gctr, nul, gen],
        cx(false, Ordering::AcqRel, Ordering::Monotonic),
        prp,
    );
    b.fence(Ordering::AcqRel, Scope::Device);
    b.fence(Ordering::SeqCst, Scope::Block);
    b.fence(Ordering::SeqCst, Scope::SingleThread);
    let acq = MemAttrs {
        align: 4,
        ordering: Some(Ordering::Acquire),
        scope: Scope::Block,
        ..MemAttrs::default()
    };
    let al_ = b.load(i32, gctr, acq);
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
    let ml = b.load(i32, gctr, mono);

    // Control flow: a counted loop with hints, a switch with repeated
    // targets, a conditional branch with both edges to one block, dead code.
    let (lp, lps) = b.create_block_with_params(&[i32, f32]);
    let (sw, _) = b.create_block_with_params(&[]);
    let (join, jp) = b.create_block_with_params(&[i32]);
    let (tail, tp) = b.create_block_with_params(&[i32, i32]);
    let (unr, _) = b.create_block_with_params(&[]);
    let (dead, _) = b.create_block_with_params(&[i32]);
    let (exit, _) = b.create_block_with_params(&[]);
    let z = b.fconst_f32(0.0);
    b.condbr(ok, (lp, &[c0, z]), (unr, &[]));

    b.switch_to(lp);
    let fi = b.cast(SIToFP, lps[0], f32);
    let facc = b.binary(FAdd, lps[1], fi);
    let nx = b.binary_with(Add, lps[0], c1, Attrs::Int(IntFlags::NSW));
    let more = b.val(ICmp, &[nx, n], Attrs::ICmp(IntPred::Slt), i1);
    let br = b.condbr(more, (lp, &[nx, facc]), (sw, &[]));
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

    b.switch_to(sw);
    b.store(facc, pout, al(4));
    let sv = b.binary(And, ml, c3);
    b.switch(
        sv,
        (join, &[c0]),
        &[
            (1, join, &[c1]),
            (2, join, &[c0]),
            (0xffff_ffff, tail, &[c1, c3]),
        ],
    );

    b.switch_to(join);
    let again = b.val(ICmp, &[jp[0], c0], Attrs::ICmp(IntPred::Eq), i1);
    b.condbr(again, (tail, &[jp[0], c1]), (tail, &[c3, jp[0]]));

    b.switch_to(tail);
    let t2 = b.binary(Add, tp[0], tp[1]);
    b.store(t2, gctr, al(4));
    b.br(exit, &[]);

    b.switch_to(unr);
    b.unreachable();

    b.switch_to(dead);
    b.br(exit, &[]);

    b.switch_to(exit);
    b.ret(None);

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
    k.body = Some(body);
    m.funcs.push(k);

    // An unused declaration, and a small always-inline function.
    let mut decl = Function::new("ext_fn", vec![p1, i32], Some(i32));
    decl.param_attrs[0].readonly = true;
    decl.param_attrs[1].ext = Some(false);
    m.funcs.push(decl);
    let mut tbody = Body::default();
    let mut h = FuncBuilder::new(&mut tbody);
    let (te, hp) = h.create_block_with_params(&[f32]);
    h.switch_to(te);
    let two = h.fconst_f32(2.0);
    let r = h.binary_with(FMul, hp[0], two, Attrs::Float(FastMath(16)));
    h.ret(Some(r));
    let mut twice = Function::new("twice", vec![f32], Some(f32));
    twice.alwaysinline = true;
    twice.body = Some(tbody);
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
    let mut sbody = Body::default();
    let mut b = FuncBuilder::new(&mut sbody);
    let (se, ps) = b.create_block_with_params(&[p1, i64]);
    b.switch_to(se);
    let lim = b.iconst(i64, 8);
    let (lp, lv) = b.create_block_with_params(&[i64]);
    let (ex, _) = b.create_block_with_params(&[]);
    let z64 = b.iconst(i64, 0);
    b.br(lp, &[z64]);
    b.switch_to(lp);
    let p = b.ptradd(ps[0], lv[0], true);
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
    let ex2 = b.val(
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
    let fa = b.val(Addr, &[], Attrs::Symbol(Symbol::Func(expf)), p0);
    let fi = b.cast(PtrToInt, fa, i64);
    let poison = b.constant(C::Poison, i64);
    let pick = b.val(ICmp, &[lv[0], lim], Attrs::ICmp(IntPred::Eq), i1);
    let chosen = b.val(
        Select,
        &[pick, poison, fi],
        Attrs::Float(FastMath::default()),
        i64,
    );
    let slot = b.ptradd(ps[0], lim, true);
    b.store(chosen, slot, al(8));
    let one = b.iconst(i64, 1);
    let nx = b.binary(Add, lv[0], one);
    let c = b.val(ICmp, &[nx, lim], Attrs::ICmp(IntPred::Ult), i1);
    b.condbr(c, (lp, &[nx]), (ex, &[]));
    b.switch_to(ex);
    b.ret(None);
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
    k2.body = Some(sbody);
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
