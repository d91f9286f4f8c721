//! Unit tests of instruction selection on small hand-written modules: the
//! shape of selected sequences, and located `unsupported:` errors.

use super::*;
use ptx::print::print_module;

/// Imports, verifies and selects `src` for `arch`; the PTX text or the
/// error message.
fn sel(src: &str, arch: &str) -> Result<String, String> {
    let m = llvm::import::import("t.ll", src).expect("import");
    dialects::verify::verify_module(&m).expect("verify");
    select_module(&m, arch)
        .map(|p| print_module(&p))
        .map_err(|d| d.msg)
}

fn ok(src: &str) -> String {
    sel(src, "sm_80").unwrap_or_else(|e| panic!("{e}"))
}

fn err(src: &str, arch: &str) -> String {
    sel(src, arch).expect_err("expected an error")
}

fn has(text: &str, want: &str) {
    assert!(text.contains(want), "missing {want:?} in\n{text}");
}

#[test]
fn header_version_and_params() {
    let t = ok(r#"
define ptx_kernel void @k(i32 %n, ptr addrspace(1) %p, float %f, i8 %c, i1 %b) {
  ret void
}"#);
    has(&t, ".version 7.0\n.target sm_80\n.address_size 64");
    has(
        &t,
        ".visible .entry k(\n\t.param .u32 k_param_0,\n\t.param .u64 k_param_1,\n\t\
         .param .f32 k_param_2,\n\t.param .u8 k_param_3,\n\t.param .u8 k_param_4\n)",
    );
    has(&t, "ld.param.u32 \t%r1, [k_param_0];");
    has(&t, "ld.param.u8 \t%rs1, [k_param_3];");
    has(
        &t,
        "and.b16 \t%rs3, %rs2, 1;\n\tsetp.eq.b16 \t%p1, %rs3, 1;",
    );
}

#[test]
fn forced_and_unknown_versions_and_targets() {
    let src = "define ptx_kernel void @k() {\n  ret void\n}";
    let m = llvm::import::import("t.ll", src).unwrap();
    let p = select_module_with_version(&m, "sm_80", (8, 5)).unwrap();
    assert_eq!(p.version, (8, 5));
    let e = select_module_with_version(&m, "sm_80", (6, 0)).unwrap_err();
    assert!(e.msg.contains("too old"), "{}", e.msg);
    let e = select_module(&m, "sm_13").unwrap_err();
    assert!(e.msg.contains("unknown target architecture"), "{}", e.msg);
    assert_eq!(select_module(&m, "sm_90a").unwrap().version, (8, 0));
    assert_eq!(select_module(&m, "sm_70").unwrap().version, (6, 0));
}

#[test]
fn instructions_raise_the_version() {
    let t = ok(r#"
declare i32 @llvm.nvvm.activemask()
define ptx_kernel void @k(ptr %p, i128 %x) {
  %m = call i32 @llvm.nvvm.activemask()
  store i32 %m, ptr %p
  store i128 %x, ptr %p
  ret void
}"#);
    // activemask needs 6.2, .b128 8.3.
    has(&t, ".version 8.3");
    has(&t, "activemask.b32 \t%r1;");
    has(&t, "st.b128 \t[%rd1], %rq1;");
}

#[test]
fn unsupported_constructs_are_located_errors() {
    let e = err(
        "define half @f(i128 %a) {\n  %r = sitofp i128 %a to half\n  ret half %r\n}",
        "sm_80",
    );
    assert!(
        e.starts_with("unsupported: in @f: %r = nvvm.sitofp %a"),
        "{e}"
    );
    // A variable-count alloca is `alloca.u64` (PTX 7.3).
    let t = ok(
        "define void @f(i32 %n) {\n  %a = alloca i32, i32 %n\n  store i32 0, ptr %a\n  ret void\n}",
    );
    has(&t, "alloca.u64");
    has(&t, "cvta.local.u64");
    let e = err(
        "declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.f32(ptr, float)\n\
         define void @f(ptr %p) {\n  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.f32(ptr %p, float 0.0)\n  ret void\n}",
        "sm_80",
    );
    assert!(
        e.contains("wmma store of 8 elements with 2 operands") && e.contains("in @f:"),
        "{e}"
    );
    let e = err(
        "define void @f(ptr %p, float %x) {\n  %r = fptrunc float %x to bfloat\n  store bfloat %r, ptr %p\n  ret void\n}",
        "sm_70",
    );
    assert!(
        e.contains("needs sm_80 or later, the target is sm_70"),
        "{e}"
    );
    let e = err(
        "declare float @llvm.log2.f32(float)\ndefine float @f(float %x) {\n  %r = call float @llvm.log2.f32(float %x)\n  ret float %r\n}",
        "sm_80",
    );
    assert!(e.contains("only with afn"), "{e}");
    let e = err(
        "define void @f(ptr %p) {\n  %v = load atomic i32, ptr %p monotonic, align 1\n  store i32 %v, ptr %p\n  ret void\n}",
        "sm_80",
    );
    // Plain under-aligned accesses are split into pieces; atomic ones
    // cannot be.
    assert!(e.contains("under-aligned"), "{e}");
    let t = ok("define void @f(ptr %p) {\n  %v = load i32, ptr %p, align 2\n  store i32 %v, ptr %p, align 1\n  ret void\n}");
    assert_eq!(t.matches("ld.u16").count(), 2, "{t}");
    assert_eq!(t.matches("st.u8").count(), 4, "{t}");
    let e = err(
        "define void @f(ptr %p) {\n  %v = call i32 asm \"foo: mov.u32 $0, 1; foo: ret;\", \"=r\"()\n  store i32 %v, ptr %p\n  ret void\n}",
        "sm_80",
    );
    assert!(e.contains("label foo defined twice"), "{e}");
}

#[test]
fn inline_asm_labels_become_blocks_renamed_per_statement() {
    // The same template twice (an inlined wait loop, say): each copy's
    // labels get their own names, branches follow them.
    let asm = "call i32 asm \"{ .reg .pred p; mov.b32 $0, 3; L: sub.s32 $0, $0, 1; \
               setp.gt.s32 p, $0, 0; @p bra L; }\", \"=r\"()";
    let t = ok(&format!(
        "define i32 @f() {{\n  %a = {asm}\n  %b = {asm}\n  %c = add i32 %a, %b\n  ret i32 %c\n}}"
    ));
    has(&t, "L_asm1:");
    has(&t, "@%p_asm1 bra \tL_asm1;");
    has(&t, "L_asm2:");
    has(&t, "@%p_asm2 bra \tL_asm2;");
}

#[test]
fn block_arguments_are_parallel_copies() {
    // (a, b) = (b, a) on the back edge needs a temporary.
    let t = ok(r#"
define void @swap(ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %a = phi i32 [ 1, %entry ], [ %b, %loop ]
  %b = phi i32 [ 2, %entry ], [ %a, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %i2 = add i32 %i, 1
  %c = icmp slt i32 %i2, %n
  br i1 %c, label %loop, label %exit
exit:
  store i32 %a, ptr %p
  ret void
}"#);
    has(
        &t,
        "mov.b32 \t%r3, 1;\n\tmov.b32 \t%r4, 2;\n\tmov.b32 \t%r2, 0;\n$L__BB0_2:",
    );
    // `i2` shares `i`'s register (coalesced: no copy); the swap on the back
    // edge goes through a temporary.
    has(&t, "add.s32 \t%r2, %r2, 1;");
    has(
        &t,
        "@!%p1 bra \t$L__BB0_3;\n\tmov.b32 \t%r5, %r3;\n\t\
         mov.b32 \t%r3, %r4;\n\tmov.b32 \t%r4, %r5;\n\tbra.uni \t$L__BB0_2;",
    );
}

#[test]
fn loop_carried_values_share_their_parameter_registers() {
    // The accumulator and the counter are computed in the latch after
    // their parameters' last uses: they take the parameters' registers, so
    // the back edge is a plain conditional branch to the header. `%keep`
    // is used after the loop together with `%acc`'s parameter, so `%s`
    // must not share `%keep`'s register.
    let t = ok(r#"
define float @f(ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc2, %loop ]
  %keep = phi float [ 1.0, %entry ], [ %s, %loop ]
  %q = getelementptr float, ptr %p, i32 %i
  %x = load float, ptr %q
  %acc2 = fadd float %acc, %x
  %s = fmul float %x, 2.0
  %i2 = add i32 %i, 1
  %c = icmp slt i32 %i2, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = fadd float %acc2, %keep
  ret float %r
}"#);
    // The accumulator is written in place: no copy.
    has(&t, "add.rn.f32 \t%f1, %f1, %f3;\n\tmul.rn.f32");
    has(&t, "add.s32 \t%r2, %r2, 1;");
    // `%s` keeps its own register and is copied on the back edge, since
    // `%keep` is read on the exit path.
    has(&t, "mul.rn.f32 \t%f4, %f3, 0f40000000;");
    has(
        &t,
        "@!%p1 bra \t$L__BB0_3;\n\tmov.f32 \t%f2, %f4;\n\tbra.uni \t$L__BB0_2;",
    );
    has(&t, "add.rn.f32 \t%f5, %f1, %f2;");
}

#[test]
fn conditional_edges_with_arguments_get_their_own_block() {
    let t = ok(r#"
define i32 @f(i1 %c, i32 %x, i32 %y) {
entry:
  br i1 %c, label %j, label %j2
j2:
  br label %j
j:
  %v = phi i32 [ %x, %entry ], [ %y, %j2 ]
  ret i32 %v
}"#);
    // True edge with arguments, false edge without: the branch is inverted
    // and the copy sits on the fall-through path.
    has(
        &t,
        "@!%p1 bra \t$L__BB0_2;\n\tmov.b32 \t%r3, %r1;\n\tbra.uni \t$L__BB0_3;\n\
         $L__BB0_2:\n\tmov.b32 \t%r3, %r2;\n$L__BB0_3:",
    );
}

#[test]
fn small_integers_are_normalized_where_it_matters() {
    let t = ok(r#"
define i8 @f(i8 %a, i8 %b) {
  %q = udiv i8 %a, %b
  %s = ashr i8 %q, 1
  %c = icmp slt i8 %s, %b
  %r = select i1 %c, i8 %s, i8 -1
  ret i8 %r
}"#);
    has(
        &t,
        "cvt.u16.u8 \t%rs4, %rs1;\n\tcvt.u16.u8 \t%rs5, %rs2;\n\tdiv.u16 \t%rs3, %rs4, %rs5;\n\t\
         cvt.s16.s8 \t%rs7, %rs3;\n\tshr.s16 \t%rs6, %rs7, 1;\n\tcvt.s16.s8 \t%rs8, %rs6;\n\t\
         cvt.s16.s8 \t%rs9, %rs2;\n\tsetp.lt.s16 \t%p1, %rs8, %rs9;\n\tselp.b16 \t%rs10, %rs6, -1, %p1;",
    );
    // i8 results travel zero-extended in a .b32 return slot.
    has(
        &t,
        "cvt.u32.u8 \t%r1, %rs10;\n\tst.param.b32 \t[func_retval0], %r1;",
    );
}

#[test]
fn constant_offsets_fold_into_addresses() {
    let t = ok(r#"
@s = internal addrspace(3) global [8 x float] undef, align 4
define void @f(ptr addrspace(1) %p) {
  %q = getelementptr i8, ptr addrspace(1) %p, i64 8
  %v = load float, ptr addrspace(1) %q, align 4
  %r = getelementptr [8 x float], ptr addrspace(3) @s, i64 0, i64 3
  store float %v, ptr addrspace(3) %r, align 4
  ret void
}"#);
    has(&t, "ld.global.f32 \t%f1, [%rd1+8];");
    has(&t, "st.shared.f32 \t[s+12], %f1;");
    assert!(!t.contains("add.s64"), "{t}");
    assert!(!t.contains("mov.u64"), "{t}");
}

#[test]
fn atomics_map_orderings_to_sem_and_scope() {
    let t = ok(r#"
define void @f(ptr addrspace(1) %p, i32 %v) {
  %a = atomicrmw add ptr addrspace(1) %p, i32 %v monotonic
  %b = atomicrmw add ptr addrspace(1) %p, i32 %a syncscope("block") acquire
  %c = atomicrmw xchg ptr addrspace(1) %p, i32 %b seq_cst
  %d = cmpxchg ptr addrspace(1) %p, i32 %c, i32 0 acq_rel monotonic
  %e = load atomic i32, ptr addrspace(1) %p syncscope("device") acquire, align 4
  store atomic i32 %e, ptr addrspace(1) %p release, align 4
  fence syncscope("block") acq_rel
  ret void
}"#);
    has(&t, "atom.global.add.u32 \t%r2, [%rd1], %r1;");
    has(&t, "atom.acquire.cta.global.add.u32");
    has(&t, "fence.sc.sys;\n\tatom.acq_rel.sys.global.exch.b32");
    has(&t, "atom.acq_rel.sys.global.cas.b32");
    has(&t, "setp.eq.b32");
    has(&t, "ld.acquire.gpu.global.u32");
    has(&t, "st.release.sys.global.u32");
    has(&t, "fence.acq_rel.cta;");
}

#[test]
fn calls_use_the_param_convention() {
    let t = ok(r#"
define internal float @g(i16 signext %a, <2 x float> %v) noinline {
  %x = extractelement <2 x float> %v, i32 1
  ret float %x
}
define ptx_kernel void @k(ptr %p) {
  %r = call float @g(i16 signext -2, <2 x float> <float 1.0, float 2.0>)
  store float %r, ptr %p
  ret void
}"#);
    has(
        &t,
        ".func (.param .b32 func_retval0) g(\n\t.param .b32 g_param_0,\n\t\
         .param .align 8 .b8 g_param_1[8]\n)",
    );
    has(&t, "st.param.b32 \t[param0], -2;");
    has(&t, "st.param.f32 \t[param1+4], 0f40000000;");
    has(&t, "call.uni \t(retval0), g, (param0, param1);");
    has(&t, "ld.param.f32 \t%f1, [retval0];");
}

#[test]
fn inline_asm_binds_operands() {
    let t = ok(r#"
define i32 @f(i32 %x, float %y) {
  %r = call { i32, float } asm "{\0A\09.reg .u32 t;\0A\09add.u32 t, $2, $3;\0A\09mov.b32 $0, t;\0A\09mov.f32 $1, $4;\0A\09}", "=r,=f,r,n,f"(i32 %x, i32 7, float %y)
  %a = extractvalue { i32, float } %r, 0
  ret i32 %a
}"#);
    has(&t, "add.u32 \t%t_asm1, %r1, 7;");
    has(&t, "mov.b32 \t%r2, %t_asm1;");
    has(&t, "mov.f32 \t%f2, %f1;");
}

#[test]
fn no_panic_on_any_corpus_kernel_for_every_target() {
    // The corpus passes ptxas in tests/isel_ptxas.rs; here, every target
    // warpsat knows selects without a panic (errors are allowed only for
    // features the target lacks).
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/modern");
    let Ok(rd) = std::fs::read_dir(&dir) else {
        return;
    };
    for e in rd.flatten() {
        let src = std::fs::read_to_string(e.path()).unwrap();
        let m = llvm::import::import("c.ll", &src).unwrap();
        for arch in [
            "sm_70", "sm_75", "sm_80", "sm_86", "sm_89", "sm_90", "sm_90a", "sm_100", "sm_120",
        ] {
            if let Err(d) = select_module(&m, arch) {
                panic!("{}: {arch}: {d}", e.path().display());
            }
        }
    }
}

#[test]
fn unroll_disable_becomes_a_nounroll_pragma_at_the_header() {
    // `#pragma unroll 1` reaches the IR as `llvm.loop.unroll.disable` on
    // the latch: ptxas must be told, or it unrolls the loop anyway.
    let src = |hint: &str| {
        format!(
            r#"
define void @f(ptr %p, i32 %n) {{
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %q = getelementptr i32, ptr %p, i32 %i
  store i32 %i, ptr %q
  %i2 = add i32 %i, 1
  %c = icmp slt i32 %i2, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}}
!0 = distinct !{{!0, !1}}
!1 = !{{{hint}}}
"#
        )
    };
    let t = ok(&src(r#"!"llvm.loop.unroll.disable""#));
    has(&t, "$L__BB0_2:\n\t.pragma \t\"nounroll\";");
    assert_eq!(t.matches(".pragma").count(), 1, "{t}");
    let t = ok(&src(r#"!"llvm.loop.unroll.count", i32 1"#));
    assert_eq!(t.matches(".pragma \t\"nounroll\"").count(), 1, "{t}");
    let t = ok(&src(r#"!"llvm.loop.unroll.count", i32 4"#));
    assert!(!t.contains(".pragma"), "{t}");
}

#[test]
fn declarations_nothing_uses_are_left_out() {
    let t = ok("declare i32 @unused(i32)\ndeclare i32 @used(i32)\n\
         define i32 @f(i32 %x) {\n  %y = call i32 @used(i32 %x)\n  ret i32 %y\n}");
    assert!(!t.contains("unused"), "{t}");
    has(&t, ".extern .func (.param .b32 func_retval0) used(");
    // Variables too (clang's -O0 CUDA declares `@blockIdx`; ptxas warned
    // "Unresolved extern variable"), while a definition nothing here uses
    // stays for other modules.
    let t = ok("@blockIdx = extern_weak addrspace(1) global i8, align 1
         @seen = external addrspace(1) global i32, align 4
         @kept = addrspace(1) global i32 7, align 4
         define i32 @f() {
  %v = load i32, ptr addrspace(1) @seen, align 4
  ret i32 %v
}");
    assert!(!t.contains("blockIdx"), "{t}");
    has(&t, ".extern .global .align 4 .u32 seen;");
    has(&t, ".global .align 4 .u32 kept = 7;");
}

#[test]
fn malformed_calls_of_newer_intrinsics_are_errors_not_panics() {
    // Truncated and misspelled names with operand lists of the wrong
    // number and type: selection must answer with a result or an error.
    let names = [
        "llvm.nvvm.wmma.m16n16k16.load",
        "llvm.nvvm.wmma.m16n16k16.load.a",
        "llvm.nvvm.wmma.m16n16k16.store.d",
        "llvm.nvvm.wmma.m16n16k16.mma",
        "llvm.nvvm.wmma.m16n16k16.mma.xor",
        "llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32.satfinite",
        "llvm.nvvm.mma",
        "llvm.nvvm.mma.xor",
        "llvm.nvvm.mma.m16n8k16.row.col",
        "llvm.nvvm.mma.m16n8k16.row.col.f32.f16.f16.f32.x",
        "llvm.nvvm.ldmatrix.sync.aligned",
        "llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16",
        "llvm.nvvm.cp.async.ca",
        "llvm.nvvm.cp.async.ca.shared.global.3",
        "llvm.nvvm.cp.async.wait.group",
        "llvm.nvvm.cp.async.mbarrier.arrive",
        "llvm.nvvm.mbarrier",
        "llvm.nvvm.mbarrier.test",
        "llvm.nvvm.mbarrier.arrive.noComplete",
        "llvm.nvvm.elect.sync",
        "llvm.nvvm.discard.L2",
        "llvm.nvvm.applypriority.global.L2.evict.normal",
        "llvm.nvvm.rotate.b64",
        "llvm.nvvm.rotate.right.b64",
        "llvm.nvvm.mulhi.s",
        "llvm.nvvm.prmt.rc8",
        "llvm.nvvm.div.full",
        "llvm.nvvm.ff2bf16x2.rn",
        "llvm.nvvm.f2tf32.rna",
        "llvm.nvvm.nanosleep",
        "llvm.readcyclecounter",
    ];
    let sigs = [
        ("void", ""),
        ("i32", "i32 0"),
        ("i16", "i16 0, i16 1"),
        ("<2 x i32>", "<2 x i32> zeroinitializer, i32 1"),
        ("{i32, i32}", "ptr null"),
        ("{i32, i1}", "ptr addrspace(3) null, i64 3"),
        ("<2 x half>", "float 1.0, float 2.0"),
        ("void", "ptr addrspace(3) null, ptr addrspace(1) null"),
        ("double", "double 1.0, double 2.0, double 3.0"),
        ("i32", "ptr addrspace(5) null"),
    ];
    let mut answered = 0;
    for name in names {
        for (ret, args) in sigs {
            let tys: Vec<&str> = if args.is_empty() {
                Vec::new()
            } else {
                args.split(", ")
                    .map(|a| {
                        a.trim_end_matches(" zeroinitializer")
                            .rsplit_once(' ')
                            .unwrap()
                            .0
                    })
                    .collect()
            };
            let call = if ret == "void" {
                format!("  call void @{name}({args})\n")
            } else {
                format!("  %r = call {ret} @{name}({args})\n")
            };
            let src = format!(
                "declare {ret} @{name}({})\ndefine void @f() {{\n{call}  ret void\n}}\n",
                tys.join(", ")
            );
            let Ok(m) = llvm::import::import("t.ll", &src) else {
                continue;
            };
            if dialects::verify::verify_module(&m).is_err() {
                continue;
            }
            for arch in ["sm_70", "sm_90"] {
                let _ = select_module(&m, arch);
                answered += 1;
            }
        }
    }
    assert!(answered > 200, "{answered}");
}

#[test]
fn inline_asm_raises_the_version_and_takes_bracket_lists() {
    let t = sel(
        "define void @f(ptr %d, i32 %s, i32 %x) {\n  call void asm sideeffect \
         \"cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [$1], [$0, {$2, $2}], [$1];\", \
         \"l,r,r\"(ptr %d, i32 %s, i32 %x)\n  ret void\n}",
        "sm_90",
    )
    .unwrap();
    has(&t, ".version 8.0");
    has(&t, "[%rd1, {%r2, %r2}], [%r1];");
    let t = sel(
        "define i32 @f() {\n  %e = call i32 asm \"{ .reg .pred p; elect.sync _|p, -1; selp.u32 $0, 1, 0, p; }\", \"=r\"()\n  ret i32 %e\n}",
        "sm_90",
    )
    .unwrap();
    has(&t, ".version 8.0");
    // Special registers read in asm count too: `<cuda/barrier>` reads
    // `%reserved_smem_offset_1` (PTX 7.6).
    let t = ok("define i32 @f() {\n  %e = call i32 asm \"mov.u32 $0, %reserved_smem_offset_1;\", \"=r\"()\n  ret i32 %e\n}");
    has(&t, ".version 7.6");
    let t = ok("define i32 @f() {\n  %e = call i32 asm \"mov.u32 $0, %cluster_ctarank;\", \"=r\"()\n  ret i32 %e\n}");
    has(&t, ".version 7.8");
    // Qualifiers: a cluster-scope fence (7.8), an L1 no-allocate load (7.4).
    let t = ok("define void @f() {\n  call void asm sideeffect \"fence.acq_rel.cluster;\", \"\"()\n  ret void\n}");
    has(&t, ".version 7.8");
    let t = ok("define i32 @f(ptr %p) {\n  %e = call i32 asm \"ld.global.L1::no_allocate.u32 $0, [$1];\", \"=r,l\"(ptr %p)\n  ret i32 %e\n}");
    has(&t, ".version 7.4");
    // Plain asm keeps the target's minimum.
    let t = ok("define i32 @f(i32 %x) {\n  %e = call i32 asm \"add.s32 $0, $1, 1;\", \"=r,r\"(i32 %x)\n  ret i32 %e\n}");
    has(&t, ".version 7.0");
}

#[test]
fn rewritten_symbol_names_that_collide_get_a_suffix() {
    // `.str` is spelled `_$_str` in PTX, which another global already is.
    let t = ok("@.str = private constant [2 x i8] c\"a\\00\"\n\
         @_$_str = private constant [2 x i8] c\"b\\00\"\n\
         define void @f(ptr %p) {\n  store ptr @.str, ptr %p\n  \
         store ptr @_$_str, ptr %p\n  ret void\n}");
    has(&t, "_$_str[2] = {98, 0};");
    has(&t, "_$_str1[2] = {97, 0};");
}

#[test]
fn arch_specific_features_need_an_a_target() {
    let src = "declare void @llvm.nvvm.wgmma.fence.sync.aligned()\n\
        declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64)\n\
        declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32)\n\
        define ptx_kernel void @k() {\n  call void @llvm.nvvm.wgmma.fence.sync.aligned()\n  \
        call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 1)\n  \
        call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 240)\n  ret void\n}";
    let t = sel(src, "sm_90a").unwrap();
    has(&t, "wgmma.fence.sync.aligned;");
    has(&t, "wgmma.wait_group.sync.aligned \t1;");
    has(&t, "setmaxnreg.inc.sync.aligned.u32 \t240;");
    has(&t, ".version 8.0");
    assert!(err(src, "sm_90").contains("needs sm_90a"));
}

#[test]
fn a_constant_first_compare_swaps_its_operands() {
    // `setp` takes an immediate only second: `3 < n` is `n > 3`, and
    // `-5 >=u n` is `n <=u -5`, with no `mov` of the constant.
    let t = ok(r#"
define i32 @f(i32 %n) {
  %a = icmp slt i32 3, %n
  %b = icmp uge i32 -5, %n
  %c = and i1 %a, %b
  %r = zext i1 %c to i32
  ret i32 %r
}"#);
    has(&t, "setp.gt.s32 \t%p1, %r1, 3;");
    has(&t, "setp.le.u32 \t%p2, %r1, 4294967291;");
    assert!(!t.contains("mov.b32"), "{t}");
}

#[test]
fn volatile_stays_only_where_ptx_allows_it() {
    let text = ok(include_str!("testdata/ints_floats.ll"));
    let body = &text[text.find(".entry volatile_spaces").expect("the kernel")..];
    let body = &body[..body.find("\n}").unwrap_or(body.len())];
    for want in [
        "st.volatile.shared",
        "ld.volatile.shared",
        "ld.volatile.global",
    ] {
        has(body, want);
    }
    assert!(!body.contains("volatile.local"), "{body}");
}

/// `llvm.nvvm.ldu.global.*` of a scalar is `ldu.global`; of a vector it
/// reads the same read-only data as `ld.global.nc` with a vector width
/// (LLVM's NVPTX tests use both: ldu-ldg.ll, build-vector-combine.ll).
#[test]
fn ldu_of_a_vector_is_a_non_coherent_vector_load() {
    let t = ok(r#"
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %s = call i32 @llvm.nvvm.ldu.global.i.i32.p1(ptr addrspace(1) %p, i32 4)
  %v = call <2 x half> @llvm.nvvm.ldu.global.f.v2f16.p1(ptr addrspace(1) %p, i32 4)
  %h = extractelement <2 x half> %v, i32 1
  %b = bitcast half %h to i16
  %z = zext i16 %b to i32
  %r = add i32 %s, %z
  store i32 %r, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.nvvm.ldu.global.i.i32.p1(ptr addrspace(1), i32)
declare <2 x half> @llvm.nvvm.ldu.global.f.v2f16.p1(ptr addrspace(1), i32)"#);
    has(&t, "ldu.global.u32");
    has(&t, "ld.global.nc.v2.b16");
}

/// An external `__shared__` variable is `.visible`, as llc writes it (for
/// separately compiled modules); an internal one is not.
#[test]
fn external_shared_variables_are_visible() {
    let t = ok(r#"
@ext = addrspace(3) global i64 undef, align 8
@int = internal addrspace(3) global i64 undef, align 8
define ptx_kernel void @k(i64 %v) {
  store i64 %v, ptr addrspace(3) @ext
  store i64 %v, ptr addrspace(3) @int
  ret void
}"#);
    has(&t, ".visible .shared .align 8 .u64 ext;");
    has(&t, "\n.shared .align 8 .u64 int;");
}

#[test]
fn constant_funnel_shift_amounts_are_immediates() {
    // A rotate by a constant took a `mov` of the amount each (SHA-256's
    // 64 rounds: 570 of them).
    let t = ok("define i32 @f(i32 %x, i32 %y) {\n\
         %r = call i32 @llvm.fshl.i32(i32 %x, i32 %x, i32 7)\n\
         %s = call i32 @llvm.fshr.i32(i32 %r, i32 %y, i32 13)\n\
         %u = call i32 @llvm.nvvm.rotate.b32(i32 %s, i32 3)\n\
         ret i32 %u\n}\n\
         declare i32 @llvm.fshl.i32(i32, i32, i32)\n\
         declare i32 @llvm.fshr.i32(i32, i32, i32)\n\
         declare i32 @llvm.nvvm.rotate.b32(i32, i32)");
    for want in [", 7;", ", 13;", ", 3;"] {
        assert!(
            t.lines().any(|l| l.contains("shf.") && l.ends_with(want)),
            "no shf with {want} in\n{t}"
        );
    }
    assert!(!t.contains("mov.b32"), "{t}");
}

#[test]
fn loaded_bytes_are_already_zero_extended() {
    // `ld.u8` zero-extends into the 16-bit register, so an unsigned
    // comparison of the loaded byte needs no `cvt.u16.u8` (the state
    // machine of tests/cuda/apps.cu: one per character); a byte made by
    // arithmetic still does.
    let t = ok("define i1 @f(ptr addrspace(1) %p) {\n\
         %c = load i8, ptr addrspace(1) %p, align 1\n\
         %sp = icmp ult i8 %c, 32\n\
         %d = add i8 %c, -48\n\
         %dig = icmp ult i8 %d, 10\n\
         %r = or i1 %sp, %dig\n\
         ret i1 %r\n}");
    assert_eq!(t.matches("cvt.u16.u8").count(), 1, "{t}");
    has(&t, "ld.global.u8");
}
