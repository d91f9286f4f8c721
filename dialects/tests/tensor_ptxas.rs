//! Tensor-core intrinsics, every dense variant (and the sparse `mma.sp`
//! ones at the end): `wmma.load/store/mma`,
//! `mma.sync`, `ldmatrix` and (sm_90) `stmatrix`, each in a small function
//! of its own, generated here from the PTX ISA's shape and type tables
//! (fragment sizes below are the ISA's, kept apart from the selector's so
//! that a wrong count there shows up as a ptxas operand error). The module
//! is selected for sm_80 and sm_90 and must be accepted by ptxas; a target
//! too old for a variant must refuse it with a located message.

use std::fmt::Write as _;
use std::process::Command;

use tests::tools;

fn llvm_ty(t: &str) -> &'static str {
    match t {
        "f16" => "<2 x half>",
        "f32" => "float",
        "f64" => "double",
        _ => "i32",
    }
}

/// Registers of one fragment (PTX ISA 9.7.14.5 / 9.7.15.5).
fn regs(geom: &str, frag: char, t: &str) -> usize {
    let i8 = matches!(t, "s8" | "u8");
    let i4 = matches!(t, "s4" | "u4");
    match (geom, frag, t) {
        ("m16n16k16", 'a' | 'b', _) if i8 => 2,
        ("m8n32k16", 'a', _) | ("m32n8k16", 'b', _) if i8 => 1,
        ("m8n32k16", 'b', _) | ("m32n8k16", 'a', _) if i8 => 4,
        ("m16n16k16" | "m8n32k16" | "m32n8k16", 'c' | 'd', "s32") => 8,
        ("m16n16k16", 'a' | 'b', "bf16") => 4,
        ("m8n32k16", 'a', "bf16") | ("m32n8k16", 'b', "bf16") => 2,
        ("m8n32k16", 'b', "bf16") | ("m32n8k16", 'a', "bf16") => 8,
        ("m16n16k8", 'a' | 'b', "tf32") => 4,
        ("m8n8k16", 'a' | 'b', _) if i8 => 1,
        ("m8n8k32", 'a' | 'b', _) if i4 => 1,
        ("m8n8k128", 'a' | 'b', "b1") => 1,
        ("m8n8k16" | "m8n8k32" | "m8n8k128", 'c' | 'd', "s32") => 2,
        ("m8n8k4", 'a' | 'b', "f64") => 1,
        ("m8n8k4", 'c' | 'd', "f64") => 2,
        ("m8n8k4", 'a' | 'b', "f16") => 2,
        ("m16n8k4", 'a', "tf32") => 2,
        ("m16n8k4", 'b', "tf32") => 1,
        ("m16n8k8", 'a', "f16" | "bf16") => 2,
        ("m16n8k8", 'b', "f16" | "bf16") => 1,
        ("m16n8k8", 'a', "tf32") => 4,
        ("m16n8k8", 'b', "tf32") => 2,
        ("m16n8k16", 'a', "f16" | "bf16") => 4,
        ("m16n8k16", 'b', "f16" | "bf16") => 2,
        ("m16n8k16", 'a', _) if i8 => 2,
        ("m16n8k16", 'b', _) if i8 => 1,
        ("m16n8k32", 'a', _) if i8 => 4,
        ("m16n8k32", 'b', _) if i8 => 2,
        ("m16n8k32", 'a', _) if i4 => 2,
        ("m16n8k32", 'b', _) if i4 => 1,
        ("m16n8k64", 'a', _) if i4 => 4,
        ("m16n8k64", 'b', _) if i4 => 2,
        ("m16n8k128", 'a', "b1") => 2,
        ("m16n8k128", 'b', "b1") => 1,
        ("m16n8k256", 'a', "b1") => 4,
        ("m16n8k256", 'b', "b1") => 2,
        (g, 'c' | 'd', "f16") if g.starts_with("m16n8") => 2,
        (g, 'c' | 'd', _) if g.starts_with("m16n8") => 4,
        (_, 'a' | 'b', "f16") => 8,
        (_, 'c' | 'd', "f16") => 4,
        (_, 'c' | 'd', "f32") => 8,
        _ => panic!("no fragment size for {geom} {frag} {t}"),
    }
}

