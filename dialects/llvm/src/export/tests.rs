//! Unit tests of the exporter on hand-built modules (the tool checks live
//! in `tests/export_tools.rs`).

use super::*;

/// A module with one kernel `@k` built by `f`.
fn kernel(params: &[Type], f: impl FnOnce(&mut FuncBuilder, &[Value])) -> Module {
    let mut body = Body::default();
    let mut b = FuncBuilder::new(&mut body);
    let (entry, ps) = b.create_block_with_params(params);
    b.switch_to(entry);
    f(&mut b, &ps);
    let mut func = Function::new("k", params.to_vec(), None);
    func.kernel = true;
    func.body = Some(body);
    let mut m = Module {
        name: "t.ll".into(),
        ..Module::default()
    };
    m.funcs.push(func);
    m
}

fn both(m: &Module) -> (String, String) {
    let n = export_nvvm(m).unwrap_or_else(|e| panic!("nvvm: {e}"));
    let o = export_modern(m).unwrap_or_else(|e| panic!("modern: {e}"));
    (n, o)
}

fn has(text: &str, needle: &str) {
    assert!(text.contains(needle), "missing `{needle}` in:\n{text}");
}

const P1: Type = Type::Ptr(1);
const I32: Type = Type::Int(32);

#[test]
fn header_annotations_and_version() {
    let mut m = kernel(&[P1, I32], |b, _| {
        b.ret(None);
    });
    let f = m.funcs.values_mut().next().unwrap();
    f.bounds.maxntid = Some([256, 1, 1]);
    f.bounds.minctasm = Some(3);
    f.bounds.maxnreg = Some(40);
    let (n, o) = both(&m);
    has(
        &n,
        "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"",
    );
    has(&n, "target triple = \"nvptx64-nvidia-cuda\"");
    has(
        &n,
        "define void @k(i8 addrspace(1)* %_0, i32 %_1) #0 {\n_bb0:\n  ret void\n}",
    );
    has(
        &n,
        "!{void (i8 addrspace(1)*, i32)* @k, !\"kernel\", i32 1}",
    );
    has(
        &n,
        "!{void (i8 addrspace(1)*, i32)* @k, !\"maxntidx\", i32 256}",
    );
    has(&n, "!\"minctasm\", i32 3}");
    has(&n, "!\"maxnreg\", i32 40}");
    has(&n, "!nvvmir.version = !{!");
    has(&n, "= !{i32 2, i32 0, i32 3, i32 1}");
    has(&o, "define void @k(ptr addrspace(1) %_0, i32 %_1) #0 {");
    has(&o, "!{ptr @k, !\"kernel\", i32 1}");
    assert!(!o.contains("nvvmir.version"));
    assert_eq!(n, export_nvvm(&m).unwrap(), "deterministic");
}

#[test]
fn names_are_valid_unique_and_never_numbers() {
    let m = kernel(&[I32, I32, I32], |b, ps| {
        let (blk, bp) = b.create_block_with_params(&[I32]);
        b.br(blk, &[ps[0]]);
        b.switch_to(blk);
        b.ret(None);
        let dfg = &mut b.body.dfg;
        dfg.value_names[ps[0]] = Some("n".into());
        dfg.value_names[ps[1]] = Some("n".into()); // duplicate
        dfg.value_names[ps[2]] = Some("7".into()); // numeric
        dfg.value_names[bp[0]] = Some("_2".into()); // reserved shape
        dfg.block_names[blk] = Some("loop.body".into());
    });
    let (n, _) = both(&m);
    has(&n, "define void @k(i32 %n, i32 %_1, i32 %_2) #0 {");
    has(&n, "loop.body:\n  %_3 = phi i32 [ %n, %_bb0 ]");
}

#[test]
fn duplicate_edges_get_one_entry_each_or_a_trampoline() {
    let m = kernel(&[I32], |b, ps| {
        let (t, _) = b.create_block_with_params(&[I32]);
        let c0 = b.iconst(I32, 0);
        let c1 = b.iconst(I32, 1);
        b.switch(ps[0], (t, &[c0]), &[(1, t, &[c0]), (2, t, &[c1])]);
        b.switch_to(t);
        b.ret(None);
    });
    let (n, o) = both(&m);
    for text in [&n, &o] {
        has(
            text,
            "switch i32 %_0, label %_bb1 [\n    i32 1, label %_bb1\n    i32 2, label %_t0\n  ]",
        );
        has(text, "_t0:\n  br label %_bb1\n");
        has(
            text,
            "%_1 = phi i32 [ 0, %_bb0 ], [ 0, %_bb0 ], [ 1, %_t0 ]",
        );
    }
}

