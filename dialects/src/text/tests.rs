//! Round-trip tests of the text format over a module that uses every
//! opcode, every attribute payload and every constant form.

use super::*;
use crate::ir::*;

fn named(body: &mut Body, v: Value, name: &str) -> Value {
    body.dfg.value_names[v] = Some(name.to_string());
    v
}

fn f32c(v: f32) -> Const {
    Const::Float(v.to_bits() as u64)
}

pub(super) fn global(name: &str, ty: Type, init: Option<Const>) -> Global {
    Global {
        name: name.into(),
        ty,
        addrspace: 1,
        linkage: Linkage::External,
        is_const: false,
        init,
        align: 0,
        externally_initialized: false,
    }
}

/// A module that uses every opcode, every `Attrs` variant and every
/// `Const` form.
pub(super) fn kitchen_sink() -> Module {
    use crate::ir::Const as Cst;
    use Opcode::*;
    let (i1, i8, i16, i32, i64) = (ty::I1, ty::I8, ty::I16, ty::I32, ty::I64);
    let mut m = Module {
        name: "all \"kinds\".cu".into(),
        ..Module::default()
    };
    let mut smem = global("smem", Type::array(Type::F32, 256), Some(Cst::Undef));
    (smem.addrspace, smem.linkage, smem.align) = (3, Linkage::Internal, 4);
    let smem = m.globals.push(smem);
    let mut coef = global(
        "coef",
        Type::array(Type::F32, 5),
        Some(Cst::Aggregate(vec![
            f32c(1.5),
            Cst::Float(0x7FC0_0000),
            f32c(-0.0),
            f32c(f32::from_bits(1)),
            f32c(f32::MAX),
        ])),
    );
    (coef.addrspace, coef.is_const, coef.align) = (4, true, 16);
    m.globals.push(coef);
    let mut ext = global("ext", i32, None);
    ext.externally_initialized = true;
    let ext = m.globals.push(ext);
    let mut s = global(
        "str",
        Type::array(i8, 7),
        Some(Cst::Bytes(b"hi\n\"\\\0\xff".to_vec())),
    );
    (s.addrspace, s.is_const) = (4, true);
    m.globals.push(s);
    let helper = FuncId::from_u32(0);
    let tys = vec![
        Type::Ptr(1),
        Type::Ptr(0),
        i64,
        i1,
        i128(),
        Type::F64,
        Type::F16,
        Type::BF16,
    ];
    let mut table = global(
        "table",
        Type::structure(tys, false),
        Some(Cst::Aggregate(vec![
            Cst::GlobalAddr(ext, 8),
            Cst::FuncAddr(helper),
            Cst::Int((-5i64 as u64) as u128),
            Cst::Int(1),
            Cst::Int(1u128 << 127),
            Cst::Float(std::f64::consts::PI.to_bits()),
            Cst::Float(0x3C00),
            Cst::Float(0x3F80),
        ])),
    );
    table.linkage = Linkage::Weak;
    m.globals.push(table);
    let mut ptrs = global(
        "ptrs",
        Type::array(Type::Ptr(1), 3),
        Some(Cst::Aggregate(vec![
            Cst::GlobalAddr(ext, -4),
            Cst::GlobalAddr(smem, i64::MIN),
            Cst::Null,
        ])),
    );
    ptrs.linkage = Linkage::Common;
    m.globals.push(ptrs);
    m.globals
        .push(global("z", Type::vector(i32, 4), Some(Cst::Zero)));
    m.globals.push(global("p", Type::F16, Some(Cst::Poison)));
    let nested = Type::structure(
        vec![
            Type::array(i16, 2),
            Type::vector(Type::F64, 2),
            Type::structure(vec![i8, i32], true),
            Type::structure(vec![], false),
        ],
        false,
    );
    let nest = Cst::Aggregate(vec![
        Cst::Aggregate(vec![Cst::Int(0xFFFF), Cst::Int(7)]),
        Cst::Aggregate(vec![
            Cst::Float(0.1f64.to_bits()),
            Cst::Float(f64::NEG_INFINITY.to_bits()),
        ]),
        Cst::Aggregate(vec![Cst::Int(200), Cst::Int(u32::MAX as u128)]),
        Cst::Aggregate(vec![]),
    ]);
    m.globals
        .push(global("weird name\"\u{fc}", nested, Some(nest)));
    m.globals
        .push(global("0start", Type::Int(128), Some(Cst::Int(u128::MAX))));
    m.globals
        .push(global("wrongtype", i32, Some(Cst::Float(3))));

    // Declarations.
    let mut h = Function::new("helper", vec![i32, Type::Ptr(1)], Some(Type::F32));
    h.param_attrs[1].noalias = true;
    assert_eq!(m.funcs.push(h), helper);
    let mut vp = Function::new("vprintf", vec![Type::Ptr(0), Type::Ptr(0)], Some(i32));
    vp.variadic = true;
    let vprintf = m.funcs.push(vp);
    let mut nothing = Function::new("nothing", vec![], None);
    nothing.variadic = true;
    let nothing = m.funcs.push(nothing);
    let mut odd = Function::new("llvm.odd", vec![Type::Ptr(5), i8, i16, Type::Ptr(1)], None);
    odd.param_attrs[0] = ParamAttrs {
        noalias: true,
        readonly: true,
        writeonly: true,
        nocapture: true,
        align: 8,
        dereferenceable: 64,
        byval: Some(Type::array(i32, 4)),
        ext: None,
    };
    odd.param_attrs[1].ext = Some(true);
    odd.param_attrs[2].ext = Some(false);
    (odd.linkage, odd.kernel, odd.noinline, odd.alwaysinline) =
        (Linkage::Internal, true, true, true);
    odd.bounds = LaunchBounds {
        maxntid: Some([256, 1, 1]),
        reqntid: Some([32, 2, 1]),
        minctasm: Some(2),
        maxnreg: Some(64),
        maxclusterrank: Some(8),
        cluster_dim: Some([2, 1, 1]),
        blocks_are_clusters: true,
    };
    m.funcs.push(odd);

    // The kitchen-sink kernel.
    let mut k = Function::new(
        "all",
        vec![i32, Type::F32, Type::Ptr(1), Type::Ptr(3)],
        Some(Type::F32),
    );
    k.kernel = true;
    k.bounds.maxntid = Some([128, 1, 1]);
    k.param_attrs[2].readonly = true;
    k.param_attrs[2].align = 16;
    let mut body = Body::default();
    let mut b = FuncBuilder::new(&mut body);
    let entry = b.create_block();
    let lp = b.create_block();
    let anon = b.create_block();
    let bb7 = b.create_block();
    let dup1 = b.create_block();
    let dup2 = b.create_block();
    let exit = b.create_block();
    for (blk, name) in [
        (entry, Some("entry")),
        (lp, Some("loop")),
        (anon, None),
        (bb7, Some("bb7")),
        (dup1, Some("dup")),
        (dup2, Some("dup")),
        (exit, Some("1x")),
    ] {
        b.body.dfg.block_names[blk] = name.map(String::from);
    }
    let pa = b.append_block_param(entry, i32);
    let a = named(b.body, pa, "a");
    let x = b.append_block_param(entry, Type::F32);
    let pp = b.append_block_param(entry, Type::Ptr(1));
    let p = named(b.body, pp, "p");
    let q = b.append_block_param(entry, Type::Ptr(3));
    b.switch_to(entry);
    let int = |f: &[IntFlags]| Attrs::Int(IntFlags(f.iter().fold(0, |acc, x| acc | x.0)));
    let fm = |bits: u8| Attrs::Float(FastMath(bits));
    let mut last = a;
    for (op, fl) in [
        (Add, int(&[IntFlags::NSW, IntFlags::NUW])),
        (Sub, int(&[])),
        (Mul, int(&[IntFlags::NSW])),
        (UDiv, int(&[IntFlags::EXACT])),
        (SDiv, int(&[])),
        (URem, int(&[])),
        (SRem, int(&[])),
        (Shl, Attrs::Int(IntFlags(3 | 64))),
        (LShr, int(&[IntFlags::EXACT])),
        (AShr, int(&[])),
        (And, int(&[])),
        (Or, int(&[IntFlags::DISJOINT])),
        (Xor, int(&[])),
    ] {
        last = b.val(op, &[last, a], fl, i32);
    }
    named(b.body, last, "t");
    let mut f = x;
    for (op, bits) in [
        (FAdd, 127),
        (FSub, 1 | 2),
        (FMul, 16),
        (FDiv, 8),
        (FRem, 128 | 4),
    ] {
        f = b.val(op, &[f, x], fm(bits), Type::F32);
    }
    named(b.body, f, "t");
    let f = b.val(FNeg, &[f], fm(0), Type::F32);
    let c = b.val(ICmp, &[a, last], Attrs::ICmp(IntPred::Slt), i1);
    named(b.body, c, "0");
    let fc = b.val(FCmp, &[f, x], Attrs::FCmp(FloatPred::Uno, FastMath(1)), i1);
    named(b.body, fc, "");
    let sel = b.val(Select, &[c, f, x], fm(4), Type::F32);
    named(b.body, sel, "a b");
    let t16 = b.val(Trunc, &[a], int(&[IntFlags::NUW]), i16);
    b.val(ZExt, &[t16], int(&[IntFlags::NNEG]), i64);
    let wide = b.val(SExt, &[a], Attrs::None, i64);
    named(b.body, wide, "\u{fc}");
    // Named, so the numbering of the values after them stays.
    let mws = b.val(MulWideS, &[a, last], Attrs::None, i64);
    named(b.body, mws, "mws");
    let mwu = b.val(MulWideU, &[t16, t16], Attrs::None, i32);
    named(b.body, mwu, "mwu");
    let mad = b.val(MadLo, &[t16, t16, t16], Attrs::None, i16);
    named(b.body, mad, "mad");
    b.val(FPTrunc, &[x], fm(0), Type::F16);
    let d = b.val(FPExt, &[x], fm(0), Type::F64);
    b.val(FPToUI, &[d], Attrs::None, i32);
    b.val(FPToSI, &[d], Attrs::None, i32);
    b.val(UIToFP, &[a], int(&[IntFlags::NNEG]), Type::F32);
    b.val(SIToFP, &[a], Attrs::None, Type::F64);
    let pi = b.val(PtrToInt, &[p], Attrs::None, i64);
    b.val(IntToPtr, &[pi], Attrs::None, Type::Ptr(0));
    b.val(Bitcast, &[a], Attrs::None, Type::F32);
    b.val(AddrSpaceCast, &[q], Attrs::None, Type::Ptr(0));
    b.val(Freeze, &[a], Attrs::None, i32);
    let v4 = Type::vector(i32, 4);
    let consts = [
        (Cst::Int(u32::MAX as u128), i32),
        (Cst::Int(1), i1),
        (Cst::Int(0), i1),
        (Cst::Int(0x80), i8),
        (Cst::Int(1u128 << 127), Type::Int(128)),
        (Cst::Int(12345), Type::Int(37)),
        (f32c(0.1), Type::F32),
        (Cst::Float(1e300f64.to_bits()), Type::F64),
        (Cst::Float(0x7FF0_0000_0000_0000), Type::F64),
        (Cst::Float(0x3C00), Type::F16),
        (Cst::Float(0xFFC1), Type::BF16),
        (
            Cst::Aggregate((0..4).map(|i| Cst::Int(i * 3)).collect()),
            v4,
        ),
        (
            Cst::Aggregate(vec![Cst::Int(3), Cst::Int(1)]),
            Type::structure(vec![i32, i1], false),
        ),
        (Cst::Null, Type::Ptr(1)),
        (Cst::Zero, v4),
        (Cst::Undef, i32),
        (Cst::Poison, Type::F32),
        (Cst::Bytes(vec![0, 65, 200]), Type::array(i8, 3)),
        (Cst::GlobalAddr(smem, 12), Type::Ptr(3)),
        (Cst::FuncAddr(helper), Type::Ptr(0)),
    ];
    for (cst, t) in consts {
        b.constant(cst, t);
    }
    let vec = b.constant(Cst::Zero, v4);
    let sm = b.addr(Symbol::Global(smem), Type::Ptr(3));
    b.addr(Symbol::Func(helper), Type::Ptr(0));
    let gp = b.val(PtrAdd, &[p, pi], int(&[IntFlags::INBOUNDS]), Type::Ptr(1));
    let mem = |align, volatile, invariant, nontemporal, ordering, scope| {
        Attrs::Mem(MemAttrs {
            align,
            volatile,
            invariant,
            nontemporal,
            ordering,
            scope,
        })
    };
    let ld_inst = b.ins(
        Load,
        &[gp],
        mem(4, false, true, true, None, Scope::System),
        Some(i32),
    );
    let ld = b.result(ld_inst).unwrap();
    b.body.dfg.meta.insert(
        ld_inst,
        InstMeta {
            loop_hints: vec![],
            range: vec![(0, 1024), (u32::MAX as u128 - 4, u32::MAX as u128)],
        },
    );
    b.val(
        Load,
        &[sm],
        mem(0, true, false, false, Some(Ordering::Acquire), Scope::Block),
        Type::F32,
    );
    b.ins(
        Store,
        &[x, sm],
        mem(4, true, false, false, None, Scope::System),
        None,
    );
    b.ins(
        Store,
        &[ld, gp],
        mem(
            8,
            false,
            false,
            true,
            Some(Ordering::Release),
            Scope::SingleThread,
        ),
        None,
    );
    b.val(
        Alloca,
        &[a],
        Attrs::Alloca(Type::array(Type::F32, 4), 16),
        Type::Ptr(5),
    );
    b.val(Alloca, &[], Attrs::Alloca(i64, 0), Type::Ptr(5));
    let rmw = |op, ordering, scope, volatile, align| {
        Attrs::Rmw(RmwAttrs {
            op,
            ordering,
            scope,
            volatile,
            align,
        })
    };
    b.val(
        AtomicRmw,
        &[gp, a],
        rmw(RmwOp::Add, Ordering::SeqCst, Scope::Device, true, 4),
        i32,
    );
    b.val(
        AtomicRmw,
        &[sm, x],
        rmw(
            RmwOp::UDecWrap,
            Ordering::Monotonic,
            Scope::System,
            false,
            0,
        ),
        Type::F32,
    );
    let cx = b.val(
        CmpXchg,
        &[gp, a, ld],
        Attrs::CmpXchg(CmpXchgAttrs {
            success: Ordering::AcqRel,
            failure: Ordering::Monotonic,
            scope: Scope::Cluster,
            weak: true,
            volatile: true,
            align: 4,
        }),
        Type::structure(vec![i32, i1], false),
    );
    b.val(
        CmpXchg,
        &[gp, a, ld],
        Attrs::CmpXchg(CmpXchgAttrs {
            success: Ordering::SeqCst,
            failure: Ordering::Unordered,
            scope: Scope::System,
            weak: false,
            volatile: false,
            align: 0,
        }),
        Type::structure(vec![i32, i1], false),
    );
    b.fence(Ordering::AcqRel, Scope::Block);
    b.fence(Ordering::SeqCst, Scope::System);
    let lane = b.val(ExtractElement, &[vec, a], Attrs::None, i32);
    let v2 = b.val(InsertElement, &[vec, lane, a], Attrs::None, v4);
    b.val(
        ShuffleVector,
        &[vec, v2],
        Attrs::Shuffle(vec![0, -1, 7, -2]),
        v4,
    );
    b.val(
        ShuffleVector,
        &[vec, v2],
        Attrs::Shuffle(vec![]),
        Type::vector(i32, 0),
    );
    let ok = b.val(ExtractValue, &[cx], Attrs::Indices(vec![1]), i1);
    b.val(
        InsertValue,
        &[cx, ok],
        Attrs::Indices(vec![1, 0, 4_000_000_000]),
        Type::structure(vec![i32, i1], false),
    );
    b.val(
        ExtractValue,
        &[cx],
        Attrs::Indices(vec![]),
        Type::structure(vec![i32, i1], false),
    );
    let call = |callee, fmf, convergent| {
        Attrs::Call(CallAttrs {
            callee,
            fmf: FastMath(fmf),
            convergent,
        })
    };
    let call_inst = b.ins(Call, &[a, p], call(helper, 127, true), Some(Type::F32));
    let r = b.result(call_inst).unwrap();
    b.body.dfg.meta.insert(
        call_inst,
        InstMeta {
            loop_hints: vec![],
            range: vec![(0, 1)],
        },
    );
    b.ins(Call, &[], call(nothing, 0, false), None);
    let at = b.body.dfg.value_type(a);
    b.ins(
        CallIndirect,
        &[p, a],
        Attrs::CallIndirect(IndirectCallAttrs {
            byval: Vec::new(),
            params: vec![at],
            ret: None,
            fmf: FastMath(0),
            convergent: true,
        }),
        None,
    );
    b.val(Call, &[q, q, a, x], call(vprintf, 0, false), i32);
    let intr = |name: &str, fmf| Attrs::Intrinsic(IntrinsicAttrs::new(name, FastMath(fmf)));
    b.val(
        Intrinsic,
        &[],
        intr("llvm.nvvm.read.ptx.sreg.tid.x", 0),
        i32,
    );
    b.val(
        Intrinsic,
        &[r, x, x],
        intr("llvm.fma.f32", 16 | 64),
        Type::F32,
    );
    b.ins(Intrinsic, &[], intr("llvm.nvvm.barrier0", 0), None);
    let asm = |t: &str, c: &str, s, conv| {
        Attrs::Asm(Box::new(AsmData {
            template: t.into(),
            constraints: c.into(),
            side_effect: s,
            convergent: conv,
        }))
    };
    b.val(
        InlineAsm,
        &[],
        asm(
            "mov.u32 $0, %laneid;\n\t\"q\" \\ ü",
            "=r,~{memory}",
            true,
            true,
        ),
        i32,
    );
    b.ins(InlineAsm, &[a], asm("", "r", false, false), None);
    b.br(lp, &[a]);
    // ^loop(%i: i32): a latch with loop hints.
    let li = b.append_block_param(lp, i32);
    let i = named(b.body, li, "i");
    // A forward reference: the loop uses a parameter of a later block.
    let later = b.append_block_param(anon, i32);
    b.switch_to(lp);
    let t3 = b.val(Add, &[i, later], int(&[]), i32);
    named(b.body, t3, "t");
    let cc = b.val(ICmp, &[t3, a], Attrs::ICmp(IntPred::Ult), i1);
    let br = b.condbr(cc, (lp, &[t3]), (anon, &[t3]));
    b.body.dfg.meta.insert(
        br,
        InstMeta {
            loop_hints: vec![
                ("llvm.loop.unroll.count".into(), Some(4)),
                ("llvm.loop.mustprogress".into(), None),
                ("neg".into(), Some(i64::MIN)),
            ],
            range: vec![],
        },
    );
    b.switch_to(anon);
    b.switch(
        later,
        (exit, &[]),
        &[
            (1, bb7, &[]),
            (u32::MAX as u128 - 6, dup1, &[]),
            (i32::MAX as u128, dup2, &[]),
        ],
    );
    b.switch_to(bb7);
    b.unreachable();
    b.switch_to(dup1);
    b.ret(Some(x));
    b.switch_to(dup2);
    b.ret(Some(r));
    b.switch_to(exit);
    let bsw = b.iconst(i1, 1);
    b.switch(bsw, (bb7, &[]), &[(0, bb7, &[]), (1, dup1, &[])]);
    k.body = Some(body);
    m.funcs.push(k);

    // Entry parameters that do not match the signature: the entry label
    // carries them and the signature lists types only.
    let mut mm = Function::new("mismatch", vec![i32], None);
    let mut body = Body::default();
    let mut b = FuncBuilder::new(&mut body);
    let (e, _) = b.create_block_with_params(&[i64]);
    b.switch_to(e);
    b.ret(None);
    mm.body = Some(body);
    m.funcs.push(mm);
    let mut empty = Function::new("empty", vec![], None);
    empty.body = Some(Body::default());
    m.funcs.push(empty);
    m
}

