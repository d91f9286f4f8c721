use super::*;
use dialects::ir::Function;

fn func(src: &str, name: &str) -> Function {
    let m = llvm::import::import("t.ll", src).unwrap();
    m.funcs[m.func_by_name(name).unwrap()].clone()
}

const STRAIGHT: &str = r#"
target triple = "nvptx64-nvidia-cuda"
define void @f(ptr addrspace(1) %p, i32 %a, i64 %b) {
  %x = add i32 %a, 1
  %c = icmp slt i32 %x, 10
  %y = zext i32 %x to i64
  %z = add i64 %y, %b
  %s = select i1 %c, i64 %z, i64 %b
  store i64 %s, ptr addrspace(1) %p, align 8
  ret void
}
"#;

#[test]
fn straight_line_max_live_by_hand() {
    let f = func(STRAIGHT, "f");
    let body = f.body.as_ref().unwrap();
    let p = Pressure::compute(body, &PressureOptions::default());
    // p (2) + b (2) + a or x (1), then y (2) while x is still needed... the
    // peak is 6 registers (p, b, y / z / c's operands), first reached at
    // `%y = zext`, with one predicate (%c) live meanwhile.
    assert_eq!(p.max, Regs { gprs: 6, preds: 1 });
    let entry = body.entry().unwrap();
    let bp = p.block(entry);
    let non_const: Vec<Regs> = body.dfg.blocks[entry]
        .insts
        .iter()
        .zip(&bp.at_inst)
        .filter(|(&i, _)| body.dfg.insts[i].opcode != Opcode::Const)
        .map(|(_, &r)| r)
        .collect();
    let g: Vec<u32> = non_const.iter().map(|r| r.gprs).collect();
    assert_eq!(g, [5, 5, 6, 6, 6, 4, 0]);
    let peak = p.peak.unwrap();
    assert_eq!(peak.block, entry);
    assert_eq!(body.dfg.insts[peak.inst.unwrap()].opcode, Opcode::ZExt);
    assert_eq!(bp.at_entry.gprs, 5);
    assert!(bp.live_in.is_empty() && bp.live_out.is_empty());
    // Counting constants as registers: the hoisted `1` and `10` are live
    // from the top of the entry block to their uses.
    let pc = Pressure::compute(
        body,
        &PressureOptions {
            consts: ConstPolicy::Register,
            ..PressureOptions::default()
        },
    );
    assert_eq!(pc.max.gprs, 7);
}

const LOOP: &str = r#"
target triple = "nvptx64-nvidia-cuda"
define void @g(ptr addrspace(1) %p, i32 %n, i64 %k) {
entry:
  %base = getelementptr i8, ptr addrspace(1) %p, i64 %k
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %v = load float, ptr addrspace(1) %base, align 4
  %acc.next = fadd float %acc, %v
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  store float %acc.next, ptr addrspace(1) %p, align 4
  ret void
}
"#;

#[test]
fn block_parameters_and_branch_arguments() {
    let f = func(LOOP, "g");
    let body = f.body.as_ref().unwrap();
    let p = Pressure::compute(body, &PressureOptions::default());
    let [entry, lp, exit] = body.layout.blocks[..] else {
        panic!("three blocks expected");
    };
    let names = |s: &ValueSet| -> Vec<String> {
        let mut v: Vec<String> = s
            .iter()
            .map(|v| body.dfg.value_names[v].clone().unwrap_or_default())
            .collect();
        v.sort();
        v
    };
    // Parameters of `loop` (i, acc) are defined at its entry, never live-in;
    // the branch arguments i.next/acc.next are used by its terminator, and
    // acc.next is live-out only because `exit` uses it.
    assert_eq!(names(&p.block(lp).live_in), ["base", "n", "p"]);
    assert_eq!(names(&p.block(lp).live_out), ["acc.next", "base", "n", "p"]);
    assert_eq!(names(&p.block(exit).live_in), ["acc.next", "p"]);
    assert_eq!(names(&p.block(entry).live_out), ["base", "n", "p"]);
    assert!(p.block(entry).live_in.is_empty());
    assert_eq!(p.block(lp).live_in_regs, Regs { gprs: 5, preds: 0 });
    assert_eq!(p.block(lp).live_out_regs, Regs { gprs: 6, preds: 0 });
    assert_eq!(p.max_live_in, 3);
    // In the loop: base, n, p (5) + i, acc (2) + v or acc.next: 8 at most.
    assert_eq!(p.block(lp).max.gprs, 8);
    assert_eq!(p.block(lp).at_entry.gprs, 7);
}

