//! Every tensor-core form the interpreters run, lowered and executed: for
//! each `mma` (m16n8k8/m16n8k16 on f16 or bf16 with every accumulator
//! pair, tf32, 8-bit integers with and without `.satfinite`), `wmma.mma` (every layout pair), `wmma.load`/`store`
//! (every fragment, layout, stride and type) and `ldmatrix` (x1/x2/x4,
//! `.trans`) a one-warp kernel reads its operands as raw words, calls the
//! intrinsic and writes the results' words. The nvvm interpreter runs the
//! intrinsic, the PTX interpreter warpsat's instruction (ptxas checks it
//! where installed): equal words mean the lowering passes each operand in
//! its place. The products themselves are checked in `tensor_run.rs`.

use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;
use tests::tools;

mod common;

/// An operand or result group: count and LLVM type of each element.
#[derive(Clone, Copy)]
struct Group(usize, &'static str);

/// How a 32-bit word becomes a value of `ty` (and back).
fn from_word(ty: &str, w: &str, out: &str) -> String {
    if ty == "i32" {
        format!("  {out} = add i32 {w}, 0\n")
    } else {
        format!("  {out} = bitcast i32 {w} to {ty}\n")
    }
}

fn to_word(ty: &str, v: &str, out: &str) -> String {
    if ty == "i32" {
        format!("  {out} = add i32 {v}, 0\n")
    } else {
        format!("  {out} = bitcast {ty} {v} to i32\n")
    }
}

/// A kernel `k(in, out, n)` calling `name` on `args` words read from
/// `in` (each lane its own), writing the result's words to `out`.
fn call_kernel(name: &str, args: &[Group], ret: Group, prefix: &[(&str, &str)]) -> String {
    let nin: usize = args.iter().map(|g| g.0).sum();
    let mut body = String::new();
    body += "  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n";
    body += &format!("  %ib = mul i32 %lane, {nin}\n");
    let mut ops: Vec<String> = prefix.iter().map(|(t, v)| format!("{t} {v}")).collect();
    let mut k = 0;
    for g in args {
        for _ in 0..g.0 {
            body += &format!("  %ii{k} = add i32 %ib, {k}\n");
            body += &format!("  %ip{k} = getelementptr i32, ptr addrspace(1) %in, i32 %ii{k}\n");
            body += &format!("  %iw{k} = load i32, ptr addrspace(1) %ip{k}, align 4\n");
            body += &from_word(g.1, &format!("%iw{k}"), &format!("%o{k}"));
            ops.push(format!("{} %o{k}", g.1));
            k += 1;
        }
    }
    let rty = if ret.0 == 1 {
        ret.1.to_string()
    } else {
        format!("{{ {} }}", vec![ret.1; ret.0].join(", "))
    };
    body += &format!("  %r = call {rty} @{name}({})\n", ops.join(", "));
    body += &format!("  %ob = mul i32 %lane, {}\n", ret.0);
    for e in 0..ret.0 {
        let v = if ret.0 == 1 {
            "%r".to_string()
        } else {
            body += &format!("  %e{e} = extractvalue {rty} %r, {e}\n");
            format!("%e{e}")
        };
        body += &to_word(ret.1, &v, &format!("%w{e}"));
        body += &format!("  %oi{e} = add i32 %ob, {e}\n");
        body += &format!("  %op{e} = getelementptr i32, ptr addrspace(1) %out, i32 %oi{e}\n");
        body += &format!("  store i32 %w{e}, ptr addrspace(1) %op{e}, align 4\n");
    }
    let decl_args: Vec<String> = prefix
        .iter()
        .map(|(t, _)| t.to_string())
        .chain(args.iter().flat_map(|g| vec![g.1.to_string(); g.0]))
        .collect();
    format!(
        "target triple = \"nvptx64-nvidia-cuda\"\n\
         @sm = internal addrspace(3) global [128 x i32] undef, align 16\n\
         define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {{\n\
         entry:\n{body}  ret void\n}}\n\
         declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\
         declare {rty} @{name}({})\n",
        decl_args.join(", ")
    )
}

/// Compiles `src` for sm_80 and runs it on both interpreters with random
/// input words: equal outcomes.
fn agree(what: &str, src: &str, nin: usize, nout: usize) {
    let m = llvm::import::import("k.ll", src).unwrap_or_else(|e| panic!("{what}: {e}\n{src}"));
    let ptx = common::compile_source("k.ll", src, &["-O2", "--arch", "sm_80"]);
    if let Some(px) = tools::need("WARPSAT_PTXAS") {
        tools::assert_ptxas_compiles(&px, &ptx, "sm_80");
    }
    let spec = Spec::parse(&format!(
        "kernel k\nblock 32\nseed 11\narg i32[{}] random(-1000000000,1000000000)\narg i32[{}] zero\narg i32 24\n",
        32 * nin.max(1) + 512,
        32 * nout
    ))
    .unwrap();
    let want = run_module(&m, &spec).unwrap_or_else(|e| panic!("{what} (IR): {e}"));
    let got =
        run_ptx_text("k.ptx", &ptx, &spec).unwrap_or_else(|e| panic!("{what} (PTX): {e}\n{ptx}"));
    assert!(
        got.buffers[1].0.iter().any(|&b| b != 0),
        "{what}: nothing written"
    );
    compare(&want, &got, None).unwrap_or_else(|e| panic!("{what}: {e}"));
}

fn acc(t: &'static str, regs: usize) -> Group {
    if t == "f16" {
        Group(regs / 2, "<2 x half>")
    } else {
        Group(regs, "float")
    }
}

#[test]
fn mma_sync_forms_run_alike_on_both_interpreters() {
    for (shape, ka, kb) in [("m16n8k8", 2, 1), ("m16n8k16", 4, 2)] {
        // The result has the accumulator's type (ptxas: ".dtype must be
        // '.f32' when .ctype is '.f32'"); the mixed pairs are refused.
        for (d, c) in [("f16", "f16"), ("f32", "f32")] {
            {
                let name = format!("llvm.nvvm.mma.{shape}.row.col.{d}.{c}");
                let args = [Group(ka, "<2 x half>"), Group(kb, "<2 x half>"), acc(c, 4)];
                let src = call_kernel(&name, &args, acc(d, 4), &[]);
                agree(&name, &src, ka + kb + acc(c, 4).0, acc(d, 4).0);
            }
        }
        let name = format!("llvm.nvvm.mma.{shape}.row.col.bf16");
        let args = [Group(ka, "i32"), Group(kb, "i32"), Group(4, "float")];
        agree(
            &name,
            &call_kernel(&name, &args, Group(4, "float"), &[]),
            ka + kb + 4,
            4,
        );
    }
    // tf32 (registers of f32 bits) and 8-bit integers into s32, with and
    // without `.satfinite`, signed and unsigned lanes mixed.
    for (shape, ty, ka, kb) in [
        ("m16n8k4", "tf32", 2, 1),
        ("m16n8k8", "tf32", 4, 2),
        ("m16n8k16", "s8", 2, 1),
        ("m16n8k32", "u8", 4, 2),
        ("m16n8k32", "satfinite.s8.u8", 4, 2),
        ("m16n8k16", "satfinite.u8", 2, 1),
    ] {
        let name = format!("llvm.nvvm.mma.{shape}.row.col.{ty}");
        let acc = if ty == "tf32" {
            Group(4, "float")
        } else {
            Group(4, "i32")
        };
        let args = [Group(ka, "i32"), Group(kb, "i32"), acc];
        agree(&name, &call_kernel(&name, &args, acc, &[]), ka + kb + 4, 4);
    }
}

#[test]
fn mixed_accumulator_pairs_of_mma_sync_are_refused() {
    for name in [
        "llvm.nvvm.mma.m16n8k16.row.col.f16.f32",
        "llvm.nvvm.mma.m16n8k8.row.col.f32.f16",
    ] {
        let (d, c) = if name.ends_with("f16.f32") {
            (acc("f16", 4), acc("f32", 4))
        } else {
            (acc("f32", 4), acc("f16", 4))
        };
        let src = call_kernel(
            name,
            &[Group(4, "<2 x half>"), Group(2, "<2 x half>"), c],
            d,
            &[],
        );
        let path = tempfile::tempdir().unwrap();
        let input = path.path().join("k.ll");
        std::fs::write(&input, &src).unwrap();
        let out = path.path().join("k.ptx");
        let (ok, _, err) = common::warpsat(&[input.to_str().unwrap(), "-o", out.to_str().unwrap()]);
        assert!(
            !ok && err.contains("k.ll:") && err.contains("differs from its accumulator"),
            "{name}: {err}"
        );
    }
}

#[test]
fn wmma_mma_forms_run_alike_on_both_interpreters() {
    for al in ["row", "col"] {
        for bl in ["row", "col"] {
            for d in ["f16", "f32"] {
                for c in ["f16", "f32"] {
                    let name = format!("llvm.nvvm.wmma.m16n16k16.mma.{al}.{bl}.{d}.{c}");
                    let args = [Group(8, "<2 x half>"), Group(8, "<2 x half>"), acc(c, 8)];
                    let src = call_kernel(&name, &args, acc(d, 8), &[]);
                    agree(&name, &src, 16 + acc(c, 8).0, acc(d, 8).0);
                }
            }
            let name = format!("llvm.nvvm.wmma.m16n16k16.mma.{al}.{bl}.bf16");
            let args = [Group(4, "i32"), Group(4, "i32"), Group(8, "float")];
            agree(
                &name,
                &call_kernel(&name, &args, Group(8, "float"), &[]),
                16,
                8,
            );
        }
    }
}

#[test]
fn wmma_loads_and_stores_run_alike_on_both_interpreters() {
    let stride = |s: bool| if s { ".stride" } else { "" };
    for layout in ["row", "col"] {
        for s in [false, true] {
            for (frag, t, g) in [
                ("a", "f16", Group(8, "<2 x half>")),
                ("b", "f16", Group(8, "<2 x half>")),
                ("a", "bf16", Group(4, "i32")),
                ("b", "bf16", Group(4, "i32")),
                ("c", "f16", Group(4, "<2 x half>")),
                ("c", "f32", Group(8, "float")),
            ] {
                let name = format!(
                    "llvm.nvvm.wmma.m16n16k16.load.{frag}.{layout}{}.{t}.p1",
                    stride(s)
                );
                let mut prefix = vec![("ptr addrspace(1)", "%in")];
                let src = if s {
                    // The stride is the last operand.
                    let mut k = call_kernel(&name, &[Group(1, "i32")], g, &prefix);
                    k = k.replace("i32 %o0)", "i32 %n)");
                    k
                } else {
                    prefix.truncate(1);
                    call_kernel(&name, &[], g, &prefix)
                };
                agree(&name, &src, 1, g.0);
            }
            for (t, g) in [("f16", Group(4, "<2 x half>")), ("f32", Group(8, "float"))] {
                let name = format!(
                    "llvm.nvvm.wmma.m16n16k16.store.d.{layout}{}.{t}.p1",
                    stride(s)
                );
                let src = store_kernel(&name, g, s);
                agree(&name, &src, g.0, 512);
            }
        }
    }
}

/// `wmma.store.d` of words read per lane, to `out` (stride `%n` when
/// `stride`).
fn store_kernel(name: &str, g: Group, stride: bool) -> String {
    let mut body = String::from("  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n");
    body += &format!("  %ib = mul i32 %lane, {}\n", g.0);
    let mut ops = vec!["ptr addrspace(1) %out".to_string()];
    for k in 0..g.0 {
        body += &format!("  %ii{k} = add i32 %ib, {k}\n");
        body += &format!("  %ip{k} = getelementptr i32, ptr addrspace(1) %in, i32 %ii{k}\n");
        body += &format!("  %iw{k} = load i32, ptr addrspace(1) %ip{k}, align 4\n");
        body += &from_word(g.1, &format!("%iw{k}"), &format!("%o{k}"));
        ops.push(format!("{} %o{k}", g.1));
    }
    if stride {
        ops.push("i32 %n".into());
    }
    let decl: Vec<&str> = ops
        .iter()
        .map(|o| o.rsplit_once(' ').map_or("", |x| x.0))
        .collect();
    format!(
        "target triple = \"nvptx64-nvidia-cuda\"\n\
         define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {{\n\
         entry:\n{body}  call void @{name}({})\n  ret void\n}}\n\
         declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\
         declare void @{name}({})\n",
        ops.join(", "),
        decl.join(", ")
    )
}

#[test]
fn ldmatrix_forms_run_alike_on_both_interpreters() {
    for (x, n) in [("x1", 1), ("x2", 2), ("x4", 4)] {
        for trans in ["", ".trans"] {
            let name = format!("llvm.nvvm.ldmatrix.sync.aligned.m8n8.{x}{trans}.b16.p3");
            // Each lane copies its four input words to its row of @sm,
            // then names row `lane` (rows of 16 bytes).
            let mut src = call_kernel(&name, &[], Group(n, "i32"), &[("ptr addrspace(3)", "%row")]);
            let stage = "  %sb = mul i32 %lane, 4\n\
                 %s0 = getelementptr i32, ptr addrspace(1) %in, i32 %sb\n\
                 %v = load <4 x i32>, ptr addrspace(1) %s0, align 16\n\
                 %row = getelementptr <4 x i32>, ptr addrspace(3) @sm, i32 %lane\n\
                 store <4 x i32> %v, ptr addrspace(3) %row, align 16\n\
                 call void @llvm.nvvm.bar.warp.sync(i32 -1)\n";
            src = src.replace("  %ib = mul i32 %lane, 0\n", stage);
            src = src.replace(
                "@sm = internal addrspace(3) global [128 x i32]",
                "@sm = internal addrspace(3) global [32 x <4 x i32>]",
            );
            src += "declare void @llvm.nvvm.bar.warp.sync(i32)\n";
            agree(&name, &src, 4, n);
        }
    }
}

/// Tensor-core instructions missing operands, or an intrinsic call missing
/// them, are errors, not panics.
#[test]
fn tensor_forms_missing_operands_are_errors() {
    let regs: Vec<String> = (1..=8).map(|k| format!("%r{k}")).collect();
    let regs = regs.join(", ");
    for inst in [
        format!("wmma.load.a.sync.aligned.row.m16n16k16.f16 {{{regs}}};"),
        "wmma.store.d.sync.aligned.row.m16n16k16.f16 [%rd1];".to_string(),
        "ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%r1};".to_string(),
        format!("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {{{regs}}};"),
    ] {
        let ptx = format!(
            ".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry k(.param .u64 p)\n{{\n.reg .b32 %r<9>;\n.reg .b64 %rd<2>;\nld.param.u64 %rd1, [p];\n{inst}\nret;\n}}\n"
        );
        let spec = Spec::parse("kernel k\nblock 32\narg i32[64] zero\n").unwrap();
        assert!(run_ptx_text("k.ptx", &ptx, &spec).is_err(), "{inst}");
    }
    let src = "target triple = \"nvptx64-nvidia-cuda\"\n\
        define ptx_kernel void @k(ptr addrspace(1) %p, i32 %n) {\n\
          call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p1(ptr addrspace(1) %p)\n\
          ret void\n}\n\
        declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p1(ptr addrspace(1))\n";
    let m = llvm::import::import("k.ll", src).unwrap();
    let spec = Spec::parse("kernel k\nblock 32\narg f32[512] zero\narg i32 16\n").unwrap();
    assert!(run_module(&m, &spec).is_err());
}