#[test]
fn constants_print_in_llvm_forms() {
    let m = kernel(&[P1], |b, ps| {
        let vals = [
            (Const::Float(1f32.to_bits() as u64), Type::F32),
            (Const::Float(0x7f80_0001), Type::F32), // signalling NaN
            (Const::Float(0.1f64.to_bits()), Type::F64),
            (Const::Float(0x3c00), Type::F16),
            (Const::Float(0x3f80), Type::BF16),
            (Const::Int(0xff), Type::Int(8)),
            (Const::Int(1), Type::Int(1)),
            (Const::Int(u128::MAX), Type::Int(128)),
            (Const::Poison, I32),
            (Const::Zero, Type::vector(I32, 2)),
            (Const::Int(3), Type::vector(I32, 2)),
        ];
        for (c, t) in vals {
            let v = b.constant(c, t);
            b.store(v, ps[0], MemAttrs::default());
        }
        b.ret(None);
    });
    let (n, o) = both(&m);
    has(&n, "store float 0x3FF0000000000000,");
    has(&n, "store float 0x7FF0000020000000,");
    has(&n, "store double 0x3FB999999999999A,");
    has(&n, "store half 0xH3C00,");
    has(&n, "store i16 16256,");
    has(&o, "store bfloat 0xR3F80,");
    has(&n, "store i8 -1,");
    has(&n, "store i1 true,");
    has(&n, "store i128 -1,");
    has(&n, "store i32 undef,");
    has(&o, "store i32 poison,");
    has(&n, "store <2 x i32> zeroinitializer,");
    has(&n, "store <2 x i32> <i32 3, i32 3>,");
}

#[test]
fn typed_pointers_and_globals() {
    let mut m = kernel(&[P1, Type::Ptr(0)], |b, ps| {
        let g = b.addr(Symbol::Global(GlobalId::from_u32(0)), Type::Ptr(3));
        let off = b.iconst(Type::Int(64), 8);
        let p = b.ptradd(g, off, true);
        let a4 = MemAttrs {
            align: 4,
            ..Default::default()
        };
        let x = b.load(Type::F32, p, a4);
        b.store(x, ps[0], MemAttrs::default());
        b.ret(None);
    });
    let f = m.funcs.values_mut().next().unwrap();
    f.param_attrs[1].byval = Some(Type::structure(vec![I32, I32], false));
    f.param_attrs[1].align = 8;
    m.globals.push(Global {
        name: "sh".into(),
        ty: Type::array(Type::F32, 32),
        addrspace: 3,
        linkage: Linkage::Internal,
        is_const: false,
        init: Some(Const::Undef),
        align: 4,
        externally_initialized: false,
    });
    m.globals.push(Global {
        name: "llvm.compiler.used".into(),
        ty: Type::array(Type::Ptr(0), 1),
        addrspace: 0,
        linkage: Linkage::External,
        is_const: false,
        init: Some(Const::Aggregate(vec![Const::GlobalAddr(
            GlobalId::from_u32(0),
            0,
        )])),
        align: 0,
        externally_initialized: false,
    });
    let (n, o) = both(&m);
    has(
        &n,
        "@sh = internal addrspace(3) global [32 x float] undef, align 4",
    );
    has(
        &n,
        "@llvm.compiler.used = appending global [1 x i8*] [i8* addrspacecast (i8 addrspace(3)* \
         bitcast ([32 x float] addrspace(3)* @sh to i8 addrspace(3)*) to i8*)], section \"llvm.metadata\"",
    );
    has(
        &n,
        "define void @k(i8 addrspace(1)* %_0, { i32, i32 }* byval align 8 %_t0) #0 {",
    );
    has(&n, "%_1 = bitcast { i32, i32 }* %_t0 to i8*");
    has(
        &n,
        "%_4 = getelementptr inbounds i8, i8 addrspace(3)* bitcast ([32 x float] addrspace(3)* @sh to i8 \
         addrspace(3)*), i64 8",
    );
    has(&n, "%_t1 = bitcast i8 addrspace(3)* %_4 to float addrspace(3)*\n  %_5 = load float, float addrspace(3)* %_t1, align 4");
    has(
        &n,
        "!{void (i8 addrspace(1)*, { i32, i32 }*)* @k, !\"kernel\", i32 1}",
    );
    has(
        &o,
        "define void @k(ptr addrspace(1) %_0, ptr byval({ i32, i32 }) align 8 %_1) #0 {",
    );
    has(
        &o,
        "%_4 = getelementptr inbounds i8, ptr addrspace(3) @sh, i64 8",
    );
    has(&o, "[ptr addrspacecast (ptr addrspace(3) @sh to ptr)]");
}

