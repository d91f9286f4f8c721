//! mem2reg tests: hand-built bodies, verified before and after.

use super::*;
use crate::analysis::testutil::{module_with, FuncBuilder};
use crate::ir::*;
use crate::verify::verify_module;

/// Verifies, runs mem2reg on `@f`, verifies again; returns the module.
fn promote_checked(params: Vec<Type>, ret: Option<Type>, body: Body) -> (Module, Stats) {
    let (mut m, _) = module_with(params, ret, body);
    verify_module(&m).expect("valid before mem2reg");
    let stats = run(&mut m);
    if let Err(e) = verify_module(&m) {
        panic!("invalid after mem2reg: {e:#?}\n{}", dump(body_of(&m)));
    }
    (m, stats)
}

fn body_of(m: &Module) -> &Body {
    m.funcs.values().next().unwrap().body.as_ref().unwrap()
}

fn count(body: &Body, op: Opcode) -> usize {
    body.all_insts()
        .iter()
        .filter(|&&i| body.dfg.insts[i].opcode == op)
        .count()
}

/// A compact structural dump, for determinism checks and failure messages.
fn dump(body: &Body) -> String {
    let mut s = String::new();
    for &b in &body.layout.blocks {
        let params: Vec<String> = body
            .dfg
            .block_params(b)
            .iter()
            .map(|&p| format!("{p}: {}", body.dfg.value_type(p)))
            .collect();
        s += &format!("{b}({}):\n", params.join(", "));
        for &i in body.block_insts(b) {
            let d = &body.dfg.insts[i];
            let r = body
                .dfg
                .inst_result(i)
                .map(|r| format!("{r} = "))
                .unwrap_or_default();
            let args: Vec<String> = body
                .dfg
                .inst_args(i)
                .iter()
                .map(|a| a.to_string())
                .collect();
            s += &format!("  {r}{} {}", d.opcode, args.join(", "));
            for c in &d.succs {
                let a: Vec<String> = body
                    .dfg
                    .call_args(c)
                    .iter()
                    .map(|a| a.to_string())
                    .collect();
                s += &format!(" {}({})", c.block, a.join(", "));
            }
            s += "\n";
        }
    }
    s
}

/// entry: p = alloca; condbr -> l | r; l: store 1; r: store 2; join: ret load p.
fn diamond() -> Body {
    let mut fb = FuncBuilder::new();
    let e = fb.block();
    let a = fb.param(e, ty::I32);
    let l = fb.block();
    let r = fb.block();
    let join = fb.block();
    let p = fb.alloca(ty::I32);
    let zero = fb.iconst(ty::I32, 0);
    let c = fb.icmp(IntPred::Sgt, a, zero);
    fb.condbr(c, (l, &[]), (r, &[]));
    fb.switch_to(l);
    let one = fb.iconst(ty::I32, 1);
    fb.store(one, p);
    fb.br(join, &[]);
    fb.switch_to(r);
    let two = fb.iconst(ty::I32, 2);
    fb.store(two, p);
    fb.br(join, &[]);
    fb.switch_to(join);
    let x = fb.load(ty::I32, p);
    fb.ret(&[x]);
    fb.body
}

#[test]
fn diamond_gets_a_join_parameter() {
    let (m, stats) = promote_checked(vec![ty::I32], Some(ty::I32), diamond());
    let body = body_of(&m);
    assert_eq!(stats.promoted, 1);
    assert_eq!(stats.params_added, 1);
    assert_eq!(stats.loads_removed, 1);
    assert_eq!(stats.stores_removed, 2);
    for op in [Opcode::Alloca, Opcode::Load, Opcode::Store] {
        assert_eq!(count(body, op), 0, "{}", dump(body));
    }
    let b = &body.layout.blocks;
    assert_eq!(body.dfg.block_params(b[3]).len(), 1);
    let param = body.dfg.block_params(b[3])[0];
    assert_eq!(body.dfg.value_type(param), ty::I32);
    // The ret returns the join parameter; each arm passes its constant.
    let ret = body.terminator(b[3]).unwrap();
    assert_eq!(body.dfg.inst_args(ret), &[param]);
    for (arm, k) in [(b[1], 1), (b[2], 2)] {
        let br = body.terminator(arm).unwrap();
        let arg = body.dfg.call_args(&body.dfg.insts[br].succs[0])[0];
        let ValueDef::Result(ci) = body.dfg.values[arg].def else {
            panic!("argument is not a constant")
        };
        assert_eq!(body.dfg.insts[ci].attrs, Attrs::Const(Const::Int(k)));
    }
}