#[test]
fn sizes_of_types() {
    let r = |t: Type| value_regs(t);
    let g = |n| Regs { gprs: n, preds: 0 };
    assert_eq!(r(Type::Int(32)), g(1));
    assert_eq!(r(Type::Int(8)), g(1));
    assert_eq!(r(Type::F16), g(1));
    assert_eq!(r(Type::Int(64)), g(2));
    assert_eq!(r(Type::F64), g(2));
    assert_eq!(r(Type::Ptr(1)), g(2));
    assert_eq!(r(Type::Int(128)), g(4));
    assert_eq!(r(Type::vector(Type::F32, 4)), g(4));
    assert_eq!(r(Type::vector(Type::F16, 2)), g(1));
    assert_eq!(r(Type::vector(Type::Int(8), 3)), g(1));
    assert_eq!(r(Type::vector(Type::F64, 2)), g(4));
    assert_eq!(r(Type::Int(1)), Regs { gprs: 0, preds: 1 });
    assert_eq!(r(Type::vector(Type::Int(1), 4)), Regs { gprs: 0, preds: 4 });
    assert_eq!(
        r(Type::structure(vec![Type::Int(32), Type::Int(1)], false)),
        g(2)
    );
    assert_eq!(r(Type::array(Type::F32, 4)), g(4));
}

#[test]
fn addresses_with_constant_offsets_share_a_register() {
    let src = r#"
target triple = "nvptx64-nvidia-cuda"
define void @h(ptr addrspace(1) %p, i32 %t) {
  %w = sext i32 %t to i64
  %a0 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %w
  %a1 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 1
  %a2 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 2
  %a3 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 3
  %x0 = load float, ptr addrspace(1) %a0, align 4
  %x1 = load float, ptr addrspace(1) %a1, align 4
  %x2 = load float, ptr addrspace(1) %a2, align 4
  %x3 = load float, ptr addrspace(1) %a3, align 4
  %s0 = fadd float %x0, %x1
  %s1 = fadd float %s0, %x2
  %s2 = fadd float %s1, %x3
  store float %s2, ptr addrspace(1) %a3, align 4
  ret void
}
"#;
    let f = func(src, "h");
    let body = f.body.as_ref().unwrap();
    let folded = Pressure::compute(body, &PressureOptions::default());
    let spelled = Pressure::compute(
        body,
        &PressureOptions {
            fold_addresses: false,
            ..PressureOptions::default()
        },
    );
    // Folded: p's register goes dead once a0 exists; a0 (2) + x0..x3 (4).
    assert!(
        folded.max.gprs < spelled.max.gprs,
        "{:?} {:?}",
        folded.max,
        spelled.max
    );
    assert_eq!(folded.max.gprs, 2 + 2 + 2);
    // Hoisting all four loads to the top keeps them all live at once.
    assert!(folded.scheduled_max.gprs >= 2 + 4);
}