#[test]
fn llvm7_replacements() {
    let m = kernel(&[P1, Type::F32], |b, ps| {
        let ng = b.unary(Opcode::FNeg, ps[1]);
        let u = b.constant(Const::Undef, I32);
        let fr = b.unary(Opcode::Freeze, u);
        let ra = RmwAttrs {
            op: RmwOp::FAdd,
            ordering: Ordering::Monotonic,
            scope: Scope::System,
            volatile: false,
            align: 4,
        };
        b.val(Opcode::AtomicRmw, &[ps[0], ng], Attrs::Rmw(ra), Type::F32);
        let mx = b.intrinsic("llvm.smax.i32", &[fr, fr], Some(I32));
        let mx = b.result(mx).unwrap();
        let acq = MemAttrs {
            align: 4,
            ordering: Some(Ordering::Acquire),
            scope: Scope::Block,
            ..Default::default()
        };
        b.load(I32, ps[0], acq);
        b.store(mx, ps[0], MemAttrs::default());
        b.fence(Ordering::SeqCst, Scope::Device);
        b.ret(None);
    });
    let (n, o) = both(&m);
    has(&n, "%_2 = fsub float 0x8000000000000000, %_1");
    has(&o, "%_2 = fneg float %_1");
    has(
        &n,
        "call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %_t0, float %_2)",
    );
    has(
        &o,
        "atomicrmw fadd ptr addrspace(1) %_0, float %_2 monotonic, align 4",
    );
    has(
        &n,
        "%_t1 = icmp sgt i32 0, 0\n  %_6 = select i1 %_t1, i32 0, i32 0",
    );
    has(&o, "%_4 = freeze i32 undef");
    has(&o, "call i32 @llvm.smax.i32(i32 %_4, i32 %_4)");
    has(&n, "load atomic i32, i32 addrspace(1)* %_t2 monotonic, align 4\n  call void @llvm.nvvm.membar.cta()");
    has(&o, "load atomic i32, ptr addrspace(1) %_0 syncscope(\"block\") monotonic, align 4\n  call void @llvm.nvvm.membar.cta()");
    has(&n, "call void @llvm.nvvm.membar.gl()\n  ret void");
    assert!(!n.contains("fence") && !o.contains("fence"));
    has(&n, "declare void @llvm.nvvm.membar.gl()");
}

#[test]
fn loop_hints_range_and_asm() {
    let m = kernel(&[I32], |b, ps| {
        let (lp, lv) = b.create_block_with_params(&[I32]);
        let ex = b.create_block();
        b.br(lp, &[ps[0]]);
        b.switch_to(lp);
        let tid = b.intrinsic("llvm.nvvm.read.ptx.sreg.tid.x", &[], Some(I32));
        b.body.dfg.meta.insert(
            tid,
            InstMeta {
                loop_hints: vec![],
                range: vec![(0, 1024)],
            },
        );
        let a = b.val(
            Opcode::InlineAsm,
            &[lv[0]],
            Attrs::Asm(Box::new(AsmData {
                template: "add.s32 $0, $1, 1; // \"x\"\n".into(),
                constraints: "=r,r".into(),
                side_effect: false,
                convergent: false,
            })),
            I32,
        );
        let c = b.icmp(IntPred::Slt, a, ps[0]);
        let br = b.condbr(c, (lp, &[a]), (ex, &[]));
        b.body.dfg.meta.insert(
            br,
            InstMeta {
                loop_hints: vec![
                    ("llvm.loop.unroll.count".into(), Some(4)),
                    ("llvm.loop.vectorize.enable".into(), Some(1)),
                    ("llvm.loop.unroll.disable".into(), None),
                ],
                range: vec![],
            },
        );
        b.switch_to(ex);
        b.ret(None);
    });
    let (n, _) = both(&m);
    has(&n, "call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !0");
    has(&n, "!0 = !{i32 0, i32 1024}");
    has(
        &n,
        "call i32 asm \"add.s32 $0, $1, 1; // \\22x\\22\\0A\", \"=r,r\"(i32 %_1)",
    );
    has(&n, ", !llvm.loop !4");
    has(&n, "!1 = !{!\"llvm.loop.unroll.count\", i32 4}");
    has(&n, "!2 = !{!\"llvm.loop.vectorize.enable\", i1 true}");
    has(&n, "!3 = !{!\"llvm.loop.unroll.disable\"}");
    has(&n, "!4 = distinct !{!4, !1, !2, !3}");
}