/// `.satfinite` exists for the integer multiplicands only.
fn satfinite_forms(a: &str) -> &'static [&'static str] {
    if matches!(a, "s8" | "u8" | "s4" | "u4") {
        &["", ".satfinite"]
    } else {
        &[""]
    }
}

/// Single-bit multiplicands combine with xor or and before the popcount.
fn b1_forms(a: &str) -> &'static [&'static str] {
    if a == "b1" {
        &[".xor.popc", ".and.popc"]
    } else {
        &[""]
    }
}

fn ret_ty(n: usize, t: &str) -> String {
    let e = llvm_ty(t);
    if n == 1 {
        e.to_string()
    } else {
        format!("{{{}}}", vec![e; n].join(", "))
    }
}

struct Gen {
    body: String,
    decls: std::collections::BTreeSet<String>,
    n: usize,
}

impl Gen {
    /// A function that calls `name` with `params` (typed, named) and
    /// returns its result.
    fn call(&mut self, name: &str, ret: &str, params: &[String]) {
        self.n += 1;
        let tys: Vec<&str> = params
            .iter()
            .map(|p| p.rsplit_once(' ').unwrap().0)
            .collect();
        self.decls
            .insert(format!("declare {ret} @{name}({})", tys.join(", ")));
        let ps = params.join(", ");
        let n = self.n;
        if ret == "void" {
            writeln!(
                self.body,
                "define void @t{n}({ps}) {{\n  call void @{name}({ps})\n  ret void\n}}"
            )
            .unwrap();
        } else {
            writeln!(
                self.body,
                "define {ret} @t{n}({ps}) {{\n  %r = call {ret} @{name}({ps})\n  ret {ret} %r\n}}"
            )
            .unwrap();
        }
    }

    fn frag_params(&self, geom: &str, frags: &[(char, &str)]) -> Vec<String> {
        let mut out = Vec::new();
        for &(f, t) in frags {
            for i in 0..regs(geom, f, t) {
                out.push(format!("{} %{f}{i}", llvm_ty(t)));
            }
        }
        out
    }
}