/// entry: p = alloca, store 0; header: i = load p; i < n ? body : exit;
/// body: store (load p) + 1; exit: ret load p.
fn counting_loop() -> Body {
    let mut fb = FuncBuilder::new();
    let e = fb.block();
    let n = fb.param(e, ty::I32);
    let header = fb.block();
    let body = fb.block();
    let exit = fb.block();
    let p = fb.alloca(ty::I32);
    fb.ins(
        Opcode::Intrinsic,
        &[p],
        Attrs::Intrinsic(IntrinsicAttrs::new(
            "llvm.lifetime.start.p0",
            FastMath::default(),
        )),
        None,
    );
    let zero = fb.iconst(ty::I32, 0);
    fb.store(zero, p);
    fb.br(header, &[]);
    fb.switch_to(header);
    let i = fb.load(ty::I32, p);
    let c = fb.icmp(IntPred::Slt, i, n);
    fb.condbr(c, (body, &[]), (exit, &[]));
    fb.switch_to(body);
    let i2 = fb.load(ty::I32, p);
    let one = fb.iconst(ty::I32, 1);
    let next = fb.binary(Opcode::Add, i2, one);
    fb.store(next, p);
    fb.br(header, &[]);
    fb.switch_to(exit);
    let r = fb.load(ty::I32, p);
    fb.ins(
        Opcode::Intrinsic,
        &[p],
        Attrs::Intrinsic(IntrinsicAttrs::new(
            "llvm.lifetime.end.p0",
            FastMath::default(),
        )),
        None,
    );
    fb.ret(&[r]);
    fb.body
}

#[test]
fn loop_counter_becomes_a_header_parameter() {
    let (m, stats) = promote_checked(vec![ty::I32], Some(ty::I32), counting_loop());
    let body = body_of(&m);
    assert_eq!(stats.promoted, 1);
    assert_eq!(stats.params_added, 1, "{}", dump(body));
    assert_eq!(count(body, Opcode::Alloca), 0);
    assert_eq!(
        count(body, Opcode::Intrinsic),
        0,
        "lifetime markers are deleted"
    );
    let blocks = &body.layout.blocks;
    let (header, loop_body, exit) = (blocks[1], blocks[2], blocks[3]);
    let hp = body.dfg.block_params(header);
    assert_eq!(hp.len(), 1);
    assert!(body.dfg.block_params(loop_body).is_empty());
    assert!(body.dfg.block_params(exit).is_empty());
    // The exit returns the header parameter; the latch passes the add.
    assert_eq!(body.dfg.inst_args(body.terminator(exit).unwrap()), &[hp[0]]);
    let latch = body.terminator(loop_body).unwrap();
    let passed = body.dfg.call_args(&body.dfg.insts[latch].succs[0])[0];
    let ValueDef::Result(add) = body.dfg.values[passed].def else {
        panic!()
    };
    assert_eq!(body.dfg.insts[add].opcode, Opcode::Add);
    assert_eq!(body.dfg.inst_args(add)[0], hp[0]);
}

#[test]
fn escaping_allocas_stay() {
    let mut fb = FuncBuilder::new();
    let e = fb.block();
    let out = fb.param(e, Type::Ptr(0));
    let mut m = Module::default();
    let sink = m
        .funcs
        .push(Function::new("sink", vec![Type::Ptr(5)], None));
    // Passed to a call.
    let p = fb.alloca(ty::I32);
    let seven = fb.iconst(ty::I32, 7);
    fb.store(seven, p);
    fb.ins(
        Opcode::Call,
        &[p],
        Attrs::Call(CallAttrs {
            callee: sink,
            fmf: FastMath::default(),
            convergent: false,
        }),
        None,
    );
    // Its address stored to memory.
    let q = fb.alloca(ty::I64);
    fb.store(q, out);
    // Loaded volatile.
    let v = fb.alloca(ty::I32);
    let volatile = MemAttrs {
        volatile: true,
        ..MemAttrs::default()
    };
    fb.val(Opcode::Load, &[v], Attrs::Mem(volatile), ty::I32);
    // Loaded with another type.
    let w = fb.alloca(ty::I32);
    fb.load(Type::F32, w);
    // An aggregate.
    let s = fb.alloca(Type::array(ty::I32, 2));
    fb.load(ty::I32, s);
    // Promotable, for contrast.
    let ok = fb.alloca(ty::I16);
    let x = fb.load(ty::I16, ok);
    fb.store(x, ok);
    fb.ret(&[]);
    let mut f = Function::new("f", vec![Type::Ptr(0)], None);
    f.body = Some(fb.body);
    m.funcs.push(f);
    verify_module(&m).unwrap();
    let stats = run(&mut m);
    verify_module(&m).unwrap();
    assert_eq!(stats.promoted, 1);
    let body = m.funcs.values().nth(1).unwrap().body.as_ref().unwrap();
    assert_eq!(count(body, Opcode::Alloca), 5, "{}", dump(body));
    // The load before any store reads undef, made at the top of the entry.
    let first = body.block_insts(body.layout.blocks[0])[0];
    assert_eq!(body.dfg.insts[first].attrs, Attrs::Const(Const::Undef));
    assert_eq!(
        body.dfg.value_type(body.dfg.inst_result(first).unwrap()),
        ty::I16
    );
}

