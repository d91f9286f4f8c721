//! Verifier tests: one well-formed body with many opcodes, then malformed
//! bodies, each reporting the expected message.

use super::*;
use crate::analysis::testutil::{module_with, FuncBuilder};
use crate::ir::*;
use cranelift_entity::EntityRef;

fn messages(m: &Module) -> Vec<String> {
    match verify_module(m) {
        Ok(()) => Vec::new(),
        Err(e) => e.iter().map(|e| e.to_string()).collect(),
    }
}

#[track_caller]
fn expect_one(m: &Module, needle: &str) {
    let msgs = messages(m);
    assert!(
        msgs.len() == 1 && msgs[0].contains(needle),
        "expected one error containing {needle:?}, got {msgs:#?}"
    );
}

/// `f(i32, ptr<1>) -> i32` with an entry block holding the two parameters.
fn start() -> (FuncBuilder, Value, Value) {
    let mut fb = FuncBuilder::new();
    let e = fb.block();
    let a = fb.param(e, ty::I32);
    let p = fb.param(e, Type::Ptr(1));
    (fb, a, p)
}

fn finish(fb: FuncBuilder) -> Module {
    module_with(vec![ty::I32, Type::Ptr(1)], Some(ty::I32), fb.body).0
}

#[test]
fn well_formed_kitchen_sink() {
    let (mut fb, a, p) = start();
    let mut m = Module::default();
    let g = m.globals.push(Global {
        name: "sh".into(),
        ty: Type::array(ty::I32, 4),
        addrspace: 3,
        linkage: Linkage::Internal,
        is_const: false,
        init: None,
        align: 0,
        externally_initialized: false,
    });
    let callee = m
        .funcs
        .push(Function::new("g", vec![ty::I64], Some(ty::I64)));
    let one = fb.iconst(ty::I32, 1);
    let sum = fb.binary(Opcode::Add, a, one);
    let wide = fb.val(Opcode::SExt, &[sum], Attrs::None, ty::I64);
    let called = fb.val(
        Opcode::Call,
        &[wide],
        Attrs::Call(CallAttrs {
            callee,
            fmf: FastMath::default(),
            convergent: false,
        }),
        ty::I64,
    );
    let q = fb.val(
        Opcode::PtrAdd,
        &[p, called],
        Attrs::Int(IntFlags::INBOUNDS),
        Type::Ptr(1),
    );
    let x = fb.load(Type::F32, q);
    let y = fb.binary(Opcode::FMul, x, x);
    fb.store(y, q);
    let sh = fb.val(
        Opcode::Addr,
        &[],
        Attrs::Symbol(Symbol::Global(g)),
        Type::Ptr(3),
    );
    let pair = fb.val(
        Opcode::CmpXchg,
        &[sh, a, sum],
        Attrs::CmpXchg(CmpXchgAttrs {
            success: Ordering::SeqCst,
            failure: Ordering::SeqCst,
            scope: Scope::Device,
            weak: false,
            volatile: false,
            align: 4,
        }),
        Type::structure(vec![ty::I32, ty::I1], false),
    );
    let ok = fb.val(
        Opcode::ExtractValue,
        &[pair],
        Attrs::Indices(vec![1]),
        ty::I1,
    );
    let v2 = Type::vector(Type::F32, 2);
    let zv = fb.val(Opcode::Const, &[], Attrs::Const(Const::Zero), v2);
    let sv = fb.val(
        Opcode::ShuffleVector,
        &[zv, zv],
        Attrs::Shuffle(vec![0, 3, -1, 1]),
        Type::vector(Type::F32, 4),
    );
    let lane = fb.val(Opcode::ExtractElement, &[sv, one], Attrs::None, Type::F32);
    let _c = fb.val(
        Opcode::FCmp,
        &[lane, y],
        Attrs::FCmp(FloatPred::Olt, FastMath::default()),
        ty::I1,
    );
    let sel = fb.val(
        Opcode::Select,
        &[ok, a, sum],
        Attrs::Float(FastMath::default()),
        ty::I32,
    );
    let b1 = fb.block();
    let b2 = fb.block();
    let join = fb.block();
    let r = fb.param(join, ty::I32);
    fb.condbr(ok, (b1, &[]), (b2, &[]));
    fb.switch_to(b1);
    let sw = fb.switch(sel, &[join, b2]);
    fb.body.dfg.insts[sw].succs[0] = fb.body.dfg.block_call(join, &[a]);
    fb.switch_to(b2);
    fb.br(join, &[sel]);
    fb.switch_to(join);
    fb.ret(&[r]);
    let mut f = Function::new("f", vec![ty::I32, Type::Ptr(1)], Some(ty::I32));
    f.body = Some(fb.body);
    m.funcs.push(f);
    assert_eq!(messages(&m), Vec::<String>::new());
}