fn generate(sm90: bool) -> String {
    let mut g = Gen {
        body: String::new(),
        decls: Default::default(),
        n: 0,
    };
    let wg = ["m16n16k16", "m32n8k16", "m8n32k16"];
    let mut ldst: Vec<(&str, char, &str)> = Vec::new();
    for geom in wg {
        for f in ['a', 'b'] {
            for t in ["f16", "u8", "s8", "bf16"] {
                ldst.push((geom, f, t));
            }
        }
        for f in ['c', 'd'] {
            for t in ["f16", "f32", "s32"] {
                ldst.push((geom, f, t));
            }
        }
    }
    for f in ['a', 'b'] {
        ldst.extend([
            ("m8n8k32", f, "s4"),
            ("m8n8k32", f, "u4"),
            ("m8n8k128", f, "b1"),
        ]);
        ldst.push(("m16n16k8", f, "tf32"));
    }
    for f in ['c', 'd'] {
        ldst.extend([
            ("m8n8k32", f, "s32"),
            ("m8n8k128", f, "s32"),
            ("m16n16k8", f, "f32"),
        ]);
    }
    for f in ['a', 'b', 'c', 'd'] {
        ldst.push(("m8n8k4", f, "f64"));
    }
    for &(geom, f, t) in &ldst {
        for layout in ["row", "col"] {
            if matches!(t, "s4" | "u4" | "b1")
                && !((f == 'a' && layout == "row") || (f == 'b' && layout == "col"))
            {
                continue;
            }
            for asp in [0, 1, 3] {
                for stride in ["", ".stride"] {
                    let n = regs(geom, f, t);
                    let mut ps = vec![format!("ptr addrspace({asp}) %p")];
                    if f == 'd' {
                        ps.extend(g.frag_params(geom, &[('d', t)]));
                        if !stride.is_empty() {
                            ps.push("i32 %s".into());
                        }
                        let name =
                            format!("llvm.nvvm.wmma.{geom}.store.d.{layout}{stride}.{t}.p{asp}");
                        g.call(&name, "void", &ps);
                    } else {
                        if !stride.is_empty() {
                            ps.push("i32 %s".into());
                        }
                        let name =
                            format!("llvm.nvvm.wmma.{geom}.load.{f}.{layout}{stride}.{t}.p{asp}");
                        g.call(&name, &ret_ty(n, t), &ps);
                    }
                }
            }
        }
    }
    // wmma.mma: (geom, a, c, d).
    let mut wmma: Vec<(&str, &str, &str, &str)> = vec![("m16n16k8", "tf32", "f32", "f32")];
    wmma.push(("m8n8k4", "f64", "f64", "f64"));
    for geom in wg {
        wmma.push((geom, "bf16", "f32", "f32"));
        for c in ["f16", "f32"] {
            for d in ["f16", "f32"] {
                wmma.push((geom, "f16", c, d));
            }
        }
        wmma.push((geom, "s8", "s32", "s32"));
        wmma.push((geom, "u8", "s32", "s32"));
    }
    wmma.extend([
        ("m8n8k32", "s4", "s32", "s32"),
        ("m8n8k32", "u4", "s32", "s32"),
        ("m8n8k128", "b1", "s32", "s32"),
    ]);
    for &(geom, a, c, d) in &wmma {
        for (al, bl) in [
            ("row", "col"),
            ("row", "row"),
            ("col", "col"),
            ("col", "row"),
        ] {
            let sub = matches!(a, "s4" | "u4" | "b1");
            if sub && (al, bl) != ("row", "col") {
                continue;
            }
            let rnds: &[&str] = if a == "f64" {
                &["", ".rn", ".rz"]
            } else {
                &[""]
            };
            let (satfs, b1s) = (satfinite_forms(a), b1_forms(a));
            for rnd in rnds {
                for satf in satfs {
                    for b1 in b1s {
                        let sig = if a == "f16" {
                            format!("{d}.{c}")
                        } else {
                            a.to_string()
                        };
                        let name =
                            format!("llvm.nvvm.wmma.{geom}.mma{b1}.{al}.{bl}{rnd}.{sig}{satf}");
                        let ps = g.frag_params(geom, &[('a', a), ('b', a), ('c', c)]);
                        g.call(&name, &ret_ty(regs(geom, 'd', d), d), &ps);
                    }
                }
            }
        }
    }
    // mma.sync: (geom, a, b, c, d).
    let mut mma: Vec<(&str, &str, &str, &str, &str)> = vec![("m8n8k4", "f64", "f64", "f64", "f64")];
    for geom in ["m16n8k4", "m16n8k8"] {
        mma.push((geom, "tf32", "tf32", "f32", "f32"));
    }
    for geom in ["m16n8k16", "m16n8k8"] {
        mma.push((geom, "bf16", "bf16", "f32", "f32"));
    }
    for geom in ["m8n8k4", "m16n8k8", "m16n8k16"] {
        for c in ["f16", "f32"] {
            for d in ["f16", "f32"] {
                if (geom != "m8n8k4" && c != d) || (geom == "m8n8k4" && c == "f32" && d != "f32") {
                    continue;
                }
                mma.push((geom, "f16", "f16", c, d));
            }
        }
    }
    for (geoms, ts) in [
        (["m8n8k16", "m16n8k16", "m16n8k32"], ["s8", "u8"]),
        (["m8n8k32", "m16n8k32", "m16n8k64"], ["s4", "u4"]),
    ] {
        for geom in geoms {
            for a in ts {
                for b in ts {
                    mma.push((geom, a, b, "s32", "s32"));
                }
            }
        }
    }
    for geom in ["m8n8k128", "m16n8k128", "m16n8k256"] {
        mma.push((geom, "b1", "b1", "s32", "s32"));
    }
    for &(geom, a, b, c, d) in &mma {
        let layouts: &[(&str, &str)] = if geom == "m8n8k4" && a == "f16" {
            &[
                ("row", "col"),
                ("row", "row"),
                ("col", "col"),
                ("col", "row"),
            ]
        } else {
            &[("row", "col")]
        };
        let (satfs, b1s) = (satfinite_forms(a), b1_forms(a));
        for (al, bl) in layouts {
            for satf in satfs {
                for b1 in b1s {
                    let sig = if a == "f16" {
                        format!("{d}.{c}")
                    } else if a != b {
                        format!("{a}.{b}")
                    } else {
                        a.to_string()
                    };
                    let name = format!("llvm.nvvm.mma{b1}.{geom}.{al}.{bl}{satf}.{sig}");
                    let ps = g.frag_params(geom, &[('a', a), ('b', b), ('c', c)]);
                    g.call(&name, &ret_ty(regs(geom, 'd', d), d), &ps);
                }
            }
        }
    }
    for (x, n) in [("x1", 1), ("x2", 2), ("x4", 4)] {
        for tr in ["", ".trans"] {
            for asp in [0, 3] {
                let p = format!("ptr addrspace({asp}) %p");
                let name = format!("llvm.nvvm.ldmatrix.sync.aligned.m8n8.{x}{tr}.b16.p{asp}");
                g.call(&name, &ret_ty(n, "b16"), std::slice::from_ref(&p));
                if sm90 {
                    let mut ps = vec![p];
                    ps.extend((0..n).map(|i| format!("i32 %d{i}")));
                    let name = format!("llvm.nvvm.stmatrix.sync.aligned.m8n8.{x}{tr}.b16.p{asp}");
                    g.call(&name, "void", &ps);
                }
            }
        }
    }
    let decls: Vec<String> = g.decls.into_iter().collect();
    format!(
        "target triple = \"nvptx64-nvidia-cuda\"\n{}{}\n",
        g.body,
        decls.join("\n")
    )
}