fn i128() -> Type {
    Type::Int(128)
}

/// Everything a module holds, in print order, with entities replaced by
/// their position so that two modules compare structurally.
fn canon(m: &Module) -> String {
    use std::fmt::Write;
    let mut s = format!("{:?}\n", m.name);
    for (_, g) in m.globals.iter() {
        let _ = writeln!(s, "{g:?}");
    }
    for (_, f) in m.funcs.iter() {
        let _ = writeln!(
            s,
            "{:?} {:?} {:?} {:?} {} {:?} {} {:?} {} {} {}",
            f.name,
            f.params,
            f.param_attrs,
            f.ret,
            f.variadic,
            f.linkage,
            f.kernel,
            f.bounds,
            f.noinline,
            f.alwaysinline,
            f.body.is_some()
        );
        let Some(b) = &f.body else { continue };
        let mut vpos = std::collections::HashMap::new();
        let bpos: std::collections::HashMap<Block, usize> = b
            .layout
            .blocks
            .iter()
            .enumerate()
            .map(|(k, &b)| (b, k))
            .collect();
        for &blk in &b.layout.blocks {
            for &v in b.dfg.block_params(blk) {
                let n = vpos.len();
                vpos.insert(v, n);
            }
            for &i in b.block_insts(blk) {
                if let Some(r) = b.dfg.inst_result(i) {
                    let n = vpos.len();
                    vpos.insert(r, n);
                }
            }
        }
        let val = |v: &Value| {
            format!(
                "v{}:{}:{:?}",
                vpos[v],
                b.dfg.value_type(*v),
                b.dfg.value_names[*v]
            )
        };
        for &blk in &b.layout.blocks {
            let ps: Vec<String> = b.dfg.block_params(blk).iter().map(val).collect();
            let _ = writeln!(s, "block {:?} {ps:?}", b.dfg.block_names[blk]);
            for &i in b.block_insts(blk) {
                let d = &b.dfg.insts[i];
                let args: Vec<String> = b.dfg.inst_args(i).iter().map(val).collect();
                let succs: Vec<String> = d
                    .succs
                    .iter()
                    .map(|c| {
                        format!(
                            "b{}{:?}",
                            bpos[&c.block],
                            b.dfg.call_args(c).iter().map(val).collect::<Vec<_>>()
                        )
                    })
                    .collect();
                let r = b.dfg.inst_result(i).map(|r| val(&r));
                let _ = writeln!(
                    s,
                    "  {r:?} = {} {:?} {args:?} {succs:?} {:?}",
                    d.opcode,
                    d.attrs,
                    b.dfg.meta.get(&i)
                );
            }
        }
    }
    s
}