#[test]
fn operand_types_differ_display() {
    let (mut fb, a, _) = start();
    let big = fb.iconst(ty::I64, 7);
    let s = fb.val(
        Opcode::Add,
        &[a, big],
        Attrs::Int(IntFlags::default()),
        ty::I32,
    );
    fb.ret(&[s]);
    let m = finish(fb);
    assert_eq!(
        messages(&m),
        vec!["in function @f: inst1 (nvvm.add): operand types differ: i32 vs i64"]
    );
    let err = verify_module(&m).unwrap_err().remove(0);
    assert_eq!(err.at, Some(AnyEntity::Inst(Inst::from_u32(1))));
    let d = err.to_diagnostic("k.ll");
    assert_eq!(
        d.to_string(),
        "k.ll: error: in function @f: inst1 (nvvm.add): operand types differ: i32 vs i64"
    );
    assert_eq!(diagnostics(&m, &[err]).len(), 1);
}

#[test]
fn missing_terminator_and_empty_block() {
    let (mut fb, a, _) = start();
    fb.binary(Opcode::Add, a, a);
    let _empty = fb.block();
    let msgs = messages(&finish(fb));
    assert_eq!(
        msgs,
        vec![
            "in function @f: bb0: block does not end with a terminator",
            "in function @f: bb1: block is empty; it must end with a terminator",
        ]
    );
}

#[test]
fn terminator_in_the_middle() {
    let (mut fb, a, _) = start();
    fb.ret(&[a]);
    fb.ret(&[a]);
    expect_one(
        &finish(fb),
        "inst0 (nvvm.ret): terminator in the middle of bb0",
    );
}

#[test]
fn branch_argument_mismatch() {
    let (mut fb, a, _) = start();
    let b = fb.block();
    let x = fb.param(b, ty::I64);
    fb.br(b, &[]);
    fb.switch_to(b);
    let t = fb.val(
        Opcode::Trunc,
        &[x],
        Attrs::Int(IntFlags::default()),
        ty::I32,
    );
    fb.ret(&[t]);
    let msgs = messages(&finish(fb));
    assert_eq!(msgs, vec!["in function @f: inst0 (nvvm.br): branch to bb1 passes 0 arguments, but bb1 has 1 parameters"]);
    let _ = a;

    let (mut fb, a, _) = start();
    let b = fb.block();
    let x = fb.param(b, ty::I64);
    fb.br(b, &[a]);
    fb.switch_to(b);
    let t = fb.val(
        Opcode::Trunc,
        &[x],
        Attrs::Int(IntFlags::default()),
        ty::I32,
    );
    fb.ret(&[t]);
    expect_one(
        &finish(fb),
        "argument 0 of the branch to bb1 has type i32, but parameter v2 has type i64",
    );
}

#[test]
fn use_not_dominated() {
    // entry -> (l | r) -> join; join uses a value defined in l.
    let (mut fb, a, _) = start();
    let l = fb.block();
    let r = fb.block();
    let join = fb.block();
    let c = fb.icmp(IntPred::Slt, a, a);
    fb.condbr(c, (l, &[]), (r, &[]));
    fb.switch_to(l);
    let x = fb.binary(Opcode::Mul, a, a);
    fb.br(join, &[]);
    fb.switch_to(r);
    fb.br(join, &[]);
    fb.switch_to(join);
    fb.ret(&[x]);
    expect_one(
        &finish(fb),
        "operand v3 (defined by inst2 in bb1) does not dominate this use",
    );
}