#[test]
fn unreachable_predecessor_passes_undef() {
    let b = diamond();
    let join = b.layout.blocks[3];
    let p = b.all_insts()[1]; // the alloca (after the count constant)
    let p = b.dfg.inst_result(p).unwrap();
    let mut fb = FuncBuilder { body: b, cur: None };
    let dead = fb.block();
    fb.switch_to(dead);
    let nine = fb.iconst(ty::I32, 9);
    fb.store(nine, p);
    let y = fb.load(ty::I32, p);
    let _ = y;
    fb.br(join, &[]);
    let (m, stats) = promote_checked(vec![ty::I32], Some(ty::I32), fb.body);
    let body = body_of(&m);
    assert_eq!(stats.promoted, 1);
    assert_eq!(count(body, Opcode::Load) + count(body, Opcode::Store), 0);
    let br = body.terminator(dead).unwrap();
    let arg = body.dfg.call_args(&body.dfg.insts[br].succs[0])[0];
    let ValueDef::Result(ci) = body.dfg.values[arg].def else {
        panic!()
    };
    assert_eq!(body.dfg.insts[ci].attrs, Attrs::Const(Const::Undef));
}

#[test]
fn deterministic_and_idempotent() {
    let run_once = || {
        let (m, _) = promote_checked(vec![ty::I32], Some(ty::I32), diamond());
        dump(body_of(&m))
    };
    assert_eq!(run_once(), run_once());
    let (mut m, _) = promote_checked(vec![ty::I32], Some(ty::I32), diamond());
    let before = dump(body_of(&m));
    assert_eq!(run(&mut m).promoted, 0);
    assert_eq!(dump(body_of(&m)), before);
}

#[test]
fn two_variables_in_a_loop_keep_parameter_order() {
    // entry: a = alloca, b = alloca, store 0 -> a, store 1 -> b; loop: swap
    // a and b through loads and stores, exit on a flag; exit: ret a - b.
    let mut fb = FuncBuilder::new();
    let e = fb.block();
    let flag = fb.param(e, ty::I1);
    let lp = fb.block();
    let exit = fb.block();
    let pa = fb.alloca(ty::I64);
    let pb = fb.alloca(ty::I64);
    let z = fb.iconst(ty::I64, 0);
    let o = fb.iconst(ty::I64, 1);
    fb.store(z, pa);
    fb.store(o, pb);
    fb.br(lp, &[]);
    fb.switch_to(lp);
    let va = fb.load(ty::I64, pa);
    let vb = fb.load(ty::I64, pb);
    fb.store(vb, pa);
    fb.store(va, pb);
    fb.condbr(flag, (lp, &[]), (exit, &[]));
    fb.switch_to(exit);
    let ra = fb.load(ty::I64, pa);
    let rb = fb.load(ty::I64, pb);
    let d = fb.binary(Opcode::Sub, ra, rb);
    fb.ret(&[d]);
    let (m, stats) = promote_checked(vec![ty::I1], Some(ty::I64), fb.body);
    let body = body_of(&m);
    assert_eq!(stats.promoted, 2);
    let params = body.dfg.block_params(lp).to_vec();
    assert_eq!(params.len(), 2, "{}", dump(body));
    // The back edge swaps the two parameters.
    let t = body.terminator(lp).unwrap();
    assert_eq!(
        body.dfg.call_args(&body.dfg.insts[t].succs[0]),
        &[params[1], params[0]]
    );
}

/// A small deterministic generator (xorshift).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