#[track_caller]
fn roundtrip(m: &Module) -> String {
    let text = print_module(m);
    let parsed =
        parse_module("t.ir", &text).unwrap_or_else(|e| panic!("{e}\n--- text ---\n{text}"));
    let again = print_module(&parsed);
    assert_eq!(text, again, "print -> parse -> print is not the identity");
    assert_eq!(canon(m), canon(&parsed), "parsing lost information");
    text
}

#[test]
fn kitchen_sink_round_trips() {
    let m = kitchen_sink();
    let text = roundtrip(&m);
    for want in [
        "module \"all \\22kinds\\22.cu\"",
        "global @smem : [256 x f32] addrspace(3) internal align 4 = undef",
        "= [1.5, 0x7FC00000, -0.0, 1e-45, 3.4028235e38]",
        "global @ext : i32 addrspace(1) externally_initialized\n",
        "c\"hi\\0A\\22\\5C\\00\\FF\"",
        "[@ext + 8, @helper, -5, true, -170141183460469231731687303715884105728, 3.141592653589793, 0x3C00, 0x3F80]",
        "[@ext - 4, @smem - 9223372036854775808, null]",
        "global @\"weird name\\22\\C3\\BC\"",
        "[[-1, 7], [0.1, 0xFFF0000000000000], [-56, -1], []]",
        "global @\"0start\" : i128 addrspace(1) = -1",
        "global @wrongtype : i32 addrspace(1) = 0x3\n",
        "declare @vprintf(ptr, ptr, ...) -> i32\n",
        "declare @nothing(...)\n",
        "declare internal kernel @llvm.odd(ptr<5> noalias readonly writeonly nocapture align(8) dereferenceable(64) byval([4 x i32]), i8 signext, i16 zeroext, ptr<1>) noinline alwaysinline maxntid(256, 1, 1) reqntid(32, 2, 1) minctasm(2) maxnreg(64) maxclusterrank(8) cluster_dim(2, 1, 1) blocksareclusters\n",
        "func kernel @all(%a: i32, %0: f32, %p: ptr<1> readonly align(16), %1: ptr<3>) -> f32 maxntid(128, 1, 1) {\n^entry:\n",
        "%2 = nvvm.add %a, %a {nuw, nsw} : i32",
        "nvvm.shl %8, %a {nuw, nsw, bits = 64} : i32",
        "%t = nvvm.xor %13, %a : i32",
        "nvvm.fadd %0, %0 {fast} : f32",
        "nvvm.frem %17, %0 {nsz, bits = 128} : f32",
        "%t#1 = nvvm.frem",
        "%\"0\" = nvvm.icmp slt %a, %t : i1",
        "%\"\" = nvvm.fcmp uno %18, %0 {nnan} : i1",
        "%\"a b\" = nvvm.select %\"0\", %18, %0 {nsz} : f32",
        "%\"\\C3\\BC\" = nvvm.sext %a : i64",
        "nvvm.const -1 : i32",
        "nvvm.const true : i1",
        "nvvm.const -128 : i8",
        "nvvm.const 12345 : i37",
        "nvvm.const 0.1 : f32",
        "nvvm.const 1e300 : f64",
        "nvvm.const 0x7FF0000000000000 : f64",
        "nvvm.const [0, 3, 6, 9] : <4 x i32>",
        "nvvm.const [3, true] : {i32, i1}",
        "nvvm.const c\"\\00A\\C8\" : [3 x i8]",
        "nvvm.const @smem + 12 : ptr<3>",
        "nvvm.const @helper : ptr",
        "nvvm.addr @smem : ptr<3>",
        "%56 = nvvm.load %55 {align = 4, invariant, nontemporal, range = [(0, 1024), (-5, -1)]} : i32",
        "{volatile, ordering = acquire, syncscope = block} : f32",
        "nvvm.store %0, %53 {align = 4, volatile}\n",
        "{align = 8, nontemporal, ordering = release, syncscope = singlethread}\n",
        "nvvm.alloca [4 x f32], %a {align = 16} : ptr<5>",
        "nvvm.alloca i64 : ptr<5>",
        "nvvm.atomicrmw add %55, %a {ordering = seq_cst, syncscope = device, volatile, align = 4} : i32",
        "nvvm.atomicrmw udec_wrap %53, %0 {ordering = monotonic} : f32",
        "{success = acq_rel, failure = monotonic, syncscope = cluster, weak, volatile, align = 4} : {i32, i1}",
        "nvvm.fence {ordering = acq_rel, syncscope = block}\n",
        "nvvm.shufflevector %52, %65 {mask = [0, undef, 7, -2]} : <4 x i32>",
        "nvvm.shufflevector %52, %65 : <0 x i32>",
        "{indices = [1, 0, 4000000000]}",
        "nvvm.call @helper(%a, %p) {fast, convergent, range = [(0, 1)]} : f32",
        "  nvvm.call @nothing()\n",
        "  nvvm.call_indirect (i32) %p(%a) {convergent}\n",
        "nvvm.intr \"llvm.nvvm.read.ptx.sreg.tid.x\"() : i32",
        "nvvm.intr \"llvm.fma.f32\"(%71, %0, %0) {contract, reassoc} : f32",
        "nvvm.asm \"mov.u32 $0, %laneid;\\0A\\09\\22q\\22 \\5C \\C3\\BC\", \"=r,~{memory}\"() {sideeffect, convergent} : i32",
        "nvvm.asm \"\", \"r\"(%a)\n",
        "nvvm.br ^loop(%a)\n^loop(%i: i32):\n",
        "%t#2 = nvvm.add %i, %77 : i32",
        "nvvm.condbr %76, ^loop(%t#2), ^bb0(%t#2) {loop = [(\"llvm.loop.unroll.count\", 4), (\"llvm.loop.mustprogress\"), (\"neg\", -9223372036854775808)]}",
        "^bb0(%77: i32):\n  nvvm.switch %77, ^\"1x\" [1: ^\"bb7\", -7: ^dup, 2147483647: ^dup#1]\n",
        "^dup#1:\n  nvvm.ret %71\n",
        "nvvm.switch %78, ^\"bb7\" [false: ^\"bb7\", true: ^dup]",
        "func @mismatch(i32) {\n^bb0(%0: i64):\n  nvvm.ret\n}\n",
        "func @empty() {\n}\n",
    ] {
        assert!(text.contains(want), "missing {want:?} in\n{text}");
    }
}