#[test]
fn use_before_def_in_block_and_self_use() {
    let (mut fb, a, _) = start();
    let i0 = fb.ins(
        Opcode::Add,
        &[a, a],
        Attrs::Int(IntFlags::default()),
        Some(ty::I32),
    );
    let later = fb.binary(Opcode::Sub, a, a);
    fb.body.dfg.insts[i0].args = ValueList::from_slice(&[a, later], &mut fb.body.dfg.pool);
    fb.ret(&[later]);
    expect_one(
        &finish(fb),
        "inst0 (nvvm.add): operand v3 (defined by inst1 in bb0) does not dominate this use",
    );

    let (mut fb, a, _) = start();
    let i0 = fb.ins(
        Opcode::Add,
        &[a, a],
        Attrs::Int(IntFlags::default()),
        Some(ty::I32),
    );
    let r = fb.body.dfg.inst_result(i0).unwrap();
    fb.body.dfg.insts[i0].args = ValueList::from_slice(&[a, r], &mut fb.body.dfg.pool);
    fb.ret(&[r]);
    expect_one(
        &finish(fb),
        "operand v2 (defined by inst0 in bb0) does not dominate this use",
    );
}

#[test]
fn unreachable_uses_skip_dominance_but_not_types() {
    let (mut fb, a, _) = start();
    let exit = fb.block();
    let dead = fb.block();
    fb.br(exit, &[]);
    fb.switch_to(exit);
    let x = fb.binary(Opcode::Add, a, a);
    fb.ret(&[x]);
    // `dead` is unreachable and uses a value of a block it is not dominated by.
    fb.switch_to(dead);
    let y = fb.binary(Opcode::Add, x, x);
    let z = fb.val(
        Opcode::Trunc,
        &[y],
        Attrs::Int(IntFlags::default()),
        ty::I64,
    );
    let _ = z;
    fb.br(exit, &[]);
    expect_one(
        &finish(fb),
        "invalid trunc from i32 to i64: the result must be narrower",
    );
}

#[test]
fn attribute_format_mismatch() {
    let (mut fb, a, _) = start();
    let s = fb.val(Opcode::Add, &[a, a], Attrs::None, ty::I32);
    fb.ret(&[s]);
    expect_one(
        &finish(fb),
        "inst0 (nvvm.add): attributes have format Plain, but the opcode expects Int",
    );
}

#[test]
fn cast_rules() {
    let cases: &[(Opcode, Attrs, Type, &str)] = &[
        (
            Opcode::ZExt,
            Attrs::Int(IntFlags::default()),
            ty::I16,
            "invalid zext from i32 to i16: the result must be wider",
        ),
        (
            Opcode::SIToFP,
            Attrs::None,
            ty::I64,
            "invalid sitofp from i32 to i64: expects integer to float",
        ),
        (
            Opcode::Bitcast,
            Attrs::None,
            ty::I64,
            "invalid bitcast from i32 to i64: bit sizes differ",
        ),
        (
            Opcode::IntToPtr,
            Attrs::None,
            Type::F32,
            "invalid inttoptr from i32 to f32: expects integer to pointer",
        ),
        (
            Opcode::SExt,
            Attrs::None,
            Type::vector(ty::I64, 2),
            "lane counts differ",
        ),
    ];
    for (op, attrs, to, msg) in cases {
        let (mut fb, a, _) = start();
        fb.val(*op, &[a], attrs.clone(), *to);
        fb.ret(&[a]);
        expect_one(&finish(fb), msg);
    }
    // Accepted forms.
    let (mut fb, a, p) = start();
    fb.val(Opcode::Bitcast, &[a], Attrs::None, Type::F32);
    fb.val(Opcode::AddrSpaceCast, &[p], Attrs::None, Type::Ptr(0));
    fb.val(Opcode::PtrToInt, &[p], Attrs::None, ty::I64);
    fb.val(Opcode::UIToFP, &[a], Attrs::Int(IntFlags::NNEG), Type::F64);
    fb.val(Opcode::Freeze, &[a], Attrs::None, ty::I32);
    fb.ret(&[a]);
    assert_eq!(messages(&finish(fb)), Vec::<String>::new());
}