/// A random function over two i64 allocas: random CFG (loops, unreachable
/// blocks, irreducible edges), random loads, stores and adds, branch
/// conditions read from the variables.
fn random_body(rng: &mut Rng) -> Body {
    let mut fb = FuncBuilder::new();
    let n = 2 + rng.below(6);
    let blocks: Vec<Block> = (0..n).map(|_| fb.block()).collect();
    let x = fb.param(blocks[0], ty::I64);
    let vars = [fb.alloca(ty::I64), fb.alloca(ty::I64)];
    if rng.below(2) == 0 {
        fb.store(x, vars[0]);
    }
    for &b in &blocks {
        fb.switch_to(b);
        let mut avail = vec![x];
        for _ in 0..rng.below(5) {
            let var = vars[rng.below(2)];
            match rng.below(4) {
                0 => avail.push(fb.load(ty::I64, var)),
                1 => {
                    let v = avail[rng.below(avail.len())];
                    fb.store(v, var);
                }
                2 => {
                    let (a, c) = (avail[rng.below(avail.len())], avail[rng.below(avail.len())]);
                    avail.push(fb.binary(Opcode::Add, a, c));
                }
                _ => avail.push(fb.iconst(ty::I64, rng.below(5) as u128)),
            }
        }
        let target = |rng: &mut Rng| blocks[1 + rng.below(n - 1)];
        match rng.below(3) {
            0 => {
                let v = fb.load(ty::I64, vars[rng.below(2)]);
                fb.ret(&[v]);
            }
            1 => {
                let t = target(rng);
                fb.br(t, &[]);
            }
            _ => {
                let v = fb.load(ty::I64, vars[rng.below(2)]);
                let k = fb.iconst(ty::I64, rng.below(12) as u128);
                let c = fb.icmp(IntPred::Ult, v, k);
                let (t, f) = (target(rng), target(rng));
                fb.condbr(c, (t, &[]), (f, &[]));
            }
        }
    }
    fb.body
}

/// Runs the subset of opcodes `random_body` uses; undef and fresh memory
/// read as 0. Returns the blocks visited and the returned value (`None`
/// when `fuel` blocks ran out).
fn interpret(body: &Body, x: u64, fuel: usize) -> (Vec<Block>, Option<u64>) {
    let dfg = &body.dfg;
    let mut env: SecondaryMap<Value, u64> = SecondaryMap::new();
    let mut mem: SecondaryMap<Value, u64> = SecondaryMap::new();
    let mut trace = Vec::new();
    let mut block = body.entry().unwrap();
    env[dfg.block_params(block)[0]] = x;
    while trace.len() < fuel {
        trace.push(block);
        for &i in body.block_insts(block) {
            let d = &dfg.insts[i];
            let args: Vec<u64> = dfg.inst_args(i).iter().map(|&a| env[a]).collect();
            let r = match d.opcode {
                Opcode::Const => match &d.attrs {
                    Attrs::Const(Const::Int(v)) => *v as u64,
                    _ => 0,
                },
                Opcode::Add => args[0].wrapping_add(args[1]),
                Opcode::ICmp => (args[0] < args[1]) as u64,
                Opcode::Alloca => i.as_u32() as u64,
                Opcode::Load => mem[Value::from_u32(args[0] as u32)],
                Opcode::Store => {
                    mem[Value::from_u32(args[1] as u32)] = args[0];
                    0
                }
                Opcode::Ret => return (trace, Some(args[0])),
                Opcode::Br | Opcode::CondBr => {
                    let k = usize::from(d.opcode == Opcode::CondBr && args[0] == 0);
                    let call = &d.succs[k];
                    let vals: Vec<u64> = dfg.call_args(call).iter().map(|&a| env[a]).collect();
                    for (&p, v) in dfg.block_params(call.block).iter().zip(vals) {
                        env[p] = v;
                    }
                    block = call.block;
                    break;
                }
                op => panic!("unexpected {op}"),
            };
            if let Some(v) = dfg.inst_result(i) {
                env[v] = r;
            }
        }
    }
    (trace, None)
}

#[test]
fn random_programs_keep_their_behaviour() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut promoted = 0;
    for _ in 0..400 {
        let original = random_body(&mut rng);
        let (m, stats) = promote_checked(vec![ty::I64], Some(ty::I64), original.clone());
        promoted += stats.promoted;
        let body = body_of(&m);
        assert_eq!(
            count(body, Opcode::Load) + count(body, Opcode::Store),
            0,
            "{}",
            dump(body)
        );
        for x in [0u64, 1, 3, 7, 20] {
            assert_eq!(
                interpret(&original, x, 60),
                interpret(body, x, 60),
                "x = {x}\nbefore:\n{}\nafter:\n{}",
                dump(&original),
                dump(body)
            );
        }
    }
    assert_eq!(promoted, 800);
}