#[test]
fn kitchen_sink_covers_everything() {
    let m = kitchen_sink();
    let mut ops = std::collections::BTreeSet::new();
    let mut formats = std::collections::HashSet::new();
    let mut consts = std::collections::HashSet::new();
    fn walk(c: &Const, out: &mut std::collections::HashSet<std::mem::Discriminant<Const>>) {
        out.insert(std::mem::discriminant(c));
        if let Const::Aggregate(items) = c {
            items.iter().for_each(|i| walk(i, out));
        }
    }
    for (_, g) in m.globals.iter() {
        g.init.iter().for_each(|c| walk(c, &mut consts));
    }
    for (_, f) in m.funcs.iter() {
        let Some(b) = &f.body else { continue };
        for i in b.all_insts() {
            let d = &b.dfg.insts[i];
            ops.insert(d.opcode);
            formats.insert(format!("{:?}", d.attrs.format()));
            if let Attrs::Const(c) = &d.attrs {
                walk(c, &mut consts);
            }
        }
    }
    assert_eq!(ops.len(), Opcode::ALL.len(), "opcodes not covered");
    assert_eq!(formats.len(), 19, "Attrs variants not covered");
    assert_eq!(consts.len(), 10, "Const forms not covered");
}

#[test]
fn awkward_names_round_trip() {
    const NAMES: &[Option<&str>] = &[
        None,
        None,
        Some("x"),
        Some("x"),
        Some("bb0"),
        Some("bb1"),
        Some("bb"),
        Some("bb01"),
        Some("0"),
        Some("12"),
        Some(""),
        Some("a b"),
        Some("x#1"),
        Some("-1"),
        Some("$t.1-2"),
        Some("\u{3bb}"),
        Some("q\"\\"),
    ];
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let mut pick = |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    for _ in 0..200 {
        let mut m = Module::default();
        let mut f = Function::new("f", vec![ty::I32], None);
        let mut body = Body::default();
        let mut b = FuncBuilder::new(&mut body);
        let blocks: Vec<Block> = (0..1 + pick(6)).map(|_| b.create_block()).collect();
        for &blk in &blocks {
            b.body.dfg.block_names[blk] = NAMES[pick(NAMES.len())].map(String::from);
        }
        let mut vals = vec![b.append_block_param(blocks[0], ty::I32)];
        for &blk in &blocks[1..] {
            vals.push(b.append_block_param(blk, ty::I32));
        }
        for &blk in &blocks {
            b.switch_to(blk);
            for _ in 0..pick(4) {
                let (x, y) = (vals[pick(vals.len())], vals[pick(vals.len())]);
                vals.push(b.binary(Opcode::Add, x, y));
            }
        }
        for &v in &vals {
            b.body.dfg.value_names[v] = NAMES[pick(NAMES.len())].map(String::from);
        }
        for &blk in &blocks {
            // Branch anywhere, passing any value (dominance is not our concern).
            let to = blocks[pick(blocks.len())];
            let args: Vec<Value> = if to == blocks[0] {
                vec![]
            } else {
                vec![vals[pick(vals.len())]]
            };
            b.switch_to(blk);
            b.br(to, &args);
        }
        f.body = Some(body);
        m.funcs.push(f);
        roundtrip(&m);
    }
}