#[test]
fn constants_must_fit() {
    let cases: &[(Const, Type, &str)] = &[
        (
            Const::Int(256),
            ty::I8,
            "integer constant 256 does not fit i8",
        ),
        (Const::Float(1 << 40), Type::F32, "does not fit f32"),
        (
            Const::Null,
            ty::I64,
            "null constant for non-pointer type i64",
        ),
        (
            Const::Aggregate(vec![Const::Zero]),
            Type::array(ty::I32, 2),
            "aggregate constant has 1 members, but [2 x i32] has 2",
        ),
        (
            Const::Bytes(b"abc".to_vec()),
            Type::array(ty::I8, 4),
            "a string of 3 bytes does not fit [4 x i8]",
        ),
        (
            Const::Int(1),
            Type::F64,
            "integer constant for non-integer type f64",
        ),
    ];
    for (k, t, msg) in cases {
        let (mut fb, a, _) = start();
        fb.val(Opcode::Const, &[], Attrs::Const(k.clone()), *t);
        fb.ret(&[a]);
        expect_one(&finish(fb), msg);
    }
}

#[test]
fn call_and_ret_signatures() {
    let (mut fb, a, _) = start();
    let mut m = Module::default();
    let g = m
        .funcs
        .push(Function::new("g", vec![ty::I64, ty::I32], None));
    fb.ins(
        Opcode::Call,
        &[a],
        Attrs::Call(CallAttrs {
            callee: g,
            fmf: FastMath::default(),
            convergent: false,
        }),
        Some(ty::I32),
    );
    let big = fb.iconst(ty::I64, 0);
    fb.ret(&[big]);
    let mut f = Function::new("f", vec![ty::I32, Type::Ptr(1)], Some(ty::I32));
    f.body = Some(fb.body);
    m.funcs.push(f);
    let msgs = messages(&m);
    assert_eq!(
        msgs,
        vec![
            "in function @f: inst0 (nvvm.call): call to @g passes 1 arguments, expected 2",
            "in function @f: inst0 (nvvm.call): argument 0 of the call to @g has type i32, expected i64",
            "in function @f: inst0 (nvvm.call): must not have a result (found one of type i32)",
            "in function @f: inst2 (nvvm.ret): returns i64, but the function returns i32",
        ]
    );
}

#[test]
fn entry_block_rules() {
    let (mut fb, a, _) = start();
    let b = fb.block();
    fb.br(b, &[]);
    fb.switch_to(b);
    let e = fb.body.entry().unwrap();
    let c = fb.icmp(IntPred::Eq, a, a);
    fb.condbr(c, (e, &[]), (b, &[]));
    let msgs = messages(&finish(fb));
    assert!(
        msgs.iter()
            .any(|m| m.contains("bb0: the entry block has predecessors: bb1")),
        "{msgs:#?}"
    );

    let mut fb = FuncBuilder::new();
    let e = fb.block();
    let x = fb.param(e, ty::I64);
    let t = fb.val(
        Opcode::Trunc,
        &[x],
        Attrs::Int(IntFlags::default()),
        ty::I32,
    );
    fb.ret(&[t]);
    let m = module_with(vec![ty::I32], Some(ty::I32), fb.body).0;
    expect_one(
        &m,
        "bb0: entry parameter 0 has type i64, but the function's is i32",
    );
}