#[test]
fn prediction_heuristic() {
    let pressure = |gprs, preds, sched| Pressure {
        max: Regs { gprs, preds },
        scheduled_max: Regs { gprs: sched, preds },
        ..Pressure::default()
    };
    let none = LaunchBounds::default();
    let predict = |p: &Pressure, b: &LaunchBounds, sm| predict_registers(p, b, sm, 256);
    // Tiny kernels: the floor.
    assert_eq!(
        predict(&pressure(5, 1, 5), &none, Sm::Sm80).regs,
        PTXAS_MIN_REGS
    );
    // max-live plus the overhead.
    let r = predict(&pressure(40, 1, 40), &none, Sm::Sm80);
    assert_eq!((r.regs, r.max_live, r.cap, r.spills), (42, 40, None, false));
    // Latency hiding fills the free budget (32 on sm_80, 40 on sm_86, 64
    // on sm_75) but never beyond what the hoisted schedule needs.
    assert_eq!(free_register_budget(Sm::Sm80), 32);
    assert_eq!(free_register_budget(Sm::Sm86), 40);
    assert_eq!(free_register_budget(Sm::Sm75), 64);
    assert_eq!(predict(&pressure(20, 1, 60), &none, Sm::Sm80).regs, 32);
    assert_eq!(predict(&pressure(20, 1, 60), &none, Sm::Sm75).regs, 62);
    assert_eq!(predict(&pressure(20, 1, 24), &none, Sm::Sm80).regs, 26);
    // Predicates beyond P0-P6 move to general registers.
    let r = predict(&pressure(40, 9, 40), &none, Sm::Sm80);
    assert_eq!((r.regs, r.predicate_overflow), (44, 2));
    // .maxnreg caps, and the cap means spills.
    let capped = LaunchBounds {
        maxnreg: Some(64),
        ..LaunchBounds::default()
    };
    let r = predict(&pressure(100, 1, 100), &capped, Sm::Sm80);
    assert_eq!((r.regs, r.cap, r.spills), (64, Some(64), true));
    // __launch_bounds__(256, 3): 80 registers on sm_80 (README §2 inverse).
    let lb3 = LaunchBounds {
        maxntid: Some([256, 1, 1]),
        minctasm: Some(3),
        ..LaunchBounds::default()
    };
    let r = predict(&pressure(120, 1, 120), &lb3, Sm::Sm80);
    assert_eq!((r.regs, r.cap, r.spills), (80, Some(80), true));
    // Never beyond 255.
    let r = predict(&pressure(400, 1, 400), &none, Sm::Sm90);
    assert_eq!((r.regs, r.spills), (255, true));
}

#[test]
fn labels_follow_the_printer() {
    let f = func(LOOP, "g");
    let body = f.body.as_ref().unwrap();
    let labels = block_labels(body);
    let got: Vec<&str> = body
        .layout
        .blocks
        .iter()
        .map(|&b| labels[b].as_str())
        .collect();
    // The importer drops LLVM block names; the printer numbers them.
    let text = dialects::text::print_function(
        &llvm::import::import("t.ll", LOOP).unwrap(),
        dialects::ir::FuncId::from_u32(0),
    );
    for l in &got {
        assert!(text.contains(&format!("^{l}")), "{l} not in\n{text}");
    }
}

/// Every corpus kernel: no panic, and the numbers hang together.
#[test]
fn corpus_invariants() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/corpus");
    let mut seen = 0;
    for sub in ["nvvm", "modern"] {
        let Ok(rd) = std::fs::read_dir(format!("{dir}/{sub}")) else {
            continue;
        };
        let mut paths: Vec<_> = rd.filter_map(|e| e.ok()).map(|e| e.path()).collect();
        paths.sort();
        for path in paths {
            let src = std::fs::read_to_string(&path).unwrap();
            let m = llvm::import::import(&path.display().to_string(), &src).unwrap();
            for (_, f) in m.funcs.iter() {
                let Some(body) = &f.body else { continue };
                seen += 1;
                let p = Pressure::compute(body, &PressureOptions::default());
                let what = format!("{} {}", path.display(), f.name);
                let entry = body.entry().unwrap();
                assert!(p.block(entry).live_in.is_empty(), "{what}");
                assert!(p.peak.is_some(), "{what}");
                assert!(p.scheduled_max.gprs >= p.max.gprs, "{what}");
                for &b in &p.blocks {
                    let bp = p.block(b);
                    assert!(bp.max.gprs >= bp.live_in_regs.gprs, "{what}");
                    assert!(bp.max.gprs >= bp.live_out_regs.gprs, "{what}");
                    assert!(p.max.gprs >= bp.max.gprs, "{what}");
                    assert!(bp.at_entry.gprs >= bp.live_in_regs.gprs, "{what}");
                }
                let r = predict_registers(&p, &f.bounds, Sm::Sm80, 256);
                assert!(r.regs <= 255);
                if r.cap.is_none() {
                    assert!(r.regs >= p.max.gprs + PTXAS_OVERHEAD_REGS, "{what}");
                }
            }
        }
    }
    if std::path::Path::new(dir).exists() {
        assert!(seen >= 90, "{seen} functions");
    }
}