#[test]
fn intrinsic_remangling() {
    let m = kernel(&[P1, Type::Ptr(0)], |b, ps| {
        let n = b.iconst(Type::Int(64), 16);
        let f = b.iconst(Type::Int(1), 0);
        let c = b.iconst(I32, 4);
        b.intrinsic("llvm.memcpy.p0.p1.i64", &[ps[1], ps[0], n, f], None);
        b.intrinsic("llvm.lifetime.start.p0", &[ps[1]], None);
        let v4f = Type::vector(Type::F32, 4);
        b.intrinsic("llvm.nvvm.ldg.global.f.v4f32.p1", &[ps[0], c], Some(v4f));
        b.ret(None);
    });
    let (n, o) = both(&m);
    has(
        &n,
        "call void @llvm.memcpy.p0i8.p1i8.i64(i8* %_1, i8 addrspace(1)* %_0, i64 16, i1 false)",
    );
    has(&n, "call void @llvm.lifetime.start.p0i8(i64 -1, i8* %_1)");
    has(
        &n,
        "%_t0 = bitcast i8 addrspace(1)* %_0 to <4 x float> addrspace(1)*",
    );
    has(
        &n,
        "call <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p1v4f32(<4 x float> addrspace(1)* %_t0, i32 4)",
    );
    has(
        &n,
        "declare <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p1v4f32(<4 x float> addrspace(1)*, i32)",
    );
    has(
        &o,
        "call void @llvm.memcpy.p0.p1.i64(ptr %_1, ptr addrspace(1) %_0, i64 16, i1 false)",
    );
    has(&o, "call void @llvm.lifetime.start.p0(i64 -1, ptr %_1)");
}

#[test]
fn unsupported_constructs_are_diagnostics() {
    // bf16 arithmetic has no LLVM 7 form.
    let m = kernel(&[Type::BF16], |b, ps| {
        b.binary(Opcode::FAdd, ps[0], ps[0]);
        b.ret(None);
    });
    let e = export_nvvm(&m).unwrap_err();
    assert_eq!(e.file, "t.ll");
    assert!(
        e.msg.starts_with("unsupported: in @k: nvvm.fadd"),
        "{}",
        e.msg
    );
    assert!(export_modern(&m).is_ok());

    // A branch back to the entry block.
    let m = kernel(&[], |b, _| {
        let e = b.current_block().unwrap();
        b.br(e, &[]);
    });
    assert!(export_nvvm(&m).unwrap_err().msg.contains("entry block"));

    // Malformed bodies: a missing operand, an undefined value, no terminator.
    let m = kernel(&[I32], |b, _| {
        b.val(Opcode::Add, &[], Attrs::Int(IntFlags::default()), I32);
        b.ret(None);
    });
    assert!(export_modern(&m)
        .unwrap_err()
        .msg
        .contains("missing operand"));
    let m = kernel(&[I32], |b, ps| {
        let orphan = b.body.dfg.make_inst(
            Opcode::Add,
            &[ps[0], ps[0]],
            Attrs::Int(IntFlags::default()),
            Some(I32),
        );
        let v = b.body.dfg.inst_result(orphan).unwrap();
        b.binary(Opcode::Add, v, v);
        b.ret(None);
    });
    assert!(export_nvvm(&m).unwrap_err().msg.contains("not defined"));
    let m = kernel(&[], |_, _| {});
    assert!(export_nvvm(&m).unwrap_err().msg.contains("terminator"));
    let mut m = kernel(&[], |b, _| {
        b.ret(None);
    });
    m.funcs.values_mut().next().unwrap().params.push(I32);
    assert!(export_nvvm(&m).is_err());
}

#[test]
fn calls_variadic_and_convergent() {
    let mut m = kernel(&[Type::Ptr(0)], |b, ps| {
        let c = b.iconst(I32, 1);
        b.val(
            Opcode::Call,
            &[ps[0], c],
            Attrs::Call(CallAttrs {
                callee: FuncId::from_u32(1),
                fmf: FastMath::default(),
                convergent: true,
            }),
            I32,
        );
        b.ret(None);
    });
    let mut pf = Function::new("printf", vec![Type::Ptr(0)], Some(I32));
    pf.variadic = true;
    m.funcs.push(pf);
    let (n, o) = both(&m);
    has(&n, "%_2 = call i32 (i8*, ...) @printf(i8* %_0, i32 1) #0");
    has(&n, "declare i32 @printf(i8*, ...) #1");
    has(&n, "attributes #0 = { convergent nounwind }");
    has(&o, "%_2 = call i32 (ptr, ...) @printf(ptr %_0, i32 1) #0");
}