#[test]
fn memory_and_aggregate_shapes() {
    let (mut fb, a, p) = start();
    // store with the operands swapped: the pointer must come second.
    fb.ins(
        Opcode::Store,
        &[p, a],
        Attrs::Mem(MemAttrs::default()),
        None,
    );
    // extractvalue with an index out of range.
    let s = Type::structure(vec![ty::I32, ty::I1], false);
    let z = fb.val(Opcode::Const, &[], Attrs::Const(Const::Zero), s);
    fb.val(Opcode::ExtractValue, &[z], Attrs::Indices(vec![2]), ty::I1);
    // shufflevector whose result lanes differ from the mask length.
    let v = Type::vector(ty::I32, 2);
    let zv = fb.val(Opcode::Const, &[], Attrs::Const(Const::Zero), v);
    fb.val(
        Opcode::ShuffleVector,
        &[zv, zv],
        Attrs::Shuffle(vec![0, 1, 2]),
        v,
    );
    // load through a non-pointer.
    fb.load(ty::I32, a);
    fb.ret(&[a]);
    let msgs = messages(&finish(fb));
    assert_eq!(
        msgs,
        vec![
            "in function @f: inst0 (nvvm.store): the address (second operand) must be a pointer, found i32",
            "in function @f: inst2 (nvvm.extractvalue): index 2 is out of range for {i32, i1}",
            "in function @f: inst4 (nvvm.shufflevector): result type <2 x i32> differs from expected <3 x i32>",
            "in function @f: inst5 (nvvm.load): the address must be a pointer, found i32",
        ]
    );
}

#[test]
fn terminator_shapes() {
    let (mut fb, a, _) = start();
    let b = fb.block();
    fb.switch(a, &[b, b]);
    fb.body.dfg.insts[Inst::from_u32(0)].attrs = Attrs::Switch(vec![1, 1, 300]);
    fb.switch_to(b);
    fb.condbr(a, (b, &[]), (b, &[]));
    let msgs = messages(&finish(fb));
    assert_eq!(
        msgs,
        vec![
            "in function @f: inst0 (nvvm.switch): 3 case values for 2 successors (expected one per successor after the default)",
            "in function @f: inst0 (nvvm.switch): duplicate case value 1",
            "in function @f: inst1 (nvvm.condbr): the condition must be i1, found i32",
        ]
    );
}

#[test]
fn addr_of_global_uses_its_address_space() {
    let (mut fb, a, _) = start();
    let mut m = Module::default();
    let g = m.globals.push(Global {
        name: "tile".into(),
        ty: ty::I32,
        addrspace: 3,
        linkage: Linkage::Internal,
        is_const: false,
        init: None,
        align: 0,
        externally_initialized: false,
    });
    fb.val(
        Opcode::Addr,
        &[],
        Attrs::Symbol(Symbol::Global(g)),
        Type::Ptr(1),
    );
    fb.val(
        Opcode::Addr,
        &[],
        Attrs::Symbol(Symbol::Global(GlobalId::from_u32(9))),
        Type::Ptr(1),
    );
    fb.ret(&[a]);
    let mut f = Function::new("f", vec![ty::I32, Type::Ptr(1)], Some(ty::I32));
    f.body = Some(fb.body);
    m.funcs.push(f);
    assert_eq!(
        messages(&m),
        vec![
            "in function @f: inst0 (nvvm.addr): @tile lives in address space 3, so the result must be ptr<3>",
            "in function @f: inst1 (nvvm.addr): global g9 does not exist",
        ]
    );
}

#[test]
fn three_separate_faults_are_all_reported() {
    let (mut fb, a, _) = start();
    let big = fb.iconst(ty::I64, 1);
    fb.val(
        Opcode::Xor,
        &[a, big],
        Attrs::Int(IntFlags::default()),
        ty::I32,
    ); // types differ
    fb.val(
        Opcode::FAdd,
        &[a, a],
        Attrs::Float(FastMath::default()),
        ty::I32,
    ); // ints to fadd
    let b = fb.block();
    fb.br(b, &[]);
    fb.switch_to(b);
    fb.ret(&[]); // ret without a value
    let msgs = messages(&finish(fb));
    assert_eq!(
        msgs,
        vec![
            "in function @f: inst1 (nvvm.xor): operand types differ: i32 vs i64",
            "in function @f: inst2 (nvvm.fadd): expects float operands, found i32",
            "in function @f: inst4 (nvvm.ret): expected 1 operand, found 0",
        ]
    );
}