fn select(src: &str, arch: &str) -> Result<String, String> {
    let m = llvm::import::import("tensor.ll", src).map_err(|d| d.to_string())?;
    dialects::verify::verify_module(&m).map_err(|e| format!("{e:?}"))?;
    isel::select_module(&m, arch)
        .map(|p| ptx::print::print_module(&p))
        .map_err(|d| d.to_string())
}

#[test]
fn every_dense_tensor_core_variant_is_selected_and_assembles() {
    let dir = tempfile::tempdir().unwrap();
    let ptxas = tools::need("WARPSAT_PTXAS");
    for (arch, sm90) in [("sm_80", false), ("sm_90", true)] {
        let src = generate(sm90);
        let ptx = select(&src, arch).unwrap_or_else(|e| panic!("{arch}: {e}"));
        let calls = src.matches("  %r = call").count() + src.matches("  call void").count();
        let emitted = ptx
            .lines()
            .filter(|l| {
                let l = l.trim_start();
                ["wmma.", "mma.sync", "ldmatrix.", "stmatrix."]
                    .iter()
                    .any(|p| l.starts_with(p))
            })
            .count();
        assert_eq!(emitted, calls, "{arch}: one instruction per call");
        assert!(calls > 800, "{calls}");
        let Some(px) = &ptxas else {
            eprintln!("ptxas not found (run scripts/setup-tools.sh): selection checked only");
            continue;
        };
        let file = dir.path().join(format!("tensor_{arch}.ptx"));
        std::fs::write(&file, &ptx).unwrap();
        let o = Command::new(px)
            .arg(format!("-arch={arch}"))
            .arg("-c")
            .arg(&file)
            .arg("-o")
            .arg(file.with_extension("cubin"))
            .output()
            .unwrap();
        assert!(
            o.status.success(),
            "{arch}: {}",
            String::from_utf8_lossy(&o.stderr)
                .lines()
                .take(20)
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
}

#[test]
fn older_targets_refuse_newer_variants_by_name() {
    let src = "target triple = \"nvptx64-nvidia-cuda\"\n\
        define {i32, i32, i32, i32} @f(ptr %p) {\n\
        \x20 %r = call {i32, i32, i32, i32} @llvm.nvvm.wmma.m16n16k16.load.a.row.bf16.p0(ptr %p)\n\
        \x20 ret {i32, i32, i32, i32} %r\n}\n\
        declare {i32, i32, i32, i32} @llvm.nvvm.wmma.m16n16k16.load.a.row.bf16.p0(ptr)\n";
    let e = select(src, "sm_75").unwrap_err();
    assert!(
        e.contains("unsupported:") && e.contains("needs sm_80 or later"),
        "{e}"
    );
    assert!(select(src, "sm_80").is_ok());
    let sparse = src.replace(
        "wmma.m16n16k16.load.a.row.bf16.p0",
        "mma.sp.m16n8k32.row.col.bf16",
    );
    // A sparse mma called with a dense load's operands.
    assert!(select(&sparse, "sm_90").unwrap_err().contains("operands"));
}

/// Registers of a sparse `mma.sp` fragment, from the PTX ISA's tables
/// for the sparse shapes (kept apart from the selector's own).
fn sparse_regs(geom: &str, frag: char, t: &str) -> usize {
    match (frag, t) {
        ('a', "f16" | "bf16") if geom == "m16n8k16" => 2,
        ('a', "tf32") if geom == "m16n8k8" => 2,
        ('a', "s8" | "u8") if geom == "m16n8k32" => 2,
        ('a', "s4" | "u4") if geom == "m16n8k64" => 2,
        ('a', _) => 4,
        ('b', "f16" | "bf16") if geom == "m16n8k16" => 2,
        ('b', "tf32") if geom == "m16n8k8" => 2,
        ('b', "s8" | "u8") if geom == "m16n8k32" => 2,
        ('b', "s4" | "u4") if geom == "m16n8k64" => 2,
        ('b', _) => 4,
        ('c', "f16") => 2,
        _ => 4,
    }
}

/// A function calling one sparse `mma.sp` form with selector `sel`, and
/// the intrinsic's declaration.
fn sparse_call(
    f: &str,
    geom: &str,
    ab: &str,
    cd: &str,
    ordered: bool,
    sel: u32,
) -> (String, String) {
    let tys = if ab == "f16" {
        format!("{cd}.{cd}")
    } else {
        ab.to_string()
    };
    let name = format!(
        "llvm.nvvm.mma.sp{}.{geom}.row.col.{tys}",
        if ordered { ".ordered.metadata" } else { "" }
    );
    let abt = if ab == "f16" { "<2 x half>" } else { "i32" };
    let ct = llvm_ty(cd);
    let (na, nb, nc) = (
        sparse_regs(geom, 'a', ab),
        sparse_regs(geom, 'b', ab),
        sparse_regs(geom, 'c', cd),
    );
    let mut types: Vec<&str> = vec![abt; na + nb];
    types.extend(vec![ct; nc]);
    types.push("i32");
    let params: Vec<String> = types
        .iter()
        .enumerate()
        .map(|(i, t)| format!("{t} %x{i}"))
        .collect();
    let ret = ret_ty(nc, cd);
    let decl = format!("declare {ret} @{name}({}, i32)", types.join(", "));
    let def = format!(
        "define {ret} @{f}({}) {{\n  %r = call {ret} @{name}({}, i32 {sel})\n  ret {ret} %r\n}}\n",
        params.join(", "),
        params.join(", ")
    );
    (decl, def)
}

/// Every sparse `mma.sp` (and `mma.sp::ordered_metadata`) form with each
/// selector PTX allows: ptxas accepts them for sm_90; a selector out of
/// range is a located error rather than PTX that ptxas refuses.
#[test]
fn sparse_mma_forms_with_every_valid_selector_assemble() {
    // (shape, a/b type, c/d type, selectors)
    let forms: &[(&str, &str, &str, u32)] = &[
        ("m16n8k16", "f16", "f16", 4),
        ("m16n8k16", "f16", "f32", 4),
        ("m16n8k32", "f16", "f32", 2),
        ("m16n8k16", "bf16", "f32", 4),
        ("m16n8k32", "bf16", "f32", 2),
        ("m16n8k8", "tf32", "f32", 4),
        ("m16n8k16", "tf32", "f32", 2),
        ("m16n8k32", "s8", "s32", 2),
        ("m16n8k64", "u8", "s32", 1),
        ("m16n8k64", "s4", "s32", 2),
        ("m16n8k128", "u4", "s32", 1),
    ];
    let mut body = String::new();
    let mut decls = std::collections::BTreeSet::new();
    for (k, &(geom, ab, cd, sels)) in forms.iter().enumerate() {
        for ordered in [false, true] {
            for sel in 0..sels {
                let f = format!("sp{k}_{}_{sel}", ordered as u8);
                let (decl, def) = sparse_call(&f, geom, ab, cd, ordered, sel);
                decls.insert(decl);
                body.push_str(&def);
            }
        }
    }
    let head = "target triple = \"nvptx64-nvidia-cuda\"\n";
    let decls: Vec<String> = decls.into_iter().collect();
    let src = format!("{head}{body}{}\n", decls.join("\n"));
    let ptx = select(&src, "sm_90").unwrap_or_else(|e| panic!("{e}\n{src}"));
    let n = ptx
        .lines()
        .filter(|l| l.trim_start().starts_with("mma.sp"))
        .count();
    assert_eq!(n, 2 * forms.iter().map(|f| f.3 as usize).sum::<usize>());
    assert!(ptx.contains("mma.sp::ordered_metadata.sync.aligned.m16n8k32.row.col.f32.f16.f16.f32"));
    if let Some(px) = tools::need("WARPSAT_PTXAS") {
        tools::assert_ptxas_compiles(&px, &ptx, "sm_90");
    }
    // One past the last selector of each form is refused by name.
    for &(geom, ab, cd, sels) in forms {
        let (decl, def) = sparse_call("bad", geom, ab, cd, false, sels);
        let e = select(&format!("{head}{def}{decl}\n"), "sm_90").unwrap_err();
        assert!(
            e.contains(&format!("sparsity selector {sels} of {geom}.{ab}")),
            "{e}"
        );
    }
}

/// wmma and mma.sync share shapes that came at different PTX versions:
/// wmma's sub-byte `m8n8k32`/`m8n8k128` with PTX 6.3 (sm_75), mma.sync's
/// with 6.5 and 7.0. A module of only the wmma forms keeps `.version 6.3`,
/// where wmma's f16 `.satfinite` (removed in PTX 6.5) is still valid.
#[test]
fn wmma_and_mma_sub_byte_shapes_ask_for_their_own_ptx_versions() {
    let wmma = "target triple = \"nvptx64-nvidia-cuda\"\n\
        define {i32, i32} @f(ptr %p) {\n\
        \x20 %r = call {i32, i32} @llvm.nvvm.wmma.m8n8k32.load.c.row.s32.p0(ptr %p)\n\
        \x20 ret {i32, i32} %r\n}\n\
        declare {i32, i32} @llvm.nvvm.wmma.m8n8k32.load.c.row.s32.p0(ptr)\n";
    let ptx = select(wmma, "sm_75").unwrap();
    assert!(ptx.contains(".version 6.3"), "{ptx}");
    let mma = "target triple = \"nvptx64-nvidia-cuda\"\n\
        define {i32, i32} @f(i32 %a, i32 %b, i32 %c0, i32 %c1) {\n\
        \x20 %r = call {i32, i32} @llvm.nvvm.mma.xor.popc.m8n8k128.row.col.b1(i32 %a, i32 %b, i32 %c0, i32 %c1)\n\
        \x20 ret {i32, i32} %r\n}\n\
        declare {i32, i32} @llvm.nvvm.mma.xor.popc.m8n8k128.row.col.b1(i32, i32, i32, i32)\n";
    let ptx = select(mma, "sm_75").unwrap();
    assert!(ptx.contains(".version 7.0"), "{ptx}");
}