#[test]
fn malformed_entities_are_reported_not_panicked_on() {
    let (mut fb, a, _) = start();
    let e = fb.body.entry().unwrap();
    // An operand that does not exist.
    fb.ins(
        Opcode::Add,
        &[a, Value::from_u32(999)],
        Attrs::Int(IntFlags::default()),
        Some(ty::I32),
    );
    // An instruction not in the layout, used by one that is.
    let detached = fb.body.dfg.make_inst(
        Opcode::Const,
        &[],
        Attrs::Const(Const::Int(0)),
        Some(ty::I32),
    );
    let dv = fb.body.dfg.inst_result(detached).unwrap();
    fb.binary(Opcode::Add, a, dv);
    fb.ret(&[a]);
    // A block that does not exist, a block listed twice, an instruction that
    // does not exist, an instruction in two blocks, a branch to nowhere.
    fb.body.layout.blocks.push(Block::from_u32(50));
    fb.body.layout.blocks.push(e);
    let b = fb.block();
    fb.body.dfg.blocks[b].insts.push(Inst::from_u32(777));
    fb.body.dfg.blocks[b].insts.push(Inst::from_u32(0));
    fb.switch_to(b);
    fb.br(Block::from_u32(60), &[]);
    let msgs = messages(&finish(fb));
    let want = [
        "bb50: the layout lists bb50, which does not exist",
        "bb0: bb0 appears more than once in the layout",
        "bb1: bb1 lists inst777, which does not exist",
        "inst0 (nvvm.add): listed in both bb0 and bb1",
        "inst0 (nvvm.add): operand v999 does not exist",
        "inst2 (nvvm.add): operand v3 is defined by inst1, which is not in the layout",
        "inst4 (nvvm.br): branch target bb60 does not exist",
    ];
    for w in want {
        assert!(
            msgs.iter().any(|m| m.contains(w)),
            "missing {w:?} in {msgs:#?}"
        );
    }
    assert_eq!(msgs.len(), want.len(), "{msgs:#?}");

    // An empty body and a missing function.
    let m = module_with(vec![], None, Body::default()).0;
    expect_one(&m, "the body has no blocks");
    assert!(verify_function(&m, FuncId::from_u32(5)).is_err());
}

#[test]
fn detached_inst_block_and_bad_value_defs() {
    let (mut fb, a, _) = start();
    let i = fb.body.dfg.make_inst(
        Opcode::Fence,
        &[],
        Attrs::Fence(Ordering::SeqCst, Scope::Block),
        None,
    );
    fb.body.layout.inst_block[i] = fb.body.entry();
    fb.ret(&[a]);
    expect_one(
        &finish(fb),
        "inst0 (nvvm.fence): inst_block says bb0, but no laid-out block lists the instruction",
    );

    // A value whose definition names the wrong place.
    let (mut fb, a, _) = start();
    let bogus = fb.body.dfg.values.push(ValueData {
        ty: ty::I32,
        def: ValueDef::Param(Block::from_u32(0), 7),
    });
    let s = fb.binary(Opcode::Add, a, bogus);
    fb.ret(&[s]);
    expect_one(
        &finish(fb),
        "inst0 (nvvm.add): operand v2 claims to be parameter 7 of bb0, which it is not",
    );
}

/// A small deterministic generator (xorshift) for the mutation test.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// A valid body to mutate: a loop with arithmetic, memory and a call.
fn mutation_seed() -> (Module, FuncId) {
    let (mut fb, a, p) = start();
    let head = fb.block();
    let i = fb.param(head, ty::I32);
    let exit = fb.block();
    let zero = fb.iconst(ty::I32, 0);
    fb.br(head, &[zero]);
    fb.switch_to(head);
    let one = fb.iconst(ty::I32, 1);
    let n = fb.binary(Opcode::Add, i, one);
    let w = fb.val(Opcode::ZExt, &[n], Attrs::Int(IntFlags::default()), ty::I64);
    let q = fb.val(
        Opcode::PtrAdd,
        &[p, w],
        Attrs::Int(IntFlags::default()),
        Type::Ptr(1),
    );
    let x = fb.load(ty::I32, q);
    fb.store(x, q);
    let c = fb.icmp(IntPred::Slt, n, a);
    fb.condbr(c, (head, &[n]), (exit, &[]));
    fb.switch_to(exit);
    fb.ret(&[a]);
    let mut m = finish(fb);
    let callee = m
        .funcs
        .push(Function::new("g", vec![ty::I32], Some(ty::I32)));
    let _ = callee;
    (m, FuncId::from_u32(0))
}

#[test]
fn random_mutations_never_panic() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let attrs_pool = [
        Attrs::None,
        Attrs::Int(IntFlags::default()),
        Attrs::Const(Const::Int(3)),
        Attrs::Const(Const::Aggregate(vec![Const::Zero])),
        Attrs::Indices(vec![0, 5]),
        Attrs::Shuffle(vec![0, 9]),
        Attrs::Switch(vec![1]),
        Attrs::Alloca(Type::Int(0), 3),
        Attrs::Symbol(Symbol::Global(GlobalId::from_u32(4))),
        Attrs::Call(CallAttrs {
            callee: FuncId::from_u32(1),
            fmf: FastMath::default(),
            convergent: false,
        }),
        Attrs::Call(CallAttrs {
            callee: FuncId::from_u32(40),
            fmf: FastMath::default(),
            convergent: false,
        }),
        Attrs::Intrinsic(IntrinsicAttrs::new("", FastMath::default())),
    ];
    let types = [
        ty::I1,
        ty::I32,
        ty::I64,
        Type::Int(0),
        Type::F32,
        Type::Ptr(1),
        Type::vector(ty::I32, 4),
        Type::structure(vec![ty::I32, ty::I1], false),
        Type::array(ty::I8, 3),
    ];
    let mut reported = 0;
    for _ in 0..3000 {
        let (mut m, f) = mutation_seed();
        let body = m.funcs[f].body.as_mut().unwrap();
        for _ in 0..1 + rng.below(3) {
            let ni = body.dfg.insts.len();
            let nv = body.dfg.values.len();
            let nb = body.dfg.blocks.len();
            let inst = Inst::new(rng.below(ni));
            let block = Block::new(rng.below(nb));
            let any_value = Value::new(rng.below(nv + 2));
            let any_block = Block::new(rng.below(nb + 2));
            match rng.below(12) {
                0 => {
                    let ops = Opcode::ALL;
                    body.dfg.insts[inst].opcode = ops[rng.below(ops.len())];
                }
                1 => body.dfg.insts[inst].attrs = attrs_pool[rng.below(attrs_pool.len())].clone(),
                2 => {
                    let args = body.dfg.insts[inst].args;
                    let len = args.len(&body.dfg.pool);
                    if len > 0 {
                        let k = rng.below(len);
                        body.dfg.insts[inst].args.as_mut_slice(&mut body.dfg.pool)[k] = any_value;
                    } else {
                        body.dfg.insts[inst]
                            .args
                            .push(any_value, &mut body.dfg.pool);
                    }
                }
                3 => {
                    let insts = &mut body.dfg.blocks[block].insts;
                    if !insts.is_empty() {
                        let k = rng.below(insts.len());
                        insts.remove(k);
                    }
                }
                4 => body.layout.blocks.push(any_block),
                5 => {
                    if !body.layout.blocks.is_empty() {
                        let k = rng.below(body.layout.blocks.len());
                        body.layout.blocks.remove(k);
                    }
                }
                6 => {
                    let call = body.dfg.block_call(any_block, &[any_value]);
                    body.dfg.insts[inst].succs.push(call);
                }
                7 => {
                    let t = types[rng.below(types.len())];
                    body.dfg.values[Value::new(rng.below(nv))].ty = t;
                }
                8 => body.dfg.blocks[block]
                    .insts
                    .push(Inst::new(rng.below(ni + 2))),
                9 => body.dfg.results[inst] = Some(any_value),
                10 => body.layout.inst_block[inst] = Some(any_block),
                _ => {
                    body.dfg.values[Value::new(rng.below(nv))].def =
                        ValueDef::Param(any_block, rng.below(3) as u32);
                }
            }
        }
        if verify_module(&m).is_err() {
            reported += 1;
        }
    }
    assert!(
        reported > 2000,
        "only {reported} of 3000 mutants were rejected"
    );
}
